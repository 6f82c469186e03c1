import { useId, useRef, useState } from 'react';
import { atBase } from '../base-url';
import { editorUrl } from '../editor-routes';
import { Button } from '../ui/Button';
import { inputStyle } from '../ui/recipe';
import { tokens } from '../ui/tokens';
import { fileSize, mediaApi, type LibraryFile } from './media-client';
import { Thumbnail } from './Thumbnail';

export interface MediaCardProps {
  file: LibraryFile;
  /** After a change on the server: the list is read again; `message` says what happened. */
  onChanged: (message: string) => void;
}

/** One file of the library: its picture, size, where it is used, and rename, replace and delete. */
export function MediaCard({ file, onChanged }: MediaCardProps) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(file.src.replace(/^\/assets\//, '').replace(/\.[^.]+$/, ''));
  const [error, setError] = useState('');
  const [version, setVersion] = useState(0);
  const replaceInput = useRef<HTMLInputElement>(null);
  const nameId = useId();
  const run = (action: () => Promise<string>) => {
    setError('');
    action().then(onChanged, (reason: Error) => setError(reason.message));
  };
  const title = file.src.replace(/^\/assets\//, '');
  return (
    <li
      data-media={file.src}
      css={{
        display: 'flex',
        gap: tokens.space.md,
        padding: tokens.space.md,
        background: tokens.color.surface,
        border: `1px solid ${tokens.color.border}`,
        borderRadius: tokens.radius.md,
      }}
    >
      <Thumbnail src={file.src} version={version} />
      <div css={{ display: 'grid', gap: tokens.space.xs, alignContent: 'start', minWidth: 0, flex: 1 }}>
        <h2 css={{ margin: 0, fontSize: tokens.font.size.md, overflowWrap: 'anywhere' }}>{title}</h2>
        <p css={{ margin: 0, color: tokens.color.muted, fontSize: tokens.font.size.sm }}>
          {file.width && file.height ? `${file.width} × ${file.height} px · ` : ''}
          {fileSize(file.bytes)}
        </p>
        {file.uses.length ? (
          <ul aria-label={`Where ${title} is used`} css={{ margin: 0, paddingLeft: tokens.space.lg, fontSize: tokens.font.size.sm }}>
            {file.uses.map((use) => (
              <li key={`${use.file}:${use.line}`}>
                {use.route !== undefined ? <a href={atBase(editorUrl(use.route))}>{use.route}</a> : use.file} — {use.where}
              </li>
            ))}
          </ul>
        ) : (
          <p css={{ margin: 0, fontSize: tokens.font.size.sm }}>Not used on any page.</p>
        )}
        {renaming ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              run(async () => {
                const renamed = await mediaApi.rename(file.src, name);
                setRenaming(false);
                return `Renamed to ${renamed.src}${renamed.changed.length ? `; updated ${renamed.changed.join(', ')}` : ''}.`;
              });
            }}
            css={{ display: 'flex', flexWrap: 'wrap', gap: tokens.space.sm, alignItems: 'end' }}
          >
            <label htmlFor={nameId} css={{ fontSize: tokens.font.size.sm, fontWeight: 600, width: '100%' }}>
              New name (lower case and dashes; the ending stays)
            </label>
            <input
              id={nameId}
              value={name}
              onChange={(event) => setName(event.target.value)}
              css={{ ...inputStyle, flex: 1, minWidth: '10rem' }}
            />
            <Button tone="primary" type="submit">
              Rename
            </Button>
            <Button onClick={() => setRenaming(false)}>Cancel</Button>
          </form>
        ) : (
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: tokens.space.sm }}>
            <Button size="sm" onClick={() => setRenaming(true)} aria-label={`Rename ${title}`}>
              Rename
            </Button>
            <Button size="sm" onClick={() => replaceInput.current?.click()} aria-label={`Replace ${title}`}>
              Replace
            </Button>
            <Button
              size="sm"
              tone="danger"
              aria-label={`Delete ${title}`}
              onClick={() =>
                window.confirm(`Delete ${title}?`) &&
                run(async () => {
                  await mediaApi.remove(file.src);
                  return `Deleted ${title}.`;
                })
              }
            >
              Delete
            </Button>
            <input
              ref={replaceInput}
              type="file"
              hidden
              onChange={(event) => {
                const chosen = event.target.files?.[0];
                event.target.value = '';
                if (chosen)
                  run(async () => {
                    await mediaApi.replace(file.src, chosen, () => {});
                    setVersion((n) => n + 1);
                    return `Replaced ${title}; every page that shows it shows the new file.`;
                  });
              }}
            />
          </div>
        )}
        {error && (
          <p role="alert" css={{ margin: 0, color: tokens.color.danger, fontSize: tokens.font.size.sm }}>
            {error}
          </p>
        )}
      </div>
    </li>
  );
}
