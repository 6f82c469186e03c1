import type { ErrorPayload, ViteDevServer } from 'vite';
import { editorLinkOf } from '../diagnostics/editor-link.ts';
import { formatReport, issueFrame, issueHeadline } from '../diagnostics/format.ts';
import type { ContentState } from './content-state.ts';

/** The words before an editor address in the overlay; OVERLAY_LINKS turns the pair into a link. */
export const EDITOR_LINK_LABEL = 'Fix it in the editor';

/**
 * Vite's error overlay for content with errors: every error with its fix (and, for a page file, the
 * page editor's address at its section), the first one's code frame.
 */
export function overlayPayload({ result, root, siteDir }: ContentState): ErrorPayload {
  const errors = result.issues.filter((issue) => issue.severity === 'error');
  const first = errors[0]!;
  const described = errors.map((issue) => {
    const link = editorLinkOf(issue, siteDir);
    return [issueHeadline(issue, root), `  Fix: ${issue.hint}`, ...(link ? [`  ${EDITOR_LINK_LABEL}: ${link}`] : [])].join('\n');
  });
  return {
    type: 'error',
    err: {
      plugin: 'site-content',
      message: described.join('\n\n'),
      stack: '',
      id: first.file,
      loc: { file: first.file, line: first.line, column: first.column },
      frame: issueFrame(first, result.sources.get(first.file)),
    },
  };
}

/** The errors of the content in the terminal and in every open page's overlay. */
export function showErrors(server: ViteDevServer, state: ContentState, timestamp = false): void {
  server.config.logger.error(formatReport(state.result.issues, state.result.sources, state.root), { timestamp });
  server.ws.send(overlayPayload(state));
}

/**
 * A script for the pages of the dev server: Vite's overlay shows its message as text, so each
 * `Fix it in the editor: /__edit/…` in it becomes a link to that address. The link opens in the
 * whole window, also from the editor's preview frame.
 */
export const OVERLAY_LINKS = `
const label = ${JSON.stringify(EDITOR_LINK_LABEL)};
const pattern = new RegExp(label + ': (/__edit/\\\\S*)', 'g');
function linkify(overlay) {
  const body = overlay.shadowRoot && overlay.shadowRoot.querySelector('.message-body');
  if (!body || overlay.hasAttribute('data-editor-links')) return;
  overlay.setAttribute('data-editor-links', '');
  const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
  const texts = [];
  while (walker.nextNode()) texts.push(walker.currentNode);
  for (const text of texts) {
    const value = text.nodeValue || '';
    if (!value.includes(label + ': /__edit/')) continue;
    const parts = document.createDocumentFragment();
    let at = 0;
    for (const match of value.matchAll(pattern)) {
      parts.append(value.slice(at, match.index));
      const link = document.createElement('a');
      link.href = match[1];
      link.target = '_top';
      link.textContent = label;
      link.setAttribute('data-editor-link', '');
      link.style.color = 'inherit';
      parts.append(link);
      at = match.index + match[0].length;
    }
    parts.append(value.slice(at));
    text.replaceWith(parts);
  }
}
new MutationObserver(() => document.querySelectorAll('vite-error-overlay').forEach(linkify)).observe(document.documentElement, {
  childList: true,
  subtree: true,
});
`;
