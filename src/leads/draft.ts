import { useCallback, useEffect, useState } from 'react';
import type { LeadValues } from './payload';

const PREFIX = 'lead-draft:';

function read(key: string): LeadValues {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
      : {};
  } catch {
    return {};
  }
}

/**
 * Form values that survive a failed attempt and a page reload: kept in sessionStorage under the
 * form's key, restored after hydration (the server renders empty fields), cleared on success.
 */
export function useLeadDraft(key: string) {
  const [values, setValues] = useState<LeadValues>({});
  useEffect(() => setValues(read(key)), [key]);
  const update = useCallback(
    (name: string, value: string) =>
      setValues((current) => {
        const next = { ...current, [name]: value };
        try {
          sessionStorage.setItem(PREFIX + key, JSON.stringify(next));
        } catch {
          // Storage may be full or disabled; the values stay in memory.
        }
        return next;
      }),
    [key],
  );
  const clear = useCallback(() => {
    try {
      sessionStorage.removeItem(PREFIX + key);
    } catch {
      // Nothing stored.
    }
    setValues({});
  }, [key]);
  return { values, update, clear };
}
