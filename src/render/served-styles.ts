import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

/** The key of every Emotion class name (`css-<hash>`), on the server and in the browser. */
export const EMOTION_KEY = 'css';

/**
 * The properties that browsers the site supports still need with a -webkit- prefix (Safari's) as
 * well. Emotion's own prefixer also writes -webkit-box, -ms-flexbox, -moz-transform and the like for
 * browsers long gone, which made up a quarter of every page's inline CSS; a page's first screen
 * arrives sooner without them.
 */
const WEBKIT_TOO =
  /^(?:backdrop-filter|text-size-adjust|hyphens|user-select|background-clip|box-decoration-break|print-color-adjust|mask(?:-[a-z-]+)?)$/;

/** A stylis plugin in place of Emotion's prefixer: a -webkit- copy before the declarations of WEBKIT_TOO, nothing else. */
const webkitWhereNeeded: StylisPlugin = (element) => {
  if (element.type === 'decl' && typeof element.props === 'string' && WEBKIT_TOO.test(element.props))
    element.return = `-webkit-${element.value}${element.value}`;
};

/** An Emotion cache of the site's: the same class names and the same CSS on the server and in the browser. */
export const emotionCache = (): EmotionCache => createCache({ key: EMOTION_KEY, stylisPlugins: [webkitWhereNeeded] });

/**
 * The attribute that names the classes of a page's server-rendered component styles
 * (`data-served-css="css 1x 2y"`), in place of Emotion's own `data-emotion`. Emotion moves every
 * `<style data-emotion="css …">` to the end of <head> when a cache is made (once for its default
 * cache as it loads, once for the app's), and each move makes the browser take the page's whole
 * stylesheet out and in again and restyle every element, in the middle of the app's start. Under
 * this name it finds none, and the app's cache takes the styles over where they are.
 */
export const SERVED_STYLES_ATTRIBUTE = 'data-served-css';

/** `<style data-emotion="css …">` tags, as Emotion's server writes them, under the served name. */
export function asServedStyles(tags: string): string {
  return tags.replace(new RegExp(`<style data-emotion="${EMOTION_KEY} `, 'g'), `<style ${SERVED_STYLES_ATTRIBUTE}="${EMOTION_KEY} `);
}

/**
 * The browser's Emotion cache, with the server's component styles taken over in place: their
 * classes count as inserted (not compiled or added again), and styles added later go after them.
 * The global styles keep Emotion's own attribute: `<Global>` takes its tag over itself.
 */
export function servedStylesCache(): EmotionCache {
  const cache = emotionCache();
  for (const tag of document.querySelectorAll<HTMLStyleElement>(`style[${SERVED_STYLES_ATTRIBUTE}]`)) {
    for (const name of (tag.getAttribute(SERVED_STYLES_ATTRIBUTE) ?? '').split(' ').slice(1)) cache.inserted[name] = true;
    cache.sheet.tags.push(tag);
  }
  return cache;
}

/**
 * Whether the page came with its global styles (a built page). A build's theme never changes, so
 * the app leaves them as served: Emotion's `<Global>` would take the tag out and put it back, which
 * restyles the whole page once more as it hydrates. The development server serves none.
 */
export const servedGlobalStyles = (): boolean =>
  typeof document !== 'undefined' && document.querySelector(`style[data-emotion^="${EMOTION_KEY}-global "]`) !== null;
