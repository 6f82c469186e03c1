import type { IssueDraft } from '../issues.ts';
import { q } from './words.ts';

/** Files that cannot be read, are missing, or are named or placed so that they are not pages. */
export const fileIssues = {
  readFailed: (reason: string): IssueDraft => ({
    code: 'read-failed',
    message: `cannot read this file (${reason})`,
    hint: 'Save the file as UTF-8 text and check that it is readable.',
  }),
  notUtf8: (): IssueDraft => ({
    code: 'read-failed',
    message: 'this file is not valid UTF-8 text',
    hint: 'Save the file with UTF-8 encoding; the first invalid character is here.',
  }),
  missingFile: (name: string, schema: string): IssueDraft => ({
    code: 'missing-file',
    message: `${name} is missing`,
    hint: `Create ${name}; the shape it needs is described in ${schema}.`,
  }),
  schemaError: (detail: string): IssueDraft => ({
    code: 'schema-error',
    message: `a schema file is not valid JSON Schema: ${detail}`,
    hint: 'Fix the schema file named in the message (this is a schema mistake, not a content mistake).',
  }),
  misnamedPage: (name: string, why: string, rename?: string, renameExists = false, fromJson = false): IssueDraft => ({
    code: 'bad-filename',
    message: `${q(name)} is not read as a page: ${why}`,
    hint: !rename
      ? 'Page files are named in lower-case letters, digits and dashes and end in .yaml, e.g. pages/vending-services.yaml.'
      : renameExists
        ? `${rename} exists already and is the page: move what you need from this file into it, then delete this file.`
        : `Rename it to ${rename}.${fromJson ? ' JSON is also YAML, so the content can stay as it is.' : ''}`,
  }),
  notAPage: (name: string): IssueDraft => ({
    code: 'not-a-page',
    severity: 'warning',
    message: `${q(name)} is not a page and is ignored: only .yaml files in site/pages are pages`,
    hint: 'Move it out of site/pages (pictures and documents belong in site/assets), or delete it.',
  }),
  reservedAddress: (route: string, reason: string, rename: string): IssueDraft => ({
    code: 'reserved-address',
    message: `the address ${route} is reserved: ${reason}`,
    hint: `Rename the file, e.g. ${rename}.`,
  }),
} as const;
