// @vitest-environment jsdom
/**
 * The shipped site against SPEC §2 and §3: every route is built once from site/ and each of its
 * sections is checked for the texts, links, figures and form fields SPEC names, as listed in
 * spec-routes.table.ts. Texts are read from the visible text of the prerendered HTML (scripts,
 * styles, `hidden` and `aria-hidden` content left out, so the inlined page JSON cannot make a test
 * pass), links from their `href`.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { sharedBuild } from '../helpers/site-build';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  FOOTER,
  HEADER,
  MODELS,
  SERVICE_TYPE_OPTIONS,
  SPEC_ROUTES,
  type FormSpec,
  type LinkSpec,
  type RouteSpec,
  type SectionSpec,
} from './spec-routes.table';

let out: string;

beforeAll(async () => {
  out = await sharedBuild();
});

/* ---------------------------------------------------------------------------------------- */
/* SPEC placeholders ({phone}, {email}, {street}) from site/site.yaml                        */
/* ---------------------------------------------------------------------------------------- */

const contact = (
  parse(readFileSync('site/site.yaml', 'utf8')) as { contact: { phone: string; email: string; address: { street: string } } }
).contact;
const fill = (text: string) =>
  text.replaceAll('{phone}', contact.phone).replaceAll('{email}', contact.email).replaceAll('{street}', contact.address.street);

/* ---------------------------------------------------------------------------------------- */
/* Reading the prerendered HTML                                                              */
/* ---------------------------------------------------------------------------------------- */

const documents = new Map<string, Document>();

/** The prerendered document of a route, parsed once. */
function load(file: string): Document {
  let doc = documents.get(file);
  if (!doc) {
    doc = new DOMParser().parseFromString(readFileSync(join(out, file), 'utf8'), 'text/html');
    documents.set(file, doc);
  }
  return doc;
}

const BLOCK = new Set(
  'address article aside blockquote br button dd details dialog div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr label legend li main nav ol option p pre section select summary table tbody td textarea tfoot th thead tr ul'.split(
    ' ',
  ),
);
const SKIP = new Set(['script', 'style', 'template', 'noscript', 'svg']);

/**
 * The visible text of an element as text blocks: one string per block-level element, inline
 * elements joined as a browser shows them, whitespace collapsed.
 */
function blocks(root: Element): string[] {
  const found: string[] = [];
  let buffer = '';
  const flush = () => {
    const text = buffer.replace(/\s+/g, ' ').trim();
    if (text) found.push(text);
    buffer = '';
  };
  const walk = (node: Node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) buffer += child.textContent ?? '';
      else if (child.nodeType === Node.ELEMENT_NODE) {
        const element = child as Element;
        const tag = element.tagName.toLowerCase();
        if (SKIP.has(tag) || element.hasAttribute('hidden') || element.getAttribute('aria-hidden') === 'true') continue;
        const block = BLOCK.has(tag);
        if (block) flush();
        walk(element);
        if (block) flush();
      }
    }
  };
  walk(root);
  flush();
  return found;
}

const textOf = (element: Element) => blocks(element).join(' ');

/**
 * SPEC prose: lower case, `&` and `/` read as "and", punctuation dropped; words only. A word glued
 * to the next by markup ("Portal" + badge "Coming Soon" reads "PortalComing Soon") is split again.
 */
const words = (text: string) =>
  text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/[&/]/g, ' and ')
    .replace(/[^a-z0-9%+.\-]+/g, ' ')
    .split(' ')
    .map((word) => word.replace(/^[.\-]+|[.\-]+$/g, ''))
    .filter((word) => /[a-z0-9]/.test(word));

/** The words of `phrase` appear in this order in `block`. */
function proseIn(block: string, phrase: string) {
  const have = words(block);
  let at = 0;
  for (const word of words(phrase)) {
    const found = have.indexOf(word, at);
    if (found < 0) return false;
    at = found + 1;
  }
  return true;
}

/** SPEC §3 figures: no whitespace, no degree sign, any case. */
const figure = (text: string) => text.replace(/[\s°]+/g, '').toLowerCase();

