import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { outputWriter } from '../../src/build/output/output-writer';

const dirs: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'output-writer-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the output writer', () => {
  it('writes every queued file, making its folders, by the time done() resolves; the last write of a file wins', async () => {
    const dir = folder();
    const writer = outputWriter();
    for (let i = 0; i < 50; i++) await writer.write(join(dir, `pages/p${i}/index.html`), `<p>${i}</p>`);
    await writer.write(join(dir, 'site.json'), 'first');
    await writer.write(join(dir, 'site.json'), 'second');
    await writer.done();
    expect(readFileSync(join(dir, 'pages/p0/index.html'), 'utf8')).toBe('<p>0</p>');
    expect(readFileSync(join(dir, 'pages/p49/index.html'), 'utf8')).toBe('<p>49</p>');
    expect(readFileSync(join(dir, 'site.json'), 'utf8')).toBe('second');
  });

  it('fails done() with the first failure, after the files queued around it are written, and refuses later writes', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'taken'), 'a file where a folder should be');
    const writer = outputWriter();
    await writer.write(join(dir, 'taken/index.html'), 'cannot be written');
    await writer.write(join(dir, 'ok.html'), 'written');
    await expect(writer.done()).rejects.toThrow(/taken/);
    expect(readFileSync(join(dir, 'ok.html'), 'utf8')).toBe('written');
    await expect(writer.write(join(dir, 'later.html'), 'x')).rejects.toThrow(/taken/);
  });
});
