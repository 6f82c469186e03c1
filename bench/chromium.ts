import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The flags every benchmark Chromium runs with (besides the debugging port and the profile folder). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export interface Chromium {
  /** The DevTools port Lighthouse connects to. */
  port: number;
  /** Stop the browser (and its helper processes) and remove its profile folder. */
  close(): Promise<void>;
}

const running = new Set<Chromium>();
const children = new Set<ChildProcess>();

/** Kill every browser this process started, at once (for process 'exit', where nothing async runs). */
export function killAllChromiumSync(): void {
  for (const child of children) stopGroup(child, 'SIGKILL', true);
}

/** Stop every browser this process started; for exit and signal handlers. */
export async function closeAllChromium(): Promise<void> {
  await Promise.all([...running].map((chrome) => chrome.close()));
}

/** Signal the browser's process group (it and its helpers); `evenIfExited` also reaches helpers the browser left. */
function stopGroup(child: ChildProcess, signal: NodeJS.Signals, evenIfExited = false) {
  if (child.pid === undefined) return;
  if (!evenIfExited && (child.exitCode !== null || child.signalCode !== null)) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    if (!evenIfExited) child.kill(signal);
  }
}

/**
 * Start a fresh headless Chromium with its own temporary profile and a free DevTools port
 * (`--remote-debugging-port=0`, the port is read from the "DevTools listening on" line).
 */
export async function launchChromium({ path = CHROMIUM_PATH, timeoutMs = 30_000 } = {}): Promise<Chromium> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const child = spawn(path, [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  children.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let closing: Promise<void> | undefined;
  const chrome: Chromium = {
    port: 0,
    close: () =>
      (closing ??= (async () => {
        running.delete(chrome);
        stopGroup(child, 'SIGTERM');
        const timer = setTimeout(() => stopGroup(child, 'SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
        stopGroup(child, 'SIGKILL', true); // helpers left behind by the browser process, if any
        children.delete(child);
        rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
      })()),
  };
  running.add(chrome);
  try {
    chrome.port = await new Promise<number>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(
        () => reject(new Error(`Chromium did not open its DevTools port within ${timeoutMs} ms:\n${output}`)),
        timeoutMs,
      );
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(new Error(`Cannot start ${path}: ${error.message}`));
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Chromium exited with code ${code} before opening its DevTools port:\n${output}`));
      });
      child.stderr!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /DevTools listening on ws:\/\/[^:/]+:(\d+)\//.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
    });
    return chrome;
  } catch (error) {
    await chrome.close();
    throw error;
  }
}
