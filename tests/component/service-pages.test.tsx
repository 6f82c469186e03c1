// @vitest-environment jsdom
import { ThemeProvider } from '@emotion/react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteData } from '../../src/content/model';
import { SiteProvider } from '../../src/content/site-context';
import type { LeadFormSection, Section } from '../../src/generated/content-types';
import { PageRenderer } from '../../src/render/PageRenderer';
import { uniqueSlugs } from '../../src/sections/legal-text';
import { asLoaded } from './as-loaded';
import { makeTheme } from '../../src/theme/theme';
import { visitor } from '../helpers/lead-form';
import { loadFixtureSite, renderSectionsOf } from '../helpers/render';

const model = loadFixtureSite('site');
const site: SiteData = model.site;
const theme = makeTheme(site.site.theme);
const contact = site.site.contact;

function pageSections(route: string): Section[] {
  const page = model.pages.find((p) => p.route === route);
  if (!page) throw new Error(`no page ${route}`);
  return page.sections;
}

function sectionsOf<T extends Section['type']>(route: string, type: T) {
  return pageSections(route).filter((s): s is Extract<Section, { type: T }> => s.type === type);
}

const renderSections = (sections: Section[]) => renderSectionsOf(site, sections);

afterEach(cleanup);

const formRoutes = ['/vending-services', '/micro-market', '/pantry-services', '/machine-sales', '/get-started', '/contact'];

