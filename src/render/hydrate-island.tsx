import { CacheProvider, ThemeProvider, type Theme } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import { startTransition, StrictMode, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { SiteData } from '../content/model';
import type { SectionType } from '../generated/content-types';
import { makeTheme } from '../theme/theme';
import { islandIdPrefix, IslandTree } from './island';
import { islandSite, type IslandProps } from './island-data';
import { ISLAND_ATTRIBUTE, ISLAND_SITE_ATTRIBUTE } from './island-names';
import { putBack } from './prerendered';
import { registry } from './registry';
import { servedStylesCache } from './served-styles';

let shared: Promise<{ site: SiteData; theme: Theme; cache: EmotionCache }> | undefined;

/**
 * What every island of the page shares: what they read of site.yaml (one file for the whole site,
 * cached by the browser from page to page; its address is on the boot script's element), the theme
 * and the served styles.
 */
function sharedContext() {
  shared ??= (async () => {
    const url = document.querySelector(`script[${ISLAND_SITE_ATTRIBUTE}]`)?.getAttribute(ISLAND_SITE_ATTRIBUTE);
    const response = url ? await fetch(url) : undefined;
    if (!response?.ok)
      throw new Error(`The islands' site data ${url ?? '(no address)'} could not be loaded (${response?.status ?? 'none'})`);
    const site = (await response.json()) as SiteData;
    return { site, theme: makeTheme(site.site.theme), cache: servedStylesCache() };
  })();
  // Tried again by the next island after a failure (offline for a moment).
  shared.catch(() => (shared = undefined));
  return shared;
}

async function componentOf(props: IslandProps): Promise<ComponentType<object>> {
  if (props.kind === 'header') return (await import('../layout/Header')).Header;
  const load = registry[props.section.type as SectionType] as () => Promise<{ default: ComponentType<object> }>;
  return (await load()).default;
}

/**
 * Hydrate one island as its own root, from its own props (`pageProps[n]`, render/island-props.ts). An island whose code does not arrive, or
 * whose render throws, keeps (or gets back) the markup it was served with, with what the visitor
 * typed in it and the field they were in, and one `console.error` names it; the page's other
 * islands go on as usual. Its ids are its own (islandIdPrefix), as the server rendered them.
 */
export async function hydrateIsland(container: HTMLElement, pageProps: readonly IslandProps[]): Promise<void> {
  const n = Number(container.getAttribute(ISLAND_ATTRIBUTE));
  const props = pageProps[n];
  if (!props) return;
  const failed = (error: unknown) =>
    console.error(
      `${props.kind === 'header' ? 'The header' : `Section ${props.index + 1} (${props.section.type})`} could not be shown; its prerendered content stays in place.`,
      error,
    );
  let component: ComponentType<object>;
  let context: Awaited<ReturnType<typeof sharedContext>>;
  try {
    [component, context] = await Promise.all([componentOf(props), sharedContext()]);
  } catch (error) {
    return failed(error);
  }
  const { site, theme, cache } = context;
  const served = [...container.childNodes];
  const copy = served.map((node) => node.cloneNode(true));
  const island = (
    <StrictMode>
      <CacheProvider value={cache}>
        <ThemeProvider theme={theme}>
          <IslandTree site={islandSite(site, props)} props={props} component={component} />
        </ThemeProvider>
      </CacheProvider>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser between small slices of work: no long task.
  startTransition(() => {
    hydrateRoot(container, island, {
      identifierPrefix: islandIdPrefix(n),
      onRecoverableError: (error: unknown) => console.error(error),
      onUncaughtError(error: unknown) {
        failed(error);
        // React has taken the island's markup away: the served copy comes back, with what was typed in it.
        setTimeout(() => putBack(container, served, copy));
      },
    });
  });
}
