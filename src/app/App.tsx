import { ThemeProvider, useTheme } from '@emotion/react';
import { domAnimation, LazyMotion, MotionConfig } from 'framer-motion';
import { useMemo, useState } from 'react';
import { CurrentPageProvider } from '../content/current-page';
import type { InitialPage } from '../content/initial';
import type { SiteData } from '../content/model';
import { SiteProvider } from '../content/site-context';
import { Footer } from '../layout/Footer';
import { Header } from '../layout/Header';
import { GlobalStyles } from '../theme/GlobalStyles';
import { makeTheme } from '../theme/theme';
import { PageView } from './PageView';

function SkipLink() {
  const theme = useTheme();
  return (
    <a
      href="#main"
      css={{
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
      }}
    >
      Skip to content
    </a>
  );
}

export interface AppProps {
  site: SiteData;
  initial: InitialPage;
  /** Bumped when the content changes in dev, so the page is fetched again. */
  version?: number;
}

/**
 * The whole site around the current page: theme, motion, header, main content, footer. Motion uses
 * the small `m` components with the DOM animation features loaded once here (strict: the full
 * `motion` components are refused), and follows the visitor's reduced-motion setting.
 */
export function App({ site, initial, version }: AppProps) {
  const theme = useMemo(() => makeTheme(site.site.theme), [site]);
  const [current, setCurrent] = useState(initial.page?.route ?? initial.route);
  return (
    <SiteProvider value={site}>
      <CurrentPageProvider value={current}>
        <ThemeProvider theme={theme}>
          <LazyMotion features={domAnimation} strict>
            <MotionConfig reducedMotion="user">
              <GlobalStyles />
              <SkipLink />
              <Header />
              <main id="main" tabIndex={-1} css={{ outline: 'none' }}>
                <PageView initial={initial} version={version} onShow={setCurrent} />
              </main>
              <Footer />
            </MotionConfig>
          </LazyMotion>
        </ThemeProvider>
      </CurrentPageProvider>
    </SiteProvider>
  );
}
