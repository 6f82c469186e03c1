/**
 * Every link to another page of the site is a plain link that loads the next document whole. The
 * browser fetches that document ahead (Speculation Rules) when the pointer rests on the link or
 * presses it, so it is there, or on its way, by the time the click lands, and comes from the
 * browser's cache then. Not the site's endpoints nor its files: only its pages. The island loader
 * adds the rules once it runs, after the load (entry-client.tsx), so no document carries them; the
 * deploy configs allow their text by its hash (output/prerender.ts).
 */
export const PREFETCH_RULES = JSON.stringify({
  prefetch: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: ['/api/*', '/_data/*', '/_app/*', '/assets/*'] } },
          { not: { selector_matches: '[target], [download], [rel~=nofollow]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
});

/** Add the prefetch rules to the page, where the browser knows them. */
export function prefetchPages(): void {
  if (!HTMLScriptElement.supports?.('speculationrules')) return;
  const rules = document.createElement('script');
  rules.type = 'speculationrules';
  rules.textContent = PREFETCH_RULES;
  document.head.append(rules);
}
