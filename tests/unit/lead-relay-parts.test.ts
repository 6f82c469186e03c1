import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/build/content/load-site';
import { nginxSiteConf, relayUpstream } from '../../src/build/output/nginx-conf';
import { leadTarget } from '../../src/build/vite/lead-target';
import { retryDelay } from '../../src/server/leads/backoff';
import { relayConfig } from '../../src/server/leads/config';
import { rateKey, tokenBuckets } from '../../src/server/leads/rate-limit';

const site = loadSite({ siteDir: 'site', schemaDir: 'schema' }).model!.site;
const leads = { ...site.site.leads, webhookUrl: 'https://hooks.example/wf/1', formPosts: false };

describe('what the pages are built to send to', () => {
  it('is the relay, with form posts, and no webhook, when site.yaml says relay: true', () => {
    expect(leadTarget({ ...leads, relay: true }, { LEAD_WEBHOOK_URL: 'https://other.example/x' })).toMatchObject({
      relay: true,
      webhookUrl: '/api/leads',
      formPosts: true,
    });
  });

  it('is the relay when the build sets LEAD_RELAY=true', () => {
    expect(leadTarget(leads, { LEAD_RELAY: 'true', LEAD_WEBHOOK_URL: 'https://other.example/x' }).webhookUrl).toBe('/api/leads');
  });

  it('is the webhook itself in the static-only mode, LEAD_WEBHOOK_URL first', () => {
    expect(leadTarget(leads, {})).toBe(leads);
    expect(leadTarget(leads, { LEAD_WEBHOOK_URL: 'https://other.example/x' })).toMatchObject({
      webhookUrl: 'https://other.example/x',
      formPosts: false,
      relay: false,
    });
  });
});

describe('the nginx configuration', () => {
  it('proxies /api/leads only for a relay build, to LEAD_RELAY_UPSTREAM when set', () => {
    const relaySite = { ...site, site: { ...site.site, leads: { ...leads, relay: true } } };
    expect(nginxSiteConf(site)).not.toContain('/api/leads');
    expect(nginxSiteConf(relaySite)).toContain('location ^~ /api/leads {\n    proxy_pass http://127.0.0.1:8787;');
    expect(relayUpstream({ LEAD_RELAY_UPSTREAM: 'http://leads' })).toBe('http://leads');
    expect(() => relayUpstream({ LEAD_RELAY_UPSTREAM: 'http://x/; evil' })).toThrow(
      /must be http:\/\/host:port or http:\/\/<upstream name>, with no path/,
    );
  });
});

describe('retries', () => {
  it('double from the base up to the longest delay, each between half and all of it', () => {
    const low = () => 0;
    const high = () => 0.999999;
    expect([1, 2, 3, 4].map((n) => retryDelay(n, 1000, 5000, high))).toEqual([1000, 2000, 4000, 5000]);
    expect([1, 2, 3, 4].map((n) => retryDelay(n, 1000, 5000, low))).toEqual([500, 1000, 2000, 2500]);
  });

  it('add up to about a day with the defaults before a lead is failed', () => {
    const config = relayConfig({}, {});
    let elapsed = 0;
    let attempts = 0;
    while (elapsed + retryDelay(attempts + 1, config.retryBaseMs, config.retryMaxMs, () => 0.5) <= config.retryForMs)
      elapsed += retryDelay(++attempts, config.retryBaseMs, config.retryMaxMs, () => 0.5);
    expect(attempts).toBeGreaterThan(25);
    expect(config.retryForMs).toBe(24 * 3600_000);
  });
});

describe('the rate limit', () => {
  it('lets an address send its burst, then one more per refill, each address on its own', () => {
    const buckets = tokenBuckets(3, 60);
    expect([0, 1, 2, 3].map(() => buckets.take('a', 0))).toEqual([0, 0, 0, 1000]);
    expect(buckets.take('b', 0)).toBe(0);
    expect(buckets.take('a', 999)).toBe(1);
    expect(buckets.take('a', 1000)).toBe(0);
  });

  it('counts an IPv6 address by its /64, an IPv4 one by itself, however each is written', () => {
    expect(rateKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(rateKey('2001:0DB8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(rateKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateKey('::1')).toBe('0:0:0:0::/64');
    expect(rateKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(rateKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(rateKey('203.0.113.5')).toBe('203.0.113.5');
    expect(rateKey('not an address')).toBe('not an address');
  });
});

describe('the settings', () => {
  it('say which setting is wrong, flag and variable', () => {
    expect(() => relayConfig({ port: 'eighty' }, {})).toThrow('--port (LEAD_PORT) must be a whole number, not "eighty"');
    expect(() => relayConfig({}, { LEAD_TRUST_PROXY: 'yes' })).toThrow('--trust-proxy (LEAD_TRUST_PROXY) must be true or false, not "yes"');
    expect(relayConfig({ port: '9000' }, { LEAD_PORT: '7000' }).port).toBe(9000);
  });
});
