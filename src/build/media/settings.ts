/**
 * What the picture pipeline makes, named once. A change here changes every variant's name (the
 * settings are part of its hash), so an old cached file is never served for new settings.
 */

/** Widths a picture is made at, never above its own width (which is added when it falls between two). */
export const WIDTH_LADDER = [320, 480, 640, 800, 1080, 1280, 1600, 1920, 2560] as const;

/** Encoder settings per output format. */
export const ENCODERS = {
  avif: { quality: 50, effort: 3 },
  webp: { quality: 72, effort: 4 },
  jpeg: { quality: 78, mozjpeg: true },
  png: { compressionLevel: 9, effort: 7 },
} as const;

export type OutputFormat = keyof typeof ENCODERS;

/** Raster formats the pipeline reads and makes variants of; GIF (often animated) and SVG are published as they are. */
export const PIPELINE_FORMATS = ['jpeg', 'png', 'webp', 'avif'] as const;
export type PipelineFormat = (typeof PIPELINE_FORMATS)[number];

/** The share picture social networks and chats show. */
export const SHARE_SIZE = { width: 1200, height: 630 } as const;

/** The placeholder's width in pixels: a few hundred bytes, inlined in the page. */
export const PLACEHOLDER_WIDTH = 16;

/** Where variants are published and served (outside /assets/, so they never meet an author's file). */
export const VARIANT_BASE = '/_img/';

/** Bumped when the pipeline's output changes for the same settings (a different resize, a new step). */
const PIPELINE_VERSION = 1;

/** What every variant's hash includes besides its source's bytes. */
export const SETTINGS_KEY = JSON.stringify([PIPELINE_VERSION, WIDTH_LADDER, ENCODERS, SHARE_SIZE, PLACEHOLDER_WIDTH]);

/** The fallback format of a source: JPEG stays JPEG, a picture that may be transparent becomes PNG. */
export function fallbackFormat(format: PipelineFormat): OutputFormat {
  return format === 'jpeg' ? 'jpeg' : 'png';
}

/** The widths a picture `width` pixels wide is made at. */
export function widthsFor(width: number): number[] {
  const below = WIDTH_LADDER.filter((step) => step < width);
  const top = WIDTH_LADDER[WIDTH_LADDER.length - 1]!;
  return width <= top ? [...below, width] : below;
}
