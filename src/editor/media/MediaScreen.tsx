import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { atBase } from '../base-url';
import { EDITOR_BASE } from '../editor-routes';
import { helpStyle, inputStyle, labelStyle } from '../ui/recipe';
import { StatusBar, useStatus } from '../ui/status';
import { tokens } from '../ui/tokens';
import { DropZone } from './DropZone';
import { MediaCard } from './MediaCard';
import { fileSize, mediaApi, type LibraryFile } from './media-client';
import { UploadList } from './UploadList';
import { useUploads } from './use-uploads';

/** Where uploads of the library screen go, under site/assets/. */
const FOLDER = 'uploads';

/**
 * The media library: every file of site/assets with its picture, size and where it is used; search;
 * upload several files at once (drop, paste or choose), each with its progress; rename, replace
 * and delete (refused while a page uses the file, naming where).
 */
export function MediaScreen() {
  const [files, setFiles] = useState<LibraryFile[] | null>(null);
  const [maxBytes, setMaxBytes] = useState(0);
  const [error, setError] = useState('');
  const [query, setQuery] = useState('');
  const status = useStatus();
  const searchId = useId();
  const countId = useId();
  const reload = useCallback(
    () =>
      mediaApi.list().then(
        (list) => {
          setFiles(list.files);
          setMaxBytes(list.maxBytes);
        },
        (reason: Error) => setError(reason.message),
      ),
    [],
  );
  useEffect(() => {
    document.title = 'Media library · Page editor';
    void reload();
  }, [reload]);
  const { uploads, start } = useUploads(
    FOLDER,
    useCallback(() => void reload(), [reload]),
  );
  const shown = useMemo(() => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    return (files ?? []).filter((file) =>
      words.every((word) => `${file.src} ${file.uses.map((use) => use.route ?? use.file).join(' ')}`.toLowerCase().includes(word)),
    );
  }, [files, query]);
  return (
    <main css={{ maxWidth: '1100px', margin: '0 auto', padding: tokens.space.xl }}>
      <p css={{ margin: 0 }}>
        <a href={atBase(EDITOR_BASE)}>← Pages</a>
      </p>
      <h1 css={{ margin: `${tokens.space.sm} 0 ${tokens.space.md}`, fontSize: tokens.font.size.xl }}>Media library</h1>
      <StatusBar />
      <DropZone label="Upload files to the media library" onFiles={(list) => void start(list)}>
        <span css={{ color: tokens.color.muted, fontSize: tokens.font.size.sm, width: '100%' }}>
          Photos are stored upright, without location or camera data{maxBytes ? `, up to ${fileSize(maxBytes)} each` : ''}.
        </span>
      </DropZone>
      <UploadList uploads={uploads} />
      <div css={{ margin: `${tokens.space.lg} 0`, maxWidth: '420px' }}>
        <label htmlFor={searchId} css={labelStyle}>
          Search files
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-describedby={countId}
          css={inputStyle}
        />
        <p id={countId} role="status" css={helpStyle}>
          {files ? `${shown.length} of ${files.length} files` : error ? '' : 'Loading files…'}
        </p>
      </div>
      {error && (
        <p role="alert" css={{ color: tokens.color.danger }}>
          {error}
        </p>
      )}
      <ul
        aria-label="Files"
        css={{
          listStyle: 'none',
          padding: 0,
          margin: 0,
          display: 'grid',
          gap: tokens.space.md,
          gridTemplateColumns: 'repeat(auto-fill, minmax(20rem, 1fr))',
        }}
      >
        {shown.map((file) => (
          <MediaCard
            key={file.src}
            file={file}
            onChanged={(message) => {
              status.say(message);
              void reload();
            }}
          />
        ))}
      </ul>
    </main>
  );
}
