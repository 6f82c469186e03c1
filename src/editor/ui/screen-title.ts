import { useEffect } from 'react';

/** The browser tab's title of an editor screen: what it shows, then `Page editor`. */
export function useScreenTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Page editor`;
  }, [title]);
}
