import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import type { SectionHeading as HeadingFields } from '../generated/content-types';
import { Band, Container } from './layout';
import { eyebrowStyles } from './styles';
import type { Tone } from './tone';
import { themed, themedBy } from '../theme/themed';

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

const headerStyles = themedBy((theme, align: 'center' | 'start') => ({
  textAlign: align,
  maxWidth: align === 'center' ? '46rem' : undefined,
  marginInline: align === 'center' ? 'auto' : undefined,
  marginBottom: theme.space(12),
}));
const eyebrowLine = themed((theme) => ({ ...eyebrowStyles('inherit', theme.space(3)), opacity: 0.85 }));
const titleStyles = {
  1: css({ fontSize: 'clamp(2.25rem, 6vw, 4rem)', fontWeight: 800 }),
  2: css({ fontSize: 'clamp(1.75rem, 4vw, 2.75rem)', fontWeight: 800 }),
};
const subtitleStyles = themed((theme) => ({ marginTop: theme.space(4), fontSize: '1.125rem', opacity: 0.85 }));

/** Eyebrow, heading and subtitle in the site's type scale. */
export function SectionHeading({ eyebrow, title, subtitle, level = 2, align = 'center', id }: SectionHeadingProps) {
  const theme = useTheme();
  const Tag = level === 1 ? 'h1' : 'h2';
  return (
    <header css={headerStyles(theme, align)}>
      {eyebrow && <p css={eyebrowLine(theme)}>{eyebrow}</p>}
      <Tag id={id} css={titleStyles[level]}>
        {title}
      </Tag>
      {subtitle && <p css={subtitleStyles(theme)}>{subtitle}</p>}
    </header>
  );
}

/** The section's own heading fields (generated from schema/defs/common.schema.json), and its tone. */
export interface SectionFrameProps extends HeadingFields {
  tone: Tone;
  className?: string;
  children: ReactNode;
}

/** The frame most sections share: a band in the section's tone, the container and the centred heading above the content. */
export function SectionFrame({ id, tone, eyebrow, title, subtitle, className, children }: SectionFrameProps) {
  return (
    <Band id={id} tone={tone} className={className}>
      <Container>
        <SectionHeading eyebrow={eyebrow} title={title} subtitle={subtitle} />
        {children}
      </Container>
    </Band>
  );
}
