import { createContext, useContext } from 'react';

const CurrentPage = createContext('/');

export const CurrentPageProvider = CurrentPage.Provider;

/**
 * The route of the page on screen (for a catch-all page, its own route, not the address typed).
 * Menus mark their current link with it, so the first render in the browser matches the HTML
 * the server rendered for that page.
 */
export function useCurrentPage(): string {
  return useContext(CurrentPage);
}
