import type { EmotionCache } from '@emotion/cache';
import { EMOTION_KEY, SERVED_STYLES_ATTRIBUTE } from './served-styles';

/** A class name of the page's markup, `css-<name>`: the name. */
const CLASS = new RegExp(`${EMOTION_KEY}-([a-zA-Z0-9-_]+)`, 'g');

/**
 * The <style> tags of a server render, from the Emotion cache it rendered into (in compat mode, which
 * keeps each style's rules): first each global style in a tag of its own, marked as in place
 * (`data-s`, as Emotion marks what it inserts itself, or making a cache would move them), then one tag
 * with every component style whose class the markup uses, under the served name
 * (served-styles.ts), each in the order the render first inserted it. The same tags as Emotion's
 * server writes with extractCriticalToChunks and constructStyleTagsFromChunks, renamed, made in one
 * pass over the cache.
 */
export function criticalStyleTags(cache: EmotionCache, html: string): string {
  const used = new Set<string>();
  for (const match of html.matchAll(CLASS)) used.add(match[1]!);
  let tags = '';
  const names: string[] = [];
  let css = '';
  for (const name of Object.keys(cache.inserted)) {
    const rules = cache.inserted[name];
    const registered = cache.registered[`${EMOTION_KEY}-${name}`];
    // Emotion's rule: a style no class registered (a global one) is always taken, a class only when used.
    if ((!used.has(name) && registered !== undefined) || rules === true) continue;
    if (registered) {
      names.push(name);
      css += rules;
    } else tags += `<style data-s="" data-emotion="${EMOTION_KEY}-global ${name}">${rules}</style>`;
  }
  return `${tags}<style ${SERVED_STYLES_ATTRIBUTE}="${EMOTION_KEY} ${names.join(' ')}">${css}</style>`;
}
