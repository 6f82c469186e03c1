/**
 * Why an SVG may not be published, or undefined when it may: DOMPurify (with its SVG profile) lists
 * what it would remove (scripts, event handlers, foreignObject and the like), and a reference to a
 * file outside the picture itself (href to an address, url(...) in a style) is refused too, as the
 * visitor's browser would fetch it. Refused, not silently cleaned: the author learns what was in it.
 */
export async function svgRefusal(name: string, text: string): Promise<string | undefined> {
  const [{ default: createDOMPurify }, { JSDOM }] = await Promise.all([import('dompurify'), import('jsdom')]);
  const { window } = new JSDOM('');
  try {
    const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
    // <use> stays: its href must point inside the picture (checked below).
    purify.sanitize(text, { USE_PROFILES: { svg: true, svgFilters: true }, ADD_TAGS: ['use'] });
    const found = new Set<string>();
    for (const removed of purify.removed as { element?: Element; attribute?: Attr | null }[]) {
      if (removed.attribute) found.add(`the attribute ${removed.attribute.name}=`);
      // The HTML parser's own wrapper (<body>) is no part of the picture.
      else if (removed.element && !['#text', '#comment', 'BODY', 'HTML', 'HEAD'].includes(removed.element.nodeName))
        found.add(`<${removed.element.nodeName.toLowerCase()}>`);
    }
    if (/\b(?:xlink:)?href\s*=\s*["']\s*(?!#|data:image\/)[^"'\s]/i.test(text)) found.add('a link to another file (href)');
    if (/url\(\s*["']?\s*(?!#|data:image\/)[a-z]+:/i.test(text)) found.add('a reference to another file (url(...))');
    if (!found.size) return undefined;
    return `${name} carries ${[...found].join(', ')}, which could run code or fetch files on the site's pages. Remove ${found.size === 1 ? 'it' : 'them'} (or export the SVG again as a plain drawing) and upload it again.`;
  } finally {
    window.close();
  }
}
