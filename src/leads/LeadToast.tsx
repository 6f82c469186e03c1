import { useTheme } from '@emotion/react';
import { Icon } from '../ui/Icon';
import { closeSnackbar, SnackbarContent, type CustomContentProps } from 'notistack';
import { forwardRef } from 'react';
import { useSite } from '../content/site-context';
import type { UiLeadFormWords } from '../generated/content-types';

declare module 'notistack' {
  interface VariantOverrides {
    error: { title: string };
  }
}

/**
 * A destructive notice: a title and a sentence, announced to screen readers, closable. Its title
 * and message name words of site.yaml ui.leadForm (see leads/messages.ts), which it shows; any
 * other text is shown as it is.
 */
export const LeadToast = forwardRef<HTMLDivElement, CustomContentProps & { title: string }>(function LeadToast(
  { id, message, title },
  ref,
) {
  const theme = useTheme();
  const words = useSite().site.ui.leadForm;
  const say = (text: string) => (Object.hasOwn(words, text) ? words[text as keyof UiLeadFormWords] : text);
  return (
    <SnackbarContent ref={ref} role="alert" aria-live="assertive">
      <div
        css={{
          display: 'flex',
          gap: theme.space(3),
          alignItems: 'flex-start',
          width: 'min(26rem, calc(100vw - 2rem))',
          padding: theme.space(4),
          borderRadius: theme.radii.lg,
          boxShadow: theme.shadows.lg,
          background: theme.colors.destructive,
          color: theme.colors.destructiveForeground,
        }}
      >
        <div css={{ flex: 1 }}>
          <p css={{ fontWeight: 700 }}>{say(title)}</p>
          <p css={{ fontSize: '0.9375rem', marginTop: theme.space(1) }}>{typeof message === 'string' ? say(message) : message}</p>
        </div>
        <button
          type="button"
          aria-label={words.dismiss}
          onClick={() => closeSnackbar(id)}
          css={{
            border: 0,
            background: 'transparent',
            color: 'inherit',
            cursor: 'pointer',
            padding: theme.space(1),
            borderRadius: theme.radii.sm,
            display: 'grid',
            placeItems: 'center',
          }}
        >
          <Icon name="x" size={18} />
        </button>
      </div>
    </SnackbarContent>
  );
});
