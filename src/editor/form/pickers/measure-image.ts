/** Files the browser can draw as a picture (the others are listed by name). */
export const IMAGE_FILE = /\.(svg|png|jpe?g|webp|avif|gif)$/i;

/** The size of a picture file in pixels, or undefined when it has none of its own (an SVG with only a viewBox). */
export async function measureImage(src: string): Promise<{ width: number; height: number } | undefined> {
  if (!IMAGE_FILE.test(src)) return undefined;
  const image = new Image();
  image.src = src;
  try {
    await image.decode();
  } catch {
    return undefined;
  }
  return image.naturalWidth > 0 && image.naturalHeight > 0 ? { width: image.naturalWidth, height: image.naturalHeight } : undefined;
}
