import { createContext, useContext } from 'react';
import type { SiteData } from './model';

const SiteContext = createContext<SiteData | null>(null);

export const SiteProvider = SiteContext.Provider;

/** site.yaml and the data collections, for components that show shared records (testimonials, machines, contact). */
export function useSite(): SiteData {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() needs a <SiteProvider> above it');
  return site;
}
