/** Small pieces of Markdown for the section reference. */

/** A value in backticks: `hero`, `{"a":1}`. */
export const code = (value: unknown) => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;

/** Text that fits in one table cell: no pipe, no line break. */
export const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The anchor GitHub gives a heading: `Icon names` → `icon-names`. */
export function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');
}
