/**
 * Only what is meant to be public is read and published (src/build/content/site-files.ts,
 * src/build/output/publish-assets.ts), and no page takes an address the build or the servers use.
 *
 * Each test builds a temporary copy of tests/fixtures/valid/minimal (tests/helpers/fixture-site.ts)
 * and creates the dotfiles, links, loops and stray files it needs at test time, then checks what a
 * person would see: the exact `file:line:col  message` headlines and fixes of loadSite(), and the
 * files publishAssets() writes, and what the dev server answers under /assets/. Every load also checks
 * that no report, code frame or kept source holds a word of a file outside the content folder. The
 * dev server's section gallery is checked on the shipped site/.
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  renameSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { get as httpGet } from 'node:http';
import { dirname, join, posix } from 'node:path';
import type { UserConfig, ViteDevServer } from 'vite';
import fileConfig, { siteConfig } from '../../vite.config';
import { afterEach, describe, expect, it } from 'vitest';
import { CACHE_RULES, HEADERS_FILE, NGINX_FILE } from '../../src/build/output/deploy-paths';
import { sectionDocs } from '../../src/build/codegen/docs';
import { GALLERY_ROUTE } from '../../src/build/vite/dev-addresses';
import { formatReport, issueHeadline } from '../../src/build/diagnostics/format';
import type { SiteIssue } from '../../src/build/diagnostics/issues';
import { INBOX_PATH } from '../../src/build/vite/lead-inbox';
import { loadSite, type LoadResult } from '../../src/build/content/load-site';
import { RESERVED_ADDRESSES } from '../../src/build/content/reserved-addresses';
import { publishAssets } from '../../src/build/output/publish-assets';
import { isInside } from '../../src/build/content/site-paths';
import { dataUrl } from '../../src/content/routes';
import { fixtureSite, REPO_DIR, SCHEMA_DIR, type FixtureSite } from '../helpers/fixture-site';
import { startDevServer } from '../helpers/vite-config';

/** The text of the file outside the content folder that the links below point at. */
const SECRET = 'SECRET-OUTSIDE-THE-SITE-7f3a';
const PASSWD_LINE = /^[a-z_][a-z0-9_-]*:[^:\n]*:\d+:\d+:/m;
const VALID_ROUTES = ['/', '/about', '/contact'];

interface Site extends FixtureSite {
  /** `<root>/outside.yaml`, next to the content folder: a page whose title is SECRET, with an unclosed quote so a code frame would show it. */
  outside: string;
  write(rel: string, text: string): void;
  link(rel: string, target: string): void;
}

interface Loaded {
  result: LoadResult;
  issues: SiteIssue[];
  headlines: string[];
}

const made: FixtureSite[] = [];
afterEach(() => {
  while (made.length) made.pop()!.cleanup();
});

function site(): Site {
  const fixture = fixtureSite();
  made.push(fixture);
  const outside = join(fixture.root, 'outside.yaml');
  writeFileSync(outside, `title: "${SECRET}\ndescription: ${SECRET}\n`);
  const at = (rel: string) => {
    const path = join(fixture.siteDir, rel);
    mkdirSync(dirname(path), { recursive: true });
    return path;
  };
  return {
    ...fixture,
    outside,
    write: (rel, text) => writeFileSync(at(rel), text),
    link: (rel, target) => symlinkSync(target, at(rel)),
  };
}

/** loadSite(), plus the promise that nothing from outside the content folder was read or shown. */
function load(fixture: Site): Loaded {
  const result = loadSite({ siteDir: fixture.siteDir, schemaDir: SCHEMA_DIR });
  const printed = formatReport(result.issues, result.sources, fixture.root);
  expect(printed).not.toContain(SECRET);
  expect(printed).not.toMatch(PASSWD_LINE);
  const root = realpathSync(fixture.siteDir);
  for (const [file, text] of result.sources) {
    expect(isInside(root, realpathSync(file)), file).toBe(true);
    expect(text).not.toContain(SECRET);
    expect(text).not.toMatch(PASSWD_LINE);
  }
  return { result, issues: result.issues, headlines: result.issues.map((issue) => issueHeadline(issue, fixture.root)) };
}

/** The about page of the fixture with a picture (its src at 10:12) and a button (its href at 16:15). */
function aboutWith({ picture = '/assets/logo.svg', button = '/contact' }: { picture?: string; button?: string }): string {
  return [
    'title: Fixture About',
    'description: About the fixture company, its mission and the people behind it.',
    'sections:',
    '  - type: hero',
    '    title: About Fixture Co',
    '  - type: text',
    '    title: Our Mission',
    '    paragraphs: [First paragraph.]',
    '    media:',
    `      src: ${picture}`,
    '      alt: Fixture Co logo',
    '      width: 160',
    '      height: 40',
    '    actions:',
    '      - label: More',
    `        href: ${button}`,
    '',
  ].join('\n');
}

/** Every path under `dir`, relative, walked with lstat (links are listed, never followed). */
function walk(dir: string, rel = ''): { rel: string; kind: 'file' | 'folder' | 'link' | 'other' }[] {
  return readdirSync(join(dir, rel))
    .sort()
    .flatMap((name) => {
      const path = rel ? `${rel}/${name}` : name;
      const stat = lstatSync(join(dir, path));
      if (stat.isSymbolicLink()) return [{ rel: path, kind: 'link' as const }];
      if (stat.isDirectory()) return [{ rel: path, kind: 'folder' as const }, ...walk(dir, path)];
      return [{ rel: path, kind: stat.isFile() ? ('file' as const) : ('other' as const) }];
    });
}

