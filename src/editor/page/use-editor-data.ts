import { useEffect, useState } from 'react';
import { api } from '../api/client';
import type { Choices, SchemaBundle } from '../api/types';
import { learnSectionTypes } from './section-label';

const NO_CHOICES: Choices = { pages: [], assets: [], collections: {}, icons: [] };

/**
 * The schemas (once) and the choices for pickers: pages and their ids, published files, data
 * collections, icons. Choices are read again after each change of the page (`version`), since a
 * new section id or a new file may have appeared.
 */
export function useEditorData(version: string | undefined) {
  const [schema, setSchema] = useState<SchemaBundle | null>(null);
  const [choices, setChoices] = useState<Choices>(NO_CHOICES);
  const [error, setError] = useState('');
  useEffect(() => {
    api.schema().then(
      (bundle) => {
        learnSectionTypes(bundle);
        setSchema(bundle);
      },
      (reason: Error) => setError(reason.message),
    );
  }, []);
  useEffect(() => {
    let cancelled = false;
    api.choices().then(
      (next) => !cancelled && setChoices(next),
      () => {}, // the pickers keep the last lists; typing still works
    );
    return () => {
      cancelled = true;
    };
  }, [version]);
  return { schema, choices, error };
}
