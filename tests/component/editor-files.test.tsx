// @vitest-environment jsdom
/**
 * The editor's screens in jsdom on the real editor API (src/build/editor, on 127.0.0.1 over a copy
 * of the minimal fixture): the site settings and a file of site/data in the generated form, Ctrl+Z
 * in a field as the editor's undo (a burst of typing is one step), undo kept across a reload, Add
 * media without the schema's example, the company phone as a link target, delete refused with the
 * pages that link, starter text shown as a warning on its field, and the media library's search.
 */
import { cleanup, configure, fireEvent, getConfig, render, screen, waitFor, within } from '@testing-library/react';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { editorMiddleware, editorToken } from '../../src/build/editor/api';
import { EditorApp } from '../../src/editor/EditorApp';
import { temporaryFolder } from '../helpers/temporary';

const root = temporaryFolder('editor-files-');
const siteDir = join(root, 'site');
cpSync('tests/fixtures/valid/minimal', siteDir, { recursive: true });
const files = {
  site: join(siteDir, 'site.yaml'),
  home: join(siteDir, 'pages/index.yaml'),
  quotes: join(siteDir, 'data/testimonials.yaml'),
};
const originals = Object.fromEntries(Object.entries(files).map(([key, path]) => [key, readFileSync(path, 'utf8')])) as Record<
  keyof typeof files,
  string
>;
// Each step waits for real writes and loads of the content: generous limits for a busy machine, no sleeps.
vi.setConfig({ testTimeout: 180_000 });
const asyncUtilTimeout = getConfig().asyncUtilTimeout;
configure({ asyncUtilTimeout: 60_000 });
const SLOW = { timeout: 60_000 };
let server: Server;
let base = '';
let token: HTMLMetaElement;

/**
 * The editor's fetch, sent to the API server over node:http: the workers keep their globals from
 * file to file, so the test does not lean on whatever `fetch` another file left behind.
 */
function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  return new Promise((done, fail) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const req = request(`${base}${path}`, { method: init.method ?? 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(new Response(Buffer.concat(chunks), { status: res.statusCode })));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end(typeof init.body === 'string' ? init.body : undefined);
  });
}

beforeAll(async () => {
  const api = editorMiddleware({ root, siteDir, schemaDir: resolve('schema') });
  server = createServer((req, res) => api(req, res, () => res.writeHead(404).end()));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // This file's token is the one the editor finds (another file's may still be in the shared document).
  for (const other of document.querySelectorAll('meta[name="editor-token"]')) other.remove();
  token = document.createElement('meta');
  token.name = 'editor-token';
  token.content = editorToken();
  document.head.append(token);
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterAll(() => {
  server.close();
  token.remove();
  // The workers keep their modules from file to file: the next file gets the usual limits.
  configure({ asyncUtilTimeout });
  vi.resetConfig();
});
beforeEach(() => {
  vi.stubGlobal('fetch', apiFetch);
  sessionStorage.clear();
  for (const [key, path] of Object.entries(files)) writeFileSync(path, originals[key as keyof typeof files]);
});
afterEach(() => cleanup());

const fileWhere = (path: string, check: (text: string) => boolean) =>
  waitFor(() => {
    const text = readFileSync(path, 'utf8');
    expect(check(text), text).toBe(true);
    return text;
  }, SLOW);
const opened = (name: string) => screen.findByRole('navigation', { name: `Parts of ${name}` }, SLOW);
const openHome = async () => {
  render(<EditorApp pathname="/__edit/index" search="" />);
  return within(await screen.findByRole('navigation', { name: 'Page outline' }, SLOW));
};

describe('site.yaml and site/data in the editor', () => {
  it('edits the phone of the site settings in its form: one line of the file changes, its issue shows on the field', async () => {
    render(<EditorApp pathname="/__edit" search="?file=site.yaml" />);
    const parts = within(await opened('Site settings'));
    expect(parts.getByRole('button', { name: 'Search engines and sharing' })).toBeTruthy();
    fireEvent.click(parts.getByRole('button', { name: 'Contact' }));
    const phone = (await screen.findByRole('textbox', { name: /^Phone/ })) as HTMLInputElement;
    expect(phone.value).toBe('(214) 555-0142');
    fireEvent.focus(phone);
    fireEvent.change(phone, { target: { value: '(972) 555-0199' } });
    fireEvent.blur(phone);
    await fileWhere(files.site, (text) => text === originals.site.replace('phone: (214) 555-0142', 'phone: (972) 555-0199'));
    fireEvent.change(screen.getByRole('textbox', { name: /^Postal code/ }), { target: { value: '' } });
    fireEvent.blur(screen.getByRole('textbox', { name: /^Postal code/ }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Postal code/ }).getAttribute('aria-invalid')).toBe('true'), SLOW);
    expect(parts.getByRole('button', { name: /^Contact/ }).textContent).toMatch(/1 error/);
  });

  it('adds a customer quote by its name to site/data, blank, with no example text of the schema', async () => {
    render(<EditorApp pathname="/__edit" search="?file=data/testimonials.yaml" />);
    await opened('Customer quotes');
    expect(screen.getByRole('group', { name: 'Sarah Mitchell' })).toBeTruthy();
    const name = screen.getByRole('textbox', { name: 'Name of the new quote' }) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Cafe Owner' } });
    await waitFor(() => expect(name.value).toBe('Cafe Owner'));
    fireEvent.click(screen.getByRole('button', { name: 'Add quote' }));
    // The name is taken: its field is empty again, ready for the next one.
    await waitFor(() => expect(name.value).toBe(''));
    const text = await fileWhere(files.quotes, (current) => current.includes('  cafe-owner:\n'));
    expect(text).toBe(`${originals.quotes}  cafe-owner:\n    quote: ""\n    author: ""\n    role: ""\n    rating: 5\n`);
    await waitFor(() => expect(screen.getByRole('group', { name: 'cafe-owner' })).toBeTruthy(), SLOW);
  });
});

