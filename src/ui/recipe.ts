import type { CSSObject, Theme } from '@emotion/react';

type Style = CSSObject | ((theme: Theme) => CSSObject);
type Variants = Record<string, Record<string, Style>>;

export interface RecipeConfig<V extends Variants> {
  base: Style;
  variants: V;
  defaultVariants: { [K in keyof V]: keyof V[K] & string };
}

/** The props a recipe accepts: one optional choice per variant group. */
export type RecipeSelection<V extends Variants> = { [K in keyof V]?: keyof V[K] & string };

const resolve = (style: Style, theme: Theme): CSSObject => (typeof style === 'function' ? style(theme) : style);

/**
 * All the looks of a component declared once: a base style, named variant groups and their
 * defaults. The result turns a selection into Emotion styles; the selection never reaches the DOM.
 */
export function recipe<V extends Variants>(config: RecipeConfig<V>) {
  const styles = (theme: Theme, selection: RecipeSelection<V> = {}): CSSObject[] => [
    resolve(config.base, theme),
    ...Object.keys(config.variants).map((group) => {
      const choice = (selection[group] ?? config.defaultVariants[group]) as string;
      return resolve(config.variants[group]![choice]!, theme);
    }),
  ];
  return Object.assign(styles, { config });
}
