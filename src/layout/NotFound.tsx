import { useTheme } from '@emotion/react';
import { useEffect } from 'react';
import { useSite } from '../content/site-context';
import { NOT_FOUND_ATTRIBUTE, NOT_FOUND_LOG } from '../render/island-names';
import { ButtonLink } from '../ui/Button';
import { Container } from '../ui/layout';

/** The page for an address the site does not have (words: site.yaml ui.notFound); the address is logged for whoever reads the console (in a built page by the island loader, entry-client.tsx: this page has no island of its own). */
export function NotFound({ path }: { path: string }) {
  const theme = useTheme();
  const words = useSite().site.ui.notFound;
  useEffect(() => {
    console.error(NOT_FOUND_LOG, path);
  }, [path]);
  return (
    <section
      {...{ [NOT_FOUND_ATTRIBUTE]: '' }}
      css={{
        minHeight: '60vh',
        display: 'grid',
        placeItems: 'center',
        textAlign: 'center',
        background: theme.colors.muted,
        paddingBlock: theme.space(20),
      }}
    >
      <Container>
        {/* One heading that says it all ("404 Oops! Page not found"), drawn as the big code over the sentence. */}
        <h1 css={{ marginBottom: theme.space(8) }}>
          <span css={{ display: 'block', fontSize: 'clamp(4rem, 15vw, 7rem)', fontWeight: 800, color: theme.colors.primary }}>
            {words.code}
          </span>{' '}
          <span
            css={{ display: 'block', fontSize: '1.5rem', fontWeight: 400, marginTop: theme.space(2), color: theme.colors.mutedForeground }}
          >
            {words.heading}
          </span>
        </h1>
        <ButtonLink href="/" variant="default" size="lg">
          {words.homeLabel}
        </ButtonLink>
      </Container>
    </section>
  );
}
