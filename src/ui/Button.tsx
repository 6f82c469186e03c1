import { useTheme } from '@emotion/react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { buttonRecipe, type ButtonStyleProps } from './button-recipe';
import { SmartLink, type SmartLinkProps } from './SmartLink';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyleProps;

/** A native button in one of the recipe's looks. */
export function Button({ variant, size, type = 'button', ...rest }: ButtonProps) {
  const theme = useTheme();
  return <button type={type} css={buttonRecipe(theme, { variant, size })} {...rest} />;
}

export type ButtonLinkProps = SmartLinkProps & ButtonStyleProps & { children: ReactNode };

/** A link that looks like a button: same recipe, any kind of address. */
export function ButtonLink({ variant, size, ...rest }: ButtonLinkProps) {
  const theme = useTheme();
  return <SmartLink css={buttonRecipe(theme, { variant, size })} {...rest} />;
}
