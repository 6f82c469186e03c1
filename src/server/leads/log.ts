/** One line of JSON per event on stdout (errors on stderr), for journald or any log collector. */
export interface Log {
  info(event: string, fields?: Record<string, unknown>): void;
  warn(event: string, fields?: Record<string, unknown>): void;
  error(event: string, fields?: Record<string, unknown>): void;
}

export function jsonLog(
  out: (line: string) => void = (line) => process.stdout.write(line),
  err: (line: string) => void = (line) => process.stderr.write(line),
): Log {
  const write =
    (level: string, sink: (line: string) => void) =>
    (event: string, fields: Record<string, unknown> = {}) =>
      sink(`${JSON.stringify({ time: new Date().toISOString(), level, event, ...fields })}\n`);
  return { info: write('info', out), warn: write('warn', out), error: write('error', err) };
}
