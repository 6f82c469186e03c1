// @vitest-environment jsdom
/**
 * A link may go to "the company phone" or "the company e-mail" (contact:phone, contact:email): the
 * loader gives the page the tel: and mailto: links of site.yaml as they are at this load, so a new
 * number in site.yaml reaches every such button, also when the page itself was kept by the cache.
 */
import { cleanup, screen } from '@testing-library/react';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentCache } from '../../src/build/content/content-cache';
import { loadSite } from '../../src/build/content/load-site';
import type { Section } from '../../src/generated/content-types';
import { renderSectionsOf } from '../helpers/render';
import { temporaryFolder } from '../helpers/temporary';

afterEach(() => cleanup());

const siteDir = join(temporaryFolder('contact-links-'), 'site');
cpSync('tests/fixtures/valid/minimal', siteDir, { recursive: true });
const contact = join(siteDir, 'pages/contact.yaml');
writeFileSync(
  contact,
  readFileSync(contact, 'utf8').replace(
    '      - label: Home\n        href: /\n',
    '      - label: Call Us\n        href: contact:phone\n      - label: Write to Us\n        href: contact:email\n',
  ),
);
const cache = contentCache(resolve('schema'));
const load = () => loadSite({ siteDir, schemaDir: resolve('schema'), cache });

function contactCta() {
  const { model, issues } = load();
  expect(issues.filter((issue) => issue.severity === 'error')).toEqual([]);
  const page = model!.pages.find((candidate) => candidate.route === '/contact')!;
  return { site: model!.site, cta: page.sections.find((section) => section.type === 'cta') as Section & { actions: { href: string }[] } };
}

describe('links to the company phone and e-mail', () => {
  it('are the tel: and mailto: links of site.yaml in the loaded page, and in the links visitors get', () => {
    const { site, cta } = contactCta();
    expect(cta.actions.map((action) => action.href)).toEqual(['tel:(214) 555-0142', 'mailto:info@smartvend.example']);
    renderSectionsOf(site, [cta]);
    expect(screen.getByRole('link', { name: 'Call Us' }).getAttribute('href')).toBe('tel:2145550142');
    expect(screen.getByRole('link', { name: 'Write to Us' }).getAttribute('href')).toBe('mailto:info@smartvend.example');
    // The file keeps the name, not the number.
    expect(readFileSync(contact, 'utf8')).toContain('href: contact:phone');
  });

  it('follow a new number in site.yaml, though the page file (kept by the cache) did not change', () => {
    contactCta();
    const file = join(siteDir, 'site.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('phone: (214) 555-0142', 'phone: (972) 555-0199'));
    const { site, cta } = contactCta();
    expect(cta.actions[0]!.href).toBe('tel:(972) 555-0199');
    renderSectionsOf(site, [cta]);
    expect(screen.getByRole('link', { name: 'Call Us' }).getAttribute('href')).toBe('tel:9725550199');
  });

  it('are refused in the words of the loader when misspelt', () => {
    writeFileSync(contact, readFileSync(contact, 'utf8').replace('href: contact:email', 'href: contact:mail'));
    const issue = load().issues.find((candidate) => candidate.file === contact && candidate.severity === 'error');
    expect(issue?.message).toContain('or contact:phone or contact:email');
  });
});
