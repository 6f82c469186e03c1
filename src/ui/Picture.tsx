import { css, type CSSObject } from '@emotion/react';
import { pictureOf } from '../content/picture';
import type { Image } from '../generated/content-types';

export interface PictureProps {
  image: Image;
  /** Where the section places it (picture-sizes.ts), so each screen gets a file made for its width. */
  sizes: string;
  /** The page's largest first paint: fetched first and at once; every other picture waits until it comes near the screen. */
  priority?: boolean;
  /** Fetched at once, with no priority of its own (the header's logo): neither lazy nor the page's largest paint. */
  eager?: boolean;
  className?: string;
}

/** display: contents leaves the <img> the box the section lays out, as if <picture> were not there. */
const pictureStyles = css({ display: 'contents' });

/**
 * A picture from the content as static HTML: for a photo, AVIF and WebP at the widths the build
 * made, the original's format as the fallback, a blurred placeholder behind it until it arrives;
 * always its width and height, so nothing moves when it loads. A `focus` keeps its part of the
 * picture in view when the frame crops it. Works without JavaScript.
 */
export function Picture({ image, sizes, priority = false, eager = false, className }: PictureProps) {
  const set = pictureOf(image);
  const loading = priority ? ({ fetchPriority: 'high' } as const) : eager ? {} : ({ loading: 'lazy', decoding: 'async' } as const);
  const look: CSSObject = {
    ...(image.focus ? { objectPosition: image.focus } : {}),
    ...(set?.placeholder
      ? { backgroundImage: `url(${set.placeholder})`, backgroundSize: 'cover', backgroundPosition: image.focus ?? 'center' }
      : {}),
  };
  const img = (
    <img
      src={set?.fallback.src ?? image.src}
      srcSet={set?.fallback.srcset}
      sizes={set ? sizes : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      {...loading}
      // No css prop at all for a plain picture: an empty one still gets a class (css-0) and an empty global <style>.
      {...(Object.keys(look).length ? { css: look } : {})}
      className={className}
    />
  );
  if (!set) return img;
  return (
    <picture css={pictureStyles}>
      {set.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
