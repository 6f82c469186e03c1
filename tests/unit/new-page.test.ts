/**
 * `npm run new-page -- <address> [--from <address>]`, run for real on a temporary copy of site/:
 * the page it writes passes strict validation (and builds to HTML: tests/build/new-page.test.ts);
 * existing and invalid addresses are refused with exit code 1 and nothing written.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/build/cli/new-page';
import { main as validate } from '../../src/build/cli/validate';
import { loadSite } from '../../src/build/content/load-site';
import { existingRoutes, NewPageError, parseRoute, planNewPage, writeNewPage } from '../../src/build/content/new-page';
import { RESERVED_ADDRESSES } from '../../src/build/content/reserved-addresses';
import { schemaLine, sourceFor, starterPage, titleFor, withSchemaLine } from '../../src/build/content/starter-page';
import { DEV_ORIGIN } from '../../src/build/vite/dev-addresses';
import { runMain } from '../helpers/cli';
import { REPO_DIR, SCHEMA_DIR } from '../helpers/fixture-site';
import { temporaryFolder } from '../helpers/temporary';

const TSX = join(REPO_DIR, 'node_modules/.bin/tsx');

/** A temporary copy of site/, removed when the test that made it ends (made outside a test: after the file). */
function siteCopy(): string {
  const siteDir = join(temporaryFolder('new-page-'), 'site');
  cpSync(join(REPO_DIR, 'site'), siteDir, { recursive: true });
  return siteDir;
}

/** `npm run new-page` for real: a process of its own. */
async function newPageProcess(siteDir: string, args: string[]) {
  return promisify(execFile)(TSX, ['src/build/cli/new-page.ts', ...args], {
    cwd: REPO_DIR,
    env: { ...process.env, SITE_DIR: siteDir, NO_COLOR: '1' },
    timeout: 60_000,
  }).then(
    ({ stdout, stderr }) => ({ status: 0, stdout, stderr }),
    (error: { code?: number; stdout?: string; stderr?: string; message: string }) => {
      if (typeof error.code !== 'number') throw error;
      return { status: error.code, stdout: error.stdout ?? '', stderr: error.stderr ?? '' };
    },
  );
}

/** The same command through its main(), in this process: its exit code and what it printed. */
async function newPage(siteDir: string, args: string[]) {
  const { code, stdout, stderr } = await runMain(main, args, { SITE_DIR: siteDir });
  return { status: code, stdout, stderr };
}

const pageFiles = (siteDir: string) =>
  (readdirSync(join(siteDir, 'pages'), { recursive: true }) as string[]).map((name) => name.split(sep).join('/')).sort();

/** Every issue of a content folder as `file:line:col message`, warnings included (the strict check), but the starter text still to be replaced. */
function strictIssues(siteDir: string): string[] {
  return loadSite({ siteDir, schemaDir: SCHEMA_DIR })
    .issues.filter((issue) => issue.code !== 'starter-text')
    .map((issue) => `${issue.file}:${issue.line}:${issue.column} ${issue.path}: ${issue.message}`);
}

/** The starter-text warnings of one file, as `line:col path`. */
const starterTexts = (siteDir: string, file: string) =>
  loadSite({ siteDir, schemaDir: SCHEMA_DIR })
    .issues.filter((issue) => issue.code === 'starter-text' && issue.file === file)
    .map((issue) => `${issue.line}:${issue.column} ${issue.path} (${issue.severity})`);

