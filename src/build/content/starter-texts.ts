/**
 * The words of the starter page (`npm run new-page`, the editor's New page) that stand for words
 * still to be written. Until each is replaced, the loader warns where it is (guard-rails.ts), so
 * `npm run validate --strict` fails and the editor shows it on its field: they never go live.
 */
export const STARTER_TEXTS = {
  descriptionStart: 'Replace this with',
  subtitle: 'One or two sentences on what this page offers and who it is for.',
  reasons: ['First Reason', 'Second Reason', 'Third Reason'],
  reasonText: 'One or two sentences about it.',
} as const;

const exact: ReadonlySet<string> = new Set([STARTER_TEXTS.subtitle, ...STARTER_TEXTS.reasons, STARTER_TEXTS.reasonText]);

/** The first letters of the starter texts: a text that starts with none of them (and no blank) is none of them. */
const FIRST_LETTERS: ReadonlySet<number> = new Set([...exact, STARTER_TEXTS.descriptionStart].map((text) => text.charCodeAt(0)));

/** Whether a text of the content is starter text still to be replaced. */
export function isStarterText(text: string): boolean {
  const first = text.charCodeAt(0);
  // A page has thousands of texts: most are told apart by their first letter, without a trimmed copy.
  if (first > 32 && first < 128 && !FIRST_LETTERS.has(first)) return false;
  const trimmed = text.trim();
  return exact.has(trimmed) || trimmed.startsWith(STARTER_TEXTS.descriptionStart);
}