/** What a link says to a sighted visitor: its text without visually hidden helpers, else its accessible name. */
function linkLabel(link: Element) {
  const copy = link.cloneNode(true) as Element;
  copy.querySelectorAll('.visually-hidden, svg').forEach((node) => node.remove());
  const text = (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text || link.getAttribute('aria-label') || link.querySelector('img')?.getAttribute('alt') || '';
}

const digits = (text: string) => text.replace(/\D/g, '');
function hrefMatches(actual: string | null, expected: string) {
  if (actual === null) return false;
  if (expected.startsWith('tel:')) return actual.startsWith('tel:') && digits(actual).endsWith(digits(expected));
  return actual === expected;
}

function describeLinks(scope: Element) {
  return [...scope.querySelectorAll('a')].map((a) => `${linkLabel(a)} -> ${a.getAttribute('href')}`);
}

function expectLink(scope: Element, spec: LinkSpec, where: string) {
  const href = fill(spec.href);
  const match = [...scope.querySelectorAll('a')].find(
    (a) => hrefMatches(a.getAttribute('href'), href) && (spec.text === undefined || linkLabel(a) === spec.text),
  );
  expect(
    match,
    `${where}: a link ${spec.text ? `"${spec.text}" ` : ''}to ${href}; links there: ${describeLinks(scope).join(', ')}`,
  ).toBeDefined();
  if (match && spec.newTab) {
    expect(match.getAttribute('target'), `${where}: ${href} opens in a new tab`).toBe('_blank');
    expect(match.getAttribute('rel'), `${where}: ${href} has no access to this page`).toContain('noopener');
  }
}

function expectExact(list: string[], expected: string, where: string) {
  const text = fill(expected);
  expect(
    list.some((block) => block.includes(text)),
    `${where}: "${text}" exactly as SPEC writes it${suggest(list, text)}`,
  ).toBe(true);
}

/** When an exact text is missing, point at the block that says nearly the same thing. */
function suggest(list: string[], text: string) {
  const near = list.find((block) => block.toLowerCase().includes(text.toLowerCase())) ?? list.find((block) => proseIn(block, text));
  return near ? `; the page says "${near}"` : '';
}

/** The <section> a SPEC section is in: the first whose text has a block equal to the anchor, else containing it. */
function findSection(doc: Document, anchor: string): { element: Element; index: number } | undefined {
  const main = doc.querySelector('main')!;
  const sections = [...main.querySelectorAll('section')].filter((s) => !s.parentElement?.closest('section'));
  const text = fill(anchor);
  const lists = sections.map((s) => blocks(s));
  let index = lists.findIndex((list) => list.some((block) => block === text));
  if (index < 0) index = lists.findIndex((list) => list.some((block) => block.includes(text)));
  return index < 0 ? undefined : { element: sections[index]!, index };
}

/* ---------------------------------------------------------------------------------------- */
/* Checks of one SPEC section                                                                */
/* ---------------------------------------------------------------------------------------- */

function checkSection(route: RouteSpec, spec: SectionSpec) {
  const doc = load(route.file);
  const main = doc.querySelector('main');
  expect(main, `${route.file} has a <main>`).not.toBeNull();
  const where = `${route.route} › ${spec.section}`;
  let scope: Element = main!;
  if (spec.anchor) {
    const found = findSection(doc, spec.anchor);
    expect(found, `${where}: a section with "${fill(spec.anchor)}"`).toBeDefined();
    scope = found!.element;
  }
  const list = blocks(scope);

  if (spec.h1 !== undefined) {
    const h1 = [...doc.querySelectorAll('main h1')].map((h) => textOf(h));
    expect(h1, `${where}: the page's one <h1>`).toEqual([spec.h1]);
  }
  for (const text of spec.exact ?? []) expectExact(list, text, where);
  for (const phrase of spec.prose ?? []) {
    expect(
      list.some((block) => proseIn(block, fill(phrase))),
      `${where}: says "${phrase}" (SPEC prose; case and punctuation free)`,
    ).toBe(true);
  }
  for (const value of spec.figures ?? []) {
    expect(
      list.some((block) => figure(block).includes(figure(value))),
      `${where}: shows the SPEC §3 figure "${value}"`,
    ).toBe(true);
  }
  for (const text of spec.absent ?? []) {
    const hit = list.find((block) => block.includes(fill(text)));
    expect(hit, `${where}: must not show "${text}"`).toBeUndefined();
  }
  for (const value of spec.absentFigures ?? []) {
    const hit = list.find((block) => figure(block).includes(figure(value)));
    expect(hit, `${where}: shows "${hit}", a figure of another model ("${value}")`).toBeUndefined();
  }
  for (const [value, label] of spec.stats ?? []) {
    const stat = [...scope.querySelectorAll('*')].some((element) => {
      if ((element.textContent ?? '').length > 80) return false;
      const text = textOf(element);
      return text.includes(value) && proseIn(text, label) && text.length <= value.length + label.length + 4;
    });
    expect(stat, `${where}: the statistic ${value} ${label}`).toBe(true);
  }
  for (const link of spec.links ?? []) expectLink(scope, link, where);
  for (const id of spec.ids ?? []) {
    expect(doc.getElementById(id), `${where}: an element with id "${id}"`).not.toBeNull();
    expect(scope.id === id || scope.querySelector(`#${id}`) !== null, `${where}: id "${id}" is on this section`).toBe(true);
  }
  if (spec.steps) checkSteps(scope, spec.steps, where);
  if (spec.testimonials !== undefined) {
    const ratings = [...scope.querySelectorAll('[role="img"][aria-label*="out of"]')].map((r) => r.getAttribute('aria-label'));
    expect(ratings, `${where}: ${spec.testimonials} testimonial(s), each rated 5 stars`).toEqual(
      Array(spec.testimonials).fill(expect.stringMatching(/\b5 out of 5\b/)),
    );
    expect(scope.querySelectorAll('blockquote, figure, article').length, `${where}: the testimonial quotes`).toBeGreaterThanOrEqual(
      spec.testimonials,
    );
  }
  if (spec.cards !== undefined) {
    const titles = [...scope.querySelectorAll('h3')].map((h) => textOf(h));
    expect(titles, `${where}: ${spec.cards} cards`).toHaveLength(spec.cards);
  }
  if (spec.lineup) checkLineup(scope, spec.lineup, where);
  if (spec.posterVideo) {
    expect(scope.querySelector('img'), `${where}: a poster image`).not.toBeNull();
    const play = [...scope.querySelectorAll('button')].find((b) =>
      /video/i.test(`${b.getAttribute('aria-label') ?? ''} ${b.textContent ?? ''}`),
    );
    expect(play, `${where}: a button that plays the video`).toBeDefined();
  }
  if (spec.form) checkForm(doc, scope, spec.form, where);
}

function checkSteps(scope: Element, titles: string[], where: string) {
  const items = [...scope.querySelectorAll('li[data-active]')];
  const shown = items.map((li) => {
    const heading = li.querySelector('h3')!.cloneNode(true) as Element;
    heading.querySelectorAll('.visually-hidden').forEach((node) => node.remove());
    return (heading.textContent ?? '').trim();
  });
  expect(shown, `${where}: the steps in order`).toEqual(titles);
  const bar = scope.querySelector('[role="progressbar"]');
  expect(bar, `${where}: a progress bar`).not.toBeNull();
  expect(bar!.getAttribute('aria-valuemax'), `${where}: the bar counts the steps`).toBe(String(titles.length));
  // Before any scrolling (the prerendered state), no step is highlighted yet.
  expect(bar!.getAttribute('aria-valuenow')).toBe('0');
  expect(items.map((li) => li.getAttribute('data-active'))).toEqual(titles.map(() => 'false'));
}

function checkLineup(scope: Element, ids: string[], where: string) {
  const learnMore = [...scope.querySelectorAll('a')].filter(
    (a) => linkLabel(a) === 'Learn More' && a.getAttribute('href')?.startsWith('/products/'),
  );
  expect(
    learnMore.map((a) => a.getAttribute('href')),
    `${where}: a Learn More link per model, in order`,
  ).toEqual(ids.map((id) => `/products/${id}`));
  for (const id of ids) {
    const model = MODELS.find((m) => m.id === id)!;
    const card = learnMore.find((a) => a.getAttribute('href') === `/products/${id}`)!.closest('li, article')!;
    expect(card, `${where}: the card of ${id}`).not.toBeNull();
    const text = blocks(card);
    expectExact(text, model.name, `${where} › ${id}`);
    expect(
      text.some((block) => figure(block).includes(figure(model.capacity))),
      `${where} › ${id}: capacity badge ${model.capacity}`,
    ).toBe(true);
    expect(card.querySelector('img'), `${where} › ${id}: an image`).not.toBeNull();
    expectLink(card, { text: 'Get Pricing', href: '/contact' }, `${where} › ${id}`);
  }
}

function checkForm(doc: Document, scope: Element, spec: FormSpec, where: string) {
  expect(
    doc.querySelectorAll(`form[data-form-type="${spec.formType}"]`),
    `${where}: one form sending formType ${spec.formType}`,
  ).toHaveLength(1);
  const form = scope.querySelector<HTMLFormElement>(`form[data-form-type="${spec.formType}"]`);
  expect(
    form,
    `${where}: the form is in this section; forms on the page: ${[...doc.querySelectorAll('form')].map((f) => f.getAttribute('data-form-type')).join(', ')}`,
  ).not.toBeNull();
  const labelOf = (control: Element) => {
    const labels = (control as HTMLInputElement).labels;
    return labels && labels.length ? textOf(labels[0]!) : '';
  };
  for (const field of spec.fields) {
    const control = form!.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${field.name}"]`);
    expect(control, `${where}: the ${field.name} field`).not.toBeNull();
    const type = control!.tagName === 'TEXTAREA' ? 'textarea' : (control as HTMLInputElement).type;
    expect(type, `${where}: ${field.name} is of type ${field.type}`).toBe(field.type);
    expect(control!.required, `${where}: ${field.name} is ${field.required ? 'required' : 'optional'}`).toBe(field.required);
    const label = labelOf(control!);
    if (field.labelProse) {
      for (const phrase of field.labelProse)
        expect(proseIn(label, phrase), `${where}: the ${field.name} label says "${phrase}"; it says "${label}"`).toBe(true);
    } else if (field.required) {
      expect(label, `${where}: the label of ${field.name}`).toBe(field.label);
    } else {
      expect(
        label.startsWith(field.label) && /optional/i.test(label),
        `${where}: ${field.name} is labelled "${field.label}" and marked optional; it says "${label}"`,
      ).toBe(true);
    }
  }
  for (const name of spec.absent ?? []) {
    expect(form!.querySelector(`[name="${name}"]`), `${where}: SPEC says this form has no ${name}`).toBeNull();
  }
  const select = form!.querySelector<HTMLSelectElement>(`select[name="${spec.select.name}"]`);
  expect(select, `${where}: the ${spec.select.name} selection`).not.toBeNull();
  expect(select!.required, `${where}: the selection is required`).toBe(true);
  if (spec.select.label) expect(labelOf(select!), `${where}: the label of the selection`).toBe(spec.select.label);
  const options = [...select!.options];
  const choosable = options.filter((o) => !o.disabled);
  expect(
    choosable.map((o) => o.value),
    `${where}: the ${spec.select.name} options (SPEC §3)`,
  ).toEqual(spec.select.options.map((o) => o.value));
  spec.select.options.forEach((o, i) => {
    if (o.label) expect(textOf(choosable[i]!), `${where}: the label of option ${o.value}`).toBe(o.label);
  });
  // SPEC §5: select options must not have an empty value. The only empty one is the disabled placeholder.
  for (const option of options.filter((o) => o.value === ''))
    expect(option.disabled, `${where}: an option with an empty value ("${option.textContent}") can be chosen`).toBe(true);
}

/* ---------------------------------------------------------------------------------------- */
/* The tests                                                                                 */
/* ---------------------------------------------------------------------------------------- */

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [relative(out, path)] : [];
  });
}

