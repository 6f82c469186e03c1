import type { IssueDraft } from '../issues.ts';
import { q } from './words.ts';

/** Pictures whose size the loader reads from their file. */
export const mediaIssues = {
  imageSizeMismatch: (side: 'width' | 'height', written: number, src: string, width: number, height: number): IssueDraft => ({
    code: 'image-size',
    message: `${side} is ${written}, but ${q(src)} is ${width} × ${height} pixels`,
    hint: `Write ${side}: ${side === 'width' ? width : height}, or leave width and height out: they are read from the file.`,
  }),
  imageSizeUnknown: (src: string): IssueDraft => ({
    code: 'image-size',
    message: `the size of ${q(src)} cannot be read from the file`,
    hint: 'Give the picture its width and height in pixels, or save it again as a JPEG, PNG, WebP, AVIF or SVG with a width and height.',
  }),
} as const;
