/**
 * Which `<script>` elements a browser runs, in one place for the build (the CSP hashes of inline
 * scripts, deploy-config.ts) and the benchmark (its zero-JavaScript copy, bench/zero-js.ts).
 */

/**
 * `type` values of a script the browser runs (HTML: the JavaScript MIME type essences, `module`,
 * `importmap` and `speculationrules`; an empty or missing type is classic JavaScript). Any other
 * type, such as application/json or application/ld+json, is a data block, which a
 * Content-Security-Policy does not govern.
 */
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/** The value of one attribute in a tag's attribute text; `''` for an attribute without a value, undefined when absent. */
export function attr(attrs: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(attrs);
  if (!match) return new RegExp(`(?:^|\\s)${name}(?=\\s|/|$)`, 'i').test(attrs) ? '' : undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/** Whether a `<script>` with these attributes (the text between `<script` and `>`) runs code. */
export function isExecutableScript(attrs: string): boolean {
  return EXECUTABLE_TYPES.has((attr(attrs, 'type') ?? '').trim().toLowerCase());
}
