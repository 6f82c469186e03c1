// @vitest-environment jsdom
import createCache from '@emotion/cache';
import { CacheProvider, ThemeProvider } from '@emotion/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { loadSchemas } from '../../src/build/content/schemas';
import type { PageData, SiteData } from '../../src/content/model';
import { catchAllFor } from '../../src/content/routes';
import { render as renderServer } from '../../src/entry-server';
import type { Section, SectionType } from '../../src/generated/content-types';
import { Header } from '../../src/layout/Header';
import { islandIdPrefix, IslandTree } from '../../src/render/island';
import { islandSite, islandSiteReads, pickSite, type IslandProps } from '../../src/render/island-data';
import { loadedSections } from '../../src/render/registry';
import { makeTheme } from '../../src/theme/theme';
import { STAGGER_SECONDS } from '../../src/ui/Reveal';
import { loadFixtureSite, renderApp, renderSectionsOf } from '../helpers/render';
import { asLoaded } from './as-loaded';

const model = loadFixtureSite('site');
const site: SiteData = model.site;
const machines = site.data.machines;
const ids = Object.keys(machines.items);

function page(route: string): PageData {
  const found = model.pages.find((p) => p.route === route);
  if (!found) throw new Error(`no page ${route}`);
  return found;
}

function sectionsOf<T extends Section['type']>(route: string, type: T) {
  return page(route).sections.filter((s): s is Extract<Section, { type: T }> => s.type === type);
}

const renderSections = (sections: Section[]) => renderSectionsOf(site, sections);

/** The numbers of a list of texts such as "2.0 kWh/24h", as written, ordered by value: [lowest, highest]. */
function range(texts: string[]): [string, string] {
  const numbers = texts.map((text) => /-?\d+(\.\d+)?/.exec(text)![0]).sort((a, b) => Number(a) - Number(b));
  return [numbers[0]!, numbers.at(-1)!];
}

afterEach(cleanup);

describe('the section schemas', () => {
  const schemas = loadSchemas(resolve('schema'));

  it.each(schemas.sectionTypes)('%s: its example is a valid section and every property is described', (type) => {
    const schema = JSON.parse(readFileSync(`schema/sections/${type}.schema.json`, 'utf8'));
    expect(schema.examples).toHaveLength(1);
    const { valid } = schemas.run(schemas.page, { title: 'Example', description: 'Example', sections: schema.examples });
    expect(valid, JSON.stringify(schemas.page.errors)).toBe(true);
    const undescribed: string[] = [];
    const walk = (node: Record<string, unknown>, path: string) => {
      for (const [key, child] of Object.entries((node.properties ?? {}) as Record<string, Record<string, unknown>>)) {
        if (typeof child.description !== 'string') undescribed.push(`${path}${key}`);
        walk(child, `${path}${key}.`);
        if (child.items && typeof child.items === 'object') walk(child.items as Record<string, unknown>, `${path}${key}[].`);
      }
    };
    walk(schema, '');
    expect(undescribed).toEqual([]);
  });
});

describe('the machine data', () => {
  it('has the six models of the spec', () => {
    expect(ids).toEqual(['mini-combo', 'small-combo', 'standard-combo', 'pro-model', 'freezer-model', 'double-door-cooler']);
  });
});

