import type { LineCounter, YAMLParseError } from 'yaml';
import { catalogue } from '../diagnostics/catalogue.ts';
import type { LayoutMistake } from './yaml-layout.ts';

/** `  - type: hero`: the dash's indent, the spaces after it (none in `  -type: hero`) and the item's first key. */
const ITEM = /^( *)-( +)?([A-Za-z_][\w-]*):(?:\s|$)/;

/** A list item whose "-" has no space after it (`-type: text`): YAML reads the key "-type", not a new item. */
function dashWithoutSpace(lines: string[], index: number): LayoutMistake | undefined {
  const item = ITEM.exec(lines[index] ?? '');
  if (!item || item[2] !== undefined) return undefined;
  const [, spaces, , key] = item;
  const indent = spaces!.length;
  const fixed = `${lines[index]!.slice(0, indent)}- ${lines[index]!.slice(indent + 1)}`;
  return {
    line: index + 1,
    column: indent + 1,
    draft: catalogue.yamlDashSpace(index + 1, key!, fixed.trim()),
    repaired: lines.map((line, i) => (i === index ? fixed : line)).join('\n'),
  };
}

/**
 * A list item whose "- " stands at another column than the item before it with the same first key
 * (a section moved to the left edge, or a space too many), with it and the lines under it moved to
 * the column of the one before.
 */
function misplacedItem(lines: string[], index: number): LayoutMistake | undefined {
  const here = ITEM.exec(lines[index] ?? '');
  if (!here) return undefined;
  const indent = here[1]!.length;
  let above = index - 1;
  for (; above >= 0; above--) {
    const item = ITEM.exec(lines[above]!);
    // A few columns off: four or more is how a nested list (a dropdown's links) stands under its parent's.
    if (item && item[2] !== undefined && item[3] === here[3] && Math.abs(item[1]!.length - indent) < 4) break;
  }
  if (above < 0) return undefined;
  const column = ITEM.exec(lines[above]!)![1]!.length;
  if (column === indent) return undefined;
  const shift = (line: string) =>
    column > indent ? ' '.repeat(column - indent) + line : line.slice(Math.min(indent - column, line.length - line.trimStart().length));
  let end = index + 1;
  while (end < lines.length && (lines[end]!.trim() === '' || lines[end]!.length - lines[end]!.trimStart().length > indent)) end++;
  return {
    line: index + 1,
    column: indent + 1,
    draft: catalogue.yamlItemColumn(index + 1, indent + 1, above + 1, column + 1),
    repaired: lines.map((line, i) => (i >= index && i < end && line.trim() !== '' ? shift(line) : line)).join('\n'),
  };
}

/** The first error of a file as a slip of a list item's "- ", when it is one. */
export function listItemSlip(text: string, error: YAMLParseError, counter: LineCounter): LayoutMistake | undefined {
  const lines = text.split(/\r?\n/);
  // The parser stops at the item, or at the blank lines before it.
  let index = counter.linePos(error.pos[0]).line - 1;
  while (index < lines.length && lines[index]!.trim() === '') index++;
  return dashWithoutSpace(lines, index) ?? misplacedItem(lines, index);
}