const FIXTURE_ASSETS = [
  'logo.svg',
  'machines/double-door-cooler.svg',
  'machines/freezer-model.svg',
  'machines/mini-combo.svg',
  'machines/pro-model.svg',
  'machines/small-combo.svg',
  'machines/standard-combo.svg',
  'share.png',
];

const OUTSIDE_HINT =
  'Replace the link with a copy of the file inside the site folder, or delete it: only files inside the site folder are read and published.';

describe('dotfiles and dot-folders', () => {
  it('in pages/ are never read as pages and give no message', () => {
    const fixture = site();
    fixture.write('pages/.draft.yaml', 'title: "unclosed\n');
    fixture.write('pages/.git/HEAD', 'ref: refs/heads/main\n');
    fixture.write('pages/.git/pages/hidden.yaml', readFileSync(join(fixture.siteDir, 'pages/about.yaml'), 'utf8'));
    fixture.write('pages/.well-known/security.yaml', 'contact: [\n');
    fixture.link('pages/.passwd.yaml', '/etc/passwd');
    const { headlines, result } = load(fixture);
    expect(headlines).toEqual([]);
    expect(result.model?.pages.map((page) => page.route)).toEqual(VALID_ROUTES);
  });

  it('in assets/ give no message and are not published', () => {
    const fixture = site();
    fixture.write('assets/.env', `API_KEY=${SECRET}\n`);
    fixture.write('assets/.git/config', '[core]\n');
    fixture.write('assets/.DS_Store', 'x');
    fixture.write('assets/.hidden.svg', '<svg/>');
    fixture.write('assets/.drafts/new-logo.svg', '<svg/>');
    expect(load(fixture).headlines).toEqual([]);
    const dist = join(fixture.root, 'dist');
    expect(publishAssets(fixture.siteDir, dist)).toEqual(FIXTURE_ASSETS);
    expect(
      walk(join(dist, 'assets'))
        .filter((entry) => entry.kind !== 'folder')
        .map((entry) => entry.rel),
    ).toEqual(FIXTURE_ASSETS);
  });

  it('a picture or a link that points at a dotfile in assets/ is reported where it is written: it is not published', () => {
    const fixture = site();
    fixture.write('assets/.hidden.svg', '<svg/>');
    fixture.write('assets/.env', 'x');
    fixture.write('pages/about.yaml', aboutWith({ picture: '/assets/.hidden.svg', button: '/assets/.env' }));
    const { headlines, issues } = load(fixture);
    expect(headlines).toEqual([
      'site/pages/about.yaml:10:12  sections[1] (text) › media › src: the file "/assets/.hidden.svg" is not published: names starting with a dot are never published',
      'site/pages/about.yaml:16:15  sections[1] (text) › actions[0] › href: the file "/assets/.env" is not published: names starting with a dot are never published',
    ]);
    expect(issues[0]).toMatchObject({
      code: 'unpublished-asset',
      severity: 'error',
      hint: 'Rename the file (and its folders) so that no name starts with a dot, and use the new path here.',
    });
  });
});

describe('editor and system leftovers', () => {
  // What editors and systems really leave: an Emacs lock is a link to user@host.pid, which does not exist.
  const LEFTOVERS: [string, (fixture: Site, rel: string) => void][] = [
    ['.#about.yaml', (f, rel) => f.link(rel, 'editor@laptop.4242:1700000000')],
    ['#about.yaml#', (f, rel) => f.write(rel, 'title: "half saved\n')],
    ['about.yaml~', (f, rel) => f.write(rel, 'title: "old copy\n')],
    ['.about.yaml.swp', (f, rel) => f.write(rel, 'b0VIM 9.0\x00\x00binary')],
    ['.about.yaml.swo', (f, rel) => f.write(rel, 'b0VIM 9.0\x00\x00binary')],
    ['4913', (f, rel) => f.write(rel, '')],
    ['.DS_Store', (f, rel) => f.write(rel, '\x00\x00\x00\x01Bud1')],
    ['Thumbs.db', (f, rel) => f.write(rel, '\xd0\xcf\x11\xe0')],
    ['desktop.ini', (f, rel) => f.write(rel, '[.ShellClassInfo]\n')],
    ['about.yaml.bak', (f, rel) => f.write(rel, 'title: "backup\n')],
    ['about.yaml.orig', (f, rel) => f.write(rel, 'title: "before the merge\n')],
    ['~$about.docx', (f, rel) => f.write(rel, 'lock')],
  ];

  it.each(LEFTOVERS)('%s in pages/ (and in a subfolder) is ignored without a message', (name, make) => {
    const fixture = site();
    make(fixture, `pages/${name}`);
    make(fixture, `pages/products/${name}`);
    const { headlines, result } = load(fixture);
    expect(headlines).toEqual([]);
    expect(result.model?.pages.map((page) => page.route)).toEqual(VALID_ROUTES);
  });

  it('in assets/ they give no message and are not published', () => {
    const fixture = site();
    for (const [name, make] of LEFTOVERS) make(fixture, `assets/machines/${name}`);
    fixture.write('assets/logo.svg~', '<svg/>');
    fixture.write('assets/logo.svg.bak', '<svg/>');
    expect(load(fixture).headlines).toEqual([]);
    const dist = join(fixture.root, 'dist');
    expect(publishAssets(fixture.siteDir, dist)).toEqual(FIXTURE_ASSETS);
  });

  it('a link to a leftover in assets/ is reported: it is not published', () => {
    const fixture = site();
    fixture.write('assets/brochure.pdf.bak', '%PDF');
    fixture.write('pages/about.yaml', aboutWith({ button: '/assets/brochure.pdf.bak' }));
    const { headlines, issues } = load(fixture);
    expect(headlines).toEqual([
      'site/pages/about.yaml:16:15  sections[1] (text) › actions[0] › href: the file "/assets/brochure.pdf.bak" is not published: its name is that of an editor or system leftover (a backup, lock or swap file), which is never published',
    ]);
    expect(issues[0]).toMatchObject({
      code: 'unpublished-asset',
      hint: 'Rename the file to an ordinary name (without ~, .bak, .orig or the like) and use the new path here.',
    });
  });
});

