import type { IssueDraft } from '../issues.ts';
import { q } from './words.ts';

/** Names in the content folder that are never read or published: symbolic links that lead out or loop, pipes, unpublished assets. */
export const unsafeFileIssues = {
  linkOutside: (target?: string): IssueDraft => ({
    code: 'unsafe-link',
    message:
      target === undefined
        ? 'this file is reached through a link that leads outside the site folder: it is not read or published'
        : `this is a link to ${q(target)}, outside the site folder: it is not read or published`,
    hint: 'Replace the link with a copy of the file inside the site folder, or delete it: only files inside the site folder are read and published.',
  }),
  linkLoop: (where?: string): IssueDraft => ({
    code: 'unsafe-link',
    message:
      where === undefined
        ? 'this link leads back to itself through other links: it is not read or published'
        : `this link leads back to ${where}, a folder that contains it: it is not followed, so nothing is read or published through it`,
    hint:
      where === undefined
        ? 'Delete the link, or point it at a file inside the site folder.'
        : 'Delete the link (a link to "." or ".." repeats a folder inside itself forever); to have the same files under a second name, copy them.',
  }),
  linkRepeat: (where: string, listedAs: string): IssueDraft => ({
    code: 'unsafe-link',
    message: `this link leads to ${where}, which is already listed${listedAs === where ? '' : ` as ${listedAs}`}: it is not followed, so nothing is read or published through it`,
    hint: 'Delete the link; to have the same files under this name too, copy them.',
  }),
  linkBroken: (target: string): IssueDraft => ({
    code: 'unsafe-link',
    message: `this link leads to ${q(target)}, which does not exist`,
    hint: 'Delete the link, or point it at an existing file inside the site folder.',
  }),
  notRegularFile: (): IssueDraft => ({
    code: 'unsafe-link',
    message: 'this is not a regular file (it is a pipe, a socket or a device): it is not read or published',
    hint: 'Delete it: only regular files are read and published.',
  }),
  unpublishedAsset: (src: string, why: 'dot' | 'leftover' | 'outside' | 'unsafe'): IssueDraft => ({
    code: 'unpublished-asset',
    message: `the file ${q(src)} is not published: ${UNPUBLISHED_WHY[why]}`,
    hint: UNPUBLISHED_HINT[why],
  }),
} as const;

const UNPUBLISHED_WHY = {
  dot: 'names starting with a dot are never published',
  leftover: 'its name is that of an editor or system leftover (a backup, lock or swap file), which is never published',
  outside: 'it is a link, or in a linked folder, that leads outside the site folder',
  unsafe: 'it is neither a regular file nor a link to one inside the site folder',
};

const UNPUBLISHED_HINT = {
  dot: 'Rename the file (and its folders) so that no name starts with a dot, and use the new path here.',
  leftover: 'Rename the file to an ordinary name (without ~, .bak, .orig or the like) and use the new path here.',
  outside: 'Copy the file into site/assets instead of linking to it.',
  unsafe: 'Put a regular file at this path in site/assets (see the error reported at that file).',
};