describe('the home page', () => {
  it('has every block of the spec, in order', () => {
    expect(page('/').sections.map((s) => s.type)).toEqual([
      'hero',
      'benefits',
      'steps',
      'lineup',
      'features',
      'tech-specs',
      'testimonials',
      'support-partner',
      'cta',
      'floating-snacks',
    ]);
  });

  it('shows the exact strings of the spec and links the buttons where the spec says', () => {
    renderSections(page('/').sections);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tap, Grab & Go');
    expect(screen.getByRole('link', { name: 'See How It Works' }).getAttribute('href')).toBe('#how-it-works');
    expect(document.getElementById('how-it-works')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Why Choose Smart Vending' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Jam-Packed With Smart Technology' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tech Specs Snapshot' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request Full Specs + Pricing' }).getAttribute('href')).toBe('#contact');
    const contact = document.getElementById('contact')!;
    expect(within(contact).getByRole('link', { name: 'Get Pricing Now' }).getAttribute('href')).toBe('/contact');
    for (const text of ['Trusted by 100+ businesses nationwide', 'Free consultation', 'Custom quote', 'No obligation'])
      expect(within(contact).getByText(text)).toBeTruthy();
  });

  it('has four benefits, eight smart features with four stats, three five-star testimonials and the four kinds of support', () => {
    const [benefits] = sectionsOf('/', 'benefits');
    expect(benefits!.items.map((i) => i.title)).toEqual(['Higher Revenue', 'Low Maintenance', 'Flexible Payments', 'Scalable']);
    const [features] = sectionsOf('/', 'features');
    expect(features!.items).toHaveLength(8);
    expect(features!.stats!.map((s) => s.value)).toEqual(['99%', '24/7', 'Real-time', 'Multi-pay']);
    expect(sectionsOf('/', 'testimonials')[0]!.ids).toHaveLength(3);
    const [support] = sectionsOf('/', 'support-partner');
    expect(support!.items.map((i) => i.title)).toEqual([
      'US-Based Support',
      'Training and Setup',
      'Maintenance and Parts',
      'Cloud Software Updates',
    ]);
    renderSections([testimonialsOf('/')]);
    expect(screen.getAllByRole('img', { name: 'Rated 5 out of 5 stars' })).toHaveLength(3);
  });

  it('benefit and feature cards share one card: each can end with a link named with its card', () => {
    const [features] = sectionsOf('/', 'features');
    const [benefits] = sectionsOf('/', 'benefits');
    const link = { label: 'Learn More', href: '/smart-coolers', variant: 'link', size: 'sm' } as const;
    renderSections([
      { ...features!, items: [{ ...features!.items[0]!, link }] },
      { ...benefits!, items: [{ ...benefits!.items[0]!, link: { ...link, href: '/products' } }] },
    ]);
    const names = screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(names).toEqual([
      [`Learn More: ${features!.items[0]!.title}`, '/smart-coolers'],
      [`Learn More: ${benefits!.items[0]!.title}`, '/products'],
    ]);
  });

  it('a card link on a dark features section has light words in every look drawn without a fill', () => {
    const [features] = sectionsOf('/', 'features');
    expect(features!.tone).toBe('dark');
    const looks = ['link', 'outline', 'ghost', 'hero'] as const;
    renderSections([
      {
        ...features!,
        items: looks.map((variant, i) => ({
          ...features!.items[i]!,
          link: { label: variant, href: '/contact', variant, size: 'sm' as const },
        })),
      },
    ]);
    const colour = (variant: string) => getComputedStyle(screen.getByRole('link', { name: new RegExp(`^${variant}:`) })).color;
    for (const variant of ['link', 'outline', 'ghost']) expect(colour(variant), variant).toBe('rgb(248, 250, 252)'); // darkForeground
    expect(colour('hero'), 'a filled look keeps its own words').toBe('rgb(255, 255, 255)'); // primaryForeground
  });

  it.each(['/', '/smart-coolers'])('%s: the capacity and power figures of the tech specs agree with the machine data', (route) => {
    const [specs] = sectionsOf(route, 'tech-specs');
    const value = (label: string) => specs!.items.find((item) => item.label === label)?.value;
    const all = Object.values(machines.items);
    const [lowCapacity, highCapacity] = range(all.map((m) => m.capacity));
    expect(value('Capacity')).toBe(`${lowCapacity} - ${highCapacity} products`);
    expect(value('Capacity')).toBe('245 - 828 products');
    const power = value('Power');
    if (route === '/') expect(power).toBe('0.84 - 8.33 kWh/24h');
    if (power) expect(power).toBe(`${range(all.map((m) => m.powerConsumption)).join(' - ')} kWh/24h`);
  });
});

function testimonialsOf(route: string) {
  return sectionsOf(route, 'testimonials')[0]!;
}

describe('the machine lineup', () => {
  it('shows the six models on the home page, each with picture, capacity badge, description and two links', () => {
    const [lineup] = sectionsOf('/', 'lineup');
    renderSections([lineup!]);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(6);
    cards.forEach((card, index) => {
      const id = ids[index]!;
      const machine = machines.items[id]!;
      const scope = within(card);
      expect(scope.getByRole('heading', { level: 3 }).textContent).toBe(machine.fullName);
      expect(scope.getByText(machine.description)).toBeTruthy();
      expect(card.textContent).toContain(`Capacity: ${machine.capacityText}`);
      const image = scope.getByRole('img', { name: machine.image.alt });
      expect(image.getAttribute('src')).toBe(machine.image.src);
      expect(image.getAttribute('width')).toBe(String(machine.image.width));
      expect(image.getAttribute('height')).toBe(String(machine.image.height));
      expect(image.getAttribute('loading')).toBe('lazy');
      expect(scope.getByRole('link', { name: 'Get Pricing' }).getAttribute('href')).toBe('/contact');
      expect(scope.getByRole('link', { name: `Learn More about ${machine.fullName}` }).getAttribute('href')).toBe(`/products/${id}`);
    });
  });

  it('shows every model, in the order of the data, when no list is given', () => {
    renderSections(asLoaded([{ type: 'lineup', title: 'All models' }]));
    expect(screen.getAllByRole('link', { name: /^Learn More about / }).map((a) => a.getAttribute('href'))).toEqual(
      ids.map((id) => `/products/${id}`),
    );
  });

  it('staggers its cards within the 75 to 150 ms of the spec', () => {
    expect(STAGGER_SECONDS).toBeGreaterThanOrEqual(0.075);
    expect(STAGGER_SECONDS).toBeLessThanOrEqual(0.15);
  });
});

