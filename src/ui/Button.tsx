import { useTheme } from '@emotion/react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { ownStyles, themedBy } from '../theme/themed';
import { buttonRecipe, type ButtonStyleProps } from './button-recipe';
import { SmartLink, type SmartLinkProps } from './SmartLink';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyleProps;

/** The recipe's styles of each look, serialised once per theme. */
const buttonStyles = themedBy((theme, variant: ButtonStyleProps['variant'], size: ButtonStyleProps['size']) =>
  buttonRecipe(theme, { variant, size }),
);

/** A native button in one of the recipe's looks. */
export function Button({ variant, size, type = 'button', ...rest }: ButtonProps) {
  const theme = useTheme();
  return <button type={type} css={ownStyles(buttonStyles(theme, variant, size), rest.className)} {...rest} />;
}

export type ButtonLinkProps = SmartLinkProps & ButtonStyleProps & { children: ReactNode };

/** A link that looks like a button: same recipe, any kind of address. */
export function ButtonLink({ variant, size, ...rest }: ButtonLinkProps) {
  const theme = useTheme();
  return <SmartLink css={ownStyles(buttonStyles(theme, variant, size), rest.className)} {...rest} />;
}
