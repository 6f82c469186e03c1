import { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX } from '../../content/page-limits.ts';
import type { IssueDraft } from '../issues.ts';
import { q } from './words.ts';

/** The guard rails that keep a page publishable: search lengths, one main heading, one form, alt text, consent. */
export const pageRuleIssues = {
  starterText: (text: string): IssueDraft => ({
    code: 'starter-text',
    severity: 'warning',
    message: `${q(text.length > 60 ? `${text.slice(0, 57)}...` : text)} is starter text of a new page, still to be replaced`,
    hint: 'Write the words this page needs in its place (or remove the part): until then it would go live as it is.',
  }),
  longTitle: (length: number): IssueDraft => ({
    code: 'long-title',
    severity: 'warning',
    message: `the title is ${length} characters long; search results cut it after about ${TITLE_MAX}`,
    hint: `Shorten the title to ${TITLE_MAX} characters or fewer.`,
  }),
  longDescription: (length: number): IssueDraft => ({
    code: 'long-description',
    severity: 'warning',
    message: `the description is ${length} characters long; search results cut it after about ${DESCRIPTION_MAX}`,
    hint: `Shorten the description to ${DESCRIPTION_MAX} characters or fewer.`,
  }),
  shareImageFormat: (src: string): IssueDraft => ({
    code: 'share-image-format',
    severity: 'warning',
    message: `${q(src)} is shown when the page is shared, but social networks and chats show no ${src.split('.').pop()!.toUpperCase()} picture`,
    hint: 'Use a PNG or JPG of about 1200 × 630 pixels for the picture shown in shared links (and give its width and height).',
  }),
  shortDescription: (length: number): IssueDraft => ({
    code: 'short-description',
    severity: 'warning',
    message: `the description is ${length} characters long; search results show ${DESCRIPTION_MIN} to ${DESCRIPTION_MAX} to summarise a page`,
    hint: `Lengthen the description to ${DESCRIPTION_MIN} characters or more: one or two sentences on what the page offers.`,
  }),
  noMainHeading: (): IssueDraft => ({
    code: 'no-main-heading',
    severity: 'warning',
    message: 'this page has no main heading (H1): none of its sections is a hero, product-hero or legal',
    hint: 'Start the page with a hero section (product-hero on a machine page, legal on a legal page): it shows the one main heading that visitors, screen readers and search engines look for.',
  }),
  extraMainHeading: (first: string): IssueDraft => ({
    code: 'extra-main-heading',
    message: `a second main heading (H1): ${first} already gives this page its main heading`,
    hint: 'Keep one hero, product-hero or legal section per page; for another heading use a section with a title, such as text, benefits or cta.',
  }),
  extraLeadForm: (first: string, id: string): IssueDraft => ({
    code: 'extra-lead-form',
    message: `a second lead form: ${first} is already the form of this page, and a page has at most one`,
    hint: `Remove this form; buttons jump to the page's form with href: "#${id}".`,
  }),
  missingAlt: (): IssueDraft => ({
    code: 'missing-alt',
    message: 'the picture has no alt text',
    hint: 'Describe what the picture shows in a few words (screen readers read it aloud). Only for a purely decorative picture, keep alt: "" and add decorative: true.',
  }),
  decorativeAlt: (alt: string): IssueDraft => ({
    code: 'decorative-alt',
    message: `a decorative picture must have an empty alt, but this one has ${q(alt)}`,
    hint: 'Delete "decorative: true" if the picture shows something worth describing, or set alt: "" if it is pure decoration.',
  }),
  emptyConsent: (): IssueDraft => ({
    code: 'empty-consent',
    message: 'the consent text is empty: visitors must see what they agree to before they send the form',
    hint: 'Write the consent wording here, or delete the consent line to use the standard wording.',
  }),
  noDefaultConsent: (): IssueDraft => ({
    code: 'empty-consent',
    message: 'this lead form has no consent text: it has no consent line and the standard wording is empty',
    hint: 'Add "consent:" with the wording to this form, or restore the standard wording: the default of consent in schema/sections/lead-form.schema.json.',
  }),
} as const;
