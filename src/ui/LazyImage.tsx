import type { Image } from '../generated/content-types';

/** A picture from the content at its own size, fetched and decoded only when it comes near the screen. */
export function LazyImage({ image, className }: { image: Image; className?: string }) {
  return (
    <img src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" decoding="async" className={className} />
  );
}
