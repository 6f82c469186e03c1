/**
 * Files that editors, version-control tools and operating systems leave next to the files being
 * edited. They are never read as pages (ignored without a message) and never published.
 *
 * Backups ending in .bak or .orig are ignored too: tools make them unasked (git mergetool and
 * patch keep `about.yaml.orig`, `sed -i.bak` keeps `about.yaml.bak`), they are never a page, and a
 * warning for each would fail `npm run validate -- --strict` after every merge.
 *
 * The dot-names among them are also covered by the dotfile rule; they are listed here to say what they are.
 */
export const LEFTOVER_FILES: readonly { pattern: RegExp; what: string }[] = [
  { pattern: /^\.#/, what: 'Emacs lock file (.#about.yaml)' },
  { pattern: /^#.*#$/, what: 'Emacs auto-save file (#about.yaml#)' },
  { pattern: /~$/, what: 'backup file of Vim, Emacs, gedit or Kate (about.yaml~)' },
  { pattern: /^\..*\.sw[a-p]$/, what: 'Vim swap file (.about.yaml.swp, .about.yaml.swo)' },
  { pattern: /^\..*\.un~$/, what: 'Vim undo file (.about.yaml.un~)' },
  { pattern: /^4913$/, what: 'Vim write test (it creates and deletes 4913 to check that it may write in the folder)' },
  { pattern: /^~\$/, what: 'Microsoft Office lock file (~$brochure.docx)' },
  { pattern: /^\.~lock\..*#$/, what: 'LibreOffice lock file (.~lock.brochure.odt#)' },
  { pattern: /^\.DS_Store$/, what: 'macOS folder settings' },
  { pattern: /^\._/, what: 'macOS resource fork copied to another disk (._logo.svg)' },
  { pattern: /^Thumbs\.db$/i, what: 'Windows thumbnail cache' },
  { pattern: /^ehthumbs(_vista)?\.db$/i, what: 'Windows Media Center thumbnail cache' },
  { pattern: /^desktop\.ini$/i, what: 'Windows folder settings' },
  { pattern: /\.(bak|orig)$/i, what: 'backup copy (about.yaml.bak, about.yaml.orig)' },
];

/**
 * Why a file or folder name is never read as a page and never published: `dot` for a name starting
 * with a dot (any file or folder), `leftover` for an editor, tool or system leftover (files).
 */
export function unpublishedName(name: string, isFolder = false): 'dot' | 'leftover' | undefined {
  if (name.startsWith('.')) return 'dot';
  if (isFolder) return undefined;
  if (LEFTOVER_FILES.some(({ pattern }) => pattern.test(name))) return 'leftover';
  return undefined;
}
