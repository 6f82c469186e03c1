/**
 * Visitor-facing words live in YAML (site.yaml `ui`, the pages, the data), not in components. This
 * reads every source file of src/ that can reach the browser (src/build and src/generated are
 * Node-only or generated; src/editor is the development server's editor, never published) and
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
const SKIP_FOLDERS = ['src/build', 'src/generated', 'src/editor'];

/**
 * English still in files of other owners, each with the key of site.yaml `ui` it moves to. The test
 * fails when one of these is gone, so that the entry is removed with it.
 */
const PENDING: { file: string; text: string; moveTo: string }[] = [];

/**
 * Developer messages that are neither console calls nor thrown errors: shown by the development
 * server only, when the content has errors (so there are no site words to show).
 */
const DEVELOPER_MESSAGES: { file: string; text: string }[] = [
  { file: 'src/entry-client.tsx', text: 'The site content has errors. See the terminal or the error overlay.' },
];

/** Attributes whose value a visitor sees or hears. */
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
      (up.type === 'CallExpression' && /^console\./.test(calleeName(up))),
  );
}

/** The JSX attribute a value belongs to, if any. */
const attributeOf = (ancestors: Node[]) => ancestors.findLast((up) => up.type === 'JSXAttribute');
const attributeName = (attribute: Node) => String((attribute.name as Node).name);

function findWords(file: string): Found[] {
  const text = readFileSync(file, 'utf8');
  const { program, errors } = parseSync(file, text, { lang: file.endsWith('.tsx') ? 'tsx' : 'ts' });
  if (errors.length) throw new Error(`${file}: ${errors.map((e) => e.message).join('; ')}`);
  const found: Found[] = [];
  const lineOf = (offset: number) => text.slice(0, offset).split('\n').length;
  const report = (node: Node, words: string) => found.push({ file, line: lineOf(node.start), text: words.replace(/\s+/g, ' ').trim() });

  const check = (node: Node, words: string, ancestors: Node[]) => {
    if (!HAS_LETTER.test(words) || isCode(node, ancestors)) return;
    const attribute = attributeOf(ancestors);
    if (attribute) {
      if (TEXT_ATTRIBUTES.has(attributeName(attribute))) report(node, words);
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
  const found = sourceFiles(SRC).flatMap(findWords);
  const listed = (list: readonly { file: string; text: string }[]) => (entry: Found) =>
    list.some((item) => item.file === relative('.', entry.file) && item.text === entry.text);
  const isPending = listed(PENDING);
  const isDeveloperMessage = listed(DEVELOPER_MESSAGES);

  it('finds the words of the files still to change (so it finds the others too)', () => {
    for (const pending of PENDING)
      expect(
        found.some((entry) => relative('.', entry.file) === pending.file && entry.text === pending.text),
        `${pending.file}: "${pending.text}" is gone; remove it from PENDING`,
      ).toBe(true);
  });

  it('no component, layout or helper of src/ has English for visitors', () => {
    const lines = found
      .filter((entry) => !isPending(entry) && !isDeveloperMessage(entry))
      .map((entry) => `${relative('.', entry.file)}:${entry.line}  ${entry.text}`);
    expect(lines).toEqual([]);
  });
});
