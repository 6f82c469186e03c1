import { useTheme } from '@emotion/react';
import { useEffect } from 'react';
import { useSite } from '../content/site-context';
import { ButtonLink } from '../ui/Button';
import { Container } from '../ui/layout';

/** The page for an address the site does not have (words: site.yaml ui.notFound); the address is logged for whoever reads the console. */
export function NotFound({ path }: { path: string }) {
  const theme = useTheme();
  const words = useSite().site.ui.notFound;
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', path);
  }, [path]);
  return (
    <section
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
        <h1 css={{ fontSize: 'clamp(4rem, 15vw, 7rem)', fontWeight: 800, color: theme.colors.primary }}>{words.code}</h1>
        <p css={{ fontSize: '1.5rem', marginTop: theme.space(2), marginBottom: theme.space(8), color: theme.colors.mutedForeground }}>
          {words.heading}
        </p>
        <ButtonLink href="/" variant="default" size="lg">
          {words.homeLabel}
        </ButtonLink>
      </Container>
    </section>
  );
}
