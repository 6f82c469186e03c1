/**
 * The guard rails of issue 6: every page has one main heading (H1) and at most one lead form, a
 * description search results can show, alt text on every picture (or an explicit decorative: true)
 * and consent text on every lead form.
 *
 * Like tests/unit/loader-errors.test.ts, each case loads tests/fixtures/invalid/<case> laid over
 * tests/fixtures/valid/minimal and compares the complete list of headlines, so a missing issue, an
 * extra issue or a wrong position fails. loader-errors.test.ts counts a case folder as used when
 * this file calls load('<case>') with its name.
 */
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../src/build/diagnostics/catalogue';
import { main as validateMain } from '../../src/build/cli/validate';
import { runMain } from '../helpers/cli';
import { REPO_DIR, SCHEMA_DIR, type FixtureSite } from '../helpers/fixture-site';
import { expectReport, loadCase as load } from '../helpers/load-report';
import { temporaryFolder } from '../helpers/temporary';
import { buildInProcess } from '../helpers/vite-config';

describe('one main heading (H1) per page', () => {
  it('a second hero-like section is an error at that section', () => {
    const loaded = load('two-main-headings');
    expectReport(loaded, [
      'site/pages/about.yaml:9:5  sections[2] (product-hero): a second main heading (H1): sections[0] (hero) already gives this page its main heading',
    ]);
    expect(loaded.issues[0]).toMatchObject({
      code: 'extra-main-heading',
      severity: 'error',
      hint: 'Keep one hero, product-hero or legal section per page; for another heading use a section with a title, such as text, benefits or cta.',
    });
  });

  it('a page without a hero-like section is a warning at sections:, and the site still loads', () => {
    const loaded = load('no-main-heading');
    expectReport(loaded, [
      'site/pages/about.yaml:3:1  warning: sections: this page has no main heading (H1): none of its sections is a hero, product-hero or legal',
    ]);
    expect(loaded.issues[0]).toMatchObject({
      code: 'no-main-heading',
      severity: 'warning',
      hint: 'Start the page with a hero section (product-hero on a machine page, legal on a legal page): it shows the one main heading that visitors, screen readers and search engines look for.',
    });
  });
});

describe('at most one lead form per page', () => {
  it('a second lead form is an error at that form, and the hint names the first form', () => {
    const loaded = load('two-lead-forms');
    expectReport(loaded, [
      'site/pages/about.yaml:13:5  sections[2] (lead-form): a second lead form: sections[1] (lead-form) is already the form of this page, and a page has at most one',
    ]);
    expect(loaded.issues[0]).toMatchObject({
      code: 'extra-lead-form',
      severity: 'error',
      hint: 'Remove this form; buttons jump to the page\'s form with href: "#request-form".',
    });
  });
});

describe('ids unique within a page', () => {
  it('a section id used twice is an error at the second id', () => {
    const loaded = load('duplicate-section-id');
    expect(loaded.headlines).toContain(
      'site/pages/about.yaml:12:9  sections[1] (text) › id: the section id "mission" is used twice on this page',
    );
    expect(loaded.result.model).toBeUndefined();
  });
});

describe('starter text still to be replaced', () => {
  it('each starter text of a new page is a warning at its field: the site loads, validate --strict fails', async () => {
    const loaded = load('starter-text');
    expectReport(loaded, [
      'site/pages/about.yaml:2:14  warning: description: "Replace this with one or two sentences on Fixture About: ..." is starter text of a new page, still to be replaced',
      'site/pages/about.yaml:6:15  warning: sections[0] (hero) › subtitle: "One or two sentences on what this page offers and who it ..." is starter text of a new page, still to be replaced',
      'site/pages/about.yaml:10:16  warning: sections[1] (benefits) › items[0] › title: "First Reason" is starter text of a new page, still to be replaced',
    ]);
    expect(loaded.issues[0]).toMatchObject({
      code: 'starter-text',
      severity: 'warning',
      hint: 'Write the words this page needs in its place (or remove the part): until then it would go live as it is.',
    });
    expect((await runMain(validateMain, [], { SITE_DIR: loaded.siteDir })).code).toBe(0);
    expect((await runMain(validateMain, ['--strict'], { SITE_DIR: loaded.siteDir })).code).toBe(1);
  });
});

