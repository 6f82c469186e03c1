import { css, type CSSObject, type SerializedStyles, type Theme } from '@emotion/react';

/**
 * Styles drawn from the theme alone, serialised once per theme. Emotion serialises an object or a
 * function given to `css` on every render, while serialised styles pass through as they are: so a
 * component's fixed styles are made here once and every page that shows it reuses them. The class
 * name is the hash of the same serialised text, so the page's CSS and classes do not change.
 */
export function themed(styles: (theme: Theme) => CSSObject | CSSObject[] | SerializedStyles): (theme: Theme) => SerializedStyles {
  const made = new WeakMap<Theme, SerializedStyles>();
  return (theme) => {
    let serialized = made.get(theme);
    if (serialized === undefined) made.set(theme, (serialized = css(styles(theme))));
    return serialized;
  };
}

/** A value that picks one of a few variants of a style: a tone, a column count, a flag, a size. */
type Variant = string | number | boolean | undefined;

/** The key of a set of variants; the type is part of it, so that 1, '1' and undefined stay apart. */
function variantKey(values: readonly Variant[]): string {
  let key = '';
  for (const value of values) key += `${typeof value}:${String(value)}\0`;
  return key;
}

/**
 * Styles drawn from the theme and a few values with few variants each (a band's tone, a grid's
 * columns, a compact flag), serialised once per theme and set of values.
 */
export function themedBy<V extends Variant[]>(
  styles: (theme: Theme, ...values: V) => CSSObject | CSSObject[],
): (theme: Theme, ...values: V) => SerializedStyles {
  const made = new WeakMap<Theme, Map<string, SerializedStyles>>();
  return (theme, ...values) => {
    let byValues = made.get(theme);
    if (byValues === undefined) made.set(theme, (byValues = new Map()));
    const key = variantKey(values);
    let serialized = byValues.get(key);
    if (serialized === undefined) byValues.set(key, (serialized = css(styles(theme, ...values))));
    return serialized;
  };
}

/** The text of serialised styles, as a style function: one per styles, made when first asked for. */
const asText = new WeakMap<SerializedStyles, () => string>();

/**
 * The css prop of an element that may also be given a class name by its parent (whose styles
 * Emotion joins after the element's own). Joined, serialised styles would be followed by a
 * separator that changes the class name's hash, so with a class name they are given as a function
 * of their text (a plain string is refused as a css prop), which joins exactly as the style object
 * did; without one they pass through as they are.
 */
export function ownStyles(styles: SerializedStyles, className: string | undefined): SerializedStyles | (() => string) {
  if (className === undefined) return styles;
  let text = asText.get(styles);
  if (text === undefined) asText.set(styles, (text = () => styles.styles));
  return text;
}
