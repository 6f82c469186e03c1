// @vitest-environment jsdom
import { ThemeProvider } from '@emotion/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Section } from '../../src/generated/content-types';
import { PageRenderer } from '../../src/render/PageRenderer';
import { putBack } from '../../src/render/prerendered';
import type { LoadedSections } from '../../src/render/registry';
import { makeTheme } from '../../src/theme/theme';
import { loadFixtureSite } from '../helpers/render';

const theme = makeTheme(loadFixtureSite('tests/fixtures/valid/minimal').site.site.theme);
const sections = [
  { type: 'text', title: 'Before', paragraphs: ['First section.'] },
  { type: 'cta', title: 'Breaks in the browser', actions: [{ label: 'Call us', href: 'tel:2145550142' }] },
  { type: 'text', title: 'After', paragraphs: ['Third section.'] },
] as Section[];

/** A text section, and a cta that renders on the server but throws in the browser. */
function components(browser: boolean): LoadedSections {
  return {
    text: ({ title, paragraphs }) => (
      <section>
        <h2>{title}</h2>
        {paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </section>
    ),
    cta: ({ title, actions }) => {
      if (browser) throw new Error('cta broke');
      return (
        <section>
          <h2>{title}</h2>
          <a href={actions![0]!.href}>{actions![0]!.label}</a>
        </section>
      );
    },
  } as LoadedSections;
}

const page = (browser: boolean, route = '/faulty') => (
  <ThemeProvider theme={theme}>
    <main>
      <PageRenderer sections={sections} components={components(browser)} route={route} />
    </main>
  </ThemeProvider>
);

afterEach(() => vi.restoreAllMocks());

describe('a section whose render throws in the full client render (the development server, the editor preview)', () => {
  it('shows nothing in its place, names it in one console error, and the others still render', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const container = document.createElement('div');
    document.body.appendChild(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { createRoot } = await import('react-dom/client');
    await act(async () => createRoot(container, { onCaughtError: () => {} }).render(page(true)));
    expect([...container.querySelectorAll('h2')].map((h) => h.textContent)).toEqual(['Before', 'After']);
    const named = errors.mock.calls.filter(([message]) => String(message).includes('could not be shown'));
    expect(named).toHaveLength(1);
    expect(String(named[0]![0])).toContain('Section 2 (cta)');
    container.remove();
  });
});

describe('an island put back after its render failed', () => {
  it('gets its served copy back with what the visitor typed and ticked, and the focus and caret where they were', () => {
    const island = document.createElement('div');
    island.innerHTML =
      '<section><form><input name="name"><input name="email" type="email"><input name="consent" type="checkbox"></form></section>';
    document.body.appendChild(island);
    const served = [...island.childNodes];
    const copy = served.map((node) => node.cloneNode(true));
    const field = (name: string) => island.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    const name = field('name');
    name.focus();
    name.value = 'Zoë Ávila';
    name.setSelectionRange(2, 2);
    field('consent').click();
    // React takes the island's markup away as its render fails.
    island.replaceChildren();
    putBack(island, served, copy);
    expect(field('name')).not.toBe(name);
    expect([field('name').value, field('consent').checked, field('email').value]).toEqual(['Zoë Ávila', true, '']);
    expect(document.activeElement).toBe(field('name'));
    expect([field('name').selectionStart, field('name').selectionEnd]).toEqual([2, 2]);
    island.remove();
  });
});
