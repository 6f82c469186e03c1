import { useTheme } from '@emotion/react';
import { useSite } from '../../content/site-context';
import { mailHref, telHref } from '../../ui/contact-links';
import { themedBy } from '../../theme/themed';

interface UnavailableProps {
  /** Above the fields (a warning before any typing), or at the end of the form, where the button is. */
  at?: 'top' | 'end';
  /**
   * The copy the form keeps for a send that fails: hidden until then. The boot script shows it when a
   * form was submitted but the page's scripts never arrived (it is then the only message, so an
   * alert); the app shows it after a failed send (`shown`), beside the failure notice that already
   * said so aloud.
   */
  fallback?: boolean;
  shown?: boolean;
}

const noteStyles = themedBy((theme, at: 'top' | 'end') => ({
  [at === 'top' ? 'marginBottom' : 'marginTop']: theme.space(at === 'top' ? 5 : 4),
  padding: theme.space(4),
  borderRadius: theme.radii.md,
  background: theme.colors.muted,
  fontWeight: 600,
}));

/**
 * How to reach the company when the form cannot be sent (site.yaml leads.unavailableText, then the
 * phone and e-mail of contact): inside <noscript> when JavaScript is off and the webhook takes no
 * form posts; the fallback copy under the button when a send fails or the scripts never arrived.
 */
export function Unavailable({ at = 'top', fallback = false, shown = false }: UnavailableProps) {
  const theme = useTheme();
  const { site } = useSite();
  const { phone, email } = site.contact;
  return (
    <p
      data-lead-offline={fallback ? '' : undefined}
      hidden={fallback && !shown}
      role={fallback && !shown ? 'alert' : undefined}
      css={noteStyles(theme, at)}
    >
      {site.leads.unavailableText} <a href={telHref(phone)}>{phone}</a> · <a href={mailHref(email)}>{email}</a>
    </p>
  );
}
