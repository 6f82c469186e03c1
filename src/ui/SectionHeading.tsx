import { useTheme } from '@emotion/react';

export interface SectionHeadingProps {
  eyebrow?: string;
  title: string;
  subtitle?: string;
  /** Heading level: 1 for the page's main heading, 2 for sections. */
  level?: 1 | 2;
  align?: 'center' | 'start';
  /** Id for aria-labelledby on the section. */
  id?: string;
}

/** Eyebrow, heading and subtitle in the site's type scale. */
export function SectionHeading({ eyebrow, title, subtitle, level = 2, align = 'center', id }: SectionHeadingProps) {
  const theme = useTheme();
  const Tag = level === 1 ? 'h1' : 'h2';
  return (
    <header
      css={{
        textAlign: align,
        maxWidth: align === 'center' ? '46rem' : undefined,
        marginInline: align === 'center' ? 'auto' : undefined,
        marginBottom: theme.space(12),
      }}
    >
      {eyebrow && (
        <p
          css={{
            fontSize: '0.875rem',
            fontWeight: 700,
            letterSpacing: '0.08em',
            textTransform: 'uppercase',
            color: 'inherit',
            opacity: 0.85,
            marginBottom: theme.space(3),
          }}
        >
          {eyebrow}
        </p>
      )}
      <Tag id={id} css={{ fontSize: level === 1 ? 'clamp(2.25rem, 6vw, 4rem)' : 'clamp(1.75rem, 4vw, 2.75rem)', fontWeight: 800 }}>
        {title}
      </Tag>
      {subtitle && <p css={{ marginTop: theme.space(4), fontSize: '1.125rem', opacity: 0.85 }}>{subtitle}</p>}
    </header>
  );
}
