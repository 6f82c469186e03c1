import type { Image } from '../generated/content-types.ts';

/** One modern format of a picture: its MIME type and the widths it was made at. */
export interface PictureSource {
  type: 'image/avif' | 'image/webp';
  srcset: string;
}

/**
 * What the build made of a raster picture (src/build/media): the modern formats, the fallback in
 * the original's format (its largest width as `src`), a tiny blurred placeholder when the picture
 * has no transparency, and the 1200 × 630 share picture. Filled in by the loader; never written
 * in YAML.
 */
export interface PictureSet {
  sources: PictureSource[];
  fallback: { src: string; srcset: string };
  placeholder?: string;
  /** The og:image made from this picture. */
  share: { src: string; width: number; height: number };
}

/** An image as the loader gives it: its size always known, its variants when it is a raster picture. */
export type ShownImage = Image & { width: number; height: number; picture?: PictureSet };

/** The variants of an image, when the build makes them (SVG and GIF are published as they are). */
export function pictureOf(image: Image): PictureSet | undefined {
  return (image as ShownImage).picture;
}
