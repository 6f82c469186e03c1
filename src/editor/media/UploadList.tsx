import { tokens } from '../ui/tokens';
import { fileSize } from './media-client';
import type { UploadState } from './use-uploads';

/** Each file being sent, with its own progress bar, then what became of it. */
export function UploadList({ uploads }: { uploads: readonly UploadState[] }) {
  if (!uploads.length) return null;
  return (
    <ul aria-label="Uploads" css={{ listStyle: 'none', padding: 0, margin: `${tokens.space.md} 0`, display: 'grid', gap: tokens.space.sm }}>
      {uploads.map((upload) => (
        <li key={upload.id} data-upload={upload.name} css={{ display: 'grid', gap: tokens.space.xs }}>
          <span css={{ fontWeight: 600 }}>{upload.name}</span>
          {upload.error ? (
            <span role="alert" css={{ color: tokens.color.danger }}>
              {upload.error}
            </span>
          ) : upload.result ? (
            <span role="status" css={{ color: tokens.color.success }}>
              {upload.result.reused ? 'Already in the library as' : 'Stored as'} {upload.result.src} ({fileSize(upload.result.bytes)}, no
              location or camera data)
            </span>
          ) : (
            <progress max={1} value={upload.progress} aria-label={`Uploading ${upload.name}`} css={{ width: '100%', maxWidth: '24rem' }} />
          )}
        </li>
      ))}
    </ul>
  );
}
