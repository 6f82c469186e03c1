import { useEffect, useId, useRef, useState } from 'react';
import { atBase } from '../base-url';
import { tokens } from '../ui/tokens';
import { Button } from '../ui/Button';
import { holdPreview, markSelected, showOverlay } from './preview-frame';

export const DEVICES = { phone: { width: 390, label: 'Phone (390 px)' }, desktop: { width: 1440, label: 'Desktop (1440 px)' } } as const;
type Device = keyof typeof DEVICES;

export interface PreviewProps {
  route: string;
  /** The selected section, or -1 for none (page settings). */
  selected: number;
  /** Scroll the selected section into view once the page shows it (the editor was opened at it). */
  reveal?: boolean;
  onPick: (index: number) => void;
}

/**
 * The real page at its address in an iframe, at phone or desktop width, scaled to fit. The dev
 * server updates the open page after each write, so the preview follows every change by itself.
 */
export function Preview({ route, selected, reveal = false, onPick }: PreviewProps) {
  const [device, setDevice] = useState<Device>('desktop');
  const [box, setBox] = useState({ width: 0, height: 0 });
  const [blocked, setBlocked] = useState(false);
  const [overlayShown, setOverlayShown] = useState(false);
  const holder = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const current = useRef({ selected, picked: -2, onPick, overlayShown });
  current.current.selected = selected;
  current.current.onPick = onPick;
  current.current.overlayShown = overlayShown;
  const headingId = useId();

  useEffect(() => {
    const element = holder.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => entry && setBox({ width: entry.contentRect.width, height: entry.contentRect.height }));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    return holdPreview(
      element,
      (index) => {
        current.current.picked = index;
        current.current.onPick(index);
      },
      () => current.current.selected,
      setBlocked,
      () => current.current.overlayShown,
      reveal && selected >= 0,
    );
    // Only the first selection is revealed on load; later ones scroll by the effect below.
  }, []);

  useEffect(() => {
    const doc = frame.current?.contentDocument;
    if (doc) showOverlay(doc, overlayShown);
  }, [overlayShown]);

  useEffect(() => {
    const doc = frame.current?.contentDocument;
    // A section picked in the preview is where the person is looking: only a pick elsewhere scrolls.
    if (doc) markSelected(doc, selected, selected >= 0 && current.current.picked !== selected);
    current.current.picked = -2;
  }, [selected]);

  const width = DEVICES[device].width;
  const scale = box.width ? Math.min(1, box.width / width) : 1;
  return (
    <section
      aria-labelledby={headingId}
      css={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0, padding: tokens.space.md, gap: tokens.space.sm }}
    >
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.space.sm }}>
        <h2 id={headingId} css={{ fontSize: tokens.font.size.lg, margin: 0 }}>
          Preview
        </h2>
        <fieldset css={{ display: 'flex', gap: tokens.space.md, border: 0, padding: 0, margin: 0 }}>
          <legend css={{ float: 'left', marginRight: tokens.space.sm, fontWeight: 600 }}>Width</legend>
          {(Object.keys(DEVICES) as Device[]).map((name) => (
            <label key={name} css={{ display: 'flex', alignItems: 'center', gap: tokens.space.xs }}>
              <input type="radio" name={`${headingId}-device`} checked={device === name} onChange={() => setDevice(name)} />
              {DEVICES[name].label}
            </label>
          ))}
        </fieldset>
        <a href={atBase(route)} target="_blank" rel="noreferrer">
          Open the page in a new tab
        </a>
      </div>
      <div role="status">
        {blocked && (
          <p
            data-preview-blocked=""
            css={{
              margin: 0,
              padding: tokens.space.sm,
              borderRadius: tokens.radius.sm,
              background: tokens.color.warningSoft,
              color: tokens.color.warning,
            }}
          >
            The site has an error, so the preview shows the last version that worked. It catches up once the error is fixed.{' '}
            <Button size="sm" tone="secondary" aria-pressed={overlayShown} onClick={() => setOverlayShown((shown) => !shown)}>
              Show the dev server&apos;s message
            </Button>
          </p>
        )}
      </div>
      <div
        ref={holder}
        css={{
          // The frame lies over this box, out of its layout: the box's height comes from the editor's
          // columns (or 60 % of the window when they stack), never from the frame it scales to fit.
          position: 'relative',
          flex: 1,
          minHeight: 'max(320px, 60vh)',
          overflow: 'hidden',
          background: tokens.color.sunken,
          border: `1px solid ${tokens.color.border}`,
          borderRadius: tokens.radius.md,
        }}
      >
        <iframe
          ref={frame}
          title={`Preview of ${route} at ${DEVICES[device].label}`}
          src={atBase(route)}
          data-preview-width={width}
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: `${width}px`,
            height: `${box.height / scale}px`,
            transform: `scale(${scale})`,
            transformOrigin: '0 0',
            border: 0,
            display: 'block',
            background: '#fff',
          }}
        />
      </div>
    </section>
  );
}
