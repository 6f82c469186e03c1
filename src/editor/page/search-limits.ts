import { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX } from '@/build/content/page-limits';

/**
 * What search results show of a page's title and description; the loader warns outside these.
 * The numbers are the build's (a constants-only module, so the browser may import it).
 */
export const SEARCH_LIMITS: Record<'title' | 'description', { min?: number; max: number }> = {
  title: { max: TITLE_MAX },
  description: { min: DESCRIPTION_MIN, max: DESCRIPTION_MAX },
};
