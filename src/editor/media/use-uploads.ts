import { useCallback, useState } from 'react';
import { mediaApi, type Uploaded } from './media-client';

/** One file on its way: its name, how much is sent, and how it ended. */
export interface UploadState {
  id: number;
  name: string;
  progress: number;
  result?: Uploaded;
  error?: string;
}

let next = 0;

/**
 * Several files sent at once, each with its own progress; `onDone` gets each file the server
 * stored (or reused), in the order they finish.
 */
export function useUploads(folder: string, onDone: (uploaded: Uploaded) => void) {
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const update = (id: number, change: Partial<UploadState>) =>
    setUploads((list) => list.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)));
  const start = useCallback(
    (files: readonly File[]) =>
      Promise.all(
        files.map(async (file) => {
          const id = next++;
          setUploads((list) => [...list, { id, name: file.name, progress: 0 }]);
          try {
            const result = await mediaApi.upload(file, folder, (progress) => update(id, { progress }));
            update(id, { progress: 1, result });
            onDone(result);
          } catch (error) {
            update(id, { error: (error as Error).message });
          }
        }),
      ),
    [folder, onDone],
  );
  return { uploads, start, clear: () => setUploads((list) => list.filter((upload) => !upload.result && !upload.error)) };
}
