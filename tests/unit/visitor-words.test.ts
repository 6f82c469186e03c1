/**
 * Visitor-facing words live in YAML (site.yaml `ui`, the pages, the data), not in components. This
 * reads every source file of src/ that can reach the browser (src/build and src/generated are
 * Node-only or generated; src/editor is the development server's editor, never published; src/server
 * holds the Node services, whose pages for visitors take their words from site.yaml) and
 * fails with the file:line of each English text it finds in JSX text, in the attributes a visitor
 * sees or hears (aria-label, alt, title, placeholder, label…) and in string literals. Comments are
 * not read. Allowed: developer messages (console calls, thrown errors), and code that only compares
 * a string (event.key === 'Escape') or uses it as a key or a type.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';

const SRC = 'src';
const SKIP_FOLDERS = ['src/build', 'src/generated', 'src/editor', 'src/server'];

/**
 * Developer messages that are neither console calls nor thrown errors: shown by the development
 * server only, when the content has errors (so there are no site words to show).
 */
const DEVELOPER_MESSAGES: { file: string; text: string }[] = [
  { file: 'src/app/full-render.tsx', text: 'The site content has errors. See the terminal or the error overlay.' },
  // Logged to the console on the not-found page (SPEC: the unknown path is logged), kept apart from React for the island loader.
  { file: 'src/render/island-names.ts', text: '404 Error: User attempted to access non-existent route:' },
];

/**
 * JSX attributes whose value is code (a class, an id, an address, a type, a name, styles), never
 * words: in every other attribute (aria-label, alt, title, a component's own text props such as
 * playLabel or eyebrow) a string that reads as English is words a visitor may see or hear.
 */
const CODE_ATTRIBUTES = new Set([
  'key',
  'id',
  'className',
  'css',
  'style',
  'styles',
  'href',
  'to',
  'src',
  'srcSet',
  'sizes',
  'type',
  'role',
  'name',
  'htmlFor',
  'form',
  'autoComplete',
  'inputMode',
  'pattern',
  'rel',
  'target',
  'method',
  'action',
  'encType',
  'as',
  'variant',
  'size',
  'tone',
  'align',
  'loading',
  'decoding',
  'fetchPriority',
  'preload',
  'viewBox',
  'xmlns',
  'fill',
  'stroke',
  'd',
  'icon',
  'lang',
  'dir',
  'content',
  'property',
  'charSet',
  'media',
  'crossOrigin',
]);
/** Attributes whose value is always words a visitor sees or hears, whatever it looks like ("close menu"). */
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'alt',
  'title',
  'placeholder',
  'label',
]);
/** Attributes whose value names other elements or states: ids and tokens, not words. */
const CODE_ATTRIBUTE_PATTERN =
  /^(data-|aria-(labelledby|describedby|controls|owns|current|live|haspopup|expanded|hidden|invalid|required|pressed|selected|checked|modal|atomic|busy|relevant|activedescendant|errormessage|details|flowto|autocomplete|orientation|sort)$)/;
/** Calls whose arguments are styles. */
const STYLE_CALLS = new Set(['css', 'keyframes', 'themed', 'themedBy']);
/** AST nodes below which a string is a type, not a value. */
const TYPE_NODES = new Set([
  'TSTypeAnnotation',
  'TSTypeAliasDeclaration',
  'TSInterfaceDeclaration',
  'TSLiteralType',
  'TSTypeParameterInstantiation',
  'TSModuleDeclaration',
  'TSEnumDeclaration',
]);

