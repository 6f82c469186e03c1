import { useEffect, useId, useState, type FormEvent } from 'react';
import type { PageSummary } from '../api/types';
import { api } from '../api/client';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { Labelled } from '../ui/Labelled';
import { helpStyle, inputStyle, labelStyle } from '../ui/recipe';
import { tokens } from '../ui/tokens';

export interface NewPageDialogProps {
  open: boolean;
  pages: PageSummary[];
  /** Open as a copy of this page (Duplicate), instead of the starter page. */
  copyOf?: string;
  onClose: () => void;
  onCreated: (route: string) => void;
}

/** New page: an address, and either the starter page (as npm run new-page writes it) or a copy of another page. */
export function NewPageDialog({ open, pages, copyOf, onClose, onCreated }: NewPageDialogProps) {
  const [address, setAddress] = useState('');
  const [copy, setCopy] = useState(false);
  const [from, setFrom] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const ids = { help: useId(), from: useId(), error: useId() };
  useEffect(() => {
    // Each time it opens: Duplicate starts as a copy of its page, at an address beside it.
    if (!open) return;
    setCopy(copyOf !== undefined);
    setFrom(copyOf ?? '');
    setAddress(copyOf !== undefined ? `${copyOf === '/' ? '/home' : copyOf}-copy` : '');
    setError('');
  }, [open, copyOf]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    const route = `/${address.trim().replace(/^\/+/, '')}`;
    const source = copy ? from || pages[0]?.route : undefined;
    const result = await api.createPage(route, source).catch((reason: Error) => ({ error: reason.message }));
    setBusy(false);
    if ('error' in result) setError(result.error);
    else onCreated(result.route);
  };

  return (
    <Dialog open={open} title={copyOf !== undefined ? `Duplicate ${copyOf}` : 'New page'} onClose={onClose}>
      <form onSubmit={submit} noValidate css={{ display: 'grid', gap: tokens.space.lg }}>
        <Labelled label="Address">
          {(control) => (
            <>
              <input
                id={control}
                placeholder="/smart-vending-for-gyms"
                autoComplete="off"
                spellCheck={false}
                aria-describedby={`${ids.help}${error ? ` ${ids.error}` : ''}`}
                aria-invalid={error ? true : undefined}
                value={address}
                onChange={(event) => setAddress(event.target.value)}
                css={inputStyle}
              />
              <p id={ids.help} css={helpStyle}>
                Lower-case letters, digits and dashes, with / between the parts, for example /smart-vending-for-gyms.
              </p>
            </>
          )}
        </Labelled>
        <fieldset css={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: tokens.space.sm }}>
          <legend css={labelStyle}>Start from</legend>
          <label css={{ display: 'flex', gap: tokens.space.sm }}>
            <input type="radio" name="start" checked={!copy} onChange={() => setCopy(false)} />
            The starter page (an opening banner, benefits and a request form)
          </label>
          <label css={{ display: 'flex', gap: tokens.space.sm }}>
            <input type="radio" name="start" checked={copy} onChange={() => setCopy(true)} />A copy of another page
          </label>
          <label htmlFor={ids.from} css={{ ...labelStyle, marginTop: tokens.space.sm }}>
            Page to copy
          </label>
          <select
            id={ids.from}
            value={from || pages[0]?.route || ''}
            onChange={(event) => setFrom(event.target.value)}
            disabled={!copy}
            css={inputStyle}
          >
            {pages.map((page) => (
              <option key={page.route} value={page.route}>{`${page.route} (${page.title})`}</option>
            ))}
          </select>
        </fieldset>
        {error && (
          <p id={ids.error} role="alert" css={{ margin: 0, color: tokens.color.danger }}>
            {error}
          </p>
        )}
        <div css={{ display: 'flex', gap: tokens.space.sm, justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" tone="primary" disabled={busy || !address.trim()}>
            {busy ? 'Creating…' : 'Create page'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