describe('SPEC §2: the routes', () => {
  it('prerenders exactly the routes of SPEC §2, plus 404.html for any other path', () => {
    expect(htmlFiles(out).sort()).toEqual(SPEC_ROUTES.map((r) => r.file).sort());
  });

  it('gives every route a <title> of its own', () => {
    const titles = SPEC_ROUTES.map((r) => ({ route: r.route, title: load(r.file).title.trim() }));
    for (const { route, title } of titles) expect(title, `${route} has a <title>`).not.toBe('');
    const seen = new Map<string, string>();
    for (const { route, title } of titles) {
      expect(seen.get(title), `${route} and ${seen.get(title)} share the title "${title}"`).toBeUndefined();
      seen.set(title, route);
    }
  });
});

describe.each(SPEC_ROUTES)('SPEC §2 $route ($screen)', (route) => {
  it.each(route.sections.map((section) => [section.section, section] as const))('%s', (_name, section) => {
    expect(existsSync(join(out, route.file)), `${route.file} is built`).toBe(true);
    checkSection(route, section);
  });

  it('shows its sections in the order SPEC lists them', () => {
    const doc = load(route.file);
    const order = route.sections
      .filter((s) => s.anchor)
      .map((s) => ({ section: s.section, index: findSection(doc, s.anchor!)?.index ?? -1 }));
    for (let i = 1; i < order.length; i++) {
      expect(order[i]!.index, `"${order[i]!.section}" comes after "${order[i - 1]!.section}"`).toBeGreaterThanOrEqual(order[i - 1]!.index);
    }
  });
});

