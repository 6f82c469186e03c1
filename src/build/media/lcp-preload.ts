/**
 * The preload of a page's largest first paint: the <picture> whose <img> the page fetches with
 * high priority (ui/Picture.tsx, `priority`). Its AVIF source is preloaded with the same srcset and
 * sizes, so the browser starts the file the <picture> will pick before it has read the CSS; a
 * browser without AVIF skips the link by its type and loads what the <picture> picks. Read from the
 * rendered markup, so it always names what the page shows. Empty when no picture has priority.
 */
export function lcpPreload(appHtml: string): string {
  for (const [picture] of appHtml.matchAll(/<picture\b[^>]*>.*?<\/picture>/gs)) {
    if (!/<img\b[^>]*\bfetchpriority="high"/i.test(picture)) continue;
    const source = /<source\b(?=[^>]*\btype="image\/avif")[^>]*>/i.exec(picture)?.[0];
    const srcset = source && /\bsrcset="([^"]*)"/i.exec(source)?.[1];
    const sizes = source && /\bsizes="([^"]*)"/i.exec(source)?.[1];
    if (!srcset) continue;
    return `<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="${srcset}"${sizes ? ` imagesizes="${sizes}"` : ''}>`;
  }
  return '';
}
