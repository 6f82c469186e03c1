import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCli, USAGE_ERROR } from '../../build/cli/args.ts';
import { isEntry } from '../../build/cli/entry.ts';
import { isInside } from '../../build/content/site-paths.ts';
import { AccountError, accountByEmail, addAccount, listAccounts, removeAccount, resetAccount, ROLES } from '../shared/accounts.ts';
import { openStore } from '../shared/store.ts';
import { welcomeUrl } from './routes-admin.ts';
import { startStudio } from './server.ts';
import { validTimeZone } from './time-zone.ts';

const PROJECT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const DEFAULT_DATA = join(process.env.XDG_DATA_HOME || join(homedir(), '.local', 'share'), 'site-studio');
const DEFAULT_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

export const USAGE = `Usage: npm run studio [-- options]          start the studio
       npm run studio -- user add <email> --name "Full Name" --role author|publisher|admin
       npm run studio -- user list | remove <email> | reset <email>
Options:
  --repo <path>        the site's git working copy (default: this project)
  --remote <name>      the remote it publishes to (default: origin)
  --branch <name>      the branch it publishes to (default: main)
  --host <address>     the address to listen on (default: 127.0.0.1)
  --port <number>      the port to listen on (default: 4400; 0 picks a free one)
  --data <path>        the folder for accounts, sessions, schedules and drafts' worktrees, outside
                       the repository (default: ${DEFAULT_DATA})
  --trust-proxy        behind a TLS reverse proxy: believe its X-Forwarded-Proto and X-Forwarded-For
                       (cookies then get Secure and the __Host- prefix)
  --time-zone <zone>   the site's time zone for schedules (default: ${DEFAULT_ZONE})
  --public-url <url>   the address people open, for the sign-in links the user commands print
                       (default: http://<host>:<port>)
  --help               this text
Environment: STUDIO_DEPLOY_HOOK, an address POSTed to after each publish. Push credentials come from
git's own configuration (credential helper, SSH key) and are never shown.`;

const SPEC = {
  script: 'studio',
  usage: USAGE,
  positionals: true,
  options: {
    repo: { type: 'string' },
    remote: { type: 'string', default: 'origin' },
    branch: { type: 'string', default: 'main' },
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: '4400' },
    data: { type: 'string' },
    'trust-proxy': { type: 'boolean', default: false },
    'time-zone': { type: 'string', default: DEFAULT_ZONE },
    'public-url': { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
} as const;

type Out = { log: (text: string) => void; error: (text: string) => void };

/** `user add|list|remove|reset`: the accounts in the data folder, and the one-time sign-in links. */
function userCommand(args: string[], values: { data: string; name?: string; role?: string; publicUrl: string }, out: Out): number {
  const [action, email] = args;
  const store = openStore(values.data);
  try {
    if (action === 'list' && !email) {
      for (const account of listAccounts(store))
        out.log(`${account.email}\t${account.name}\t${account.role}\t${account.active ? 'password chosen' : 'sign-in link not used yet'}`);
      return 0;
    }
    if (!email || !['add', 'remove', 'reset'].includes(action ?? '')) {
      out.error(
        `say what to do with an account: user add <email> --name "…" --role ${ROLES.join('|')}, user list, user remove <email>, user reset <email>\n${USAGE}`,
      );
      return USAGE_ERROR;
    }
    if (action === 'add') {
      if (!values.name || !values.role) {
        out.error(`user add needs --name "Full Name" and --role ${ROLES.join('|')}`);
        return USAGE_ERROR;
      }
      const { account, token } = addAccount(store, { email, name: values.name, role: values.role });
      out.log(
        `Added ${account.name} <${account.email}> as ${account.role}. Send them this one-time sign-in link (valid 72 hours):\n${welcomeUrl(values.publicUrl, token)}`,
      );
      return 0;
    }
    const account = accountByEmail(store, email);
    if (!account) {
      out.error(`there is no account for ${email} (npm run studio -- user list shows them)`);
      return 1;
    }
    if (action === 'remove') {
      removeAccount(store, account.id);
      out.log(`Removed ${account.email}; their sessions ended.`);
    } else
      out.log(
        `Reset ${account.email}: their password and sessions are gone. New one-time sign-in link:\n${welcomeUrl(values.publicUrl, resetAccount(store, account.id))}`,
      );
    return 0;
  } catch (error) {
    if (!(error instanceof AccountError)) throw error;
    out.error(error.message);
    return 1;
  } finally {
    store.close();
  }
}

export async function main(argv: string[], out: Out = { log: console.log, error: console.error }): Promise<number> {
  const parsed = parseCli(argv, SPEC);
  if ('error' in parsed) {
    out.error(parsed.error);
    return USAGE_ERROR;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    out.log(USAGE);
    return 0;
  }
  const repo = resolve(values.repo ?? PROJECT);
  const data = resolve(values.data ?? DEFAULT_DATA);
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    out.error(`--port takes a number from 0 to 65535, not "${values.port}"`);
    return USAGE_ERROR;
  }
  if (isInside(repo, data)) {
    out.error(`--data ${data} is inside the repository: choose a folder outside it (accounts and sessions never go into git)`);
    return USAGE_ERROR;
  }
  const timeZone = values['time-zone'];
  if (!validTimeZone(timeZone)) {
    out.error(`--time-zone "${timeZone}" is not a time zone name such as Europe/Berlin`);
    return USAGE_ERROR;
  }
  const publicUrl = (values['public-url'] ?? `http://${values.host.includes(':') ? `[${values.host}]` : values.host}:${port}`).replace(
    /\/+$/,
    '',
  );
  if (positionals[0] === 'user') return userCommand(positionals.slice(1), { data, name: values.name, role: values.role, publicUrl }, out);
  if (positionals.length) {
    out.error(`"${positionals[0]}" is not a command: npm run studio takes "user …" or options only.\n${USAGE}`);
    return USAGE_ERROR;
  }
  const running = await startStudio({
    repo,
    remote: values.remote,
    branch: values.branch,
    data,
    host: values.host,
    port,
    trustProxy: values['trust-proxy'],
    timeZone,
    project: PROJECT,
    deployHook: process.env.STUDIO_DEPLOY_HOOK || undefined,
  });
  out.log(`Open ${values['public-url'] ?? running.url}/__studio to sign in. Stop with Ctrl+C.`);
  const stop = () => void running.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return new Promise<number>(() => undefined);
}

if (isEntry(import.meta.url)) main(process.argv.slice(2)).then((code) => process.exit(code));
