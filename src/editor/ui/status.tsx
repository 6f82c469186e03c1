import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from './Button';
import { tokens } from './tokens';

interface Status {
  /** A quiet confirmation (saved, moved), read politely by screen readers; it fades after a while. */
  say(message: string): void;
  /** Something the person must know (the file changed on disk, a change was refused): stays until dismissed. */
  alert(message: string): void;
}

interface StatusState {
  message: string;
  alertText: string;
  dismiss(): void;
}

const StatusContext = createContext<Status>({ say: () => {}, alert: () => {} });
const StatusText = createContext<StatusState>({ message: '', alertText: '', dismiss: () => {} });

export const useStatus = () => useContext(StatusContext);

/** How long a confirmation stays on screen. */
const SAY_MS = 5000;

/** One place for the editor's messages; StatusBar shows them where a screen puts it. */
export function StatusProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState('');
  const [alertText, setAlertText] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const say = useCallback((text: string) => {
    setMessage(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setMessage(''), SAY_MS);
  }, []);
  const alert = useCallback((text: string) => setAlertText(text), []);
  useEffect(() => () => clearTimeout(timer.current), []);
  const value = useMemo(() => ({ say, alert }), [say, alert]);
  const text = useMemo(() => ({ message, alertText, dismiss: () => setAlertText('') }), [message, alertText]);
  return (
    <StatusContext.Provider value={value}>
      <StatusText.Provider value={text}>{children}</StatusText.Provider>
    </StatusContext.Provider>
  );
}

/**
 * The live regions: an alert (with Dismiss) and the latest confirmation. They sit in the page's
 * flow, under the screen's header, so they never cover a control.
 */
export function StatusBar() {
  const { message, alertText, dismiss } = useContext(StatusText);
  return (
    <div
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: tokens.space.md,
        padding: alertText || message ? `${tokens.space.xs} ${tokens.space.lg}` : 0,
      }}
    >
      <div role="alert" css={{ flex: alertText ? '1 1 24rem' : 'none' }}>
        {alertText && (
          <div
            css={{
              display: 'flex',
              alignItems: 'center',
              gap: tokens.space.md,
              background: tokens.color.warningSoft,
              color: tokens.color.warning,
              border: `1px solid ${tokens.color.warning}`,
              borderRadius: tokens.radius.md,
              padding: `${tokens.space.xs} ${tokens.space.md}`,
            }}
          >
            <span data-editor-alert="" css={{ flex: 1 }}>
              {alertText}
            </span>
            <Button size="sm" onClick={dismiss}>
              Dismiss
            </Button>
          </div>
        )}
      </div>
      <p role="status" data-editor-status="" css={{ margin: 0, color: tokens.color.muted, fontSize: tokens.font.size.sm }}>
        {message}
      </p>
    </div>
  );
}
