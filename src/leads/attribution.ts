/**
 * Where a visitor came from, kept in their own browser (localStorage of this site: first-party, no
 * cookie) and sent with a lead when `leads.attribution.enabled` is on in site.yaml: the first and
 * the last campaign (`utm_*` of the address they arrived at), the page they landed on (its path
 * only) and the site that sent them (its origin only), so that nothing a visitor typed or an address
 * carried beyond these is kept. Ad click identifiers (gclid, fbclid, msclkid) are kept only with
 * `clickIds: true`, which needs the visitor's advertising consent. With attribution off nothing is
 * stored, and what an earlier build stored is removed.
 */

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export const CLICK_IDS = ['gclid', 'fbclid', 'msclkid'] as const;
/** Every attribution field a lead can carry, by name (the names site.yaml's `forward` lists). */
export const ATTRIBUTION_FIELDS = [
  ...UTM_KEYS.flatMap((key) => [`first_${key}`, `last_${key}`]),
  'landing_page',
  'referrer',
  ...CLICK_IDS,
] as const;
export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];
export type Attribution = Partial<Record<AttributionField, string>>;

/** The storage key of this site's attribution. */
export const ATTRIBUTION_KEY = 'lead-attribution';
/** Kept this long after the last campaign visit, then forgotten. */
export const ATTRIBUTION_DAYS = 90;
/** The longest value kept. */
export const ATTRIBUTION_MAX = 200;

export interface AttributionSettings {
  enabled?: boolean;
  clickIds?: boolean;
  forward?: string[];
}

interface Kept {
  at: number;
  values: Attribution;
}

const clean = (value: string | null) => (value ?? '').trim().slice(0, ATTRIBUTION_MAX);

function read(storage: Storage, now: number): Kept | undefined {
  try {
    const kept = JSON.parse(storage.getItem(ATTRIBUTION_KEY) ?? 'null') as Kept | null;
    if (kept && typeof kept.at === 'number' && now - kept.at < ATTRIBUTION_DAYS * 86_400_000 && typeof kept.values === 'object')
      return kept;
  } catch {
    // A value this code did not write: start again.
  }
  return undefined;
}

/** The page's localStorage, or undefined where the browser refuses it (storage blocked). */
export function pageStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Record one page view (the address it was loaded at and document.referrer). */
export function recordVisit(
  settings: AttributionSettings | undefined,
  url: URL,
  referrer: string,
  storageOf: () => Storage | undefined = pageStorage,
  now = Date.now(),
) {
  try {
    const storage = storageOf();
    if (!storage) return;
    if (!settings?.enabled) return storage.removeItem(ATTRIBUTION_KEY);
    const kept = read(storage, now) ?? { at: now, values: {} };
    const values: Attribution = { ...kept.values };
    if (!kept.values.landing_page) {
      values.landing_page = clean(url.pathname);
      let from = '';
      try {
        from = referrer ? new URL(referrer).origin : '';
      } catch {
        from = '';
      }
      values.referrer = from !== url.origin && from !== 'null' ? clean(from) : '';
    }
    const campaign = UTM_KEYS.filter((key) => clean(url.searchParams.get(key)));
    if (campaign.length) {
      const first = UTM_KEYS.some((key) => values[`first_${key}`]);
      for (const key of UTM_KEYS) {
        const value = clean(url.searchParams.get(key));
        if (!first && value) values[`first_${key}`] = value;
        // The last campaign is replaced whole: a value it does not have is not the earlier one's.
        if (value) values[`last_${key}`] = value;
        else delete values[`last_${key}`];
      }
      kept.at = now;
    }
    for (const key of CLICK_IDS) {
      const value = clean(url.searchParams.get(key));
      if (settings.clickIds && value) values[key] = value;
      if (!settings.clickIds) delete values[key];
    }
    storage.setItem(ATTRIBUTION_KEY, JSON.stringify({ at: kept.at, values }));
  } catch {
    // Storage refused (private mode, full, blocked): the lead goes without its attribution.
  }
}

/** What is kept for this visitor, to send with a lead; empty when attribution is off or nothing is kept. */
export function keptAttribution(settings: AttributionSettings | undefined, storage: Storage | undefined, now = Date.now()): Attribution {
  if (!settings?.enabled || !storage) return {};
  try {
    const values = read(storage, now)?.values ?? {};
    return Object.fromEntries(
      Object.entries(values).filter(
        ([key, value]) =>
          typeof value === 'string' &&
          value !== '' &&
          (ATTRIBUTION_FIELDS as readonly string[]).includes(key) &&
          (settings.clickIds || !(CLICK_IDS as readonly string[]).includes(key)),
      ),
    );
  } catch {
    return {};
  }
}

/** The fields of `attribution` the site lists in `forward`, in that order: what goes to the provider beside the specification's body. */
export function forwardedAttribution(
  attribution: Partial<Record<string, string>>,
  forward: readonly string[] | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of forward ?? []) {
    const value = attribution[key];
    if (value) out[key] = value;
  }
  return out;
}