describe('undo in the form', () => {
  it('Ctrl+Z in a field undoes the whole burst of typing as one step, and Ctrl+Shift+Z redoes it', async () => {
    const outline = await openHome();
    fireEvent.click(outline.getByRole('button', { name: /^1\. Opening banner/ }));
    const subtitle = (await screen.findByRole('textbox', { name: /^Subtitle/ })) as HTMLInputElement;
    fireEvent.focus(subtitle);
    for (const typed of ['A', 'A n', 'A new', 'A new line']) fireEvent.change(subtitle, { target: { value: typed } });
    fireEvent.keyDown(subtitle, { key: 'z', ctrlKey: true });
    // The typing is written once, then undone: the file is back as it was, the field too (still focused).
    await fileWhere(files.home, (text) => text === originals.home);
    await waitFor(() => expect(subtitle.value).toBe('A fixture hero.'), SLOW);
    fireEvent.keyDown(subtitle, { key: 'z', ctrlKey: true, shiftKey: true });
    await fileWhere(files.home, (text) => text === originals.home.replace('subtitle: A fixture hero.', 'subtitle: A new line'));
    await waitFor(() => expect(subtitle.value).toBe('A new line'), SLOW);
    expect(screen.getByRole('button', { name: 'Undo' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Redo' }).hasAttribute('disabled')).toBe(true);
  });

  it('keeps the undo history of a page across a reload of the editor', async () => {
    const outline = await openHome();
    fireEvent.click(outline.getByRole('button', { name: /^Delete 3\. Customer quotes/ }));
    await fileWhere(files.home, (text) => !text.includes('type: testimonials'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Undo' }).hasAttribute('disabled')).toBe(false));
    cleanup();
    await openHome();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Undo' }).hasAttribute('disabled')).toBe(false), SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await fileWhere(files.home, (text) => text === originals.home);
  });
});

describe('words and targets', () => {
  it('Add media starts blank: no example video or alt text of another page', async () => {
    const outline = await openHome();
    fireEvent.click(outline.getByRole('button', { name: /^1\. Opening banner/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add media' }));
    const text = await fileWhere(files.home, (current) => current.includes('media:'));
    expect(text).not.toMatch(/hero\.mp4|break room|Play the/);
    expect(text).toContain('    media:\n      poster:\n        src: ""\n        alt: ""\n');
  });

  it('links a button to the company phone, shown in words, written as contact:phone', async () => {
    const outline = await openHome();
    fireEvent.click(outline.getByRole('button', { name: /^1\. Opening banner/ }));
    const group = await screen.findByRole('group', { name: 'Button 2' }, SLOW);
    fireEvent.click(within(group).getByRole('button', { name: 'Goes to: choose a page, or the company phone or e-mail' }));
    fireEvent.click(await screen.findByRole('button', { name: 'The company phone' }));
    await fileWhere(files.home, (text) => text === originals.home.replace('href: /contact#form', 'href: contact:phone'));
    await waitFor(() => expect(within(group).getByText('The company phone (from the site settings)')).toBeTruthy(), SLOW);
  });

  it('refuses to delete a page others link to, naming them', async () => {
    render(<EditorApp pathname="/__edit" search="" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete /contact' }, SLOW));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the page' }));
    const alert = await screen.findByText(/is not deleted/, {}, SLOW);
    expect(alert.textContent).toBe(
      'the page /contact is not deleted: / and the site settings (site.yaml) link to it. Change or remove those links first, then delete it.',
    );
    expect(readFileSync(join(siteDir, 'pages/contact.yaml'), 'utf8')).toContain('title: Fixture Contact');
  });

  it('shows starter text as a warning on its field', async () => {
    writeFileSync(
      files.home,
      originals.home.replace('subtitle: A fixture hero.', 'subtitle: One or two sentences on what this page offers and who it is for.'),
    );
    const outline = await openHome();
    fireEvent.click(outline.getByRole('button', { name: /^1\. Opening banner/ }));
    const subtitle = await screen.findByRole('textbox', { name: /^Subtitle/ });
    const help = subtitle
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '');
    expect(help.join(' ')).toContain('is starter text of a new page, still to be replaced');
  });

  it('finds a file of the media library by its name or by the file that uses it, forgiving case and accents', async () => {
    render(<EditorApp pathname="/__edit/_media" search="" />);
    const search = await screen.findByRole('searchbox', { name: 'Search files' }, SLOW);
    const count = document.getElementById(search.getAttribute('aria-describedby')!)!;
    expect(count.getAttribute('role')).toBe('status');
    await waitFor(() => expect(count.textContent).toMatch(/^(\d+) of \1 files$/), SLOW);
    const total = Number(count.textContent!.split(' ')[0]);
    const shown = () => [...screen.getByRole('list', { name: 'Files' }).children].map((card) => card.getAttribute('data-media'));
    expect(shown()).toHaveLength(total);
    fireEvent.change(search, { target: { value: 'LÓGO' } });
    expect(count.textContent).toBe(`1 of ${total} files`);
    expect(shown()).toEqual(['/assets/logo.svg']);
    // No file name says machines.yaml: the pictures of the machines are found by the data file that shows them.
    fireEvent.change(search, { target: { value: 'machines.yaml pro' } });
    expect(shown()).toEqual(['/assets/machines/pro-model.svg']);
    fireEvent.change(search, { target: { value: '' } });
    expect(shown()).toHaveLength(total);
  });
});