describe('npm run new-page', () => {
  const route = '/smart-vending-for-gyms';
  let siteDir: string;
  let file: string;
  let run: Awaited<ReturnType<typeof newPageProcess>>;
  beforeAll(async () => {
    siteDir = siteCopy();
    file = join(siteDir, 'pages/smart-vending-for-gyms.yaml');
    run = await newPageProcess(siteDir, [route]);
  });

  it('writes the page file and prints its file and its address on the dev server', () => {
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(existsSync(file)).toBe(true);
    expect(run.stdout).toMatch(/^Created \S*site\/pages\/smart-vending-for-gyms\.yaml\n/);
    expect(run.stdout).toContain(`${DEV_ORIGIN}${route}`);
    expect(run.stdout).toContain('http://127.0.0.1:5173/smart-vending-for-gyms');
    expect(run.stdout).toContain('  Replace its 8 starter texts: npm run validate lists them, and --strict fails until they are gone.\n');
  });

  it('writes a title, a description and starter sections: one hero, a lead form the hero jumps to', () => {
    const text = readFileSync(file, 'utf8');
    expect(text).toBe(withSchemaLine(starterPage(route, { optionSet: 'vending-locations', formType: 'quote_request' }), file, REPO_DIR));
    expect(text).toMatch(/^title: Smart Vending for Gyms$/m);
    expect(text).toMatch(/^description: /m);
    expect(text.match(/^ {2}- type: /gm)).toEqual(['  - type: ', '  - type: ', '  - type: ']);
    expect(text).toContain('  - type: hero\n');
    expect(text).toContain('  - type: lead-form\n    id: request-form\n');
    expect(text).toContain('href: "#request-form"');
    expect(text).toContain('source: smart-vending-for-gyms-page');
  });

  it("starts with the YAML language server's schema line, relative to the file, naming the editor schema of pages", () => {
    const [first] = readFileSync(file, 'utf8').split('\n');
    expect(first).toMatch(/^# yaml-language-server: \$schema=(\.\.\/)+\S*\.vscode\/schemas\/page\.schema\.json$/);
    expect(first).toBe(schemaLine(file, REPO_DIR));
    const target = resolve(dirname(file), first!.replace(/^.*\$schema=/, ''));
    expect(target).toBe(join(REPO_DIR, '.vscode/schemas/page.schema.json'));
    expect(existsSync(target)).toBe(true);
    // Next to the project's own pages, the path is the short one.
    expect(schemaLine(join(REPO_DIR, 'site/pages/gyms.yaml'), REPO_DIR)).toBe(
      '# yaml-language-server: $schema=../../.vscode/schemas/page.schema.json',
    );
    expect(schemaLine(join(REPO_DIR, 'site/pages/offers/gyms.yaml'), REPO_DIR)).toBe(
      '# yaml-language-server: $schema=../../../.vscode/schemas/page.schema.json',
    );
  });

  it('the page is valid; its starter texts are warnings until replaced, so only --strict fails, and passes once they are', async () => {
    expect(strictIssues(siteDir)).toEqual([]);
    expect(starterTexts(siteDir, file)).toEqual([
      '6:14 description (warning)',
      '11:15 sections[0] (hero) › subtitle (warning)',
      '23:16 sections[1] (benefits) › items[0] › title (warning)',
      '24:15 sections[1] (benefits) › items[0] › text (warning)',
      '26:16 sections[1] (benefits) › items[1] › title (warning)',
      '27:15 sections[1] (benefits) › items[1] › text (warning)',
      '29:16 sections[1] (benefits) › items[2] › title (warning)',
      '30:15 sections[1] (benefits) › items[2] › text (warning)',
    ]);
    expect((await runMain(validate, [], { SITE_DIR: siteDir })).code).toBe(0);
    const strict = await runMain(validate, ['--strict'], { SITE_DIR: siteDir });
    expect(strict.code).toBe(1);
    expect(strict.stdout + strict.stderr).toContain('is starter text of a new page, still to be replaced');
    const before = readFileSync(file, 'utf8');
    try {
      writeFileSync(
        file,
        before
          .replace(
            /^description: .*$/m,
            'description: Smart vending for gyms, with protein drinks and snacks sold around the clock and restocked for you.',
          )
          .replace('One or two sentences on what this page offers and who it is for.', 'Fridges for members, restocked for you.')
          .replace(/First|Second|Third/g, (word) => ({ First: 'Free', Second: 'Fast', Third: 'Full' })[word]!)
          .replaceAll('One or two sentences about it.', 'We handle it.'),
      );
      expect(starterTexts(siteDir, file)).toEqual([]);
      expect((await runMain(validate, ['--strict'], { SITE_DIR: siteDir })).code).toBe(0);
    } finally {
      writeFileSync(file, before);
    }
  });

  it('refuses an address that already has a page: exit 1, a clear message, the file untouched', async () => {
    const before = readFileSync(file, 'utf8');
    const again = await newPage(siteDir, [route]);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(
      /^new-page: the page \/smart-vending-for-gyms already exists: \S*site\/pages\/smart-vending-for-gyms\.yaml\. Open that file to change it, or choose another address\.\n$/,
    );
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it.each([['/'], ['/about'], ['/products'], ['/products/pro-model'], ['about/']])('refuses the existing address %s', async (existing) => {
    const pages = pageFiles(siteDir);
    const refused = await newPage(siteDir, [existing]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('already exists');
    expect(pageFiles(siteDir)).toEqual(pages);
  });

  it.each([['/Gyms'], ['/gyms page'], ['/gyms_2'], ['/gyms.html'], ['/-gyms'], ['/a//b'], ['/../gyms'], ['/gyms/index'], ['/café']])(
    'refuses the invalid address %j and writes nothing',
    async (address) => {
      const pages = pageFiles(siteDir);
      const refused = await newPage(siteDir, [address]);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(
        /^new-page: ".*" (is not a page address: use lower-case letters, digits and dashes, with \/ between the parts, for example \/smart-vending-for-gyms|cannot end in \/index: .*)\n$/,
      );
      expect(pageFiles(siteDir)).toEqual(pages);
    },
  );

  it('main() refuses a --from without its address and an unknown option, in process, writing nothing', async () => {
    const pages = pageFiles(siteDir);
    const errors: string[] = [];
    const original = console.error;
    console.error = (...parts: unknown[]) => void errors.push(parts.join(' '));
    try {
      expect(await main(['/gyms', '--from'])).toBe(2);
      expect(await main(['/gyms', '--form', '/contact'])).toBe(2);
    } finally {
      console.error = original;
    }
    expect(errors[0]).toMatch(/^new-page: --from needs the address of an existing page\.\nUsage: npm run new-page -- <address>/);
    expect(errors[1]).toBe('new-page: unknown option --form. Did you mean --from? Run instead: npm run new-page -- /gyms --from /contact');
    expect(pageFiles(siteDir)).toEqual(pages);
  });

  it('without an address prints how to use it and exits 2, as every command does for a usage mistake', async () => {
    const refused = await newPage(siteDir, []);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('Usage: npm run new-page -- <address> [--from <existing address>]');
  });
});

describe('npm run new-page -- <address> --from <address>', () => {
  it('copies the page, in a new folder when needed, and the copy passes strict validation', async () => {
    const siteDir = siteCopy();
    const run = await newPage(siteDir, ['/offers/gyms', '--from', '/contact']);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('site/pages/offers/gyms.yaml (a copy of /contact)');
    expect(run.stdout).toContain(`${DEV_ORIGIN}/offers/gyms`);
    const copy = join(siteDir, 'pages/offers/gyms.yaml');
    expect(readFileSync(copy, 'utf8')).toBe(`${schemaLine(copy, REPO_DIR)}\n${readFileSync(join(siteDir, 'pages/contact.yaml'), 'utf8')}`);
    expect(strictIssues(siteDir)).toEqual([]);
  });

  it('accepts --from=<address>', async () => {
    const siteDir = siteCopy();
    expect((await newPage(siteDir, ['/gyms', '--from=/about'])).status).toBe(0);
    const copy = join(siteDir, 'pages/gyms.yaml');
    expect(readFileSync(copy, 'utf8')).toBe(`${schemaLine(copy, REPO_DIR)}\n${readFileSync(join(siteDir, 'pages/about.yaml'), 'utf8')}`);
  });

  it('a copy of a page in another folder gets its own schema line, not the one of the page it copies', async () => {
    const siteDir = siteCopy();
    expect((await newPage(siteDir, ['/gyms'])).status).toBe(0);
    expect((await newPage(siteDir, ['/offers/gyms', '--from', '/gyms'])).status).toBe(0);
    const copy = readFileSync(join(siteDir, 'pages/offers/gyms.yaml'), 'utf8');
    expect(copy.match(/yaml-language-server/g)).toHaveLength(1);
    expect(copy.split('\n')[0]).toBe(schemaLine(join(siteDir, 'pages/offers/gyms.yaml'), REPO_DIR));
    expect(copy.split('\n').slice(1).join('\n')).toBe(
      readFileSync(join(siteDir, 'pages/gyms.yaml'), 'utf8').split('\n').slice(1).join('\n'),
    );
    expect(strictIssues(siteDir)).toEqual([]);
  });

  it('refuses a --from page that does not exist, with the closest address', async () => {
    const siteDir = siteCopy();
    const run = await newPage(siteDir, ['/gyms', '--from', '/contcat']);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^new-page: there is no page \/contcat to copy\. Did you mean \/contact\? Pages: \/, \/about, /);
    expect(existsSync(join(siteDir, 'pages/gyms.yaml'))).toBe(false);
  });
});

describe('addresses, titles and sources', () => {
  it('reads an address with or without its slashes', () => {
    expect(parseRoute('gyms')).toBe('/gyms');
    expect(parseRoute('/gyms/')).toBe('/gyms');
    expect(parseRoute(' /offers/2025-gyms ')).toBe('/offers/2025-gyms');
  });

  it('titles a page after the last part of its address, at most 60 characters', () => {
    expect(titleFor('/smart-vending-for-gyms')).toBe('Smart Vending for Gyms');
    expect(titleFor('/offers/the-gym-bundle')).toBe('The Gym Bundle');
    const long = titleFor(`/${'vending-'.repeat(12)}end`);
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long).toMatch(/^Vending( Vending)+$/);
  });

  it('names the source of the form after the address, starting with a letter', () => {
    expect(sourceFor('/smart-vending-for-gyms')).toBe('smart-vending-for-gyms-page');
    expect(sourceFor('/offers/2025')).toBe('offers-2025-page');
    expect(sourceFor('/2025-offer')).toBe('page-2025-offer-page');
  });

  it('a starter page for a long or numbered address is valid too', async () => {
    const siteDir = siteCopy();
    expect((await newPage(siteDir, [`/2025/${'vending-'.repeat(12)}end`])).status).toBe(0);
    expect(strictIssues(siteDir)).toEqual([]);
    expect(loadSite({ siteDir, schemaDir: SCHEMA_DIR }).issues.filter((issue) => issue.code === 'starter-text')).toHaveLength(8);
  });
});

describe('reserved addresses', () => {
  /** Every reserved address that the address rule lets through, and the free address offered instead. */
  const RESERVED: [address: string, reserved: string, instead: string][] = [
    ['/site', '/site', '/site-info'],
    ['/404', '/404', '/404-info'],
    ['/assets', '/assets', '/assets-info'],
    ['/assets/logo', '/assets', '/assets-info/logo'],
    ['/nginx', '/nginx', '/nginx-info'],
    ['/nginx/site', '/nginx', '/nginx-info/site'],
    ['/api/leads', '/api/leads', '/api/leads-info'],
    ['/api/leads/today', '/api/leads', '/api/leads-info/today'],
  ];
  const siteDir = siteCopy();

  it.each(RESERVED)(
    'refuses %s in the words of the loader, offering a free address, and writes nothing',
    async (address, reserved, instead) => {
      // What the loader says about a page file at that address.
      const probe = siteCopy();
      const file = join(probe, 'pages', `${address.slice(1)}.yaml`);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, readFileSync(join(probe, 'pages/about.yaml')));
      const said = loadSite({ siteDir: probe, schemaDir: SCHEMA_DIR }).issues.find((issue) => issue.file === file);
      expect(said).toMatchObject({ code: 'reserved-address', severity: 'error' });
      const reason = RESERVED_ADDRESSES.find((entry) => entry.address === reserved)!.reason;
      expect(said!.message).toBe(`the address ${address} is reserved: ${reason}`);

      const pages = pageFiles(siteDir);
      const refused = await newPage(siteDir, [address]);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toBe(`new-page: ${said!.message}. Choose another address, for example ${instead}.\n`);
      expect(pageFiles(siteDir)).toEqual(pages);
      expect(() => planNewPage({ siteDir, route: instead })).not.toThrow();
    },
  );

  it('does not offer an address that is taken', () => {
    const copy = siteCopy();
    writeFileSync(join(copy, 'pages/site-info.yaml'), readFileSync(join(copy, 'pages/about.yaml')));
    expect(() => planNewPage({ siteDir: copy, route: '/site' })).toThrow(/^the address \/site is reserved: .*\. Choose another address\.$/);
  });

  it('covers every reserved address the address rule lets through', () => {
    const typeable = RESERVED_ADDRESSES.map(({ address }) => address).filter((address) => {
      try {
        return parseRoute(address) === address;
      } catch {
        return false;
      }
    });
    expect(typeable.sort()).toEqual([...new Set(RESERVED.map(([, reserved]) => reserved))].sort());
  });
});

describe('the pages it sees are the pages the site reads', () => {
  /** A site copy with a file outside it, next to the site folder, that must never be read. */
  function siteWithOutside() {
    const siteDir = siteCopy();
    const outside = join(dirname(siteDir), 'outside');
    mkdirSync(outside);
    writeFileSync(join(outside, 'secret.yaml'), 'title: SECRET-OUTSIDE\ndescription: never copied\nsections: []\n');
    return { siteDir, outside };
  }
  const planError = (options: Parameters<typeof planNewPage>[0]) => {
    try {
      planNewPage(options);
    } catch (error) {
      if (error instanceof NewPageError) return error.message;
      throw error;
    }
    return undefined;
  };

  it('leaves out dotfiles, editor leftovers, links that lead outside and loops, and follows links inside the site', () => {
    const { siteDir, outside } = siteWithOutside();
    const pages = join(siteDir, 'pages');
    writeFileSync(join(pages, '.draft.yaml'), 'title: draft\n');
    mkdirSync(join(pages, '.git'));
    writeFileSync(join(pages, '.git/hidden.yaml'), 'title: hidden\n');
    writeFileSync(join(pages, 'about.yaml~'), 'title: old\n');
    writeFileSync(join(pages, 'about.yaml.bak'), 'title: old\n');
    symlinkSync(join(outside, 'secret.yaml'), join(pages, 'leak.yaml'));
    symlinkSync('../../outside', join(pages, 'more'));
    symlinkSync('.', join(pages, 'loop'));
    symlinkSync('about.yaml', join(pages, 'about-us.yaml'));
    const routes = existingRoutes(siteDir);
    const shipped = [...existingRoutes(join(REPO_DIR, 'site')).keys()];
    expect([...routes.keys()].sort()).toEqual([...shipped, '/about-us'].sort());
    expect(routes.get('/about-us')).toBe(join(pages, 'about-us.yaml'));
  });

  it('never copies a page through a link that leads outside the site folder', () => {
    const { siteDir, outside } = siteWithOutside();
    symlinkSync(join(outside, 'secret.yaml'), join(siteDir, 'pages/leak.yaml'));
    symlinkSync('../../outside', join(siteDir, 'pages/more'));
    expect(planError({ siteDir, route: '/gyms', from: '/leak' })).toMatch(/^there is no page \/leak to copy\./);
    expect(planError({ siteDir, route: '/gyms', from: '/more/secret' })).toMatch(/^there is no page \/more\/secret to copy\./);
    // The link itself still holds its address.
    expect(planError({ siteDir, route: '/leak' })).toMatch(/^the page \/leak already exists: \S*site\/pages\/leak\.yaml\./);
  });

  it('never writes a page through a link that leads out of site/pages, or to nothing', () => {
    const { siteDir, outside } = siteWithOutside();
    symlinkSync('../../outside', join(siteDir, 'pages/more'));
    symlinkSync('../../nowhere', join(siteDir, 'pages/gone'));
    expect(planError({ siteDir, route: '/more/gyms' })).toMatch(
      /^cannot write \S*site\/pages\/more\/gyms\.yaml: pages\/more is a link that leads outside site\/pages or to nothing, and a page is written only inside site\/pages\./,
    );
    expect(planError({ siteDir, route: '/more/deeper/gyms' })).toMatch(/^cannot write \S*: pages\/more is a link/);
    expect(planError({ siteDir, route: '/gone/gyms' })).toMatch(/^cannot write \S*: pages\/gone is a link/);
    expect(readdirSync(outside)).toEqual(['secret.yaml']);
    // A link to another folder of the site (site/data) would put a page among files that are not pages.
    symlinkSync('../data', join(siteDir, 'pages/linkdata'));
    const before = readdirSync(join(siteDir, 'data')).sort();
    expect(planError({ siteDir, route: '/linkdata/new' })).toMatch(
      /^cannot write \S*: pages\/linkdata is a link that leads outside site\/pages/,
    );
    expect(readdirSync(join(siteDir, 'data')).sort()).toEqual(before);
    // A link to a folder inside site/pages is a folder of pages like any other.
    mkdirSync(join(siteDir, 'pages/shared'));
    symlinkSync('shared', join(siteDir, 'pages/offers'));
    const page = planNewPage({ siteDir, route: '/offers/gyms' });
    writeNewPage(page);
    expect(readdirSync(join(siteDir, 'pages/shared'))).toEqual(['gyms.yaml']);
  });

  it('refuses a link swapped in between the plan and the write, and leaves no temporary file', () => {
    const { siteDir, outside } = siteWithOutside();
    mkdirSync(join(siteDir, 'pages/later'));
    const page = planNewPage({ siteDir, route: '/later/gyms' });
    rmSync(join(siteDir, 'pages/later'), { recursive: true });
    symlinkSync('../../outside', join(siteDir, 'pages/later'));
    expect(() => writeNewPage(page)).toThrow(NewPageError);
    expect(readdirSync(outside)).toEqual(['secret.yaml']);
    const plain = planNewPage({ siteDir, route: '/plain' });
    writeNewPage(plain);
    expect(readFileSync(join(siteDir, 'pages/plain.yaml'), 'utf8')).toBe(plain.text);
    expect(readdirSync(join(siteDir, 'pages')).filter((name) => name.startsWith('.'))).toEqual([]);
    expect(() => writeNewPage(plain)).toThrow(expect.objectContaining({ code: 'EEXIST' }));
  });

  it('reads the option lists as the loader does: not through a link that leads outside', () => {
    const { siteDir, outside } = siteWithOutside();
    writeFileSync(join(outside, 'options.yaml'), 'items:\n  leaked-list: []\n');
    rmSync(join(siteDir, 'data/options.yaml'));
    symlinkSync(join(outside, 'options.yaml'), join(siteDir, 'data/options.yaml'));
    const page = planNewPage({ siteDir, route: '/gyms' });
    expect(page.text).not.toContain('leaked-list');
    expect(page.text).toBe(withSchemaLine(starterPage('/gyms', undefined), page.file, process.cwd()));
  });
});