describe('files in pages/ that are not pages', () => {
  const page =
    'title: Smart Vending for Gyms\ndescription: Protein drinks and snacks around the clock, with free installation.\nsections:\n  - type: hero\n    title: Fuel Every Workout\n';
  const ERRORS: [file: string, message: string, hint: string][] = [
    [
      'gyms.json',
      '"gyms.json" is not read as a page: page files end in .yaml, not .json',
      'Rename it to pages/gyms.yaml. JSON is also YAML, so the content can stay as it is.',
    ],
    ['gyms.YAML', '"gyms.YAML" is not read as a page: page files end in .yaml, not .YAML', 'Rename it to pages/gyms.yaml.'],
    ['gyms.yml', '"gyms.yml" is not read as a page: page files end in .yaml, not .yml', 'Rename it to pages/gyms.yaml.'],
    ['gyms.yaml.txt', '"gyms.yaml.txt" is not read as a page: page files end in .yaml, not .yaml.txt', 'Rename it to pages/gyms.yaml.'],
    [
      'Gyms.yaml',
      '"Gyms.yaml" is not read as a page: page file names are lower-case letters, digits and dashes',
      'Rename it to pages/gyms.yaml.',
    ],
    [
      'Gym Offers.yaml',
      '"Gym Offers.yaml" is not read as a page: page file names are lower-case letters, digits and dashes',
      'Rename it to pages/gym-offers.yaml.',
    ],
    [
      'products/Pro_Model.yml',
      '"products/Pro_Model.yml" is not read as a page: page files end in .yaml, not .yml',
      'Rename it to pages/products/pro-model.yaml.',
    ],
    [
      '___.yaml',
      '"___.yaml" is not read as a page: page file names are lower-case letters, digits and dashes',
      'Page files are named in lower-case letters, digits and dashes and end in .yaml, e.g. pages/vending-services.yaml.',
    ],
  ];

  it.each(ERRORS)('%s is an error that names the file to rename it to', (file, message, hint) => {
    const fixture = site();
    fixture.write(`pages/${file}`, page);
    const { headlines, issues, result } = load(fixture);
    expect(headlines).toEqual([`site/pages/${file}:1:1  ${message}`]);
    expect(issues[0]).toMatchObject({ code: 'bad-filename', severity: 'error', hint });
    expect(result.model).toBeUndefined();
  });

  it.each(['gyms.txt', 'notes.md', 'photo.png', 'README', 'products/price-list.pdf'])(
    '%s is a warning, and the site still loads',
    (file) => {
      const fixture = site();
      fixture.write(`pages/${file}`, 'not a page');
      const { headlines, issues, result } = load(fixture);
      expect(headlines).toEqual([
        `site/pages/${file}:1:1  warning: "${file}" is not a page and is ignored: only .yaml files in site/pages are pages`,
      ]);
      expect(issues[0]).toMatchObject({
        code: 'not-a-page',
        severity: 'warning',
        hint: 'Move it out of site/pages (pictures and documents belong in site/assets), or delete it.',
      });
      expect(result.model?.pages.map((p) => p.route)).toEqual(VALID_ROUTES);
    },
  );

  it('a misnamed copy of an existing page says which file is the page', () => {
    const fixture = site();
    fixture.write('pages/about.yml', page);
    const { headlines, issues } = load(fixture);
    expect(headlines).toEqual(['site/pages/about.yml:1:1  "about.yml" is not read as a page: page files end in .yaml, not .yml']);
    expect(issues[0]!.hint).toBe(
      'pages/about.yaml exists already and is the page: move what you need from this file into it, then delete this file.',
    );
  });
});