describe('lead-form sections of the shipped pages', () => {
  it.each(formRoutes)('%s: every control has a visible label tied to it, required fields are required', (route) => {
    const [section] = sectionsOf(route, 'lead-form');
    expect(section).toBeDefined();
    const { container } = renderSections([section!]);
    const form = container.querySelector('form')!;
    const controls = [...form.querySelectorAll('input:not([type=hidden]), select, textarea')] as HTMLInputElement[];
    for (const control of controls) {
      expect(control.id, control.outerHTML).not.toBe('');
      const labels = [...(control.labels ?? [])];
      expect(labels, `label of ${control.name}`).toHaveLength(1);
      expect(labels[0]!.textContent!.trim()).not.toBe('');
      expect(labels[0]!.className).not.toContain('visually-hidden');
    }
    const email = within(form).getByLabelText('Email Address') as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(email.required).toBe(true);
    const phone = within(form).getByLabelText('Phone Number') as HTMLInputElement;
    expect(phone.type).toBe('tel');
    expect(phone.required).toBe(true);
    const select = within(form).getByLabelText(section!.select.label) as HTMLSelectElement;
    expect(select.required).toBe(true);
    expect(select.name).toBe(section!.select.name);
    const consent = within(form).getByRole('checkbox');
    expect((consent as HTMLInputElement).required).toBe(true);
    expect(within(form).getByRole('button', { name: section!.submitLabel }).getAttribute('type')).toBe('submit');
  });

  it.each(formRoutes)('%s: no option can be sent with an empty value', (route) => {
    const [section] = sectionsOf(route, 'lead-form');
    const { container } = renderSections([section!]);
    const select = container.querySelector('select')!;
    const options = [...select.options];
    const choosable = options.filter((option) => !option.disabled);
    expect(choosable.map((o) => o.value)).toEqual(model.site.data.options.items[section!.select.optionSet]!.options.map((o) => o.value));
    for (const option of choosable) expect(option.value.trim()).not.toBe('');
    // The prompt is the only empty option, cannot be picked, and leaves the required list unfilled.
    expect(options.filter((o) => o.value === '')).toHaveLength(1);
    expect(options[0]!.disabled).toBe(true);
    expect(select.validity.valueMissing).toBe(true);
  });

  it('shows the fields SPEC §5 asks for on each kind of form', () => {
    const labelsOf = (route: string) => {
      const { container, unmount } = renderSections(sectionsOf(route, 'lead-form'));
      const labels = [...container.querySelectorAll('label')].filter((l) => !l.closest('[data-honeypot]')).map((l) => l.textContent);
      unmount();
      return labels;
    };
    const consent = (text: string | null) => text?.startsWith('I agree');
    expect(labelsOf('/vending-services').filter((l) => !consent(l))).toEqual([
      'Full Name',
      'Business Name',
      'Email Address',
      'Phone Number',
      'Location Type',
      'Additional Details (optional)',
    ]);
    expect(labelsOf('/contact').filter((l) => !consent(l))).toEqual([
      'Full Name',
      'Email Address',
      'Phone Number',
      'Machine Model',
      'Additional Details (optional)',
    ]);
    expect(labelsOf('/get-started').filter((l) => !consent(l))).toEqual([
      'First Name',
      'Last Name',
      'Email Address',
      'Phone Number',
      'Service of Interest',
    ]);
    expect(labelsOf('/machine-sales')).toContain('What are you interested in');
  });

  it('names the fields as the lead request does, with a honeypot hidden from people', () => {
    const { container } = renderSections(sectionsOf('/get-started', 'lead-form'));
    const form = container.querySelector('form')!;
    const visible = [...form.elements].filter((e) => !e.closest('[data-honeypot]') && (e as HTMLInputElement).type !== 'hidden');
    expect(visible.map((e) => (e as HTMLInputElement).name).filter(Boolean)).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'service',
      'consent',
    ]);
    // The shipped webhook (the local inbox) takes form posts: what a post without JavaScript adds.
    const hidden = [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((e) => [e.name, e.value]);
    expect(hidden).toEqual([
      ['formType', 'get_started_request'],
      ['source', sectionsOf('/get-started', 'lead-form')[0]!.source],
      ['next', '/thank-you'],
    ]);
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/leads');
    const trap = form.querySelector<HTMLInputElement>('[data-honeypot] input')!;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.closest('[data-honeypot]')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('uses the form types of SPEC §3 per page', () => {
    const types = Object.fromEntries(formRoutes.map((route) => [route, sectionsOf(route, 'lead-form')[0]!.formType]));
    expect(types).toEqual({
      '/vending-services': 'installation_request',
      '/micro-market': 'micro_market_request',
      '/pantry-services': 'pantry_services_request',
      '/machine-sales': 'machine_sales_request',
      '/get-started': 'get_started_request',
      '/contact': 'quote_request',
    });
  });

  it('requires consent with the SPEC §5 wording: the schema default, which a form without a consent line shows', () => {
    const schema = JSON.parse(readFileSync('schema/sections/lead-form.schema.json', 'utf8'));
    const standard = schema.properties.consent.default as string;
    for (const phrase of [
      'transactional and marketing/promotional messages',
      'Message frequency varies',
      'Message and data rates may apply',
      'Reply HELP for help or STOP to opt out',
    ]) {
      expect(standard).toContain(phrase);
    }
    const [form] = sectionsOf('/contact', 'lead-form');
    expect(readFileSync('site/pages/contact.yaml', 'utf8')).not.toMatch(/^\s*consent:/m);
    expect(form!.consent).toBe(standard);
    renderSections([form!]);
    const consent = screen.getByLabelText(standard) as HTMLInputElement;
    expect(consent.type).toBe('checkbox');
    expect(consent.required).toBe(true);
    expect(consent.checked).toBe(false);
  });

  it('uses the consent text a page sets', () => {
    const section: LeadFormSection = { ...sectionsOf('/contact', 'lead-form')[0]!, consent: 'I agree to be contacted about my quote.' };
    renderSections([section]);
    expect((screen.getByLabelText('I agree to be contacted about my quote.') as HTMLInputElement).required).toBe(true);
  });

  it('is invalid while empty and keeps every typed value after a submit attempt, without leaving the page', () => {
    const { container } = renderSections(sectionsOf('/vending-services', 'lead-form'));
    const form = container.querySelector('form')!;
    expect(form.checkValidity()).toBe(false);

    // What a visitor types (tests/helpers/lead-form.ts), by label, and a choice of the list.
    const typed: [label: string, value: string][] = [
      ['Full Name', visitor.name],
      ['Business Name', visitor.businessName],
      ['Email Address', visitor.email],
      ['Phone Number', visitor.phone],
      ['Location Type', 'hospital'],
      ['Additional Details (optional)', visitor.message],
    ];
    for (const [label, value] of typed) fireEvent.change(screen.getByLabelText(label), { target: { value } });
    expect(form.checkValidity()).toBe(false);
    fireEvent.click(screen.getByRole('checkbox'));
    expect(form.checkValidity()).toBe(true);

    // The lead goes to a network that never answers: the page stays as it is, sending.
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);

    for (const [label, value] of typed) expect((screen.getByLabelText(label) as HTMLInputElement).value, label).toBe(value);
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
  });

  it('shows the reasons beside the contact form', () => {
    renderSections(sectionsOf('/contact', 'lead-form'));
    const aside = screen.getByRole('complementary', { name: 'Why Choose Us' });
    expect(
      within(aside)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p')!.textContent),
    ).toEqual(['Free Consultation', 'Custom Solutions', 'Ongoing Support']);
  });
});

describe('contact-cards', () => {
  it('shows the e-mail, phone, service area and hours of site.yaml on /contact', () => {
    renderSections(sectionsOf('/contact', 'contact-cards'));
    expect(screen.getByRole('heading', { level: 2, name: 'Contact Information' })).toBeTruthy();
    expect(screen.getByRole('link', { name: contact.email }).getAttribute('href')).toBe(`mailto:${contact.email}`);
    expect(screen.getByRole('link', { name: contact.phone }).getAttribute('href')).toBe(`tel:${contact.phone.replace(/[^+0-9]/g, '')}`);
    expect(screen.getByText(contact.serviceArea)).toBeTruthy();
    expect(screen.getByText(contact.hours)).toBeTruthy();
    expect(screen.getByText(contact.hoursNote!)).toBeTruthy();
    expect(screen.getByText('We reply within 24 hours')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Email Us',
      'Call Us',
      'Service Area',
      'Business Hours',
    ]);
  });

  it('follows site.yaml when the contact details change', () => {
    const changed: SiteData = {
      ...site,
      site: { ...site.site, contact: { ...contact, email: 'sales@other.example', phone: '+1 800 555 0100' } },
    };
    render(
      <MemoryRouter>
        <ThemeProvider theme={theme}>
          <SiteProvider value={changed}>
            <PageRenderer sections={sectionsOf('/thank-you', 'contact-cards')} />
          </SiteProvider>
        </ThemeProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'sales@other.example' }).getAttribute('href')).toBe('mailto:sales@other.example');
    expect(screen.getByRole('link', { name: '+1 800 555 0100' }).getAttribute('href')).toBe('tel:+18005550100');
  });

  it('never copies the contact details into the page YAML', () => {
    for (const route of ['/contact', '/thank-you', '/privacy-policy', '/terms-of-service', '/cookie-policy']) {
      const text = JSON.stringify(pageSections(route));
      for (const value of [contact.email, contact.phone, contact.address.street, contact.hours])
        expect(text, `${route} copies ${value}`).not.toContain(value);
    }
  });
});

