import { createContext, useContext } from 'react';
import type { Choices, Issue, JsonPath, Op } from '../api/types';

/** What every field of a generated form needs from the page editor. */
export interface FormContext {
  /** Send one change (one or more ops) to the server, with the words undo will use for it. */
  apply(ops: Op[], label: string): void;
  /** Issues of the page by pathKey. */
  issues: Map<string, Issue[]>;
  choices: Choices;
  /** The route of the page being edited: links to its own sections are written #id. */
  route: string;
  /** The section ids of the page as it is now (the choices list may be older). */
  pageIds: string[];
  /** Character counters by pathKey (the page's title and description). */
  counters: Map<string, { min?: number; max?: number }>;
}

export const FormContextValue = createContext<FormContext | null>(null);

export function useForm(): FormContext {
  const context = useContext(FormContextValue);
  if (!context) throw new Error('a form field was rendered outside FormContextValue');
  return context;
}

/** The one-op changes fields make. */
export const setOp = (path: JsonPath, value: unknown): Op => ({ op: 'set', path, value });
export const unsetOp = (path: JsonPath): Op => ({ op: 'unset', path });
