/**
 * The editor's hold on the preview iframe (same origin, the real page of the dev server): a click
 * anywhere selects the section it landed in, found through <main>'s top-level children in order
 * (PageRenderer renders each section as one of them), and the selected section is outlined.
 */
const MARK = 'data-editor-selected';
const STYLE_ID = 'page-editor-preview-style';
const STYLE = `main > * { cursor: pointer; } main > *:hover { outline: 2px dashed #1a64d6; outline-offset: -2px; }
main > [${MARK}] { outline: 3px solid #1a64d6 !important; outline-offset: -3px; }`;

/** The index of the section a node is in, or -1 outside main. */
export function sectionIndexOf(doc: Document, target: EventTarget | null): number {
  const main = doc.querySelector('main');
  let node = target instanceof doc.defaultView!.Node ? (target as Node) : null;
  while (node && node.parentNode !== main) node = node.parentNode;
  return main && node ? Array.prototype.indexOf.call(main.children, node) : -1;
}

/** Outline the selected section (and scroll it into view when asked); false when the page does not show it (yet). */
export function markSelected(doc: Document, index: number, scroll: boolean): boolean {
  if (!doc.getElementById(STYLE_ID) && doc.head) {
    const style = doc.createElement('style');
    style.id = STYLE_ID;
    style.textContent = STYLE;
    doc.head.append(style);
  }
  const main = doc.querySelector('main');
  if (!main) return false;
  for (const element of main.querySelectorAll(`:scope > [${MARK}]`)) if (element !== main.children[index]) element.removeAttribute(MARK);
  const element = main.children[index];
  if (!element) return false;
  element.setAttribute(MARK, '');
  if (scroll) element.scrollIntoView({ block: 'start' });
  return true;
}

/**
 * Follow the iframe's document (it is replaced on each load): clicks select, the mark is put back
 * whenever the page re-renders (the dev server updates it after each write), and `onOverlay` says
 * whether the dev server's error overlay is on it. The overlay is shown only while `overlayShown()`
 * (the editor lists the errors itself; under the overlay the page is the last version that worked).
 * With `reveal`, the selected section is scrolled into view the first time the page shows it (an
 * editor opened at a section). Returns a stop function.
 */
export function holdPreview(
  frame: HTMLIFrameElement,
  onPick: (index: number) => void,
  selected: () => number,
  onOverlay: (present: boolean) => void,
  overlayShown: () => boolean,
  reveal = false,
): () => void {
  let stopDoc = () => {};
  let toReveal = reveal;
  const mark = (doc: Document) => {
    if (markSelected(doc, selected(), toReveal)) toReveal = false;
  };
  const attach = () => {
    stopDoc();
    const doc = frame.contentDocument;
    if (!doc) return;
    const onClick = (event: MouseEvent) => {
      const index = sectionIndexOf(doc, event.target);
      if (index < 0) return;
      event.preventDefault();
      event.stopPropagation();
      onPick(index);
    };
    let frameId = 0;
    const observer = new MutationObserver(() => {
      cancelAnimationFrame(frameId);
      frameId = requestAnimationFrame(() => {
        mark(doc);
        onOverlay(showOverlay(doc, overlayShown()));
      });
    });
    doc.addEventListener('click', onClick, true);
    observer.observe(doc.documentElement, { childList: true, subtree: true });
    mark(doc);
    onOverlay(showOverlay(doc, overlayShown()));
    stopDoc = () => {
      doc.removeEventListener('click', onClick, true);
      observer.disconnect();
      cancelAnimationFrame(frameId);
    };
  };
  frame.addEventListener('load', attach);
  if (frame.contentDocument?.readyState === 'complete') attach();
  return () => {
    frame.removeEventListener('load', attach);
    stopDoc();
  };
}

/** Show or hide the dev server's error overlay in the preview's document; whether there is one. */
export function showOverlay(doc: Document, shown: boolean): boolean {
  const overlay = doc.querySelector<HTMLElement>('vite-error-overlay');
  if (overlay) overlay.style.display = shown ? '' : 'none';
  return overlay !== null;
}
