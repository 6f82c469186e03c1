import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ThemeProvider } from '@emotion/react';
import { MemoryRouter } from 'react-router-dom';
import type { Section } from '../../src/generated/content-types';
import { SiteProvider } from '../../src/content/site-context';
import { PageRenderer } from '../../src/render/PageRenderer';
import { makeTheme } from '../../src/theme/theme';
import { App } from '../../src/app/App';
import type { InitialPage } from '../../src/content/initial';
import type { SiteData } from '../../src/content/model';
import { loadSite } from '../../src/build/content/load-site';
import { resolve } from 'node:path';

/** Load a content folder the way the build does; fails the test with the formatted issues when invalid. */
export function loadFixtureSite(dir: string) {
  const result = loadSite({ siteDir: resolve(dir), schemaDir: resolve('schema') });
  if (!result.model) throw new Error(result.issues.map((i) => `${i.file}:${i.line}:${i.column} ${i.path}: ${i.message}`).join('\n'));
  return result.model;
}

/** Render the whole app at an address, as the browser would after hydration. */
export function renderApp(site: SiteData, initial: InitialPage, children?: ReactNode) {
  return render(
    <CacheProvider value={createCache({ key: 'test' })}>
      <MemoryRouter initialEntries={[initial.route]}>
        <App site={site} initial={initial} />
        {children}
      </MemoryRouter>
    </CacheProvider>,
  );
}

/** Render sections as a page shows them: router, the site's theme and its data around them. */
export function renderSectionsOf(site: SiteData, sections: Section[]) {
  return render(
    <MemoryRouter>
      <ThemeProvider theme={makeTheme(site.site.theme)}>
        <SiteProvider value={site}>
          <PageRenderer sections={sections} />
        </SiteProvider>
      </ThemeProvider>
    </MemoryRouter>,
  );
}
