import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { softText, type Tone } from './tone';
import { ownStyles, themed, themedBy } from '../theme/themed';

export interface IconPointProps {
  /** What stands before the words: an icon badge, a check mark. */
  icon: ReactNode;
  title: string;
  text?: string;
  /** The title's element: `h3` where the points belong to the page's outline. */
  titleAs?: 'p' | 'h3';
  titleSize: string;
  /** The tone of what the point stands on: its band's, or light where the point is a card of its own. */
  tone: Tone;
  className?: string;
}

const pointStyles = themed((theme) => ({ display: 'flex', gap: theme.space(4) }));
const titleStyles = themedBy((_theme, titleSize: string) => ({ fontWeight: 700, fontSize: titleSize }));
const textStyles = themedBy((theme, tone: Tone) => ({ marginTop: theme.space(1), color: softText(theme, tone) }));

/** One point of a list: an icon beside a bold title and, under it, an optional muted sentence. */
export function IconPoint({ icon, title, text, titleAs: Title = 'p', titleSize, tone, className }: IconPointProps) {
  const theme = useTheme();
  return (
    <li className={className} css={ownStyles(pointStyles(theme), className)}>
      {icon}
      <div>
        <Title css={titleStyles(theme, titleSize)}>{title}</Title>
        {text && <p css={textStyles(theme, tone)}>{text}</p>}
      </div>
    </li>
  );
}
