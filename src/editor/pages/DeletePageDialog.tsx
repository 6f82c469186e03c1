import { useEffect, useState } from 'react';
import { api } from '../api/client';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { tokens } from '../ui/tokens';

export interface DeletePageDialogProps {
  /** The address of the page to delete, or undefined when the dialog is closed. */
  route: string | undefined;
  onClose: () => void;
  onDeleted: (route: string) => void;
}

/**
 * Delete a page, after asking. The server refuses while other pages or the site settings link to
 * it, and names them: the answer is shown here, and nothing is deleted.
 */
export function DeletePageDialog({ route, onClose, onDeleted }: DeletePageDialogProps) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => setError(''), [route]);
  const remove = async () => {
    if (!route) return;
    setBusy(true);
    const result = await api.deletePage(route).catch((reason: Error) => ({ error: reason.message }));
    setBusy(false);
    if ('error' in result) setError(result.error);
    else onDeleted(result.deleted);
  };
  return (
    <Dialog open={route !== undefined} title={`Delete ${route ?? ''}`} onClose={onClose}>
      <p css={{ marginTop: 0 }}>{`The page ${route ?? ''} and its file are deleted. Undo cannot bring it back.`}</p>
      {error && (
        <p role="alert" css={{ color: tokens.color.danger }}>
          {error}
        </p>
      )}
      <div css={{ display: 'flex', gap: tokens.space.sm, justifyContent: 'flex-end' }}>
        <Button onClick={onClose}>{error ? 'Close' : 'Keep the page'}</Button>
        {!error && (
          <Button tone="danger" onClick={() => void remove()} disabled={busy}>
            {busy ? 'Deleting…' : 'Delete the page'}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
