/**
 * Attribution of leads: what the visitor's browser keeps (first and last campaign, landing path,
 * referring origin, click identifiers only when allowed, nothing when off) and what the relay keeps
 * of what a page sends.
 */
import { describe, expect, it } from 'vitest';
import { ATTRIBUTION_KEY, forwardedAttribution, keptAttribution, recordVisit } from '../../src/leads/attribution';
import { attributionOf } from '../../src/server/leads/door';
import { renderDocument } from '../../src/build/output/html';

/** A Storage over a Map, as localStorage behaves. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const on = { enabled: true, clickIds: false, forward: [] };
const DAY = 86_400_000;

describe('recordVisit and keptAttribution', () => {
  it('keeps the first and the last campaign, the landing path and the referring origin only', () => {
    const storage = memoryStorage();
    const visit = (url: string, referrer: string, at: number) => recordVisit(on, new URL(url), referrer, () => storage, at);
    visit(
      'https://smartvend.example/gyms?utm_source=news&utm_campaign=spring&email=ada%40example.com&gclid=abc',
      'https://search.example/results?q=ada+lovelace',
      1000,
    );
    visit('https://smartvend.example/contact', 'https://smartvend.example/gyms', 2000);
    visit('https://smartvend.example/?utm_source=ads&utm_medium=cpc', '', 3000);
    expect(keptAttribution(on, storage, 4000)).toEqual({
      landing_page: '/gyms',
      referrer: 'https://search.example',
      first_utm_source: 'news',
      first_utm_campaign: 'spring',
      last_utm_source: 'ads',
      last_utm_medium: 'cpc',
    });
    // Nothing of the query but the utm values, and no click id while clickIds is off.
    expect(storage.getItem(ATTRIBUTION_KEY)).not.toMatch(/ada|abc|q=/);
    // Forgotten 90 days after the last campaign visit.
    expect(keptAttribution(on, storage, 3000 + 91 * DAY)).toEqual({});
  });

  it('keeps click identifiers only with clickIds, and nothing at all when attribution is off', () => {
    const storage = memoryStorage();
    const url = new URL('https://smartvend.example/?gclid=abc&fbclid=def&utm_source=ads');
    recordVisit({ ...on, clickIds: true }, url, '', () => storage, 1000);
    expect(keptAttribution({ ...on, clickIds: true }, storage, 1000)).toMatchObject({ gclid: 'abc', fbclid: 'def' });
    expect(keptAttribution(on, storage, 1000)).not.toHaveProperty('gclid');
    recordVisit({ enabled: false }, url, '', () => storage, 2000);
    expect(storage.length).toBe(0);
    expect(keptAttribution({ enabled: false }, storage, 2000)).toEqual({});
  });

  it('forwards only the listed fields, in the listed order', () => {
    const kept = { landing_page: '/gyms', first_utm_source: 'news', referrer: 'https://search.example' };
    expect(Object.entries(forwardedAttribution(kept, ['first_utm_source', 'last_utm_source', 'landing_page']))).toEqual([
      ['first_utm_source', 'news'],
      ['landing_page', '/gyms'],
    ]);
    expect(forwardedAttribution(kept, undefined)).toEqual({});
  });
});

describe('attributionOf (the relay)', () => {
  const header = (value: unknown) => encodeURIComponent(JSON.stringify(value));
  it('keeps known string fields, cut to length, and drops the rest, click ids unless allowed, and malformed headers', () => {
    const sent = header({
      first_utm_source: ' news ',
      email: 'ada@example.com',
      gclid: 'abc',
      last_utm_term: 'x'.repeat(500),
      referrer: 7,
    });
    expect(attributionOf(sent, on)).toEqual({ first_utm_source: 'news', last_utm_term: 'x'.repeat(200) });
    expect(attributionOf(sent, { ...on, clickIds: true })).toMatchObject({ gclid: 'abc' });
    expect(attributionOf(sent, { enabled: false })).toEqual({});
    expect(attributionOf('%E0%A4%A', on)).toEqual({});
    expect(attributionOf(header(['first_utm_source']), on)).toEqual({});
  });
});

describe('the settings a built page gives the island loader', () => {
  const boot = { entry: '/_app/index.js', preload: [], islandSite: '/_app/island-site-0.json' };
  const template = '<html lang="en"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>';
  // The boot script's element: it names the island loader it adds after the load (output/html.ts).
  const script = (html: string) => /<script [^>]*data-entry="[^"]*"[^>]*>/.exec(html)![0];

  it('are on the boot script only when attribution is on, as JSON the loader reads back', () => {
    const on = renderDocument(template, {
      title: 't',
      description: 'd',
      site: null,
      boot: { ...boot, attribution: { enabled: true, clickIds: false } },
    });
    const attribute = /data-attribution="([^"]*)"/.exec(script(on))?.[1];
    expect(JSON.parse(attribute!.replace(/&#34;/g, '"'))).toEqual({ enabled: true, clickIds: false });
    const off = renderDocument(template, { title: 't', description: 'd', site: null, boot });
    expect(script(off)).not.toContain('data-attribution');
  });
});
