import type { Server } from 'node:http';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { pageEditorApi, type PageEditorApi } from '../../build/vite/editor.ts';
import { draftBase } from '../../editor/studio/studio-routes.ts';
import { siteConfig } from '../../../vite.config.ts';

/** A draft's editor is stopped after this long without a request, to give its memory back. */
export const IDLE_CLOSE_MS = 30 * 60_000;

/**
 * One Vite development server per open draft, in middleware mode, on the studio's own HTTP server:
 * the site's code from the studio's project, the content from the draft's worktree, every address
 * below /__draft/<slug>/ (its base), its live preview updates on a WebSocket there. Started on first
 * use, stopped when idle.
 */
export interface DraftServers {
  get(slug: string, dir: string): Promise<ViteDevServer>;
  close(slug: string): Promise<void>;
  closeAll(): Promise<void>;
  /** The slugs of the drafts whose server runs. */
  open(): string[];
  /** The draft server's way to publish a write to its open pages at once, once it runs (else undefined). */
  publisher(slug: string): PageEditorApi['publish'];
}

export function draftServers(project: string, http: Server, nonce: string): DraftServers {
  const servers = new Map<string, { server: Promise<ViteDevServer>; used: number; running?: ViteDevServer }>();
  const sweep = setInterval(() => {
    for (const [slug, entry] of servers) if (Date.now() - entry.used > IDLE_CLOSE_MS) void close(slug);
  }, 60_000);
  sweep.unref();

  async function start(slug: string, dir: string): Promise<ViteDevServer> {
    // The site's plugins read SITE_DIR when they are made (content-state.ts): this draft's content folder.
    const before = process.env.SITE_DIR;
    process.env.SITE_DIR = join(dir, 'site');
    let config;
    try {
      config = siteConfig();
    } finally {
      if (before === undefined) delete process.env.SITE_DIR;
      else process.env.SITE_DIR = before;
    }
    return createServer({
      ...config,
      configFile: false,
      root: project,
      logLevel: 'warn',
      clearScreen: false,
      // Every address it makes (its modules, its WebSocket for the live preview's updates) names the draft.
      base: draftBase(slug),
      html: { cspNonce: nonce },
      server: { middlewareMode: true, ws: { server: http, path: '__vite_hmr' }, allowedHosts: true, host: undefined, port: undefined },
    });
  }

  async function close(slug: string): Promise<void> {
    const entry = servers.get(slug);
    if (!entry) return;
    servers.delete(slug);
    await (await entry.server.catch(() => undefined))?.close();
  }

  return {
    get(slug, dir) {
      let entry = servers.get(slug);
      if (!entry) {
        const made: { server: Promise<ViteDevServer>; used: number; running?: ViteDevServer } = {
          server: start(slug, dir),
          used: Date.now(),
        };
        entry = made;
        servers.set(slug, made);
        made.server.then(
          (server) => (made.running = server),
          () => servers.delete(slug),
        );
      }
      entry.used = Date.now();
      return entry.server;
    },
    close,
    async closeAll() {
      clearInterval(sweep);
      await Promise.all([...servers.keys()].map(close));
    },
    open: () => [...servers.keys()],
    publisher(slug) {
      const running = servers.get(slug)?.running;
      return running && pageEditorApi(running)?.publish;
    },
  };
}
