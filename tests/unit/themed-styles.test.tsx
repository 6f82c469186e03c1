import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { CacheProvider, ThemeProvider, type CSSObject, type Theme } from '@emotion/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { makeTheme } from '../../src/theme/theme';
import { ownStyles, themed, themedBy } from '../../src/theme/themed';
import { loadFixtureSite } from '../helpers/render';

/** The markup and the <style> tags of `element`, server-rendered as the prerender does. */
function serverRender(element: ReactElement, theme: Theme): string {
  const cache = createCache({ key: 'css' });
  const server = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>{element}</ThemeProvider>
    </CacheProvider>,
  );
  return server.constructStyleTagsFromChunks(server.extractCriticalToChunks(html)) + html;
}

const card = (theme: Theme): CSSObject => ({
  padding: theme.space(6),
  color: theme.colors.foreground,
  [theme.mq.md]: { padding: theme.space(8) },
  '&:hover': { color: theme.colors.primary },
});
const cardStyles = themed(card);
const toned = themedBy((theme, dark: boolean, columns: number) => ({
  color: dark ? theme.colors.darkForeground : theme.colors.foreground,
  gridTemplateColumns: `repeat(${columns}, 1fr)`,
}));

/** A box with its own styles that a parent may add to through a class name, as the layout boxes take them. */
function Box({ className, serialised, theme }: { className?: string; serialised: boolean; theme: Theme }) {
  return <div className={className} css={serialised ? ownStyles(cardStyles(theme), className) : card(theme)} />;
}

describe('styles serialised once per theme', () => {
  const tokens = loadFixtureSite('site').site.site.theme;
  const theme = makeTheme(tokens);

  it('are made once for a theme and again for another', () => {
    expect(cardStyles(theme)).toBe(cardStyles(theme));
    expect(makeTheme(tokens)).toBe(theme);
    const other = makeTheme({ ...tokens, colors: { ...tokens.colors, primary: '#123456' } });
    expect(cardStyles(other)).not.toBe(cardStyles(theme));
    expect(cardStyles(other).styles).toContain('#123456');
  });

  it('keep the variants of their values apart, and each variant once', () => {
    expect(toned(theme, true, 2)).toBe(toned(theme, true, 2));
    expect(toned(theme, true, 2)).not.toBe(toned(theme, false, 2));
    expect(toned(theme, true, 2)).not.toBe(toned(theme, true, 3));
    expect(toned(theme, false, 3).styles).toContain('repeat(3, 1fr)');
  });

  it('draw the same classes and CSS as the style object, alone and with a parent’s class name', () => {
    const page = (serialised: boolean) =>
      serverRender(
        <>
          <Box serialised={serialised} theme={theme} />
          <Box serialised={serialised} theme={theme} css={{ marginTop: theme.space(4) }} />
        </>,
        theme,
      );
    const plain = page(false);
    expect(plain).toMatch(/class="css-[a-z0-9]+"/);
    expect(page(true)).toBe(plain);
  });
});
