/** How long the files must be quiet before they are read again, and read back to check they held. */
export const SETTLE_MS = 50;

/**
 * Passes over changed files for a file watcher: one pass at a time, in order, each once the files
 * have been quiet for SETTLE_MS, so the last save is always the one shown. `run` gets the files
 * changed since the last pass and returns those that changed again while it read them; they get
 * another pass. A pass that throws is handed to `failed` (a failed pass must not end the
 * development server, and the next save gets its pass as usual). Returns what the watcher calls
 * with each changed file.
 */
export function settledPasses(
  run: (files: string[]) => Promise<string[]>,
  failed: (error: unknown) => void = () => {},
): (file: string) => void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const changed = new Set<string>();
  const next = async () => {
    const files = [...changed];
    changed.clear();
    let again: string[] = [];
    try {
      again = await run(files);
    } catch (error) {
      failed(error);
    }
    if (again.length) schedule(again);
  };
  const schedule = (files: readonly string[]) => {
    files.forEach((file) => changed.add(file));
    clearTimeout(timer);
    timer = setTimeout(() => (running = running.then(next, next)), SETTLE_MS);
  };
  return (file) => schedule([file]);
}
