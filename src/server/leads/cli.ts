import { parseCli, USAGE_ERROR } from '../../build/cli/args.ts';
import { runWhenEntry } from '../../build/cli/entry.ts';
import { relayConfig, SETTINGS, settingsHelp, type SettingName } from './config.ts';
import { jsonLog } from './log.ts';
import { applyRetention } from './maintenance.ts';
import { startRelay } from './relay.ts';
import { openStore } from './store/open-store.ts';

const USAGE = `Usage: npm run leads [-- options]            start the lead relay (POST /api/leads, inbox at /api/leads/inbox)
       npm run leads -- forget <e-mail>          delete every lead of one e-mail address (a privacy request)
       npm run leads -- purge                    delete delivered and spam leads older than --retention-days now

Options (each also set by the environment variable shown):
${settingsHelp()}
  --help                    show this
Secrets only from the environment: LEAD_SECRET (signs proof-of-work challenges and the start time of forms sent without JavaScript; the same on every instance).`;

const options = {
  help: { type: 'boolean' as const },
  ...(Object.fromEntries(Object.keys(SETTINGS).map((name) => [name, { type: 'string' as const }])) as Record<
    SettingName,
    { type: 'string' }
  >),
};

export async function main(argv: string[]): Promise<number> {
  const parsed = parseCli(argv, { script: 'leads', usage: USAGE, options, positionals: true });
  if ('error' in parsed) {
    console.error(parsed.error);
    return USAGE_ERROR;
  }
  if (parsed.values.help) {
    console.log(USAGE);
    return 0;
  }
  const { help: _help, ...flags } = parsed.values;
  let config;
  try {
    config = relayConfig(flags);
  } catch (error) {
    console.error((error as Error).message);
    return USAGE_ERROR;
  }
  const [command, ...rest] = parsed.positionals;
  if (command === 'forget' || command === 'purge') {
    if ((command === 'forget') !== (rest.length === 1) || (command === 'purge' && rest.length)) {
      console.error(USAGE);
      return USAGE_ERROR;
    }
    const store = await openStore(config);
    try {
      if (command === 'forget') console.log(`Deleted ${await store.deleteByEmail(rest[0]!)} lead(s) of ${rest[0]}.`);
      else
        console.log(
          `Deleted ${await applyRetention(
            store,
            config.retentionDays,
            jsonLog(() => undefined),
          )} lead(s).`,
        );
    } finally {
      await store.close();
    }
    return 0;
  }
  if (command !== undefined) {
    console.error(`unknown command "${command}".\n${USAGE}`);
    return USAGE_ERROR;
  }
  let relay;
  try {
    relay = await startRelay(config);
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  // systemd and Ctrl-C: stop taking posts, finish the deliveries under way, close the store.
  await new Promise<void>((done) => {
    process.once('SIGTERM', done);
    process.once('SIGINT', done);
  });
  await relay.close();
  return 0;
}

runWhenEntry(import.meta.url, main);
