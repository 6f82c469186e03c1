import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './Button';
import { barStyle } from './recipe';
import { tokens } from './tokens';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Wider dialogs hold grids (icons, files). */
  wide?: boolean;
}

/**
 * A modal on the native <dialog>: the browser traps focus, Escape closes it, and focus goes back
 * to the control that opened it. It opens with the focus in its first field, where typing goes.
 */
export function Dialog({ open, title, onClose, children, wide = false }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal?.();
      // Where typing goes first: its search box or first field, not its Close button.
      dialog.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      css={{
        width: wide ? 'min(860px, 94vw)' : 'min(520px, 94vw)',
        maxHeight: '88vh',
        padding: 0,
        border: `1px solid ${tokens.color.border}`,
        borderRadius: tokens.radius.md,
        boxShadow: tokens.shadow.dialog,
        color: tokens.color.text,
        '&::backdrop': { background: 'rgba(15, 20, 30, 0.45)' },
      }}
    >
      {open && (
        <div css={{ display: 'flex', flexDirection: 'column', maxHeight: '88vh' }}>
          <div css={{ ...barStyle(tokens.space.md, `${tokens.space.md} ${tokens.space.lg}`), justifyContent: 'space-between' }}>
            <h2 id={titleId} css={{ margin: 0, fontSize: tokens.font.size.lg }}>
              {title}
            </h2>
            <Button tone="ghost" size="sm" onClick={onClose}>
              Close
            </Button>
          </div>
          <div css={{ padding: tokens.space.lg, overflow: 'auto' }}>{children}</div>
        </div>
      )}
    </dialog>
  );
}
