/**
 * Putting an island's served markup back when its render fails: the copy made before it hydrated
 * takes the place of what React took away, with what the visitor did in its fields (values typed,
 * boxes ticked) and the field they were in, so a page that was readable once stays readable.
 */
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

/**
 * Put `copy` (made from `served` before hydration) into `container` in place of whatever is there,
 * with the values of the served fields carried over and the focus where the visitor was.
 */
export function putBack(container: Element, served: Node[], copy: Node[]): void {
  const fresh = fieldsIn(copy);
  const pairs = fieldsIn(served)
    .map((field, i): Pair | undefined => {
      const twin = fresh[i];
      return twin && twin.name === field.name && twin.tagName === field.tagName ? [field, twin] : undefined;
    })
    .filter((pair) => pair !== undefined);
  pairs.forEach(carry);
  container.replaceChildren(...copy);
  const pair = pairs.find(([field]) => field === lastFocused);
  const idle = document.activeElement === null || document.activeElement === document.body;
  if (pair && idle) {
    focusAt(pair);
    // Once the page has drawn it too.
    requestAnimationFrame(() => document.activeElement !== pair[1] && focusAt(pair));
  }
}