describe('search title and description', () => {
  it('a description under 50 characters is a warning at the description', () => {
    const loaded = load('short-description');
    expectReport(loaded, [
      'site/pages/about.yaml:2:14  warning: description: the description is 26 characters long; search results show 50 to 160 to summarise a page',
    ]);
    expect(loaded.issues[0]).toMatchObject({
      code: 'short-description',
      severity: 'warning',
      hint: 'Lengthen the description to 50 characters or more: one or two sentences on what the page offers.',
    });
  });

  it('a description over 160 characters is a warning', () => {
    const loaded = load('short-description', (site) => {
      const file = join(site.siteDir, 'pages/about.yaml');
      writeFileSync(
        file,
        readFileSync(file, 'utf8').replace('About the fixture company.', `About the fixture company. ${'More words. '.repeat(12).trim()}`),
      );
    });
    expectReport(loaded, [
      'site/pages/about.yaml:2:14  warning: description: the description is 170 characters long; search results cut it after about 160',
    ]);
    expect(loaded.issues[0]!.code).toBe('long-description');
  });

  it('counts the characters a reader sees: an emoji of several code points or a letter with a combining accent is one', () => {
    const chef = '\u{1F469}\u200D\u{1F373}';
    const accented = 'e\u0301';
    const withTitle = (title: string) =>
      load('long-title', (site) => {
        const file = join(site.siteDir, 'pages/about.yaml');
        writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .*$/m, `title: ${title}`));
      });
    expectReport(withTitle(chef.repeat(20)), []);
    expectReport(withTitle(accented.repeat(60)), []);
    expectReport(withTitle(accented.repeat(61)), [
      'site/pages/about.yaml:1:8  warning: title: the title is 61 characters long; search results cut it after about 60',
    ]);
  });
});

describe('pictures', () => {
  it('a picture file missing from the assets folder is an error at its src', () => {
    const loaded = load('missing-anchor-asset');
    expect(loaded.headlines).toContain(
      'site/pages/about.yaml:8:12  sections[0] (text) › media › src: the file "/assets/team-photo.svg" does not exist in site/assets.',
    );
  });

  it('an empty alt without decorative: true is an error at the alt', () => {
    const loaded = load('empty-alt');
    expectReport(loaded, ['site/pages/about.yaml:11:12  sections[1] (text) › media › alt: the picture has no alt text']);
    expect(loaded.issues[0]).toMatchObject({
      code: 'missing-alt',
      severity: 'error',
      hint: 'Describe what the picture shows in a few words (screen readers read it aloud). Only for a purely decorative picture, keep alt: "" and add decorative: true.',
    });
  });

  it('a video or a PDF is not a picture: an error at its src that says which files are', () => {
    const loaded = load('empty-alt', (site) => {
      const file = join(site.siteDir, 'pages/about.yaml');
      writeFileSync(
        file,
        readFileSync(file, 'utf8')
          .replace(/alt: ""\n/, 'alt: The team\n')
          .replace(/src: \/assets\/[\w./-]+/, 'src: /assets/video/hero.mp4'),
      );
    });
    expect(loaded.headlines.filter((line) => line.includes('› src:'))).toEqual([
      expect.stringMatching(
        /› media › src: must be a picture under site\/assets, written as \/assets\/<file> \(svg, png, jpg, webp, avif or gif\)$/,
      ),
    ]);
  });

  it('the same rule holds for pictures in data files', () => {
    expectReport(load('empty-alt-data'), ['site/data/machines.yaml:22:57  items › mini-combo › image › alt: the picture has no alt text']);
  });

  it('and in site.yaml', () => {
    const loaded = load('empty-alt-data', (site) => {
      writeFileSync(
        join(site.siteDir, 'data/machines.yaml'),
        readFileSync(join(REPO_DIR, 'tests/fixtures/valid/minimal/data/machines.yaml')),
      );
      const file = join(site.siteDir, 'site.yaml');
      writeFileSync(file, readFileSync(file, 'utf8').replace('alt: SmartVend home', 'alt: ""'));
    });
    expectReport(loaded, ['site/site.yaml:8:10  brand › logo › alt: the picture has no alt text']);
  });

  it('a picture for shared links that social networks do not show (SVG, AVIF) is a warning, in site.yaml and in a page', () => {
    const loaded = load(undefined, (site) => {
      const edit = (rel: string, change: (text: string) => string) =>
        writeFileSync(join(site.siteDir, rel), change(readFileSync(join(site.siteDir, rel), 'utf8')));
      edit('site.yaml', (text) =>
        text.replace(
          'src: /assets/share.png, alt: Fixture Co logo, width: 180, height: 180',
          'src: /assets/logo.svg, alt: Fixture Co logo',
        ),
      );
      edit('pages/about.yaml', (text) =>
        text.replace('sections:', 'image: { src: /assets/hero.avif, alt: A fridge, width: 1200, height: 630 }\nsections:'),
      );
      writeFileSync(join(site.siteDir, 'assets/hero.avif'), '');
    });
    // Warnings: the site still builds.
    expectReport(loaded, [
      'site/pages/about.yaml:3:15  warning: image › src: "/assets/hero.avif" is shown when the page is shared, but social networks and chats show no AVIF picture',
      'site/site.yaml:14:17  warning: seo › image › src: "/assets/logo.svg" is shown when the page is shared, but social networks and chats show no SVG picture',
    ]);
    expect(loaded.issues[0]!.hint).toBe(
      'Use a PNG or JPG of about 1200 × 630 pixels for the picture shown in shared links (and give its width and height).',
    );
  });

  it('an empty alt with decorative: true is accepted', () => {
    const loaded = load('empty-alt', (site) => {
      const file = join(site.siteDir, 'pages/about.yaml');
      writeFileSync(file, readFileSync(file, 'utf8').replace('alt: ""', 'alt: ""\n      decorative: true'));
    });
    expectReport(loaded, []);
  });

  it('decorative: true with alt text is an error at the alt', () => {
    const loaded = load('decorative-alt');
    expectReport(loaded, [
      'site/pages/about.yaml:11:12  sections[1] (text) › media › alt: a decorative picture must have an empty alt, but this one has "The Fixture Co logo"',
    ]);
    expect(loaded.issues[0]).toMatchObject({
      code: 'decorative-alt',
      severity: 'error',
      hint: 'Delete "decorative: true" if the picture shows something worth describing, or set alt: "" if it is pure decoration.',
    });
  });
});

