/**
 * The server-rendered markup of the first page's sections, kept aside before hydration. When a
 * section's code cannot load or its render throws, its error boundary puts these nodes back, so
 * a page that was readable once stays readable.
 */
let captured: { route: string; sections: Node[][]; elements: Element[][] } | undefined;

/** React marks each Suspense boundary of the server HTML with comments: `<!--$-->` … `<!--/$-->`. */
const OPEN = /^\$[?!]?$/;
const CLOSE = '/$';

/** Remember the nodes of each top-level section boundary inside `main`, in page order. */
export function capturePrerendered(main: Element | null, route: string): void {
  if (!main) return;
  const sections: Node[][] = [];
  const elements: Element[][] = [];
  let depth = 0;
  let current: Node[] = [];
  let live: Element[] = [];
  for (const node of main.childNodes) {
    if (node.nodeType === Node.COMMENT_NODE) {
      const text = (node as Comment).data;
      if (OPEN.test(text)) {
        if (depth++ === 0) {
          current = [];
          live = [];
        } else current.push(node.cloneNode(true));
        continue;
      }
      if (text === CLOSE) {
        if (--depth === 0) {
          sections.push(current);
          elements.push(live);
        } else current.push(node.cloneNode(true));
        continue;
      }
    }
    if (depth > 0) current.push(node.cloneNode(true));
    if (depth === 1 && node.nodeType === Node.ELEMENT_NODE) live.push(node as Element);
  }
  captured = { route, sections, elements };
}

/** Fresh copies of the prerendered nodes of section `index` of the page at `route`, if it was the first page. */
export function prerenderedSection(route: string, index: number): Node[] | undefined {
  if (captured?.route !== route) return undefined;
  return captured.sections[index]?.map((node) => node.cloneNode(true));
}

/**
 * The elements on screen of section `index` of the first page, as served (hydration keeps the same
 * nodes), while they are still in the document; undefined for any other page.
 */
export function prerenderedElements(route: string, index: number): Element[] | undefined {
  if (captured?.route !== route) return undefined;
  const elements = captured.elements[index];
  return elements?.length && elements.every((element) => element.isConnected) ? elements : undefined;
}