describe('SPEC §2 header and footer, on every route', () => {
  it('header: logo to /, Home, Services dropdown (six service pages), About, Contact, Get Started', () => {
    for (const route of SPEC_ROUTES) {
      const where = `${route.route} header`;
      const header = load(route.file).querySelector('header');
      expect(header, `${route.file} has a <header>`).not.toBeNull();
      const logo = [...header!.querySelectorAll('a')].find((a) => a.getAttribute('href') === HEADER.logoHref && a.querySelector('img'));
      expect(logo, `${where}: the logo links to /`).toBeDefined();
      for (const link of HEADER.links) expectLink(header!, link, where);
      expectLink(header!, HEADER.action, where);
      const nav = header!.querySelector('nav')!;
      const toggle = [...nav.querySelectorAll('button')].find((b) => (b.textContent ?? '').trim() === HEADER.dropdown.label);
      expect(toggle, `${where}: a ${HEADER.dropdown.label} dropdown button`).toBeDefined();
      // A popover the button opens without JavaScript; closed until then (aria-expanded comes with the app).
      const menu = nav.ownerDocument.getElementById(toggle!.getAttribute('popovertarget') ?? '');
      expect(menu?.getAttribute('popover'), `${where}: the dropdown is a popover`).toBe('auto');
      expect(toggle!.getAttribute('aria-controls'), `${where}: the button names the dropdown`).toBe(menu?.id);
      expect(menu, `${where}: the dropdown the button controls`).not.toBeNull();
      expect(
        [...menu!.querySelectorAll('a')].map((a) => a.getAttribute('href')),
        `${where}: the dropdown entries`,
      ).toEqual(HEADER.dropdown.hrefs);
    }
  });

  it('footer: three social links, Quick Links, Products AI Mini … AI Ultra, contact info, legal links, Copyright 2025', () => {
    // SPEC §9: e-mail info@{host}.
    expect(contact.email).toMatch(/^info@/);
    for (const route of SPEC_ROUTES) {
      const where = `${route.route} footer`;
      const footer = load(route.file).querySelector('footer');
      expect(footer, `${route.file} has a <footer>`).not.toBeNull();
      const social = [...footer!.querySelectorAll('a')].filter((a) => /^https?:/.test(a.getAttribute('href') ?? ''));
      expect(social, `${where}: ${FOOTER.socialLinks} social links`).toHaveLength(FOOTER.socialLinks);
      for (const a of social) expectLink(footer!, { href: a.getAttribute('href')!, newTab: true }, where);
      for (const href of FOOTER.quickLinks) expectLink(footer!, { href }, where);
      for (const link of FOOTER.products) expectLink(footer!, link, where);
      for (const href of FOOTER.legal) expectLink(footer!, { href }, where);
      for (const link of FOOTER.contact.links) expectLink(footer!, link, where);
      const text = blocks(footer!);
      for (const t of [...FOOTER.contact.exact, ...FOOTER.exact]) expectExact(text, t, where);
    }
  });
});

describe('SPEC §3: each product page shows its own model', () => {
  it.each(MODELS.map((m) => [m.id, m.name, m] as const))('/products/%s is titled %s, no other model', (id, _name, model) => {
    const doc = load(`products/${id}/index.html`);
    expect(doc.title).toContain(model.name);
    for (const other of MODELS.filter((m) => m.id !== id)) expect(doc.title).not.toContain(other.name);
  });
});

describe('SPEC §3: the service-type list', () => {
  // SPEC gives the vending-services installation form the location types (§3 unitType options), and
  // a form has one drop-down; the service-type list is kept as an option set any form can name.
  it('is available as an option set: full-service, micro-market, pantry, smart-cooler, purchase', () => {
    const options = parse(readFileSync('site/data/options.yaml', 'utf8')) as { items: Record<string, { options: { value: string }[] }> };
    expect(options.items['service-types']!.options.map((option) => option.value)).toEqual([...SERVICE_TYPE_OPTIONS]);
  });
});
