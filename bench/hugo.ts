/**
 * The peer in the scale benchmark: the same generated pages built by Hugo (Debian's `hugo`), each
 * page's title and section texts as Markdown under one minimal layout, so that "Hugo builds
 * thousands of pages in seconds" is measured on the same machine, in the same run, as our build.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';
import { timedRun, type Timed } from './build.ts';

/** Keys whose text is not prose a visitor reads (addresses, identifiers, choices of look). */
const NOT_TEXT = new Set(['type', 'id', 'href', 'src', 'icon', 'variant', 'size', 'tone', 'video', 'poster', 'layout', 'network']);

/** A word-bearing string: text, not a path, address, identifier or number. */
const isProse = (value: string) => /\s/.test(value.trim()) && !/^(\/|https?:|mailto:|tel:)/.test(value);

/** The texts of a section in reading order: its title as a heading, every other text as a paragraph. */
function sectionMarkdown(section: Record<string, unknown>): string[] {
  const out: string[] = [];
  if (typeof section.title === 'string') out.push(`## ${section.title}`);
  const walk = (value: unknown, key?: string) => {
    if (key !== undefined && NOT_TEXT.has(key)) return;
    if (typeof value === 'string') {
      if (isProse(value)) out.push(value.trim().replace(/\n+/g, ' '));
    } else if (Array.isArray(value)) value.forEach((item) => walk(item));
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) if (!(value === section && k === 'title')) walk(v, k);
  };
  walk(section);
  return out;
}

/** One page file of the generated site (its YAML text) as a Hugo content file. */
export function pageMarkdown(yamlText: string): string {
  const page = parse(yamlText) as { title?: string; description?: string; sections?: Record<string, unknown>[] };
  const front = [
    `title: ${JSON.stringify(page.title ?? '')}`,
    ...(page.description ? [`description: ${JSON.stringify(page.description)}`] : []),
  ];
  const body = (page.sections ?? []).flatMap(sectionMarkdown);
  return `---\n${front.join('\n')}\n---\n\n${body.join('\n\n')}\n`;
}

/** Where a page file (relative to pages/, e.g. `products/index.yaml`) goes under content/. */
export function contentPath(pageFile: string): string {
  const name = pageFile.replace(/\.yaml$/, '');
  if (name === 'index') return '_index.md';
  return name.endsWith('/index') ? `${name.slice(0, -'index'.length)}_index.md` : `${name}.md`;
}

const LAYOUT = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>{{ .Title }}</title><meta name="description" content="{{ .Description }}"></head>
<body><main><h1>{{ .Title }}</h1>
{{ .Content }}
</main></body>
</html>
`;

/** Write a Hugo site of the generated pages into `dir` (content/, one layout for every kind of page). */
export function writeHugoSite(pages: ReadonlyMap<string, string>, dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'layouts/_default'), { recursive: true });
  writeFileSync(
    join(dir, 'hugo.toml'),
    `baseURL = "https://example.org/"\ntitle = "Scale benchmark"\ndisableKinds = ["taxonomy", "term", "RSS"]\n`,
  );
  for (const kind of ['single', 'list']) writeFileSync(join(dir, 'layouts/_default', `${kind}.html`), LAYOUT);
  writeFileSync(join(dir, 'layouts/index.html'), LAYOUT);
  for (const [file, text] of pages) {
    const path = join(dir, 'content', contentPath(file));
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, pageMarkdown(text));
  }
}

const hasHugo = () => spawnSync('hugo', ['version'], { stdio: 'ignore' }).status === 0;

/**
 * Hugo's version line, installing Debian's package first when it is missing (apt-get, as root or
 * through sudo); undefined, with the reason logged, when it cannot be had.
 */
export function ensureHugo(log: (line: string) => void): string | undefined {
  if (!hasHugo()) {
    log('hugo is not installed: apt-get install -y hugo');
    const root = process.getuid?.() === 0;
    const run = (args: string[]) =>
      spawnSync(root ? 'apt-get' : 'sudo', root ? args : ['-n', 'apt-get', ...args], {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      }).status === 0;
    if (!run(['install', '-y', '-q', 'hugo']) && !(run(['update', '-q']) && run(['install', '-y', '-q', 'hugo']))) {
      log('hugo could not be installed; the comparison with Hugo is skipped');
      return undefined;
    }
  }
  return execFileSync('hugo', ['version'], { encoding: 'utf8' }).trim();
}

/** `hugo` building `dir` from nothing into `outDir` (its resource cache emptied first), timed. */
export function hugoBuild(dir: string, outDir: string): Promise<Timed> {
  rmSync(outDir, { recursive: true, force: true });
  rmSync(join(dir, 'resources'), { recursive: true, force: true });
  return timedRun('hugo', ['--quiet', '--source', dir, '--destination', outDir, '--cacheDir', join(dir, '.hugo-cache')], { cwd: dir });
}
