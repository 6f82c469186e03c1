const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The machine-readable form (YYYY-MM-DD) of a date written out as "October 6, 2025", for <time dateTime>. */
export function isoDate(written: string): string | undefined {
  const match = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(written);
  const month = match ? months.indexOf(match[1]!) + 1 : 0;
  if (!match || month === 0) return undefined;
  return `${match[3]}-${String(month).padStart(2, '0')}-${match[2]!.padStart(2, '0')}`;
}

/** A heading as an #anchor: "3. How We Use It" → how-we-use-it. */
export function slug(heading: string): string {
  return heading.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'section';
}

/** Anchors for a list of headings, with -2, -3 … added where two headings would share one. */
export function uniqueSlugs(headings: readonly string[]): string[] {
  const seen = new Set<string>();
  return headings.map((heading) => {
    const base = slug(heading);
    let candidate = base;
    for (let n = 2; seen.has(candidate); n += 1) candidate = `${base}-${n}`;
    seen.add(candidate);
    return candidate;
  });
}