describe('the products list', () => {
  it('also serves every unknown /products/<id> address', () => {
    expect(site.catchAll).toContain('/products');
    expect(catchAllFor('/products/no-such-model', site.catchAll)).toBe('/products');
  });

  it('shows the six models at an unknown product address, with no error', () => {
    renderApp(site, { route: '/products/no-such-model', page: page('/products') });
    expect(screen.queryByText('Oops! Page not found')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Smart Vending Machines');
    expect(screen.getAllByRole('article')).toHaveLength(6);
    for (const id of ids) {
      const machine = machines.items[id]!;
      expect(screen.getByRole('link', { name: `Learn More about ${machine.fullName}` }).getAttribute('href')).toBe(`/products/${id}`);
      expect(screen.getByText(`${machine.capacityText}`)).toBeTruthy();
      expect(screen.getByText(machine.description)).toBeTruthy();
    }
    expect(screen.getAllByRole('link', { name: 'Get Pricing' }).every((a) => a.getAttribute('href') === '/contact')).toBe(true);
  });
});

describe('the product pages', () => {
  it.each(ids)('/products/%s is built from the data of its own model, and its file copies no figure', (id) => {
    const route = `/products/${id}`;
    const used = page(route).sections.flatMap((s) => ('machine' in s ? [s.machine] : []));
    expect(used.length).toBeGreaterThanOrEqual(3);
    expect(new Set(used)).toEqual(new Set([id]));
    const machine = machines.items[id]!;
    const yaml = readFileSync(`site/pages/products/${id}.yaml`, 'utf8');
    for (const figure of [machine.capacityText, machine.dimensions, machine.weight, machine.coolingRange, machine.powerConsumption]) {
      expect(yaml).not.toContain(figure);
    }
  });

  it.each(ids)(
    '/products/%s shows the spec of the model: hero, key figures, reasons, steps, table, features, testimonial, pricing',
    (id) => {
      const machine = machines.items[id]!;
      renderSections(page(`/products/${id}`).sections);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(machine.fullName);
      expect(screen.getByText(machine.subtitle)).toBeTruthy();
      expect(screen.getByText(machine.description)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Back to Products' }).getAttribute('href')).toBe('/products');
      const pricing = screen.getAllByRole('link', { name: 'Get Pricing' });
      expect(pricing.length).toBeGreaterThanOrEqual(2);
      expect(pricing.every((a) => a.getAttribute('href') === '/contact')).toBe(true);
      const download = screen.getByRole('link', { name: 'Download Specs' });
      expect(download.getAttribute('href')).toBe('#specs');
      expect(document.getElementById(download.getAttribute('aria-describedby')!)?.textContent).toContain('save it as a PDF');

      const image = screen.getByRole('img', { name: machine.image.alt });
      expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual([
        String(machine.image.width),
        String(machine.image.height),
      ]);

      const table = within(document.getElementById('specs')!).getByRole('table');
      const rows = Object.fromEntries(
        within(table)
          .getAllByRole('row')
          .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]),
      );
      expect(rows).toMatchObject({
        Model: machine.fullName,
        Capacity: machine.capacityText,
        'Dimensions (W x D x H)': machine.dimensions,
        Weight: machine.weight,
        'Cooling range': machine.coolingRange,
        'Power consumption': machine.powerConsumption,
        Door: machines.common.door,
        Electrical: machines.common.power,
        'AI recognition': machines.common.recognition,
        Connectivity: machines.common.monitoring,
      });

      const why = screen.getByRole('heading', { level: 2, name: 'Why Choose This Model' }).parentElement!;
      const reasons = within(why)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
      expect(reasons).toEqual([
        ...(machine.specialFeature ? [machine.specialFeature] : []),
        '99% AI Accuracy',
        'Multi-Payment',
        'Real-Time Monitoring',
      ]);
      expect(why.textContent).toContain('Cards, Apple Pay and Google Pay');
      // The model's own feature says what it means, like the reasons after it.
      if (machine.specialFeature) {
        expect(machine.specialFeatureText, `${machine.name}: a sentence for its special feature`).toBeTruthy();
        const card = within(why).getByRole('heading', { level: 3, name: machine.specialFeature }).parentElement!;
        expect(card.textContent).toContain(machine.specialFeatureText);
      }

      expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
        expect.arrayContaining(['Step 1: Tap', 'Step 2: Grab', 'Step 3: Go']),
      );
      expect(screen.getByRole('heading', { name: 'Smart Features Built In' })).toBeTruthy();
      expect(screen.getAllByRole('img', { name: 'Rated 5 out of 5 stars' })).toHaveLength(1);
    },
  );
});

