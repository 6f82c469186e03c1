import type { InitialPage } from '../../content/initial.ts';
import type { PageData, SiteData } from '../../content/model.ts';
import { pictureOf } from '../../content/picture.ts';
import type { Image } from '../../generated/content-types.ts';
import { machineFacts } from '../../sections/machine-facts.ts';
import { escapeHtml, scriptJson } from './html.ts';

const absolute = (site: SiteData, path: string) => `${site.site.seo.siteUrl}${path}`;

/** The short name of a page for trails: its title up to the first " | ". */
export const shortTitle = (page: PageData) => page.title.split(' | ')[0]!.trim();

/** The address that names one thing of the site's JSON-LD graph, e.g. its organization. */
const graphId = (site: SiteData, name: string) => `${site.site.seo.siteUrl}/#${name}`;

/** What the organization and the website share: the brand's name and the home page. */
const brandNode = (site: SiteData, type: string, name: string) => ({
  '@type': type,
  '@id': graphId(site, name),
  name: site.site.brand.name,
  url: absolute(site, '/'),
});

function organization(site: SiteData) {
  const { brand, contact } = site.site;
  const { address } = contact;
  return {
    ...brandNode(site, 'Organization', 'organization'),
    logo: absolute(site, brand.logo.src),
    email: contact.email,
    telephone: contact.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
  };
}

/** The site itself, on the home page: the name search results show for it. */
function website(site: SiteData) {
  return {
    ...brandNode(site, 'WebSite', 'website'),
    inLanguage: site.site.locale,
    publisher: { '@id': graphId(site, 'organization') },
  };
}

/** The routes of a route's breadcrumb trail, from the home page down to itself (`/a/b` → `/`, `/a`, `/a/b`). */
export function trailOf(route: string): string[] {
  const parts = route.split('/').filter(Boolean);
  return Array.from({ length: parts.length + 1 }, (_, i) => `/${parts.slice(0, i).join('/')}`);
}

function breadcrumbs(site: SiteData, page: PageData, pages: ReadonlyMap<string, PageData>) {
  const trail = trailOf(page.route).flatMap((route) => pages.get(route) ?? []);
  if (trail.length < 2) return undefined;
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: index === 0 ? site.site.ui.breadcrumbHome : shortTitle(crumb),
      item: absolute(site, crumb.route),
    })),
  };
}

/** The machine a page is about: the first section that names one with `machine:`. */
function machineOf(site: SiteData, page: PageData) {
  for (const section of page.sections) {
    const id = (section as { machine?: unknown }).machine;
    if (typeof id === 'string' && site.data.machines.items[id]) return { id, machine: site.data.machines.items[id]! };
  }
  return undefined;
}

function product(site: SiteData, page: PageData) {
  const found = machineOf(site, page);
  if (!found) return undefined;
  const { id, machine } = found;
  const { machines } = site.data;
  return {
    '@type': 'Product',
    name: machine.fullName,
    description: machine.description,
    sku: id,
    image: absolute(site, pictureOf(machine.image)?.fallback.src ?? machine.image.src),
    category: machines.category,
    brand: { '@id': graphId(site, 'organization') },
    additionalProperty: machineFacts(machines.searchFacts, machine, machines.common).map(({ label, value }) => ({
      '@type': 'PropertyValue',
      name: label,
      value,
    })),
  };
}

/**
 * The picture shown when a page is shared: its own `image`, else its hero's poster when that is a
 * photo, else the site's. A photo is shown as the 1200 × 630 JPEG the build makes of it (media/).
 */
function shareImage(page: PageData | null, fallback: Image): { src: string; alt: string; width: number; height: number; type?: string } {
  const hero = page?.sections.find((section) => section.type === 'hero');
  const poster = hero?.type === 'hero' ? hero.media?.poster : undefined;
  const image = page?.image ?? (poster && pictureOf(poster) ? poster : fallback);
  const share = pictureOf(image)?.share;
  return share ? { ...share, alt: image.alt, type: 'image/jpeg' } : image;
}

/**
 * Search and sharing tags of one document: canonical link, robots, Open Graph, Twitter card and
 * JSON-LD (the organization everywhere, the website on the home page, a breadcrumb trail below it,
 * a product on machine pages).
 */
export function seoHead(
  site: SiteData,
  initial: InitialPage,
  pages: ReadonlyMap<string, PageData>,
  meta: { title: string; description: string },
): string {
  const { seo, brand, locale } = site.site;
  const page = initial.page;
  const image = shareImage(page, seo.image);
  const url = absolute(site, initial.route);
  const indexable = Boolean(page) && !page!.noindex;
  const tag = (attr: 'name' | 'property', key: string, value: string | number) =>
    `<meta ${attr}="${key}" content="${escapeHtml(String(value))}">`;
  const tags = [
    indexable ? `<link rel="canonical" href="${escapeHtml(url)}">` : '',
    tag('name', 'robots', indexable ? 'index, follow' : 'noindex, follow'),
    tag('property', 'og:type', 'website'),
    tag('property', 'og:site_name', brand.name),
    tag('property', 'og:locale', locale.replace('-', '_')),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    // A page not to be indexed (the thank-you and not-found pages) names no address to share.
    indexable ? tag('property', 'og:url', url) : '',
    tag('property', 'og:image', absolute(site, image.src)),
    image.type ? tag('property', 'og:image:type', image.type) : '',
    tag('property', 'og:image:alt', image.alt),
    tag('property', 'og:image:width', image.width),
    tag('property', 'og:image:height', image.height),
    tag('name', 'twitter:card', 'summary_large_image'),
    seo.twitter ? tag('name', 'twitter:site', seo.twitter) : '',
    tag('name', 'twitter:title', meta.title),
    tag('name', 'twitter:description', meta.description),
    tag('name', 'twitter:image', absolute(site, image.src)),
    tag('name', 'twitter:image:alt', image.alt),
  ];
  const home = initial.route === '/' && page ? website(site) : undefined;
  const graph = [organization(site), home, page && breadcrumbs(site, page, pages), page && product(site, page)].filter(Boolean);
  tags.push(`<script type="application/ld+json">${scriptJson({ '@context': 'https://schema.org', '@graph': graph })}</script>`);
  return tags.filter(Boolean).join('\n    ');
}

/** sitemap.xml: every indexable page. */
export function sitemap(site: SiteData, pages: readonly PageData[]): string {
  const urls = pages.filter((page) => !page.noindex).map((page) => `  <url><loc>${escapeHtml(absolute(site, page.route))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled; the sitemap is named. */
export function robots(site: SiteData): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absolute(site, '/sitemap.xml')}\n`;
}