describe('reserved addresses', () => {
  const page =
    'title: A Page\ndescription: A page whose address the build or the servers already use for something else.\nsections:\n  - type: hero\n    title: A Page\n';
  /** address → a page file that claims it, its route, what the message says it collides with, and the suggested name. */
  const RESERVED: [address: string, file: string, route: string, reason: string, rename: string][] = [
    [
      '/site',
      'site.yaml',
      '/site',
      "its page data would be written to /_data/site.json and overwrite the site's own data (brand, header, footer, theme)",
      'pages/site-info.yaml',
    ],
    [
      '/index',
      'index/index.yaml',
      '/index',
      "its page data would be /_data/index.json, which is the home page's (pages/index.yaml)",
      'pages/index-info/index.yaml',
    ],
    ['/404', '404.yaml', '/404', 'it is the not-found page, which the build writes as 404.html', 'pages/404-info.yaml'],
    [
      '/assets',
      'assets/logo.yaml',
      '/assets/logo',
      '/assets and every address under it are the files published from site/assets',
      'pages/assets-info/logo.yaml',
    ],
    [
      '/nginx',
      'nginx.yaml',
      '/nginx',
      '/nginx and every address under it hold the server configuration (nginx/site.conf), which the server refuses to show',
      'pages/nginx-info.yaml',
    ],
    [
      '/_data',
      '_data.yaml',
      '/_data',
      '/_data and every address under it are the page data files that the build writes',
      'pages/data-info.yaml',
    ],
    [
      '/_app',
      '_app/index.yaml',
      '/_app',
      '/_app and every address under it are the scripts and styles that the build writes',
      'pages/app-info/index.yaml',
    ],
    [
      '/_img',
      '_img/photo.yaml',
      '/_img/photo',
      '/_img and every address under it are the picture variants that the build writes',
      'pages/img-info/photo.yaml',
    ],
    [
      '/_headers',
      '_headers.yaml',
      '/_headers',
      'it is the headers file for Netlify and Cloudflare Pages (_headers), which the build writes',
      'pages/headers-info.yaml',
    ],
    [
      '/api/leads',
      'api/leads.yaml',
      '/api/leads',
      'it is the local lead inbox of npm run dev and npm run preview, where the lead forms send',
      'pages/api/leads-info.yaml',
    ],
    ['/__sections', '__sections.yaml', '/__sections', 'it is the section gallery of the development server', 'pages/sections-info.yaml'],
    [
      '/__edit',
      '__edit/page.yaml',
      '/__edit/page',
      'it is reserved for the editing tools of the development server',
      'pages/edit-info/page.yaml',
    ],
    ['/sitemap.xml', 'sitemap.xml.yaml', '/sitemap.xml', 'it is the sitemap, which the build writes', 'pages/sitemap-xml-info.yaml'],
    ['/robots.txt', 'robots.txt.yaml', '/robots.txt', 'it is robots.txt, which the build writes', 'pages/robots-txt-info.yaml'],
  ];

  it.each(RESERVED)(
    '%s: pages/%s is refused at 1:1, naming what it collides with and a name to use instead',
    (_, file, route, reason, rename) => {
      const fixture = site();
      fixture.write(`pages/${file}`, page);
      const { headlines, issues, result } = load(fixture);
      expect(headlines).toEqual([`site/pages/${file}:1:1  the address ${route} is reserved: ${reason}`]);
      expect(issues[0]).toMatchObject({ code: 'reserved-address', severity: 'error', hint: `Rename the file, e.g. ${rename}.` });
      expect(result.model).toBeUndefined();
    },
  );

  it('the suggested names are free: a page under each of them loads', () => {
    const fixture = site();
    for (const [, , , , rename] of RESERVED) fixture.write(rename, page);
    const { headlines, result } = load(fixture);
    expect(headlines).toEqual([]);
    expect(result.model?.pages).toHaveLength(VALID_ROUTES.length + RESERVED.length);
  });

  it('the table above covers every reserved address', () => {
    expect(RESERVED.map(([address]) => address).sort()).toEqual(RESERVED_ADDRESSES.map(({ address }) => address).sort());
  });

  it('the reserved list holds every address the build and the servers use', () => {
    const addresses = RESERVED_ADDRESSES.map(({ address }) => address);
    const used = [
      INBOX_PATH,
      GALLERY_ROUTE,
      `/${HEADERS_FILE}`,
      `/${dirname(NGINX_FILE)}`,
      ...CACHE_RULES.map((rule) => rule.prefix.replace(/\/$/, '')),
      posix.dirname(dataUrl('/')),
    ];
    expect(addresses).toEqual(expect.arrayContaining(used));
    expect(dataUrl('/site')).toBe('/_data/site.json');
    expect(dataUrl('/index')).toBe(dataUrl('/'));
  });

  it('addresses next to reserved ones are ordinary pages', () => {
    const fixture = site();
    for (const file of [
      'site-info.yaml',
      'sites.yaml',
      'assets-guide.yaml',
      'api.yaml',
      'api/contact.yaml',
      'products/site.yaml',
      'products/index/faq.yaml',
      '404-help.yaml',
    ])
      fixture.write(`pages/${file}`, page);
    const { headlines, result } = load(fixture);
    expect(headlines).toEqual([]);
    expect(result.model?.pages.map((p) => p.route)).toEqual(
      [
        '/',
        '/404-help',
        '/about',
        '/api',
        '/api/contact',
        '/assets-guide',
        '/contact',
        '/products/index/faq',
        '/products/site',
        '/site-info',
        '/sites',
      ].sort(),
    );
  });
});