describe('the smart coolers page', () => {
  it('is a sequence of home-style sections with floating snacks and no form', () => {
    const types = page('/smart-coolers').sections.map((s) => s.type);
    expect(types).toContain('floating-snacks');
    expect(types).not.toContain('lead-form');
    const { container } = renderSections(page('/smart-coolers').sections);
    expect(container.querySelector('form')).toBeNull();
    expect(screen.getByRole('link', { name: 'Request Full Specs + Pricing' }).getAttribute('href')).toBe('#contact');
    expect(document.getElementById('contact')).not.toBeNull();
    expect(document.getElementById('how-it-works')).not.toBeNull();
  });
});

describe('floating snacks', () => {
  it('are decorative: hidden from assistive technology, unclickable, empty alt text', () => {
    const [snacks] = sectionsOf('/', 'floating-snacks');
    const { container } = renderSections([snacks!]);
    const layer = container.querySelector('[data-decoration="floating-snacks"]')!;
    expect(layer.getAttribute('aria-hidden')).toBe('true');
    expect(getComputedStyle(layer).pointerEvents).toBe('none');
    const images = [...layer.querySelectorAll('img')];
    expect(images).toHaveLength(snacks!.snacks.length);
    expect(images.every((img) => img.getAttribute('alt') === '')).toBe(true);
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });
});

describe('motion and hydration', () => {
  const routes = ['/', '/products', '/products/pro-model', '/smart-coolers'];

  it.each(routes)('%s: nothing prerendered is transparent or moved while it waits for JavaScript', async (route) => {
    const { html } = await renderServer(route, site, { route, page: page(route) });
    expect(html).not.toMatch(/opacity:\s*0(?![.\d])/);
    expect(html).not.toMatch(/transform:\s*translate/);
  });

  it.each(routes)('%s: hydrates each island of the prerendered HTML, as its own root, with no mismatch', async (route) => {
    // The menus re-render once after hydration (their ARIA states need scripts): inside act, as React expects.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const initial = { route, page: page(route) };
    const { html } = await renderServer(route, site, initial);
    // The cache below moves the page's style elements into <head> and adds its own. They go after
    // the test: jsdom's getComputedStyle reads every sheet of the document, which the worker keeps
    // for its next files, and some thousand sheets made those files' role queries slower.
    const headBefore = new Set(document.head.children);
    onTestFinished(() => {
      for (const element of [...document.head.children]) if (!headBefore.has(element)) element.remove();
    });
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    // What the browser has: the shared file of what islands read of site.yaml, and the islands' props.
    const shared = pickSite(site, islandSiteReads([initial.page!]));
    const cache = createCache({ key: 'css' });
    const theme = makeTheme(site.site.theme);
    // The islands' props, in the one block the server render ends with (the build moves it into a file).
    const pageProps = JSON.parse(container.querySelector('script[data-island-props]')!.textContent!) as IslandProps[];
    const islands = [...container.querySelectorAll<HTMLElement>('[data-island]')];
    expect(islands.length).toBeGreaterThan(0);
    const roots = await act(async () =>
      islands.map((island) => {
        const n = Number(island.getAttribute('data-island'));
        const props = pageProps[n]!;
        const component = (props.kind === 'header' ? Header : loadedSections()[props.section.type as SectionType]) as ComponentType<object>;
        return hydrateRoot(
          island,
          <CacheProvider value={cache}>
            <ThemeProvider theme={theme}>
              <IslandTree site={islandSite(shared, props)} props={props} component={component} />
            </ThemeProvider>
          </CacheProvider>,
          { onRecoverableError: recoverable, identifierPrefix: islandIdPrefix(n) },
        );
      }),
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    act(() => roots.forEach((root) => root.unmount()));
    container.remove();
  });
});
