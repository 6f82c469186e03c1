/** A heading as an #anchor: "3. How We Use It" → how-we-use-it. */
export function slug(heading: string): string {
  return (
    heading
      .toLowerCase()
      .replace(/&/g, 'and')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  );
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
