import { createContext, createElement, useContext, type ComponentType, type ReactNode } from 'react';
import { CurrentPageProvider } from '../content/current-page';
import type { SiteData } from '../content/model';
import { SiteProvider } from '../content/site-context';
import { ISLAND_ATTRIBUTE } from './island-names';
import type { IslandProps } from './island-data';

/**
 * One island's tree, the same on the server and in the browser: the site's data it reads, the
 * route on screen and its component. Rendered on its own (its own React root in the browser), so
 * its ids and its markup do not depend on the page around it.
 */
export function IslandTree({ site, props, component }: { site: SiteData; props: IslandProps; component: ComponentType<object> }) {
  return (
    <SiteProvider value={site}>
      <CurrentPageProvider value={props.current}>
        {createElement(component, props.kind === 'section' ? props.section : {})}
      </CurrentPageProvider>
    </SiteProvider>
  );
}

/** The server's list of the islands of the page it renders (entry-server.tsx renders each on its own). */
export interface IslandHost {
  add(props: IslandProps, component: ComponentType<object>): number;
}

const IslandHostContext = createContext<IslandHost | null>(null);
export const IslandHostProvider = IslandHostContext.Provider;

/** What stands in the page's markup for island `n` until its own render takes its place. */
export const islandSlot = (n: number) => `<!--island:${n}-->`;

/**
 * A part of the page that hydrates in the browser as its own root. On the server it is a slot the
 * island's own render fills; in a full client render (the development server, the editor's
 * preview) it is the same element around the component itself.
 */
export function Island({ props, component, children }: { props: IslandProps; component: ComponentType<object>; children: ReactNode }) {
  const host = useContext(IslandHostContext);
  if (!host)
    return (
      <div {...{ [ISLAND_ATTRIBUTE]: '' }} style={{ display: 'contents' }}>
        {children}
      </div>
    );
  const n = host.add(props, component);
  return <div {...{ [ISLAND_ATTRIBUTE]: n }} style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: islandSlot(n) }} />;
}

/** The prefix of the ids React makes inside island `n` (useId), the same on the server and in the browser. */
export const islandIdPrefix = (n: number) => `i${n}-`;
