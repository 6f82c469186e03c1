/**
 * What the services keep to themselves and what they make durable: a draft's build never sees the
 * studio's deploy hook or push credentials, the studio's git writes are fsync'd, and the relay's
 * start-up error never repeats its webhook address.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startRelay } from '../../src/server/leads/relay.ts';
import { gitIn } from '../../src/server/studio/git.ts';
import { draftBuildEnv } from '../../src/server/studio/publish.ts';
import { memoryLog, testConfig } from '../helpers/lead-relay.ts';

const dir = mkdtempSync(join(tmpdir(), 'service-secrets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a draft's validate and build", () => {
  it("run without the studio's deploy hook, settings and push credentials, with the shared picture cache", () => {
    const env = draftBuildEnv(
      {
        PATH: '/usr/bin',
        HOME: '/home/studio',
        STUDIO_DEPLOY_HOOK: 'https://deploy.example.com/hook?token=s3cret',
        STUDIO_PORT: '4400',
        GIT_SSH_COMMAND: 'ssh -i /keys/push',
        GIT_ASKPASS: '/keys/askpass',
        SSH_AUTH_SOCK: '/tmp/agent.sock',
        GIT_CONFIG_COUNT: '1',
        GIT_CONFIG_KEY_0: 'credential.helper',
        GIT_CONFIG_VALUE_0: 'store',
        SITE_DIR: '/elsewhere/site',
        SITE_MEDIA_CACHE: '/elsewhere/cache',
      },
      '/data/media-cache',
    );
    expect(env).toEqual({ PATH: '/usr/bin', HOME: '/home/studio', SITE_MEDIA_CACHE: '/data/media-cache' });
  });
});

describe("the studio's git", () => {
  it("fsyncs what it commits (objects and refs) and keeps the operator's own GIT_CONFIG_* settings", async () => {
    execFileSync('git', ['init', '-q', dir]);
    const saved = { ...process.env };
    try {
      Object.assign(process.env, { GIT_CONFIG_COUNT: '1', GIT_CONFIG_KEY_0: 'user.name', GIT_CONFIG_VALUE_0: 'Operator' });
      const git = gitIn(dir);
      expect((await git.raw(['config', '--get', 'core.fsync'])).trim()).toBe('committed');
      expect((await git.raw(['config', '--get', 'user.name'])).trim()).toBe('Operator');
    } finally {
      for (const name of ['GIT_CONFIG_COUNT', 'GIT_CONFIG_KEY_0', 'GIT_CONFIG_VALUE_0']) delete process.env[name];
      Object.assign(process.env, saved);
    }
  });
});

describe('the lead relay', () => {
  it('refuses a webhook that is not http(s) without repeating the address, which may carry a token', async () => {
    const secret = 'ftp://user:t0ken-42@hooks.example.com/leads';
    const config = testConfig(secret);
    const failure = await startRelay(config, { log: memoryLog() }).then(
      (relay) => relay.close().then(() => ''),
      (error: Error) => error.message,
    );
    expect(failure).toMatch(/must be an http\(s\):\/\/ address/);
    expect(failure).not.toContain('t0ken-42');
    expect(failure).not.toContain('hooks.example.com');
  });
});
