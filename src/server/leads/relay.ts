import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSite } from '../../build/content/load-site.ts';
import { CHALLENGE_PATH, FORM_START_PATH } from '../../leads/relay-headers.ts';
import { formStart } from './form-start.ts';
import type { RelayConfig } from './config.ts';
import { formContracts } from './contract.ts';
import { adminTokenAuth, studioAccountsAuth, type InboxAuth } from './inbox-auth.ts';
import { INBOX_BASE } from './inbox-html.ts';
import { inboxRoutes } from './inbox.ts';
import { intake, refusalWords } from './intake.ts';
import { jsonLog, type Log } from './log.ts';
import { alertOverdue, applyRetention } from './maintenance.ts';
import { proofOfWork } from './proof.ts';
import { openStore } from './store/open-store.ts';
import { deliveryWorker } from './worker.ts';
import { staticSite } from './static-site.ts';
import { openFailureStore, openStore as openStudioStore } from '../shared/store.ts';
import { clientAddress, sendJson } from './http.ts';
import { HttpError } from '../shared/body.ts';

/** The project's schemas, which the content is checked against (whichever content folder --site names). */
const SCHEMA_DIR = fileURLToPath(new URL('../../../schema', import.meta.url));
/** The relay's one public path. */
export const LEADS_PATH = '/api/leads';
/** How often the alert and retention checks run. */
const MAINTENANCE_MS = 60_000;

/** The webhook the relay forwards to: the setting, or an http(s) leads.webhookUrl of site.yaml. */
function webhookOf(config: RelayConfig, siteWebhook: string): string {
  const url = config.webhookUrl || (/^https?:\/\//.test(siteWebhook) ? siteWebhook : '');
  if (!url) throw new Error('No webhook to forward leads to: set LEAD_WEBHOOK_URL=https://… (or --webhook) on the relay.');
  // The address itself is never repeated: it may carry the provider's token.
  if (!/^https?:\/\//.test(url)) throw new Error('The webhook (LEAD_WEBHOOK_URL or --webhook) must be an http(s):// address.');
  return url;
}

/** LEAD_SECRET, or one kept in the data folder (created on the first start). Several instances must share LEAD_SECRET. */
function relaySecret(dataDir: string): string {
  if (process.env.LEAD_SECRET) return process.env.LEAD_SECRET;
  const file = join(dataDir, 'secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  }
  return readFileSync(file, 'utf8').trim();
}

/**
 * Start the lead relay: the form contracts from the site's content, the store, the delivery
 * worker, the alert and retention checks, and the HTTP server. `auth` decides who opens the inbox
 * (the admin token by default).
 */
export async function startRelay(config: RelayConfig, options: { log?: Log; auth?: InboxAuth } = {}) {
  const log = options.log ?? jsonLog();
  const loaded = loadSite({ siteDir: config.siteDir, schemaDir: SCHEMA_DIR });
  if (!loaded.model) throw new Error(`The site in ${config.siteDir} has errors; run npm run validate to see them.`);
  const contracts = formContracts(loaded.model);
  const webhookUrl = webhookOf(config, loaded.model.site.site.leads.webhookUrl);
  const store = await openStore(config);
  const secret = relaySecret(config.dataDir);
  const proof = proofOfWork(secret, config.proofMax, store);
  const start = formStart(secret);
  const { attribution } = loaded.model.site.site.leads;
  const worker = deliveryWorker(store, { ...config, webhookUrl, forward: attribution?.forward ?? [] }, log);
  const studio = !options.auth && config.studioDataDir ? openStudioStore(config.studioDataDir) : undefined;
  const failures = !options.auth && !studio && config.adminToken ? openFailureStore(config.dataDir) : undefined;
  const auth = options.auth ?? (studio ? studioAccountsAuth(studio) : adminTokenAuth(config.adminToken, failures));
  const inbox = inboxRoutes(store, auth, [...contracts.keys()], worker.kick, (req) => clientAddress(req, config.trustProxy));
  const take = intake(store, contracts, refusalWords(loaded.model.site.site), { ...config, attribution }, proof, start, log, worker.kick);
  const site = config.staticDir ? await staticSite(config.staticDir) : undefined;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (path === LEADS_PATH) {
      if (req.method !== 'POST') return sendJson(res, 405, { error: 'POST a lead here' }, { Allow: 'POST' });
      return take(req, res);
    }
    if (path === FORM_START_PATH) {
      if (req.method !== 'GET') return sendJson(res, 405, { error: 'GET the start picture here' }, { Allow: 'GET' });
      return start.answer(req, res, Date.now());
    }
    if (path === CHALLENGE_PATH) {
      if (req.method !== 'GET') return sendJson(res, 405, { error: 'GET a challenge here' }, { Allow: 'GET' });
      return proof.enabled ? sendJson(res, 200, await proof.challenge(Date.now())) : sendJson(res, 404, { error: 'proof of work is off' });
    }
    if (path === INBOX_BASE || path.startsWith(`${INBOX_BASE}/`)) return inbox(req, res, path.slice(INBOX_BASE.length));
    if (site) return site(req, res);
    sendJson(res, 404, { error: `the relay answers ${LEADS_PATH} and ${INBOX_BASE} only` });
  };
  const server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => {
      // A refusal (a body too large or malformed) says why, with its status; anything else is a failure.
      if (error instanceof HttpError && !res.headersSent) return sendJson(res, error.status, { error: error.message });
      log.error('request.failed', { path: req.url, error: error.message });
      if (!res.headersSent) sendJson(res, 500, { error: 'the relay failed on this request; it is logged' });
      else res.destroy();
    });
  });
  server.requestTimeout = 30_000;
  await new Promise<void>((ready, fail) => {
    server.once('error', fail);
    server.listen(config.port, config.host, () => ready());
  });
  worker.start();
  const maintain = () =>
    Promise.all([alertOverdue(store, config, log), applyRetention(store, config.retentionDays, log)]).catch((error: Error) =>
      log.error('maintenance.failed', { error: error.message }),
    );
  void maintain();
  const timer = setInterval(maintain, Math.min(MAINTENANCE_MS, config.pollMs * 10));
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  log.info('relay.started', {
    url,
    store: store.kind,
    forms: [...contracts.keys()],
    proofOfWork: proof.enabled,
    inbox: studio ? 'studio accounts' : config.adminToken ? 'admin token' : 'closed',
  });
  return {
    url,
    store,
    async close() {
      clearInterval(timer);
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeIdleConnections();
      });
      await worker.stop();
      await store.close();
      studio?.close();
      failures?.close();
    },
  };
}

export type Relay = Awaited<ReturnType<typeof startRelay>>;
