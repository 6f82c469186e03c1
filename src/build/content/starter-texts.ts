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

/** Whether a text of the content is starter text still to be replaced. */
export function isStarterText(text: string): boolean {
  const trimmed = text.trim();
  return exact.has(trimmed) || trimmed.startsWith(STARTER_TEXTS.descriptionStart);
}
