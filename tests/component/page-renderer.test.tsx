// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PageRenderer } from '../../src/render/PageRenderer';
import { loadedSections, type LoadedSections } from '../../src/render/registry';
import { makeTheme } from '../../src/theme/theme';
import { SiteProvider } from '../../src/content/site-context';
import { loadFixtureSite } from '../helpers/render';
import { asLoaded, type WrittenSection } from './as-loaded';

const site = loadFixtureSite('tests/fixtures/valid/minimal');
const theme = makeTheme(site.site.site.theme);

/** Sections as written in YAML, rendered as a page shows them (defaults filled in, the site's data around them). */
function renderSections(sections: WrittenSection[], custom?: LoadedSections) {
  return render(
    <MemoryRouter>
      <ThemeProvider theme={theme}>
        <SiteProvider value={site.site}>
          <PageRenderer sections={asLoaded(sections)} components={custom} />
        </SiteProvider>
      </ThemeProvider>
    </MemoryRouter>,
  );
}

describe('PageRenderer', () => {
  it('renders sections in the order of the YAML', () => {
    renderSections([
      { type: 'text', title: 'First block', paragraphs: ['one'] },
      { type: 'cta', title: 'Second block', actions: [{ label: 'Go', href: '/contact' }] },
      { type: 'benefits', title: 'Third block', items: [{ title: 'Card', text: 'Body' }] },
    ]);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['First block', 'Second block', 'Third block']);
  });

  it('renders the hero headline as the page heading with its stats', () => {
    renderSections([{ type: 'hero', title: 'Tap, Grab & Go', stats: [{ value: '99%', label: 'AI accuracy' }] }]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tap, Grab & Go');
    expect(screen.getByText('99%')).toBeTruthy();
    expect(screen.getByText('AI accuracy')).toBeTruthy();
  });

  it('skips a section whose type has no component instead of crashing', () => {
    const sections = [
      { type: 'carousel', title: 'x' },
      { type: 'text', title: 'Still here', paragraphs: ['p'] },
    ];
    renderSections(sections);
    expect(screen.getByRole('heading', { name: 'Still here' })).toBeTruthy();
    expect(screen.queryByText('x')).toBeNull();
  });

  it('uses the component the registry maps the type to', () => {
    const custom = { ...loadedSections(), text: ({ title }: { title: string }) => <p>custom {title}</p> } as LoadedSections;
    renderSections([{ type: 'text', title: 'T', paragraphs: ['p'] }], custom);
    expect(screen.getByText('custom T')).toBeTruthy();
  });

  it('renders every link of a button as a real link to its address', () => {
    renderSections([
      {
        type: 'cta',
        title: 'CTA',
        actions: [
          { label: 'Get Pricing Now', href: '/contact' },
          { label: 'Mail us', href: 'mailto:a@b.example' },
        ],
      },
    ]);
    expect(screen.getByRole('link', { name: 'Get Pricing Now' }).getAttribute('href')).toBe('/contact');
    expect(screen.getByRole('link', { name: 'Mail us' }).getAttribute('href')).toBe('mailto:a@b.example');
  });
});
