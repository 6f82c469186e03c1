import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ShownImage } from '../../src/content/picture';
import { Picture } from '../../src/ui/Picture';

/** The markup and the <style> tags of `element`, server-rendered as the prerender does (entry-server.tsx). */
function serverRender(element: React.ReactElement): { html: string; styles: string } {
  const cache = createCache({ key: 'css' });
  const server = createEmotionServer(cache);
  const html = renderToString(<CacheProvider value={cache}>{element}</CacheProvider>);
  return { html, styles: server.constructStyleTagsFromChunks(server.extractCriticalToChunks(html)) };
}

const logo: ShownImage = { src: '/assets/logo.svg', alt: 'Home', decorative: false, width: 160, height: 40 };
const photo: ShownImage = {
  src: '/assets/team.jpg',
  alt: 'The team',
  decorative: false,
  width: 1600,
  height: 900,
  focus: '30% 60%',
  picture: {
    sources: [{ type: 'image/avif', srcset: '/_img/team-0123456789ab-320.avif 320w' }],
    fallback: { src: '/_img/team-0123456789ab-320.jpg', srcset: '/_img/team-0123456789ab-320.jpg 320w' },
    placeholder: 'data:image/webp;base64,AAAA',
    share: { src: '/_img/team-0123456789ab-share.jpg', width: 1200, height: 630 },
  },
};

describe('a picture server-rendered', () => {
  it('without a look of its own (an SVG) has no class and adds no global <style>, not even an empty one', () => {
    const { html, styles } = serverRender(<Picture image={logo} sizes="160px" eager />);
    expect(html).toContain('<img src="/assets/logo.svg" alt="Home" width="160" height="40"/>');
    expect(html).not.toContain('class=');
    // No global <style> (Emotion files the styles of an empty class, css-0, as an empty global one).
    expect(styles).not.toContain('css-global');
  });

  it('with a placeholder and a focus has them in its one class, and adds no global <style>', () => {
    const { html, styles } = serverRender(<Picture image={photo} sizes="100vw" priority />);
    const name = /<img [^>]*class="css-([a-z0-9]+)"/.exec(html)?.[1];
    expect(name).toBeDefined();
    expect(styles).toContain(`.css-${name}{object-position:30% 60%;background-image:url(data:image/webp;base64,AAAA);`);
    expect(styles).not.toContain('css-global');
  });
});
