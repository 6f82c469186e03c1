/**
 * The words of site.yaml `ui` with their blanks filled: `Rated {rating} out of 5 stars` with
 * `{ rating: 5 }` → `Rated 5 out of 5 stars`. A blank without a value stays as written.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (blank, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : blank));
}

/** One formatter per locale: making one costs more than formatting with it. */
const longDates = new Map<string, Intl.DateTimeFormat>();

/**
 * A date of the content (`2025-10-06`, as the schema asks) written out for the site's locale:
 * `October 6, 2025` in en-US. Read and written in UTC, so the server and every browser agree.
 */
export function longDate(iso: string, locale: string): string {
  let format = longDates.get(locale);
  if (!format) longDates.set(locale, (format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })));
  return format.format(new Date(`${iso}T00:00:00Z`));
}
