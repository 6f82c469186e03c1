/**
 * The lines of a YAML text and where they start, for edits that splice whole lines. A line keeps
 * its `\r` in a CRLF file; `rows()` gives each line with its `\n`, ready to be cut and joined again.
 */
export class SourceLines {
  readonly lines: string[];
  private readonly starts: number[] = [];

  constructor(readonly text: string) {
    this.lines = text.split('\n');
    let at = 0;
    for (const line of this.lines) {
      this.starts.push(at);
      at += line.length + 1;
    }
  }

  /** The line holding `offset` (0-based). */
  lineAt(offset: number): number {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.starts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return low;
  }

  start(line: number): number {
    return this.starts[line] ?? this.text.length;
  }

  column(offset: number): number {
    return offset - this.start(this.lineAt(offset));
  }

  indent(line: number): number {
    return /^ */.exec(this.lines[line] ?? '')![0].length;
  }

  blank(line: number): boolean {
    return (this.lines[line] ?? '').trim() === '';
  }

  comment(line: number): boolean {
    return (this.lines[line] ?? '').trimStart().startsWith('#');
  }

  /** Whether only spaces stand before `offset` on its line. */
  startsLine(offset: number): boolean {
    return this.text.slice(this.start(this.lineAt(offset)), offset).trim() === '';
  }

  /** The offset just after the last character before `end` that is not white space, at least `floor`. */
  contentEnd(end: number, floor = 0): number {
    let at = end;
    while (at > floor && /\s/.test(this.text[at - 1]!)) at--;
    return at;
  }

  /** Every line with its `\n` (the text ends with one: see withFinalNewline). */
  rows(): string[] {
    return this.lines.slice(0, -1).map((line) => `${line}\n`);
  }
}

/** The text with a final line break, and how to take it off again. */
export function withFinalNewline(text: string): { text: string; restore(result: string): string } {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  if (text === '' || text.endsWith('\n')) return { text, restore: (result) => result };
  return { text: text + eol, restore: (result) => (result.endsWith(eol) ? result.slice(0, -eol.length) : result) };
}