describe('symbolic links', () => {
  it('a page that is a link to /etc/passwd is an error at 1:1, and the file is never read', () => {
    const fixture = site();
    fixture.link('pages/passwd.yaml', '/etc/passwd');
    const { headlines, issues, result } = load(fixture);
    expect(headlines).toEqual([
      'site/pages/passwd.yaml:1:1  this is a link to "/etc/passwd", outside the site folder: it is not read or published',
    ]);
    expect(issues[0]).toMatchObject({ code: 'unsafe-link', severity: 'error', hint: OUTSIDE_HINT });
    expect([...result.sources.keys()].some((file) => file.endsWith('passwd.yaml'))).toBe(false);
  });

  it('a page that is a relative link to a file next to the site folder is an error, and the file is never read', () => {
    const fixture = site();
    fixture.link('pages/secret.yaml', '../../outside.yaml');
    expect(load(fixture).headlines).toEqual([
      'site/pages/secret.yaml:1:1  this is a link to "../../outside.yaml", outside the site folder: it is not read or published',
    ]);
  });

  it('a folder of pages that is a link outside the site folder is an error, and nothing in it is read', () => {
    const fixture = site();
    mkdirSync(join(fixture.root, 'more-pages'));
    writeFileSync(join(fixture.root, 'more-pages/leak.yaml'), readFileSync(fixture.outside));
    fixture.link('pages/more', '../../more-pages');
    expect(load(fixture).headlines).toEqual([
      'site/pages/more:1:1  this is a link to "../../more-pages", outside the site folder: it is not read or published',
    ]);
  });

  it('site/pages itself as a link outside the site folder is an error at site/pages', () => {
    const fixture = site();
    mkdirSync(join(fixture.root, 'elsewhere'));
    writeFileSync(join(fixture.root, 'elsewhere/index.yaml'), readFileSync(fixture.outside));
    renameSync(join(fixture.siteDir, 'pages'), join(fixture.root, 'real-pages'));
    fixture.link('pages', '../elsewhere');
    const { headlines, issues } = load(fixture);
    expect(headlines[0]).toBe('site/pages:1:1  this is a link to "../elsewhere", outside the site folder: it is not read or published');
    // No page is read, so the menu links of site.yaml go nowhere: reported as such, nothing else.
    expect(issues.slice(1).map((issue) => issue.code)).toEqual(Array(headlines.length - 1).fill('missing-route'));
  });

  it('site.yaml and a data file as links outside the site folder are errors, and neither is read', () => {
    const fixture = site();
    rmSync(join(fixture.siteDir, 'data/testimonials.yaml'));
    fixture.link('data/testimonials.yaml', '/etc/passwd');
    rmSync(join(fixture.siteDir, 'site.yaml'));
    fixture.link('site.yaml', '../outside.yaml');
    const { headlines } = load(fixture);
    expect(headlines).toEqual([
      'site/data/testimonials.yaml:1:1  this is a link to "/etc/passwd", outside the site folder: it is not read or published',
      'site/site.yaml:1:1  this is a link to "../outside.yaml", outside the site folder: it is not read or published',
    ]);
  });

  it('an asset that is a link to /etc/passwd is an error at the link and where it is used, and it is not published', () => {
    const fixture = site();
    fixture.link('assets/passwd.svg', '/etc/passwd');
    fixture.write('pages/about.yaml', aboutWith({ picture: '/assets/passwd.svg' }));
    const { headlines, issues } = load(fixture);
    expect(headlines).toEqual([
      'site/assets/passwd.svg:1:1  this is a link to "/etc/passwd", outside the site folder: it is not read or published',
      'site/pages/about.yaml:10:12  sections[1] (text) › media › src: the file "/assets/passwd.svg" is not published: it is a link, or in a linked folder, that leads outside the site folder',
    ]);
    expect(issues[0]).toMatchObject({ code: 'unsafe-link', hint: OUTSIDE_HINT });
    expect(issues[1]).toMatchObject({ code: 'unpublished-asset', hint: 'Copy the file into site/assets instead of linking to it.' });
  });

  it('`ln -s . pages/loop` is one error, not hundreds of pages', () => {
    const fixture = site();
    fixture.link('pages/loop', '.');
    const { headlines, issues } = load(fixture);
    expect(headlines).toEqual([
      'site/pages/loop:1:1  this link leads back to pages, a folder that contains it: it is not followed, so nothing is read or published through it',
    ]);
    expect(issues[0]).toMatchObject({
      code: 'unsafe-link',
      hint: 'Delete the link (a link to "." or ".." repeats a folder inside itself forever); to have the same files under a second name, copy them.',
    });
  });

  it('a link from assets/ to the whole site folder is a loop: site.yaml and the pages are not published', () => {
    const fixture = site();
    fixture.link('assets/machines/site', '../..');
    expect(load(fixture).headlines).toEqual([
      'site/assets/machines/site:1:1  this link leads back to the site folder, a folder that contains it: it is not followed, so nothing is read or published through it',
    ]);
    expect(() => publishAssets(fixture.siteDir, join(fixture.root, 'dist'))).toThrow('site/assets cannot be published');
  });

  it('two links that lead to each other are each an error', () => {
    const fixture = site();
    fixture.link('pages/a.yaml', 'b.yaml');
    fixture.link('pages/b.yaml', 'a.yaml');
    expect(load(fixture).headlines).toEqual([
      'site/pages/a.yaml:1:1  this link leads back to itself through other links: it is not read or published',
      'site/pages/b.yaml:1:1  this link leads back to itself through other links: it is not read or published',
    ]);
  });

  it('a link to a folder that is already listed is an error: each folder is read once', () => {
    const fixture = site();
    fixture.write('pages/products/pro-model.yaml', readFileSync(join(fixture.siteDir, 'pages/about.yaml'), 'utf8'));
    fixture.link('pages/machines', 'products');
    const { headlines, issues } = load(fixture);
    expect(headlines).toEqual([
      'site/pages/machines:1:1  this link leads to pages/products, which is already listed: it is not followed, so nothing is read or published through it',
    ]);
    expect(issues[0]!.hint).toBe('Delete the link; to have the same files under this name too, copy them.');
  });

  it('a link inside the site folder to nothing is an error', () => {
    const fixture = site();
    fixture.link('pages/gone.yaml', 'missing.yaml');
    const { headlines, issues } = load(fixture);
    expect(headlines).toEqual(['site/pages/gone.yaml:1:1  this link leads to "missing.yaml", which does not exist']);
    expect(issues[0]!.hint).toBe('Delete the link, or point it at an existing file inside the site folder.');
  });

  it('a named pipe in pages/ is an error instead of a build that waits forever', () => {
    const fixture = site();
    execFileSync('mkfifo', [join(fixture.siteDir, 'pages/pipe.yaml')]);
    expect(load(fixture).headlines).toEqual([
      'site/pages/pipe.yaml:1:1  this is not a regular file (it is a pipe, a socket or a device): it is not read or published',
    ]);
  });

  it('every link or file that is not read has the code unsafe-link: outside, loop, repeat, broken, pipe', () => {
    const fixture = site();
    fixture.link('pages/passwd.yaml', '/etc/passwd');
    fixture.link('pages/loop', '.');
    fixture.link('pages/a.yaml', 'b.yaml');
    fixture.link('pages/b.yaml', 'a.yaml');
    fixture.write('pages/products/pro-model.yaml', readFileSync(join(fixture.siteDir, 'pages/about.yaml'), 'utf8'));
    fixture.link('pages/machines', 'products');
    fixture.link('pages/gone.yaml', 'missing.yaml');
    execFileSync('mkfifo', [join(fixture.siteDir, 'assets/pipe.svg')]);
    const { issues } = load(fixture);
    expect(
      issues.map((issue) => [posix.relative('site', issueHeadline(issue, fixture.root).split(':')[0]!), issue.code, issue.severity]),
    ).toEqual([
      ['assets/pipe.svg', 'unsafe-link', 'error'],
      ['pages/a.yaml', 'unsafe-link', 'error'],
      ['pages/b.yaml', 'unsafe-link', 'error'],
      ['pages/gone.yaml', 'unsafe-link', 'error'],
      ['pages/loop', 'unsafe-link', 'error'],
      ['pages/machines', 'unsafe-link', 'error'],
      ['pages/passwd.yaml', 'unsafe-link', 'error'],
    ]);
  });

  it('a page that is a link to another page of the site is read like a file', () => {
    const fixture = site();
    fixture.link('pages/about-us.yaml', 'about.yaml');
    const { headlines, result } = load(fixture);
    expect(headlines).toEqual([]);
    const byRoute = new Map(result.model!.pages.map((p) => [p.route, p]));
    expect(byRoute.get('/about-us')).toEqual({ ...byRoute.get('/about')!, route: '/about-us' });
  });

  it('a folder of pages that is a link to another folder of the site is read like a folder', () => {
    const fixture = site();
    fixture.write('shared/faq.yaml', readFileSync(join(fixture.siteDir, 'pages/about.yaml'), 'utf8'));
    fixture.link('pages/help', '../shared');
    const { headlines, result } = load(fixture);
    expect(headlines).toEqual([]);
    expect(result.model?.pages.map((p) => p.route)).toEqual(['/', '/about', '/contact', '/help/faq']);
  });
});

