import type { Page } from 'playwright-core';

/**
 * In the browser: the text of the page's <main> as the visitor reads it (innerText: letter case as
 * the CSS sets it, hidden text left out), every section drawn. Sections far below the screen are
 * not laid out until they come near (content-visibility), and innerText leaves out what is not.
 */
export function renderedMainText(): string {
  const style = document.createElement('style');
  style.textContent = 'main > section { content-visibility: visible !important; }';
  document.head.append(style);
  try {
    return document.querySelector('main')?.innerText ?? '';
  } finally {
    style.remove();
  }
}

/** The text of the page's <main>, every section drawn (renderedMainText). */
export function mainText(page: Page): Promise<string> {
  return page.evaluate(renderedMainText);
}
