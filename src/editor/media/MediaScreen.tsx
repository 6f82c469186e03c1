import { useCallback, useEffect, useState } from 'react';
import { atBase } from '../base-url';
import { EDITOR_BASE } from '../editor-routes';
import { ListScreen } from '../ui/ListScreen';
import { useStatus } from '../ui/status';
import { tokens } from '../ui/tokens';
import { DropZone } from './DropZone';
import { MediaCard } from './MediaCard';
import { fileSize, mediaApi, type LibraryFile } from './media-client';
import { UploadList } from './UploadList';
import { useUploads } from './use-uploads';

/** Where uploads of the library screen go, under site/assets/. */
const FOLDER = 'uploads';

/** A file is found by its path and by the pages and files that use it. */
const searchText = (file: LibraryFile) => `${file.src} ${file.uses.map((use) => use.route ?? use.file).join(' ')}`;

/**
 * The media library: every file of site/assets with its picture, size and where it is used; search;
 * upload several files at once (drop, paste or choose), each with its progress; rename, replace
 * and delete (refused while a page uses the file, naming where).
 */
export function MediaScreen() {
  const [files, setFiles] = useState<LibraryFile[] | null>(null);
  const [maxBytes, setMaxBytes] = useState(0);
  const [error, setError] = useState('');
  const status = useStatus();
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
    void reload();
  }, [reload]);
  const { uploads, start } = useUploads(
    FOLDER,
    useCallback(() => void reload(), [reload]),
  );
  return (
    <ListScreen
      title="Media library"
      header={
        <>
          <p css={{ margin: 0 }}>
            <a href={atBase(EDITOR_BASE)}>← Pages</a>
          </p>
          <h1 css={{ margin: `${tokens.space.sm} 0 ${tokens.space.md}`, fontSize: tokens.font.size.xl }}>Media library</h1>
        </>
      }
      intro={
        <>
          <DropZone label="Upload files to the media library" onFiles={(list) => void start(list)}>
            <span css={{ color: tokens.color.muted, fontSize: tokens.font.size.sm, width: '100%' }}>
              Photos are stored upright, without location or camera data{maxBytes ? `, up to ${fileSize(maxBytes)} each` : ''}.
            </span>
          </DropZone>
          <UploadList uploads={uploads} />
        </>
      }
      noun="files"
      items={files}
      error={error}
      searchText={searchText}
    >
      {(shown) => (
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
      )}
    </ListScreen>
  );
}