describe('publishing site/assets', () => {
  it('copies regular files only: in-site links become regular files; no dotfile, leftover or link reaches dist/', () => {
    const fixture = site();
    fixture.write('assets/.env', 'x');
    fixture.write('assets/.git/HEAD', 'ref: refs/heads/main\n');
    fixture.write('assets/logo.svg~', '<svg/>');
    fixture.write('assets/Thumbs.db', 'x');
    fixture.link('assets/brand.svg', 'logo.svg');
    fixture.link('assets/.hidden-link.svg', '/etc/passwd');
    fixture.write('extra/badge.svg', '<svg id="badge"/>');
    fixture.link('assets/more', '../extra');
    expect(load(fixture).headlines).toEqual([]);

    const dist = join(fixture.root, 'dist');
    const published = publishAssets(fixture.siteDir, dist);
    expect(published).toEqual(['brand.svg', 'logo.svg', ...FIXTURE_ASSETS.slice(1), 'more/badge.svg'].sort());
    const written = walk(join(dist, 'assets'));
    expect(written.filter((entry) => entry.kind === 'link' || entry.kind === 'other')).toEqual([]);
    expect(written.filter((entry) => entry.rel.split('/').some((part) => part.startsWith('.')))).toEqual([]);
    expect(written.filter((entry) => entry.kind === 'file').map((entry) => entry.rel)).toEqual(published);
    expect(readFileSync(join(dist, 'assets/brand.svg'))).toEqual(readFileSync(join(fixture.siteDir, 'assets/logo.svg')));
    expect(readFileSync(join(dist, 'assets/more/badge.svg'), 'utf8')).toBe('<svg id="badge"/>');
  });

  it('removes what an earlier build left in dist/assets, dotfiles and links included', () => {
    const fixture = site();
    const dist = join(fixture.root, 'dist');
    mkdirSync(join(dist, 'assets/.git'), { recursive: true });
    writeFileSync(join(dist, 'assets/.env'), 'old');
    symlinkSync('/etc/passwd', join(dist, 'assets/passwd.svg'));
    publishAssets(fixture.siteDir, dist);
    expect(
      walk(join(dist, 'assets'))
        .filter((entry) => entry.kind !== 'folder')
        .map((entry) => entry.rel),
    ).toEqual(FIXTURE_ASSETS);
  });

  it('refuses a link outside the site folder: it throws and publishes nothing', () => {
    const fixture = site();
    fixture.link('assets/passwd.svg', '/etc/passwd');
    const dist = join(fixture.root, 'dist');
    expect(() => publishAssets(fixture.siteDir, dist)).toThrow(
      'site/assets cannot be published: assets/passwd.svg is not a regular file inside the site folder',
    );
    expect(existsSync(join(dist, 'assets'))).toBe(false);
  });

  it('the loader accepts exactly the asset paths the build publishes', () => {
    const fixture = site();
    fixture.write('assets/.env', 'x');
    fixture.write('assets/.well-known/security.txt', 'x');
    fixture.write('assets/brochure.pdf.orig', 'x');
    fixture.link('assets/brand.svg', 'logo.svg');
    fixture.link('assets/gone.svg', 'nothing.svg');
    fixture.link('assets/secret.pdf', '../../outside.yaml');
    fixture.write('extra/badge.svg', '<svg/>');
    fixture.link('assets/more', '../extra');
    const candidates = [
      'logo.svg',
      'brand.svg',
      'more/badge.svg',
      'machines/pro-model.svg',
      '.env',
      '.well-known/security.txt',
      'brochure.pdf.orig',
      'gone.svg',
      'secret.pdf',
      'nothing.svg',
    ];
    const sections = candidates.map(
      (rel, i) => `  - type: cta\n    title: Link ${i}\n    actions:\n      - label: Open\n        href: /assets/${rel}\n`,
    );
    fixture.write('pages/about.yaml', `${aboutWith({}).split('  - type: text')[0]}${sections.join('')}`);

    const { issues } = load(fixture);
    const about = join(fixture.siteDir, 'pages/about.yaml');
    const refused = issues.filter((issue) => issue.file === about).map((issue) => /"\/assets\/([^"]+)"/.exec(issue.message)![1]!);
    const accepted = candidates.filter((rel) => !refused.includes(rel));
    expect(accepted).toEqual(['logo.svg', 'brand.svg', 'more/badge.svg', 'machines/pro-model.svg']);

    // The build only gets here without the broken and outside links (the loader stops it): publish the rest.
    rmSync(join(fixture.siteDir, 'assets/gone.svg'));
    rmSync(join(fixture.siteDir, 'assets/secret.pdf'));
    const published = publishAssets(fixture.siteDir, join(fixture.root, 'dist'));
    expect(candidates.filter((rel) => published.includes(rel))).toEqual(accepted);
  });
});

