import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseCli, USAGE_ERROR } from './args.ts';

export interface GeneratedText {
  /** The file, relative to the working directory (the project): `src/generated/content-types.ts`. */
  file: string;
  text: string;
  /** What it is made from, for the stale message: `schema/`. */
  source: string;
}

export interface WriteOrCheck {
  /** --check: compare only, write nothing. */
  check: boolean;
  /** The command that writes the files: `npm run gen:types`. */
  command: string;
}

/** What a file holds, or undefined when there is none. */
const currentText = (target: string) => (existsSync(target) ? readFileSync(target, 'utf8') : undefined);

/**
 * The write half of writeOrCheck, for the dev server's type refresh too: each file (relative to
 * `root`) that is missing or holds another text is written, its folder made if need be. Returns
 * the files written.
 */
export function writeChanged(outputs: readonly { file: string; text: string }[], root = process.cwd()): Set<string> {
  const written = new Set<string>();
  for (const { file, text } of outputs) {
    const target = resolve(root, file);
    if (currentText(target) === text) continue;
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, text);
    written.add(file);
  }
  return written;
}

/**
 * The end of every "write or --check" generator: each computed text is compared with its file.
 * Without --check a file that differs (or is missing) is written; with --check nothing is written
 * and a stale file is reported with the command to run. Returns the exit code: 1 when --check found
 * a stale file.
 */
export function writeOrCheck(outputs: readonly GeneratedText[], { check, command }: WriteOrCheck): number {
  if (!check) {
    const written = writeChanged(outputs);
    for (const { file } of outputs) console.log(written.has(file) ? `Wrote ${file}` : `${file} is up to date.`);
    return 0;
  }
  let stale = 0;
  for (const { file, text, source } of outputs) {
    if (currentText(resolve(file)) === text) console.log(`${file} is up to date.`);
    else {
      console.error(`${file} is out of date with ${source}. Run: ${command}`);
      stale++;
    }
  }
  return stale ? 1 : 0;
}

export interface Generator {
  /** The npm script: `gen:types`. */
  script: string;
  /** What it writes, for --help and after a mistake. */
  writes: string;
  /** The files and their texts, computed fresh. */
  outputs: () => Promise<GeneratedText[]>;
}

/** The main() of a "write or --check" generator: `npm run <script> [-- --check]`; USAGE_ERROR for a wrong option. */
export function generatorMain({ script, writes, outputs }: Generator): (argv: string[]) => Promise<number> {
  const usage = `Usage: npm run ${script} [-- --check]\n  Writes ${writes}; --check writes nothing and exits 1 when a file is out of date.`;
  return async (argv) => {
    const args = parseCli(argv, { script, usage, options: { check: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
    if ('error' in args) {
      console.error(`${script}: ${args.error}`);
      return USAGE_ERROR;
    }
    if (args.values.help) {
      console.log(usage);
      return 0;
    }
    return writeOrCheck(await outputs(), { check: args.values.check === true, command: `npm run ${script}` });
  };
}
