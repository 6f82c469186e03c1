import { css, useTheme } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { useSite } from '../content/site-context';
import { fill } from '../content/words';
import type { StepsSection } from '../generated/content-types';
import { Icon } from '../ui/Icon';
import { IconBadge } from '../ui/IconBadge';
import { SectionFrame } from '../ui/SectionHeading';
import { plainList } from '../ui/styles';
import { nextActive, STEP_THRESHOLD, stepState } from './step-progress';
import { themed, themedBy } from '../theme/themed';

const styles = {
  progress: themed((theme) => ({
    height: '0.375rem',
    borderRadius: theme.radii.full,
    background: theme.colors.border,
    overflow: 'hidden',
    maxWidth: '40rem',
    marginInline: 'auto',
    marginBottom: theme.space(10),
  })),
  bar: themedBy((theme, progress: number) => ({
    height: '100%',
    width: '100%',
    transformOrigin: 'left',
    transform: `scaleX(${progress})`,
    background: `linear-gradient(90deg, ${theme.colors.primary}, ${theme.colors.accent})`,
    transition: `transform ${theme.motion.normal} ease-out`,
  })),
  list: themedBy((theme, count: number) => ({
    ...plainList,
    display: 'grid',
    gap: theme.space(6),
    [theme.mq.md]: { gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` },
  })),
  step: themedBy((theme, on: boolean) => ({
    position: 'relative',
    padding: theme.space(6),
    borderRadius: theme.radii.xl,
    background: theme.colors.background,
    color: theme.colors.foreground,
    border: `2px solid ${on ? theme.colors.primary : theme.colors.border}`,
    boxShadow: on ? theme.shadows.md : theme.shadows.sm,
    transition: `border-color ${theme.motion.normal}, box-shadow ${theme.motion.normal}`,
  })),
  head: themed((theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space(3), marginBottom: theme.space(3) })),
  badge: themed((theme) => ({ fontWeight: 800, transition: `background-color ${theme.motion.normal}` })),
  title: css({ fontSize: '1.5rem', fontWeight: 800 }),
  text: themed((theme) => ({ color: theme.colors.mutedForeground })),
};

/** Numbered steps that light up as they scroll into view, with a progress bar. */
export default function Steps({ id, eyebrow, title, subtitle, items, tone }: StepsSection) {
  const theme = useTheme();
  const words = useSite().site.ui.steps;
  const [active, setActive] = useState(-1);
  const refs = useRef<(HTMLLIElement | null)[]>([]);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const index = refs.current.indexOf(entry.target as HTMLLIElement);
          if (index < 0) continue;
          const visible = entry.isIntersecting && entry.intersectionRatio >= STEP_THRESHOLD;
          const leftAbove = entry.boundingClientRect.top < (entry.rootBounds?.top ?? 0);
          setActive((current) => nextActive(current, index, visible, leftAbove));
        }
      },
      { threshold: STEP_THRESHOLD },
    );
    refs.current.forEach((node) => node && observer.observe(node));
    return () => observer.disconnect();
  }, [items.length]);

  const { highlighted, progress } = stepState(active, items.length);
  return (
    <SectionFrame id={id} tone={tone} eyebrow={eyebrow} title={title} subtitle={subtitle}>
      <div
        role="progressbar"
        aria-label={fill(words.progress, { title })}
        aria-valuemin={0}
        aria-valuemax={items.length}
        aria-valuenow={active + 1}
        css={styles.progress(theme)}
      >
        <div css={styles.bar(theme, progress)} />
      </div>
      <ol css={styles.list(theme, items.length)}>
        {items.map((step, index) => {
          const on = highlighted[index];
          return (
            <li
              key={step.title}
              ref={(node) => {
                refs.current[index] = node;
              }}
              data-active={on ? 'true' : 'false'}
              aria-current={index === active ? 'step' : undefined}
              css={styles.step(theme, on === true)}
            >
              <div css={styles.head(theme)}>
                <IconBadge look={on ? 'solid' : 'muted'} size={2.75} round css={styles.badge(theme)}>
                  {step.icon ? <Icon name={step.icon} size={20} /> : index + 1}
                </IconBadge>
                <h3 css={styles.title}>
                  <span className="visually-hidden">{fill(words.step, { number: index + 1 })} </span>
                  {step.title}
                </h3>
              </div>
              <p css={styles.text(theme)}>{step.text}</p>
            </li>
          );
        })}
      </ol>
    </SectionFrame>
  );
}
