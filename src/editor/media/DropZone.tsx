import { useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../ui/Button';
import { tokens } from '../ui/tokens';

export interface DropZoneProps {
  /** What the zone is for, read by screen readers: "Upload pictures for Poster". */
  label: string;
  onFiles: (files: File[]) => void;
  /** The file types the chooser offers. */
  accept?: string;
  children?: ReactNode;
}

const files = (list: FileList | null | undefined) => (list ? Array.from(list) : []);

/**
 * Where files come in: dropped on it, pasted while it has the focus, or chosen with its button
 * (several at once each way). The button is the keyboard's way in; the zone only adds to it.
 */
export function DropZone({ label, onFiles, accept = 'image/*,.svg,video/mp4,video/webm,application/pdf', children }: DropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();
  const take = (list: File[]) => list.length && onFiles(list);
  return (
    <div
      role="group"
      aria-label={label}
      aria-describedby={hintId}
      data-dropzone=""
      tabIndex={-1}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        take(files(event.dataTransfer?.files));
      }}
      onPaste={(event) => take(files(event.clipboardData?.files))}
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: tokens.space.md,
        padding: tokens.space.lg,
        border: `2px dashed ${over ? tokens.color.accent : tokens.color.borderStrong}`,
        borderRadius: tokens.radius.md,
        background: over ? tokens.color.accentSoft : tokens.color.sunken,
      }}
    >
      <Button onClick={() => input.current?.click()}>Choose files…</Button>
      <span id={hintId} css={{ color: tokens.color.muted, fontSize: tokens.font.size.sm }}>
        or drop them here, or paste a picture
      </span>
      <input
        ref={input}
        type="file"
        multiple
        accept={accept}
        hidden
        onChange={(event) => {
          take(files(event.target.files));
          event.target.value = '';
        }}
      />
      {children}
    </div>
  );
}
