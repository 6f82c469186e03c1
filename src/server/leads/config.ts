import { resolve } from 'node:path';

/**
 * Every setting of the relay, named once: the flag, the environment variable that sets it too, its
 * default and what it does (printed by --help). Flags win over the environment.
 */
export const SETTINGS = {
  host: { env: 'LEAD_HOST', default: '127.0.0.1', help: 'address to listen on' },
  port: { env: 'LEAD_PORT', default: '8787', help: 'port to listen on (0: any free port, printed at start)' },
  data: { env: 'LEAD_DATA_DIR', default: '.leads/relay', help: 'folder of the embedded store (SQLite) and the relay secret' },
  'database-url': { env: 'DATABASE_URL', default: '', help: 'PostgreSQL instead of the embedded store (postgres://user@host/db)' },
  site: { env: 'SITE_DIR', default: 'site', help: 'the content folder the form contracts are generated from' },
  webhook: {
    env: 'LEAD_WEBHOOK_URL',
    default: '',
    help: "the provider's webhook (default: leads.webhookUrl of site.yaml when it is http(s))",
  },
  'timeout-ms': { env: 'LEAD_TIMEOUT_MS', default: '15000', help: "how long one delivery waits for the provider's answer" },
  'retry-base-ms': { env: 'LEAD_RETRY_BASE_MS', default: '30000', help: 'first retry delay; each next one doubles, with jitter' },
  'retry-max-ms': { env: 'LEAD_RETRY_MAX_MS', default: '3600000', help: 'longest delay between two attempts' },
  'retry-for-ms': { env: 'LEAD_RETRY_FOR_MS', default: '86400000', help: 'how long a lead is retried before it is marked failed (24 h)' },
  'poll-ms': { env: 'LEAD_POLL_MS', default: '1000', help: 'how often the delivery worker looks for due leads' },
  'dedupe-ms': { env: 'LEAD_DEDUPE_MS', default: '600000', help: 'the same submission again within this time is stored once' },
  'min-fill-ms': {
    env: 'LEAD_MIN_FILL_MS',
    default: '3000',
    help: 'a form sent sooner after the page showed it is spam (0: no fill-time check, with or without JavaScript)',
  },
  'rate-burst': {
    env: 'LEAD_RATE_BURST',
    default: '10',
    help: 'posts one address (an IPv6 address: its /64) may send at once (token bucket size; counted by each relay process on its own)',
  },
  'rate-per-minute': { env: 'LEAD_RATE_PER_MINUTE', default: '6', help: 'posts per minute an address regains' },
  'trust-proxy': {
    env: 'LEAD_TRUST_PROXY',
    default: 'false',
    help: "true behind nginx: the visitor's address is the last X-Forwarded-For entry",
  },
  'proof-max': {
    env: 'LEAD_PROOF_MAX',
    default: '50000',
    help: 'proof-of-work difficulty (the largest number a browser may have to try); 0 turns it off',
  },
  'admin-token': {
    env: 'LEAD_ADMIN_TOKEN',
    default: '',
    help: 'the token that opens the inbox (/api/leads/inbox); without one (and without --studio-data) the inbox is closed',
  },
  'studio-data': {
    env: 'LEAD_STUDIO_DATA',
    default: '',
    help: "the studio's data folder: its publishers and admins sign in to the inbox with their studio accounts (the admin token is then not used)",
  },
  'alert-after-ms': { env: 'LEAD_ALERT_AFTER_MS', default: '3600000', help: 'alert when a lead is still undelivered after this long' },
  'alert-webhook': { env: 'LEAD_ALERT_WEBHOOK_URL', default: '', help: 'also POST each alert as JSON {"text": …} here' },
  'retention-days': { env: 'LEAD_RETENTION_DAYS', default: '180', help: 'delete delivered and spam leads this many days old (0: keep)' },
  static: { env: 'LEAD_STATIC_DIR', default: '', help: 'also serve this built site (dist/) on the same port, to try the relay locally' },
} as const;

export type SettingName = keyof typeof SETTINGS;

export interface RelayConfig {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string;
  siteDir: string;
  webhookUrl: string;
  timeoutMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  retryForMs: number;
  pollMs: number;
  dedupeMs: number;
  minFillMs: number;
  rateBurst: number;
  ratePerMinute: number;
  trustProxy: boolean;
  proofMax: number;
  adminToken: string;
  studioDataDir: string;
  alertAfterMs: number;
  alertWebhookUrl: string;
  retentionDays: number;
  staticDir: string;
}

/** The configuration from flags (already parsed) and the environment; throws a message naming the setting for a bad value. */
export function relayConfig(
  flags: Partial<Record<SettingName, string>>,
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): RelayConfig {
  const raw = (name: SettingName) => flags[name] ?? env[SETTINGS[name].env] ?? SETTINGS[name].default;
  const number = (name: SettingName) => {
    const value = raw(name);
    if (!/^\d+$/.test(value)) throw new Error(`--${name} (${SETTINGS[name].env}) must be a whole number, not "${value}"`);
    return Number(value);
  };
  const flag = (name: SettingName) => {
    const value = raw(name);
    if (value !== 'true' && value !== 'false') throw new Error(`--${name} (${SETTINGS[name].env}) must be true or false, not "${value}"`);
    return value === 'true';
  };
  const path = (name: SettingName) => (raw(name) ? resolve(cwd, raw(name)) : '');
  return {
    host: raw('host'),
    port: number('port'),
    dataDir: path('data'),
    databaseUrl: raw('database-url'),
    siteDir: path('site'),
    webhookUrl: raw('webhook'),
    timeoutMs: number('timeout-ms'),
    retryBaseMs: number('retry-base-ms'),
    retryMaxMs: number('retry-max-ms'),
    retryForMs: number('retry-for-ms'),
    pollMs: number('poll-ms'),
    dedupeMs: number('dedupe-ms'),
    minFillMs: number('min-fill-ms'),
    rateBurst: number('rate-burst'),
    ratePerMinute: number('rate-per-minute'),
    trustProxy: flag('trust-proxy'),
    proofMax: number('proof-max'),
    adminToken: raw('admin-token'),
    studioDataDir: path('studio-data'),
    alertAfterMs: number('alert-after-ms'),
    alertWebhookUrl: raw('alert-webhook'),
    retentionDays: number('retention-days'),
    staticDir: path('static'),
  };
}

/** The --help text, from SETTINGS. */
export function settingsHelp(): string {
  const rows = Object.entries(SETTINGS).map(
    ([name, { env, default: value, help }]) =>
      `  --${name} <value>`.padEnd(28) + `${help}\n${' '.repeat(28)}${env}${value ? `, default ${value}` : ''}`,
  );
  return rows.join('\n');
}
