import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Chromium features turned off for every run. Headless Chromium is the whole browser without a
 * screen, and each new tab builds the browser's own interface: its omnibox popup is a web page of
 * its own (chrome://omnibox-popup.top-chrome/, some fifty modules) in a renderer of its own. That
 * is about one CPU-second per tab on the 2-core CI machine, spent while the page under test loads.
 */
export const DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

/**
 * The features playwright-core's launch turns off itself (its `chromiumSwitches`). Chromium keeps
 * only the last `--disable-features` on its command line, so a launch through Playwright names
 * them again beside ours (tests/browser/chromium-flags.test.ts checks the running browser's).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

const BASE_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The flags every benchmark Chromium runs with (besides the debugging port and the profile folder). */
export const CHROMIUM_FLAGS = [...BASE_FLAGS, `--disable-features=${DISABLED_FEATURES.join(',')}`];

/** The same flags for `chromium.launch` of playwright-core, whose own switches come first. */
export const PLAYWRIGHT_CHROMIUM_FLAGS = [
  ...BASE_FLAGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...DISABLED_FEATURES].join(',')}`,
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