/** A dev server (vite.config.ts's configuration, as npm run dev starts it) on a content folder; `get` fetches a raw path from it. */
async function devServer(siteDir: string) {
  const { server, port } = await startDevServer({ siteDir, watch: false });
  servers.push(server);
  return {
    server,
    get: (path: string, init?: RequestInit) => fetch(`http://127.0.0.1:${port}${path}`, { redirect: 'manual', ...init }),
    /** A GET of `path` exactly as written: fetch would resolve `%2E%2E` and the like first. */
    raw: (path: string) =>
      new Promise<{ status: number; text: string }>((resolveResponse, reject) => {
        httpGet({ host: '127.0.0.1', port, path }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolveResponse({ status: response.statusCode!, text: Buffer.concat(chunks).toString('utf8') }));
          response.on('error', reject);
        }).on('error', reject);
      }),
  };
}
const servers: ViteDevServer[] = [];
afterEach(async () => {
  while (servers.length) await servers.pop()!.close();
});

describe('npm run dev serves site/assets as the build publishes it', () => {
  it('answers exactly the published files: links outside, dotfiles and leftovers are 404, in-site links are served', async () => {
    const fixture = site();
    fixture.write('assets/.env', `API_KEY=${SECRET}\n`);
    fixture.write('assets/.git/config', `[remote] ${SECRET}\n`);
    fixture.write('assets/logo.svg~', `<svg>${SECRET}</svg>`);
    fixture.write('assets/machines/about.yaml~', `title: ${SECRET}\n`);
    fixture.write('assets/brochure.pdf.bak', SECRET);
    fixture.write('assets/index.html', '<p>a page among the assets</p>');
    fixture.link('assets/brand.svg', 'logo.svg');
    fixture.write('shared/badge.svg', '<svg id="badge"/>');
    fixture.link('assets/badges', '../shared');
    fixture.write('assets/odd name #1 100%41?.svg', '<svg id="odd"/>');
    const logo = readFileSync(join(fixture.siteDir, 'assets/logo.svg'), 'utf8');
    const published = publishAssets(fixture.siteDir, join(fixture.root, 'dist'));
    // The build refuses links that lead outside (the loader reports them): the dev server only leaves them out.
    fixture.link('assets/passwd.svg', '/etc/passwd');
    fixture.link('assets/secret.svg', '../../outside.yaml');
    mkdirSync(join(fixture.root, 'elsewhere'));
    writeFileSync(join(fixture.root, 'elsewhere/leak.svg'), `<svg>${SECRET}</svg>`);
    fixture.link('assets/more', '../../elsewhere');
    const { get, raw } = await devServer(fixture.siteDir);

    for (const rel of published) {
      const response = await get(`/assets/${rel.split('/').map(encodeURIComponent).join('/')}`);
      expect(response.status, rel).toBe(200);
      expect(await response.text(), rel).toBe(readFileSync(join(fixture.root, 'dist/assets', rel), 'utf8'));
    }
    const brand = await get('/assets/brand.svg');
    expect(brand.headers.get('content-type')).toBe('image/svg+xml');
    expect(await brand.text()).toBe(logo);
    expect(await (await get('/assets/badges/badge.svg')).text()).toBe('<svg id="badge"/>');
    expect(await (await get('/assets/odd%20name%20%231%20100%2541%3F.svg?v=2')).text()).toBe('<svg id="odd"/>');

    const refused = [
      '/assets/passwd.svg',
      '/assets/secret.svg',
      '/assets/more/leak.svg',
      '/assets/.env',
      '/assets/%2Eenv',
      '/assets/.git/config',
      '/assets/logo.svg~',
      '/assets/logo.svg%7E',
      '/assets/machines/about.yaml~',
      '/assets/brochure.pdf.bak',
      '/assets/brochure.pdf',
      '/assets/nothing.svg',
      '/assets/logo',
      '/assets/machines',
      '/assets/machines/',
      '/assets/',
      '/assets/machines/..%2F..%2Fsite.yaml',
      '/assets/%2E%2E/outside.yaml',
      '/assets/../../outside.yaml',
      '/assets/machines/../../site.yaml',
      '/assets/%E0%A4%A',
    ];
    for (const path of refused) {
      const { status, text } = await raw(path);
      expect(status, path).toBe(404);
      expect(text, path).not.toContain(SECRET);
      expect(text, path).not.toMatch(PASSWD_LINE);
    }
    expect(published).toContain('index.html');
  });

  it('sends ranges, HEAD and 304 for a published file', async () => {
    const fixture = site();
    const logo = readFileSync(join(fixture.siteDir, 'assets/logo.svg'), 'utf8');
    const { get } = await devServer(fixture.siteDir);
    const part = await get('/assets/logo.svg', { headers: { range: 'bytes=0-3' } });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe(logo.slice(0, 4));
    const head = await get('/assets/logo.svg', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(logo)));
    const again = await get('/assets/logo.svg', { headers: { 'if-none-match': head.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('follows changes at once: a new file is served, a file that became a link outside or a leftover is not', async () => {
    const fixture = site();
    const { get } = await devServer(fixture.siteDir);
    expect((await get('/assets/new.svg')).status).toBe(404);
    fixture.write('assets/new.svg', '<svg id="new"/>');
    expect(await (await get('/assets/new.svg')).text()).toBe('<svg id="new"/>');

    expect((await get('/assets/machines/pro-model.svg')).status).toBe(200);
    rmSync(join(fixture.siteDir, 'assets/machines/pro-model.svg'));
    fixture.link('assets/machines/pro-model.svg', '../../../outside.yaml');
    const swapped = await get('/assets/machines/pro-model.svg');
    expect(swapped.status).toBe(404);
    expect(await swapped.text()).not.toContain(SECRET);

    expect((await get('/assets/machines/mini-combo.svg')).status).toBe(200);
    renameSync(join(fixture.siteDir, 'assets/machines'), join(fixture.siteDir, 'assets/.machines'));
    fixture.link('assets/machines', '.machines');
    expect((await get('/assets/machines/mini-combo.svg')).status).toBe(200);
    rmSync(join(fixture.siteDir, 'assets/machines'));
    expect((await get('/assets/machines/mini-combo.svg')).status).toBe(404);
    expect((await get('/assets/.machines/mini-combo.svg')).status).toBe(404);
  });
});

describe('npm run dev serves the section gallery', () => {
  it('with the configuration of vite.config.ts, which the servers of the tests are given inline', () => {
    // The tests start servers with siteConfig() (tests/helpers/vite-config.ts); npm run dev, preview
    // and build load the file: its configuration must be exactly that.
    const shape = (config: UserConfig) => ({
      ...config,
      plugins: (config.plugins ?? [])
        .flat()
        .map((plugin) => (plugin && typeof plugin === 'object' && 'name' in plugin ? plugin.name : plugin)),
    });
    expect(shape(fileConfig)).toEqual(shape(siteConfig()));
  });

  it('at /__sections: every section type of the reference, with its data for client updates', async () => {
    const { get } = await devServer(join(REPO_DIR, 'site'));
    const page = await get(GALLERY_ROUTE, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    const initial = JSON.parse(/<script type="application\/json" id="__PAGE__">(.*?)<\/script>/s.exec(html)![1]!) as {
      route: string;
      page: { sections: { type: string }[] };
    };
    expect(initial.route).toBe(GALLERY_ROUTE);
    expect(html).toContain('<title>Section gallery</title>');
    const types = new Set(initial.page.sections.map((section) => section.type));
    for (const doc of sectionDocs(SCHEMA_DIR)) expect(types.has(doc.type), doc.type).toBe(true);
    const data = await get('/_data/__sections.json');
    expect(data.status).toBe(200);
    expect(((await data.json()) as { sections: unknown[] }).sections).toEqual(initial.page.sections);
  });
});
