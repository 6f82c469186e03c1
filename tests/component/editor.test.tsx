// @vitest-environment jsdom
/**
 * The browser editor's screens in jsdom, against the fake editor API over a copy of the minimal
 * fixture (tests/helpers/editor-fake-api.ts): the list of pages, the generated form (labels, help,
 * defaults, issues on their fields), list entries, outline buttons, undo and redo. Drag and drop,
 * the preview and the YAML view need a real browser: tests/browser/editor.test.ts.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { cpSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EditorApp } from '../../src/editor/EditorApp';
import { fakeEditorApi } from '../helpers/editor-fake-api';
import { temporaryFolder } from '../helpers/temporary';

// A folder inside the temporary one: the content cache goes next to it (<folder>/.cache), and goes with it.
const site = join(temporaryFolder('site-editor-jsdom-'), 'site');
cpSync('tests/fixtures/valid/minimal', site, { recursive: true });
const home = join(site, 'pages/index.yaml');
const original = readFileSync(home, 'utf8');
const fake = fakeEditorApi({ siteDir: site, schemaDir: resolve('schema'), token: 'jsdom-token' });

/**
 * Until the file passes the check (writes go through the fake's fetch, a few ms each, and each
 * checks the whole fixture again: seconds on a machine busy with the other test files).
 */
const fileWhere = (check: (text: string) => boolean) =>
  waitFor(
    () => {
      const text = readFileSync(home, 'utf8');
      expect(check(text), text).toBe(true);
      return text;
    },
    { timeout: 40_000 },
  );

// Before each test: the globals a test stubs are put back after it (vitest.config.ts).
beforeEach(() => {
  vi.stubGlobal('fetch', fake.fetch);
  // Each test starts with no undo history kept from another (the editor keeps it per tab).
  sessionStorage.clear();
});

