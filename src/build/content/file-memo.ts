/**
 * The results of a check of one file, kept for as long as the file's checked value lives and given
 * back while the context the check read (other files' ids, the listed assets…) is the same. The
 * content cache hands out the same frozen value while a file's bytes are unchanged, so a load
 * after a one-file save checks that file again and reuses the rest. A value that is not frozen
 * (a load without the cache) is always checked.
 */
export function fileMemo<T>(): (value: unknown, context: string, check: () => T) => T {
  const kept = new WeakMap<object, { context: string; result: T }>();
  return (value, context, check) => {
    if (value === null || typeof value !== 'object' || !Object.isFrozen(value)) return check();
    const found = kept.get(value);
    if (found && found.context === context) return found.result;
    const result = check();
    kept.set(value, { context, result });
    return result;
  };
}
