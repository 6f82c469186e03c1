import type { ButtonHTMLAttributes } from 'react';
import { buttonStyle, type ButtonSize, type ButtonTone } from './recipe';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  tone?: ButtonTone;
  size?: ButtonSize;
}

/** A button of the editor; `tone` and `size` come from the recipe and never reach the DOM. */
export function Button({ tone, size, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} css={buttonStyle(tone, size)} {...rest} />;
}