describe('legal', () => {
  it('renders paragraphs and bullet lists as text, never as HTML', () => {
    const [section] = asLoaded([
      {
        type: 'legal',
        title: 'Test Policy',
        effectiveDate: '2025-10-06',
        intro: ['<b>Not bold</b> & plain'],
        sections: [
          {
            heading: 'What We Collect',
            body: ['Before the list:', { list: ['<script>alert(1)</script>', 'Your e-mail address'] }, 'After the list.'],
          },
        ],
        contact: { heading: 'Contact Us', text: 'Write to us:' },
      },
    ]);
    const { container } = renderSections([section!]);
    expect(screen.getByRole('heading', { level: 1, name: 'Test Policy' })).toBeTruthy();
    expect(screen.getByText('<b>Not bold</b> & plain')).toBeTruthy();
    expect(container.querySelector('b, script')).toBeNull();
    const part = screen.getByRole('region', { name: '1. What We Collect' });
    const items = within(part)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(['<script>alert(1)</script>', 'Your e-mail address']);
    const order = [...part.children].map((el) => el.tagName);
    expect(order).toEqual(['H2', 'P', 'UL', 'P']);
    expect(container.querySelector('time')!.getAttribute('datetime')).toBe('2025-10-06');
  });

  it('shows the postal address, phone and e-mail of site.yaml on every legal page', () => {
    for (const route of ['/privacy-policy', '/terms-of-service', '/cookie-policy']) {
      const { container, unmount } = renderSections(pageSections(route));
      const address = container.querySelector('address')!;
      const text = address.textContent!;
      for (const value of [contact.address.street, contact.address.city, contact.address.postalCode, contact.phone, contact.email])
        expect(text, route).toContain(value);
      expect(within(address).getByRole('link', { name: contact.email }).getAttribute('href')).toBe(`mailto:${contact.email}`);
      expect(container.querySelector('time')!.textContent).toBe('October 6, 2025');
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      unmount();
    }
  });

  it('says what SPEC §2 requires of each policy', () => {
    const textOf = (route: string) => JSON.stringify(pageSections(route));
    expect(textOf('/privacy-policy')).toMatch(/children under 13/);
    expect(textOf('/terms-of-service')).toMatch(/at least 18 years old/);
    expect(textOf('/terms-of-service')).toMatch(/laws of the State of Texas/);
    for (const kind of ['Essential cookies', 'Analytics cookies', 'Functionality cookies', 'Advertising cookies'])
      expect(textOf('/cookie-policy')).toContain(kind);
  });

  it('turns headings into unique anchors', () => {
    expect(uniqueSlugs(['Contact Us', 'Cookies & You', 'Contact Us'])).toEqual(['contact-us', 'cookies-and-you', 'contact-us-2']);
  });
});

describe('service pages', () => {
  it('keeps headings in order on every page of this part', () => {
    for (const route of [
      '/vending-services',
      '/micro-market',
      '/pantry-services',
      '/machine-sales',
      '/support-training',
      '/get-started',
      '/contact',
      '/thank-you',
      '/privacy-policy',
    ]) {
      const { container, unmount } = renderSections(pageSections(route));
      const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
      expect(levels[0], route).toBe(1);
      expect(
        levels.filter((l) => l === 1),
        route,
      ).toHaveLength(1);
      levels.forEach((level, i) => i > 0 && expect(level - levels[i - 1]!, `${route} heading ${i}`).toBeLessThanOrEqual(1));
      unmount();
    }
  });

  it('marks the support portal as coming soon and links Get Support & Training to /get-started', () => {
    renderSections(pageSections('/support-training'));
    expect(screen.getByRole('heading', { level: 2, name: /Online Support Portal\s*Coming Soon/ })).toBeTruthy();
    for (const link of screen.getAllByRole('link', { name: 'Get Support & Training' }))
      expect(link.getAttribute('href')).toBe('/get-started');
  });

  it('thanks the visitor and links back home and to the products', () => {
    renderSections(pageSections('/thank-you'));
    expect(screen.getByText(/contact you within 24 hours with custom pricing/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Explore Our Products' }).getAttribute('href')).toBe('/products');
    expect(screen.getByRole('link', { name: contact.phone })).toBeTruthy();
    expect(screen.getByRole('link', { name: contact.email })).toBeTruthy();
  });
});