/** A capitalised word (Skip, Rated) or three lower-case words in a row: English, not CSS, keys or addresses. */
const ENGLISH = /(?<![A-Za-z0-9%#$&-])[A-Z][a-z]+(?![A-Za-z])|(?<![\w-])[a-z]{2,} [a-z]{2,} [a-z]{2,}(?![\w-])/;
const HAS_LETTER = /[A-Za-z]/;

type Node = { type: string; start: number; end: number; [key: string]: unknown };
const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object' && typeof (value as Node).type === 'string';

interface Found {
  file: string;
  line: number;
  text: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIP_FOLDERS.includes(path) ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const calleeName = (node: Node): string => {
  const callee = node.callee as Node;
  if (callee.type === 'Identifier') return String(callee.name);
  if (callee.type === 'MemberExpression' && (callee.object as Node).type === 'Identifier')
    return `${String((callee.object as Node).name)}.${String((callee.property as Node).name ?? '')}`;
  return '';
};

/** Whether a string at the end of `ancestors` is code or a developer message rather than words for visitors. */
function isCode(node: Node, ancestors: Node[]): boolean {
  const parent = ancestors.at(-1)!;
  if ((parent.type === 'Property' || parent.type === 'PropertyDefinition') && parent.key === node && !parent.computed) return true;
  if (parent.type === 'BinaryExpression' && ['===', '!==', '==', '!='].includes(String(parent.operator))) return true;
  if (parent.type === 'SwitchCase' || parent.type === 'ImportExpression') return true;
  if (['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration'].includes(parent.type)) return true;
  return ancestors.some(
    (up) =>
      TYPE_NODES.has(up.type) ||
      up.type === 'ThrowStatement' ||
      (up.type === 'NewExpression' && /Error$/.test(calleeName(up))) ||
      (up.type === 'CallExpression' && /^console\./.test(calleeName(up))) ||
      // Styles made outside JSX (css(…), themed(…), themedBy(…) of src/theme/themed.ts) are code, as a css attribute is.
      (up.type === 'CallExpression' && STYLE_CALLS.has(calleeName(up))),
  );
}

/** The JSX attribute a value belongs to, if any. */
const attributeOf = (ancestors: Node[]) => ancestors.findLast((up) => up.type === 'JSXAttribute');
const attributeName = (attribute: Node) => String((attribute.name as Node).name);

function findWords(file: string, text = readFileSync(file, 'utf8')): Found[] {
  const { program, errors } = parseSync(file, text, { lang: file.endsWith('.tsx') ? 'tsx' : 'ts' });
  if (errors.length) throw new Error(`${file}: ${errors.map((e) => e.message).join('; ')}`);
  const found: Found[] = [];
  const lineOf = (offset: number) => text.slice(0, offset).split('\n').length;
  const report = (node: Node, words: string) => found.push({ file, line: lineOf(node.start), text: words.replace(/\s+/g, ' ').trim() });

  const check = (node: Node, words: string, ancestors: Node[]) => {
    if (!HAS_LETTER.test(words) || isCode(node, ancestors)) return;
    const attribute = attributeOf(ancestors);
    if (attribute) {
      const name = attributeName(attribute);
      if (TEXT_ATTRIBUTES.has(name) || (!CODE_ATTRIBUTES.has(name) && !CODE_ATTRIBUTE_PATTERN.test(name) && ENGLISH.test(words)))
        report(node, words);
      return;
    }
    const parent = ancestors.at(-1)!;
    if (parent.type === 'JSXExpressionContainer' || ENGLISH.test(words)) report(node, words);
  };

  const walk = (node: Node, ancestors: Node[]) => {
    if (node.type === 'JSXText') {
      if (HAS_LETTER.test(String(node.value))) report(node, String(node.value));
    } else if (node.type === 'Literal' && typeof node.value === 'string') {
      check(node, node.value, ancestors);
    } else if (node.type === 'TemplateLiteral') {
      const quasis = (node.quasis as Node[]).map((quasi) => String((quasi.value as { cooked?: string }).cooked ?? ''));
      check(node, quasis.join('{}'), ancestors);
    }
    const below = [...ancestors, node];
    for (const [key, value] of Object.entries(node)) {
      if (key === 'parent') continue;
      if (Array.isArray(value)) for (const child of value) isNode(child) && walk(child, below);
      else if (isNode(value)) walk(value, below);
    }
  };
  walk(program as unknown as Node, []);
  return found;
}

describe('visitor-facing words live in YAML', () => {
  const found = sourceFiles(SRC).flatMap((file) => findWords(file));
  const listed = (list: readonly { file: string; text: string }[]) => (entry: Found) =>
    list.some((item) => item.file === relative('.', entry.file) && item.text === entry.text);
  const isDeveloperMessage = listed(DEVELOPER_MESSAGES);

  it('finds English wherever a component could put it, and lets code and developer messages be', () => {
    const sample = [
      'export function Menu({ open, label, n }: { open: boolean; label?: string; n: number }) {',
      "  if (open === 'closed') throw new Error('A developer message');",
      "  console.warn('Another developer message');",
      '  return (',
      '    <nav className="menu-bar" data-state="open-wide" aria-controls="menu-list" aria-expanded="true">',
      '      <button aria-label="Close menu">x</button>',
      "      <button aria-label={open ? 'close the menu' : 'open it'} type=\"button\" />",
      '      <span>Loading…</span>',
      '      <PosterVideo playLabel="Play video" size="lg" variant="hero-outline" css={{ gridTemplateColumns: "1fr 1fr" }} />',
      '      <input type="submit" value="Send request" /><input type="checkbox" value="yes" />',
      '      <a href="/contact">{label ?? \'Learn more\'}</a>',
      '      {`${n} Items left`}',
      '    </nav>',
      '  );',
      '}',
    ].join('\n');
    expect(findWords('sample.tsx', sample).map((entry) => `${entry.line} ${entry.text}`)).toEqual([
      '6 Close menu',
      '6 x',
      '7 close the menu',
      '7 open it',
      '8 Loading…',
      '9 Play video',
      '10 Send request',
      '11 Learn more',
      '12 {} Items left',
    ]);
  });

  it('no component, layout or helper of src/ has English for visitors', () => {
    const lines = found
      .filter((entry) => !isDeveloperMessage(entry))
      .map((entry) => `${relative('.', entry.file)}:${entry.line}  ${entry.text}`);
    expect(lines).toEqual([]);
  });
});
