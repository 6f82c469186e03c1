import type { Section, SectionPropsMap, SectionType } from '../generated/content-types';

/** Whether a section of a type needs script: always, never, or as its content says. */
export type Interactivity = { [K in SectionType]: boolean | ((section: SectionPropsMap[K]) => boolean) };

/**
 * Which sections do something on the visitor's page, the one place it is declared: each section
 * type of the schema has its entry, or the type check fails. A section that does nothing (text,
 * pictures, links, cards that slide in with CSS) is static: on the page a visitor opens, it stays
 * as the server rendered it, its code is never downloaded and the document carries none of its
 * content as data. An interactive one hydrates when it comes near the screen
 * (render/on-screen.ts): the lead form (typing, drafts, sending), the steps (their progress follows
 * the scroll), a picture that turns into a video when played, a product's "Download specs" that
 * prints the page.
 */
export const interactive: Interactivity = {
  audiences: false,
  benefits: false,
  checklist: false,
  'contact-cards': false,
  cta: false,
  features: false,
  'floating-snacks': false,
  hero: (hero) => hero.media?.video !== undefined,
  'lead-form': true,
  legal: false,
  lineup: false,
  'product-hero': (hero) => hero.download !== undefined,
  'product-highlights': false,
  'product-specs': false,
  steps: true,
  'support-partner': false,
  'support-portal': false,
  'tech-specs': false,
  testimonials: false,
  text: (text) => text.media !== undefined && text.video !== undefined,
};

/** Whether this section needs script (a type the registry does not know renders nothing: static). */
export function isInteractive(section: Section): boolean {
  if (!Object.hasOwn(interactive, section.type)) return false;
  const rule = interactive[section.type as SectionType] as boolean | ((section: Section) => boolean);
  return typeof rule === 'function' ? rule(section) : rule;
}

/** What an island reads of the site's data, as paths from its root (`site.ui.steps`, `data.options.items.industries`). */
export type SitePaths = readonly string[];

/** What every island reads: the theme its styles are drawn with. */
export const EVERY_ISLAND: SitePaths = ['site.theme'];

/** What the header's island reads: its links, the logo and its words. */
export const HEADER_READS: SitePaths = ['site.header', 'site.brand.logo', 'site.ui.header'];

/**
 * What each interactive section reads of the site's data, the one place it is declared: of
 * site.yaml (`site.…`, the same on every page: one cacheable file for the whole site) and of the
 * data collections (`data.…`, the records the section itself shows: in its own props). The server
 * renders each island from exactly this part of the data (render/island.tsx), so a section that
 * reads anything else fails the build instead of a visitor's page. Static sections read none in
 * the browser: they are never rendered there.
 */
export const sectionReads: { [K in SectionType]?: (section: SectionPropsMap[K]) => SitePaths } = {
  hero: () => ['site.ui.playVideo'],
  'lead-form': (form) => [
    'site.leads',
    'site.ui.leadForm',
    'site.contact.phone',
    'site.contact.email',
    ...(form.select ? [`data.options.items.${form.select.optionSet}`] : []),
  ],
  'product-hero': (hero) => ['site.ui.machine', `data.machines.items.${hero.machine}`],
  steps: () => ['site.ui.steps'],
  text: () => ['site.ui.playVideo'],
};

/** What a section reads of the site's data (none for a static one). */
export function readsOf(section: Section): SitePaths {
  const reads = sectionReads[section.type as SectionType] as ((section: Section) => SitePaths) | undefined;
  return reads ? reads(section) : [];
}
