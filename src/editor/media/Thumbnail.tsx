import { useEffect, useState } from 'react';
import { tokens } from '../ui/tokens';
import { mediaApi } from './media-client';

const PICTURE = /\.(svg|png|jpe?g|webp|avif|gif)$/i;

/** A small picture of a file of the library (made by the server, so a 24-megapixel photo is not sent whole), or its type in capitals. */
export function Thumbnail({ src, version = 0, size = '7rem' }: { src: string; version?: number; size?: string }) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!PICTURE.test(src)) return;
    let made: string | undefined;
    let live = true;
    void mediaApi.thumb(src).then((thumb) => {
      made = thumb;
      if (live) setUrl(thumb);
    });
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [src, version]);
  const box = { width: size, height: size, borderRadius: tokens.radius.sm, background: tokens.color.sunken, flexShrink: 0 } as const;
  if (!PICTURE.test(src) || !url)
    return (
      <span aria-hidden="true" css={{ ...box, display: 'grid', placeItems: 'center', fontWeight: 700, color: tokens.color.muted }}>
        {src.split('.').pop()?.toUpperCase()}
      </span>
    );
  return <img src={url} alt="" css={{ ...box, objectFit: 'contain' }} />;
}
