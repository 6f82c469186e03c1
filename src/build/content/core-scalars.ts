/**
 * The plain scalars of YAML 1.2's core schema, resolved exactly as the positional parser (the
 * `yaml` package, yaml-source.ts) resolves them: the same patterns, tried in the same order (null,
 * bool, int, float; anything else is a string).
 */
export type Form = [RegExp, (text: string) => unknown];

/** The words of YAML 1.2 core's null (or nothing at all): a key that is one of them is a null key. */
export const NULL_WORDS = '~|[Nn]ull|NULL';
export const NULL = new RegExp(`^(?:${NULL_WORDS})?$`);

/** Each core tag with its forms, in the order they are tried. */
export const CORE_FORMS: readonly (readonly [tag: string, forms: Form[]])[] = [
  ['null', [[NULL, () => null]]],
  ['bool', [[/^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/, (text) => text[0] === 't' || text[0] === 'T']]],
  [
    'int',
    [
      [/^0o[0-7]+$/, (text) => parseInt(text.slice(2), 8)],
      [/^[-+]?[0-9]+$/, (text) => parseInt(text, 10)],
      [/^0x[0-9a-fA-F]+$/, (text) => parseInt(text.slice(2), 16)],
    ],
  ],
  [
    'float',
    [
      [
        /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
        (text) => (text.slice(-3).toLowerCase() === 'nan' ? NaN : text[0] === '-' ? -Infinity : Infinity),
      ],
      [/^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/, parseFloat],
      [/^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/, parseFloat],
    ],
  ],
];

const ALL_FORMS = CORE_FORMS.flatMap(([, forms]) => forms);

/** Whether a plain scalar could be anything but a string: only these start with a digit, a sign, a dot, `~` or a letter of the words. */
const MAYBE_OTHER = /^[-+.~0-9nNtTfF]/;

/** The value of a plain scalar (the whole of it, trimmed) under the core schema. */
export function corePlain(text: string): unknown {
  if (text === '') return null;
  if (!MAYBE_OTHER.test(text)) return text;
  for (const [pattern, make] of ALL_FORMS) if (pattern.test(text)) return make(text);
  return text;
}