describe('lead forms: consent and form type', () => {
  it('a consent line of blanks is an error at the consent', () => {
    const loaded = load('empty-consent');
    expectReport(loaded, [
      'site/pages/about.yaml:13:14  sections[1] (lead-form) › consent: the consent text is empty: visitors must see what they agree to before they send the form',
    ]);
    expect(loaded.issues[0]).toMatchObject({
      code: 'empty-consent',
      severity: 'error',
      hint: 'Write the consent wording here, or delete the consent line to use the standard wording.',
    });
  });

  it('an explicitly empty consent ("") is an error too (the schema asks for at least one character)', () => {
    const loaded = load('empty-consent', (site) => {
      const file = join(site.siteDir, 'pages/about.yaml');
      writeFileSync(file, readFileSync(file, 'utf8').replace('consent: " "', 'consent: ""'));
    });
    expectReport(loaded, ['site/pages/about.yaml:13:14  sections[1] (lead-form) › consent: must have at least 1 character']);
  });

  const withoutConsentLine = (site: FixtureSite) => {
    const file = join(site.siteDir, 'pages/about.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('    consent: " "\n', ''));
  };

  it('a form without a consent line gets the standard wording: the default of consent in the lead-form schema', () => {
    const standard = JSON.parse(readFileSync(join(SCHEMA_DIR, 'sections/lead-form.schema.json'), 'utf8')).properties.consent
      .default as string;
    expect(standard.trim().length).toBeGreaterThan(50);
    const loaded = load('empty-consent', withoutConsentLine);
    expectReport(loaded, []);
    const form = loaded.result.model!.pages.find((page) => page.route === '/about')!.sections[1]!;
    expect(form).toMatchObject({ type: 'lead-form', consent: standard });
  });

  it("defaults are not the author's to fix: the default successHref /thank-you is not checked, a written one is", () => {
    const defaulted = load('empty-consent', withoutConsentLine);
    expect(existsSync(join(defaulted.siteDir, 'pages/thank-you.yaml'))).toBe(false);
    expect(defaulted.result.model!.pages.find((page) => page.route === '/about')!.sections[1]).toMatchObject({ successHref: '/thank-you' });
    const written = load('empty-consent', (site) => {
      withoutConsentLine(site);
      const file = join(site.siteDir, 'pages/about.yaml');
      writeFileSync(
        file,
        readFileSync(file, 'utf8').replace('    source: about-page\n', '    source: about-page\n    successHref: /thank-you\n'),
      );
    });
    expect(written.headlines).toHaveLength(1);
    expect(written.headlines[0]).toMatch(/^site\/pages\/about\.yaml:10:18 {2}sections\[1\] \(lead-form\) › successHref: /);
  });

  it('a form without a consent line is an error at the form when the standard wording is blank', () => {
    // A copy of schema/ whose standard wording is blank, as if someone emptied it.
    const schemaDir = join(temporaryFolder('blank-consent-schema-'), 'schema');
    cpSync(SCHEMA_DIR, schemaDir, { recursive: true });
    const file = join(schemaDir, 'sections/lead-form.schema.json');
    const schema = JSON.parse(readFileSync(file, 'utf8'));
    schema.properties.consent.default = ' ';
    writeFileSync(file, JSON.stringify(schema));
    const loaded = load('empty-consent', withoutConsentLine, schemaDir);
    expectReport(loaded, [
      'site/pages/about.yaml:6:5  sections[1] (lead-form): this lead form has no consent text: it has no consent line and the standard wording is empty',
    ]);
    expect(loaded.issues[0]).toMatchObject({ ...catalogue.noDefaultConsent(), severity: 'error' });
  });

  it('a formType that is not an id of data/form-types.yaml is an error with the ids as the hint', () => {
    const loaded = load('lead-form-type');
    expectReport(loaded, [
      'site/pages/about.yaml:8:15  sections[1] (lead-form) › formType: no form-types entry has the id "newsletter_request". Did you mean "quote_request"?',
    ]);
    expect(loaded.issues[0]).toMatchObject({
      code: 'missing-ref',
      hint: 'Ids in site/data/form-types.yaml: quote_request, installation_request, vending_services_request, micro_market_request, pantry_services_request, machine_sales_request, get_started_request.',
    });
  });

  it('a form type with a near-miss id gets a "did you mean"', () => {
    const loaded = load('lead-form-type', (site) => {
      const file = join(site.siteDir, 'pages/about.yaml');
      writeFileSync(file, readFileSync(file, 'utf8').replace('newsletter_request', 'quote_requst'));
    });
    expectReport(loaded, [
      'site/pages/about.yaml:8:15  sections[1] (lead-form) › formType: no form-types entry has the id "quote_requst". Did you mean "quote_request"?',
    ]);
  });
});

describe('content choices are data', () => {
  it('an icon is any Lucide name: shield-check, which no page used before, is valid', () => {
    const loaded = load('unknown-icon', (site) => {
      const file = join(site.siteDir, 'pages/about.yaml');
      writeFileSync(file, readFileSync(file, 'utf8').replace('shield-chek', 'shield-check'));
    });
    expectReport(loaded, []);
  });

  it('an icon that is not a Lucide name is an error at the value, with a "did you mean"', () => {
    const loaded = load('unknown-icon');
    expectReport(loaded, [
      'site/pages/about.yaml:9:15  sections[1] (benefits) › items[0] › icon: "shield-chek" is not one of the allowed values. Did you mean "shield-check", "shield", "shield-x", "shield-ban" or "shield-off"?',
    ]);
    expect(loaded.issues[0]!.code).toBe('not-allowed');
  });

  it('a legal date is written as YYYY-MM-DD; a date written out is an error that says so', () => {
    const loaded = load('legal-date-written-out');
    expectReport(loaded, [
      'site/pages/about.yaml:6:20  sections[0] (legal) › effectiveDate: must be a date written as YYYY-MM-DD, for example 2025-10-06',
    ]);
  });
});

describe('errors fail validate and build', () => {
  // `npm run validate` through its main(), in this process (validate-cli.test.ts runs it as a process,
  // and checks that a warning fails only with --strict).
  it('a guard-rail error: validate exits 1 with the file:line:col headline', async () => {
    const { result: _, ...site } = load('two-lead-forms');
    const run = await runMain(validateMain, [], { SITE_DIR: site.siteDir });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('pages/about.yaml:13:5  sections[2] (lead-form): a second lead form:');
  });

  // The build in process (tests/build/prerender.test.ts runs one for real: exit code 1, no stack
  // trace). A build with warnings only is not run: the build stops exactly when loadSite returns no
  // model, which warnings alone never cause (expectReport checks the model).
  it('a guard-rail error stops the build and writes nothing', async () => {
    const { result: _, ...site } = load('two-lead-forms');
    const dist = join(temporaryFolder('guard-rails-build-'), 'dist');
    const run = await buildInProcess({ siteDir: site.siteDir, outDir: dist });
    expect(run.error?.message).toMatch(/^Build stopped: the site content has 1 error \(listed above\); nothing was written\.$/);
    expect(run.output).toContain('pages/about.yaml:13:5  sections[2] (lead-form): a second lead form:');
    expect(existsSync(dist)).toBe(false);
  });
});
