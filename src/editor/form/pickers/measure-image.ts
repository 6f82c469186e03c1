/** Files the browser can draw as a picture (the others are listed by name). */
export const IMAGE_FILE = /\.(svg|png|jpe?g|webp|avif|gif)$/i;
