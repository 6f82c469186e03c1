import type { ErrorPayload, ViteDevServer } from 'vite';
import { formatReport, issueFrame, issueHeadline } from '../diagnostics/format.ts';
import type { ContentState } from './content-state.ts';

/** Vite's error overlay for content with errors: every error with its fix, the first one's code frame. */
export function overlayPayload({ result, root }: ContentState): ErrorPayload {
  const errors = result.issues.filter((issue) => issue.severity === 'error');
  const first = errors[0]!;
  return {
    type: 'error',
    err: {
      plugin: 'site-content',
      message: errors.map((issue) => `${issueHeadline(issue, root)}\n  Fix: ${issue.hint}`).join('\n\n'),
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
