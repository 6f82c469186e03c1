// @vitest-environment jsdom
import { ThemeProvider } from '@emotion/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Section } from '../../src/generated/content-types';
import { PageRenderer } from '../../src/render/PageRenderer';
import { capturePrerendered, restoredSection } from '../../src/render/prerendered';
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
  <MemoryRouter>
    <ThemeProvider theme={theme}>
      <main>
        <PageRenderer sections={sections} components={components(browser)} route={route} />
      </main>
    </ThemeProvider>
  </MemoryRouter>
);

afterEach(() => vi.restoreAllMocks());

describe('a section whose render throws in the browser', () => {
  it('keeps its prerendered markup, links included, and names it in one console error', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(false));
    document.body.appendChild(container);
    const served = container.querySelector('main')!.textContent;
    const main = container.querySelector('main')!;
    capturePrerendered(main, main.cloneNode(true) as Element, '/faulty');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, page(true), { onRecoverableError: () => {}, onCaughtError: () => {} });
    });
    expect(container.querySelector('main')!.textContent).toBe(served);
    expect(container.querySelector('a[href="tel:2145550142"]')?.textContent).toBe('Call us');
    const named = errors.mock.calls.filter(([message]) => String(message).includes('could not be shown'));
    expect(named).toHaveLength(1);
    expect(String(named[0]![0])).toContain('Section 2 (cta)');
    container.remove();
  });

  it('shows nothing in its place on a page that was not prerendered, and the others still render', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const container = document.createElement('div');
    document.body.appendChild(container);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { createRoot } = await import('react-dom/client');
    await act(async () => createRoot(container, { onCaughtError: () => {} }).render(page(true, '/reached-by-a-link')));
    expect([...container.querySelectorAll('h2')].map((h) => h.textContent)).toEqual(['Before', 'After']);
    container.remove();
  });
});

describe('a form put back while the visitor types in it', () => {
  it('carries on what is typed into the served form while its copy waits, and moves the focus and caret over when the served one goes', async () => {
    const main = document.createElement('main');
    main.innerHTML =
      '<!--$--><section><form><input name="name"><input name="email" type="email"><input name="consent" type="checkbox"></form></section><!--/$-->';
    document.body.appendChild(main);
    capturePrerendered(main, main.cloneNode(true) as Element, '/typing');
    const served = (name: string) => main.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    served('name').focus();
    served('name').value = 'Zo';
    // The copy is made now (its boundary may not show it yet) while the served form is still on screen…
    const section = restoredSection('/typing', 0)!;
    const copy = (name: string) =>
      section.nodes.map((node) => (node as Element).querySelector<HTMLInputElement>(`[name="${name}"]`)).find(Boolean)!;
    expect(copy('name').value).toBe('Zo');
    // …where the visitor goes on typing and ticks the box, the caret after the "Zo" (then "ë Ávila").
    served('name').value = 'Zoë Ávila';
    served('name').setSelectionRange(2, 2);
    served('name').dispatchEvent(new Event('input', { bubbles: true }));
    served('consent').click();
    const holder = document.createElement('div');
    holder.append(...section.nodes);
    main.after(holder);
    // The served section goes; the copy takes the values, the focus and the caret.
    main.querySelector('section')!.remove();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([copy('name').value, copy('consent').checked]).toEqual(['Zoë Ávila', true]);
    expect(document.activeElement).toBe(copy('name'));
    expect([copy('name').selectionStart, copy('name').selectionEnd]).toEqual([2, 2]);
    main.remove();
    holder.remove();
  });
});
