import { isDeepStrictEqual } from 'node:util';
import { filesUnder } from '../../src/build/content/files-under';
import { parseYamlText } from '../../src/build/content/yaml-source';

/** The YAML files under a folder of the project (the shipped site, the fixtures). */
export const yamlFiles = (folder: string) => filesUnder(folder).filter((file) => /\.ya?ml$/i.test(file));

/**
 * Undefined when a quicker reading of `text` agrees with the positional parser's (or the quicker
 * reader declined), else what differs: the positional parser must find no mistake and no left-out
 * text (a quick reading has no notes), and read the same value.
 */
export function disagreement(read: (text: string) => unknown, text: string): string | undefined {
  const quick = read(text);
  if (quick === undefined) return undefined;
  const positional = parseYamlText('file.yaml', text);
  if (positional.issues.length) return `only the positional parser finds a mistake: ${positional.issues[0]!.message}`;
  if (positional.notes?.length) return `only the positional parser notes left-out text: ${positional.notes[0]!.message}`;
  if (!isDeepStrictEqual(positional.value, quick)) return `${JSON.stringify(quick)} against ${JSON.stringify(positional.value)}`;
  return undefined;
}

/** A seeded random number generator (mulberry32): every bit of it varies, so that rare combinations come up. */
export function randomFrom(start: number): () => number {
  let seed = start;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
