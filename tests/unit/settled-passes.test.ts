import { describe, expect, it } from 'vitest';
import { SETTLE_MS, settledPasses } from '../../src/build/vite/settled-passes.ts';

const quiet = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS * 3));

describe('settledPasses', () => {
  it('hands a pass that throws to its failure handler, and the next save still gets its pass', async () => {
    const seen: string[][] = [];
    const failures: string[] = [];
    const onChange = settledPasses(
      async (files) => {
        seen.push(files);
        if (files.includes('bad.yaml')) throw new Error('the loader broke');
        return [];
      },
      (error) => failures.push((error as Error).message),
    );
    onChange('bad.yaml');
    await quiet();
    onChange('good.yaml');
    await quiet();
    expect(failures).toEqual(['the loader broke']);
    expect(seen).toEqual([['bad.yaml'], ['good.yaml']]);
  });

  it('passes once over saves that come close together, in order', async () => {
    const seen: string[][] = [];
    const onChange = settledPasses(async (files) => {
      seen.push(files);
      return [];
    });
    onChange('a.yaml');
    onChange('b.yaml');
    await quiet();
    expect(seen).toEqual([['a.yaml', 'b.yaml']]);
  });
});
