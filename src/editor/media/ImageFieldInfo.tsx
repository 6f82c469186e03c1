import { useCallback, useEffect, useState } from 'react';
import { tokens } from '../ui/tokens';
import { DropZone } from './DropZone';
import { fileSize, mediaApi, type MediaInfo, type Uploaded } from './media-client';
import { Thumbnail } from './Thumbnail';
import { UploadList } from './UploadList';
import { useUploads } from './use-uploads';

export interface ImageFieldInfoProps {
  /** The picture the field names now, if any. */
  src: string | undefined;
  /** Whether it is a published file (one uploaded here is, whatever the list of files loaded earlier says). */
  published: boolean;
  label: string;
  /** A file stored by an upload on this field: the field takes it. */
  onUploaded: (uploaded: Uploaded) => void;
}

/**
 * Under a picture field: the picture as a thumbnail, its size in pixels and what a phone will
 * download of it (the AVIF the build makes for a phone 390 pixels across), and a drop zone that
 * uploads a picture and puts it in the field.
 */
export function ImageFieldInfo({ src, published, label, onUploaded }: ImageFieldInfoProps) {
  const [info, setInfo] = useState<MediaInfo | undefined>();
  const [uploaded, setUploaded] = useState<string>();
  const { uploads, start } = useUploads(
    'uploads',
    useCallback(
      (stored: Uploaded) => {
        setUploaded(stored.src);
        onUploaded(stored);
      },
      [onUploaded],
    ),
  );
  const known = src !== undefined && (published || src === uploaded);
  useEffect(() => {
    setInfo(undefined);
    if (!known) return;
    let live = true;
    mediaApi.info(src!).then(
      (found) => live && setInfo(found),
      () => undefined, // the field's own issue says what is wrong with the path
    );
    return () => {
      live = false;
    };
  }, [src, known]);
  return (
    <div css={{ display: 'grid', gap: tokens.space.sm, marginTop: tokens.space.sm }}>
      {src && info && (
        <div data-image-info="" css={{ display: 'flex', gap: tokens.space.md, alignItems: 'center', fontSize: tokens.font.size.sm }}>
          <Thumbnail src={src} size="4.5rem" />
          <p css={{ margin: 0 }}>
            {info.width && info.height ? `${info.width} × ${info.height} px` : 'Size not known'} · file {fileSize(info.bytes)}
            {info.phone && (
              <>
                <br />A phone downloads {fileSize(info.phone.bytes)} (AVIF, {info.phone.width} px wide)
              </>
            )}
          </p>
        </div>
      )}
      <DropZone label={`Upload a picture for ${label}`} accept="image/*,.svg" onFiles={(files) => void start(files.slice(0, 1))} />
      <UploadList uploads={uploads} />
    </div>
  );
}