beforeAll(() => {
  // Added, not written over the head: the styles an earlier file's components put there stay
  // where Emotion, whose module this worker keeps, expects them.
  const token = document.createElement('meta');
  token.name = 'editor-token';
  token.content = 'jsdom-token';
  document.head.append(token);
  // jsdom has <dialog> without its methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

afterEach(() => cleanup());

async function openHome() {
  render(<EditorApp pathname="/__edit/index" search="" />);
  await screen.findByRole('navigation', { name: 'Page outline' }, { timeout: 10_000 });
  return within(screen.getByRole('navigation', { name: 'Page outline' }));
}

describe('the editor in jsdom, on the fake API', () => {
  it('lists the pages with their titles, section counts and health', async () => {
    render(<EditorApp pathname="/__edit" search="?add=cta" />);
    const table = await screen.findByRole('table', { name: /Every page/ }, { timeout: 10_000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '/Fixture Home3ValidDuplicate Delete',
      '/aboutFixture About2ValidDuplicate Delete',
      '/contactFixture Contact2ValidDuplicate Delete',
    ]);
    expect(within(table).getByRole('link', { name: '/about' }).getAttribute('href')).toBe('/__edit/about?add=cta');
    fireEvent.change(screen.getByLabelText('Search pages'), { target: { value: 'CONTACT' } });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
  });

  it('generates the form of a section from its schema: labels, help, placeholders, defaults', async () => {
    const outline = await openHome();
    fireEvent.click(outline.getByRole('button', { name: /^2\. Steps/ }));
    await screen.findByRole('heading', { name: 'Section 2: Steps' });
    const title = screen.getAllByRole('textbox', { name: /^Title/ })[0] as HTMLInputElement;
    expect(title.value).toBe('How It Works');
    expect(title.getAttribute('aria-required')).toBe('true');
    const eyebrow = screen.getByRole('textbox', { name: 'Eyebrow' }) as HTMLInputElement;
    expect(eyebrow.placeholder).toMatch(/^e\.g\. /);
    const tone = screen.getByRole('combobox', { name: 'Background' }) as HTMLSelectElement;
    expect(tone.selectedOptions[0]!.textContent).toMatch(/^Default \(/);
    expect(screen.getByRole('group', { name: /^Items/ })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Remove Step \d/ })).toHaveLength(3);
  });

  it('opens a page at the section of ?section=<n> (counted from 1): selected in the outline, its form shown and in sight', async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      render(<EditorApp pathname="/__edit/index" search="?section=2" />);
      await screen.findByRole('heading', { name: 'Section 2: Steps' }, { timeout: 10_000 });
      const outline = within(screen.getByRole('navigation', { name: 'Page outline' }));
      expect(outline.getByRole('button', { name: /^2\. Steps/ }).getAttribute('aria-current')).toBe('true');
      expect(outline.getByRole('button', { name: /^1\. Opening banner/ }).getAttribute('aria-current')).toBeNull();
      // Brought into sight by an effect, after the render that shows it.
      await waitFor(() => expect(scrolled.some((element) => element.getAttribute('data-outline-index') === '1')).toBe(true));
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
    cleanup();
    // A section past the end selects the last one; a number that is no section, the first.
    render(<EditorApp pathname="/__edit/index" search="?section=99" />);
    await screen.findByRole('heading', { name: 'Section 3: Customer quotes' }, { timeout: 10_000 });
    cleanup();
    render(<EditorApp pathname="/__edit/index" search="?section=zero" />);
    await screen.findByRole('heading', { name: 'Section 1: Opening banner' }, { timeout: 10_000 });
  });

  it('writes a text after a pause as one set, and shows an issue on its field', async () => {
    const outline = await openHome();
    fireEvent.click(outline.getByRole('button', { name: /^1\. Opening banner/ }));
    const title = (await screen.findByRole('textbox', { name: /^Title/ })) as HTMLInputElement;
    fireEvent.focus(title);
    fireEvent.change(title, { target: { value: 'Typed Headline' } });
    // (The fake writes through yaml's Document.toString(), not surgically as the dev server does.)
    await fileWhere((text) => text.includes('title: Typed Headline') && !text.includes('Tap, Grab & Go'));
    fireEvent.change(title, { target: { value: '' } });
    fireEvent.blur(title);
    await fileWhere((text) => /- type: hero\n\s+title: ""/.test(text));
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'), { timeout: 20_000 });
    const describedBy = title.getAttribute('aria-describedby')!.split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')).toMatch(/Error: .*Fix: /);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await fileWhere((text) => text.includes('title: Typed Headline'));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await fileWhere((text) => text === original);
    fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
    await fileWhere((text) => text.includes('title: Typed Headline'));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await fileWhere((text) => text === original);
  });

  it('adds, moves and removes list entries, and moves sections with the outline buttons', async () => {
    const outline = await openHome();
    fireEvent.click(outline.getByRole('button', { name: /^2\. Steps/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add step' }));
    await fileWhere((text) => (text.match(/^ {6}- title:/gm) ?? []).length === 4);
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Remove Step \d/ })).toHaveLength(4), { timeout: 20_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Move Step 1 down' }));
    await fileWhere((text) => text.indexOf('title: Grab\n') < text.indexOf('title: Tap\n'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Step 4' }));
    await fileWhere((text) => (text.match(/^ {6}- title:/gm) ?? []).length === 3);
    const down = outline.getByRole('button', { name: /^Move 2\. Steps: How It Works down/ });
    down.focus();
    fireEvent.click(down);
    await fileWhere((text) => text.indexOf('type: testimonials') < text.indexOf('type: steps'));
    await screen.findByRole('heading', { name: 'Section 3: Steps' });
    // The keyboard focus went with the section, to its new place; it did not stay behind on another
    // one. Moving down is over for it, so the focus is on its Move up (moved at the next frame).
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Move 3\. Steps: How It Works up/));
    expect(document.activeElement?.closest('li')?.getAttribute('data-outline-index')).toBe('2');
    const duplicate = outline.getByRole('button', { name: /^Duplicate 3\. Steps/ });
    duplicate.focus();
    fireEvent.click(duplicate);
    await fileWhere((text) => text.includes('id: how-it-works-2'));
    await screen.findByRole('heading', { name: 'Section 4: Steps' });
    // The keyboard goes on from the copy, not from the top of the page.
    await waitFor(() => expect(document.activeElement?.closest('li')?.getAttribute('data-outline-index')).toBe('3'));
    fireEvent.click(outline.getByRole('button', { name: /^Delete 4\. Steps/ }));
    await fileWhere((text) => !text.includes('id: how-it-works-2'));
    // After a delete, from the section now selected.
    await waitFor(() => expect(document.activeElement?.closest('li')?.querySelector('[aria-current]')).toBeTruthy());
  });

  it('shows page settings with counters for the search limits', async () => {
    const outline = await openHome();
    fireEvent.click(outline.getByRole('button', { name: /^Page settings/ }));
    const title = (await screen.findByRole('textbox', { name: /^Title/ })) as HTMLInputElement;
    const counter = () => document.getElementById(title.getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent;
    expect(counter()).toBe(`${title.value.length} characters (search results show at most 60)`);
    fireEvent.focus(title);
    fireEvent.change(title, { target: { value: 'x'.repeat(61) } });
    expect(counter()).toMatch(/^61 characters .*outside the limit$/);
    // Characters as a reader sees them: 20 cooks are 20, not their 100 code units.
    fireEvent.change(title, { target: { value: '\u{1F469}\u200D\u{1F373}'.repeat(20) } });
    expect(counter()).toBe('20 characters (search results show at most 60)');
    expect(screen.getByRole('switch', { name: 'Hide from search engines' })).toBeTruthy();
  });

  it('leaves the focus where the user puts it once a moved section is in its place', async () => {
    const outline = await openHome();
    // The last section moved up: its element stays where it is (its neighbour's moves), with the focus.
    const ups = outline.getAllByRole('button', { name: /^Move \d+\. .* up$/ });
    const up = ups.at(-1)!;
    const [, type] = /^Move \d+\. ([^:]+?)(?::| up$)/.exec(up.getAttribute('aria-label')!)!;
    up.focus();
    fireEvent.click(up);
    const place = ups.length - 1;
    await screen.findByRole('heading', { name: `Section ${place}: ${type}` });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(new RegExp(`^Move ${place}\\. ${type}.* up$`)));
    // Elsewhere now: the outline renders again, and the focus stays there.
    const settings = outline.getByRole('button', { name: /^Page settings/ });
    settings.focus();
    fireEvent.click(settings);
    await screen.findByRole('textbox', { name: /^Title/ });
    expect(document.activeElement).toBe(settings);
  });
});
