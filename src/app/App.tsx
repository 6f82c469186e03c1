import { css, ThemeProvider, useTheme } from '@emotion/react';
import { useMemo } from 'react';
import { CurrentPageProvider } from '../content/current-page';
import type { InitialPage } from '../content/initial';
import type { SiteData } from '../content/model';
import { SiteProvider } from '../content/site-context';
import { Footer } from '../layout/Footer';
import { Header } from '../layout/Header';
import { GlobalStyles } from '../theme/GlobalStyles';
import { makeTheme } from '../theme/theme';
import { Island } from '../render/island';
import { PageView } from './PageView';
import { themed } from '../theme/themed';

const skipLinkStyles = themed((theme) => ({
  position: 'absolute',
  left: theme.space(4),
  top: theme.space(2),
  zIndex: 100,
  padding: '0.75rem 1rem',
  borderRadius: theme.radii.md,
  background: theme.colors.primary,
  color: theme.colors.primaryForeground,
  fontWeight: 700,
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none' },
}));

const mainStyles = css({ outline: 'none' });

function SkipLink({ label }: { label: string }) {
  const theme = useTheme();
  return (
    <a href="#main" css={skipLinkStyles(theme)}>
      {label}
    </a>
  );
}

export interface AppProps {
  site: SiteData;
  initial: InitialPage;
  /** Bumped when the content changes in dev, so the page is fetched again. */
  version?: number;
  /** The document was served while the content had errors (dev): its page is fetched, not read from it. */
  fetchFirst?: boolean;
}

/**
 * The whole site around the current page: theme, header, main content, footer. Nothing here
 * moves: the reveal of card grids and the floating snacks are CSS (ui/motion/reveal.ts). In a built
 * page only the islands (the header, the interactive sections; render/island.tsx) hydrate, each on
 * its own; the rest stays as the server rendered it.
 */
export function App({ site, initial, version, fetchFirst }: AppProps) {
  const theme = useMemo(() => makeTheme(site.site.theme), [site]);
  const current = initial.page?.route ?? initial.route;
  return (
    <SiteProvider value={site}>
      <CurrentPageProvider value={current}>
        <ThemeProvider theme={theme}>
          <GlobalStyles />
          <SkipLink label={site.site.ui.skipLink} />
          <Island props={{ kind: 'header', current }} component={Header}>
            <Header />
          </Island>
          <main id="main" tabIndex={-1} css={mainStyles}>
            <PageView initial={initial} version={version} fetchFirst={fetchFirst} />
          </main>
          <Footer />
        </ThemeProvider>
      </CurrentPageProvider>
    </SiteProvider>
  );
}
