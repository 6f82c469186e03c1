import { useTheme } from '@emotion/react';
import { useSite } from '../../content/site-context';
import { mailHref, telHref } from '../../ui/contact-links';

/**
 * How to reach the company when the form cannot be sent (site.yaml leads.unavailableText, then the
 * phone and e-mail of contact): inside <noscript> when JavaScript is off and the webhook takes no
 * form posts; hidden otherwise, shown by the boot script when a form was submitted but the page's
 * scripts never arrived.
 */
export function Unavailable({ offline = false }: { offline?: boolean }) {
  const theme = useTheme();
  const { site } = useSite();
  const { phone, email } = site.contact;
  return (
    <p
      data-lead-offline={offline ? '' : undefined}
      hidden={offline}
      role={offline ? 'alert' : undefined}
      css={{
        marginBottom: theme.space(5),
        padding: theme.space(4),
        borderRadius: theme.radii.md,
        background: theme.colors.muted,
        fontWeight: 600,
      }}
    >
      {site.leads.unavailableText} <a href={telHref(phone)}>{phone}</a> · <a href={mailHref(email)}>{email}</a>
    </p>
  );
}
