/**
 * The server-rendered markup of the first page's sections, kept aside before hydration. When a
 * section's code cannot load or its render throws, its error boundary puts these nodes back, so
 * a page that was readable once stays readable.
 */
let captured: { route: string; sections: Node[][]; elements: Element[][] } | undefined;

/** React marks each Suspense boundary of the server HTML with comments: `<!--$-->` … `<!--/$-->`. */
const OPEN = /^\$[?!]?$/;
const CLOSE = '/$';

/** Copying goes on for this long (ms) before it lets the browser run other tasks. */
const SLICE_MS = 8;

/**
 * A deep copy of `node`, made a few milliseconds at a time: between slices it waits for `between`
 * (a new task, so the browser paints and handles input meanwhile), and a long page is copied in
 * several short tasks instead of one long one. Nothing changes the markup before hydration starts.
 */
export async function copyInSlices(node: Node, between: () => Promise<void>): Promise<Node> {
  const copy = node.cloneNode(false);
  let started = performance.now();
  for (const child of [...node.childNodes]) {
    copy.appendChild(child.childNodes.length > 4 ? await copyInSlices(child, between) : child.cloneNode(true));
    if (performance.now() - started > SLICE_MS) {
      await between();
      started = performance.now();
    }
  }
  return copy;
}

/**
 * Remember the nodes of each top-level section boundary inside `main`, in page order: the served
 * markup from `copy` (a copy of `main` made before hydration), the elements on screen from `main`.
 */
export function capturePrerendered(main: Element | null, copy: Element | null, route: string): void {
  if (!main || !copy) return;
  const sections: Node[][] = [];
  const elements: Element[][] = [];
  let depth = 0;
  let current: Node[] = [];
  let live: Element[] = [];
  main.childNodes.forEach((node, index) => {
    const kept = copy.childNodes[index]!;
    if (node.nodeType === Node.COMMENT_NODE) {
      const text = (node as Comment).data;
      if (OPEN.test(text)) {
        if (depth++ === 0) {
          current = [];
          live = [];
        } else current.push(kept);
        return;
      }
      if (text === CLOSE) {
        if (--depth === 0) {
          sections.push(current);
          elements.push(live);
        } else current.push(kept);
        return;
      }
    }
    if (depth > 0) current.push(kept);
    if (depth === 1 && node.nodeType === Node.ELEMENT_NODE) live.push(node as Element);
  });
  captured = { route, sections, elements };
}

const FIELDS = 'input, select, textarea';

/** The field the visitor was last in, so that focus can follow a section's fields into their copy. */
let lastFocused: Element | null = null;
if (typeof document !== 'undefined') {
  // The visitor may have been typing before this code arrived.
  lastFocused = document.activeElement;
  document.addEventListener('focusin', (event) => (lastFocused = event.target as Element), true);
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const fieldsIn = (nodes: Node[]) =>
  nodes.flatMap((node) =>
    node instanceof Element ? [...(node.matches(FIELDS) ? [node] : []), ...node.querySelectorAll(FIELDS)] : [],
  ) as Field[];

/** A served field and its copy in the markup put back. */
type Pair = [served: Field, copy: Field];

/** What the visitor did in a served field (a value typed, a box ticked), done in its copy too. */
function carry([served, copy]: Pair) {
  if (served instanceof HTMLInputElement && (served.type === 'checkbox' || served.type === 'radio'))
    (copy as HTMLInputElement).checked = served.checked;
  else copy.value = served.value;
}

/**
 * Focus `copy` where the visitor was in `served`: the same place in the text where the field keeps
 * one, else at the end (setting the value again puts the caret there), never at the start, where
 * the next keys would land in front of what was typed.
 */
function focusAt([served, copy]: Pair) {
  copy.focus({ preventScroll: true });
  if (!(copy instanceof HTMLInputElement || copy instanceof HTMLTextAreaElement)) return;
  const { selectionStart, selectionEnd } = served as HTMLInputElement;
  if (typeof selectionStart === 'number' && typeof copy.selectionStart === 'number') copy.setSelectionRange(selectionStart, selectionEnd);
  else copy.value = served.value;
}

/** The served markup put back for a section, made once: put back again (a remount), it keeps what was typed in it since. */
const restored = new Map<string, { nodes: Node[]; focusBack: () => void }>();

/**
 * The served markup of section `index`, to take the place of the section that failed, with what the
 * visitor does in its served fields (values typed, boxes ticked) carried over for as long as those
 * are on the page: the copy may wait, hidden, in a boundary that still shows the served markup,
 * where the visitor goes on typing. The field the visitor was in gets the focus in the copy once
 * the served one is gone (focusBack, called again by the caller once the copy is drawn).
 */
export function restoredSection(route: string, index: number): { nodes: Node[]; focusBack: () => void } | undefined {
  const key = `${index}:${route}`;
  const made = restored.get(key);
  if (made) return made;
  const nodes = prerenderedSection(route, index);
  if (!nodes) return undefined;
  const fresh = fieldsIn(nodes);
  const pairs = fieldsIn(captured!.elements[index] ?? [])
    .map((field, i): Pair | undefined => {
      const copy = fresh[i];
      return copy && copy.name === field.name && copy.tagName === field.tagName ? [field, copy] : undefined;
    })
    .filter((pair) => pair !== undefined);
  for (const pair of pairs) {
    carry(pair);
    for (const type of ['input', 'change']) pair[0].addEventListener(type, () => carry(pair));
  }
  const focusBack = () => {
    const pair = pairs.find(([served, copy]) => served === lastFocused || copy === lastFocused);
    const idle = document.activeElement === null || document.activeElement === document.body;
    if (pair && !pair[0].isConnected && pair[1].isConnected && idle) focusAt(pair);
  };
  // The moment the served fields leave the page, with the copy there, is when the focus moves over.
  const served = pairs.map(([field]) => field);
  const watch = new MutationObserver(() => {
    if (served.some((field) => field.isConnected)) return;
    watch.disconnect();
    focusBack();
  });
  if (served.some((field) => field.isConnected)) watch.observe(document.body, { childList: true, subtree: true });
  const section = { nodes, focusBack };
  restored.set(key, section);
  return section;
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
