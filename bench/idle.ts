import { cpus } from 'node:os';

function cpuTimes(): { busy: number; total: number } {
  let busy = 0;
  let total = 0;
  for (const { times } of cpus()) {
    const all = times.user + times.nice + times.sys + times.irq + times.idle;
    total += all;
    busy += all - times.idle;
  }
  return { busy, total };
}

/** The share (0..1) of all cores busy over `ms` milliseconds, whoever uses them. */
export async function cpuBusy(ms = 1000): Promise<number> {
  const before = cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = cpuTimes();
  const total = after.total - before.total;
  return total > 0 ? (after.busy - before.busy) / total : 0;
}

/**
 * Wait until the machine is quiet (at most `threshold` of its cores busy over a second) or
 * `maxMs` have passed. Returns the time waited and the last busy share seen.
 */
export async function waitForIdle(maxMs: number, threshold = 0.25): Promise<{ waitedMs: number; busy: number }> {
  const start = performance.now();
  let busy = await cpuBusy();
  while (busy > threshold && performance.now() - start < maxMs) busy = await cpuBusy();
  return { waitedMs: performance.now() - start, busy };
}
