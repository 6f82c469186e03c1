import type { IssueDraft } from '../issues.ts';
import { didYouMean, list, q } from './words.ts';

/** Cross-checks: links, anchors, data ids and assets that must exist, addresses and ids that must be unique, menu entries. */
export const referenceIssues = {
  missingRoute: (href: string, suggestion?: string): IssueDraft => ({
    code: 'missing-route',
    message: `the link ${q(href)} goes to no page of this site.${didYouMean(suggestion)}`,
    hint: 'Link to an existing page (a file in site/pages) or create that page.',
  }),
  missingAnchor: (href: string, route: string, ids: readonly string[]): IssueDraft => ({
    code: 'missing-anchor',
    message: `the link ${q(href)} jumps to a section id that the page ${route} does not have`,
    hint: ids.length
      ? `Section ids on ${route}: ${list(ids)}. Add "id:" to the target section or fix the link.`
      : `Add "id:" to the section of ${route} that the link should jump to.`,
  }),
  missingRef: (collection: string, id: string, known: readonly string[], suggestion?: string): IssueDraft => ({
    code: 'missing-ref',
    message: `no ${collection} entry has the id ${q(id)}.${didYouMean(suggestion)}`,
    hint: known.length
      ? `Ids in site/data/${collection}.yaml: ${list(known)}.`
      : `site/data/${collection}.yaml has no entries yet: add one under items: with this id, or remove the reference.`,
  }),
  missingAsset: (src: string, suggestion?: string): IssueDraft => ({
    code: 'missing-asset',
    message: `the file ${q(src)} does not exist in site/assets.${didYouMean(suggestion)}`,
    hint: 'Put the file in site/assets or correct the path (paths are case-sensitive).',
  }),
  duplicateRoute: (route: string, other: string): IssueDraft => ({
    code: 'duplicate-route',
    message: `the address ${route} is also claimed by ${other}`,
    hint: 'Keep one of the two files: a page is either name.yaml or name/index.yaml.',
  }),
  duplicateId: (id: string): IssueDraft => ({
    code: 'duplicate-id',
    message: `the section id ${q(id)} is used twice on this page`,
    hint: 'Give each section on a page a different id.',
  }),
  navItem: (): IssueDraft => ({
    code: 'nav-item',
    message: 'a menu entry needs either href (a link) or items (a dropdown), not both and not neither',
    hint: 'Write "href: /page" for a link, or "items:" with a list of links for a dropdown.',
  }),
} as const;
