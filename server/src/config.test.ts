import { mkdtempSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultIdentityCookiePrefix, defaultPartner } from '@transfer/form';
import { ConfigError, loadConfig, redactUrl } from './config';

/** What production needs to start: a real secret and a mail server. */
const production = { NODE_ENV: 'production', SESSION_SECRET: '4f1c0e8a9b7d6c5e4f3a2b1c0d9e8f7a', SMTP_URL: 'smtp://mail.example.edu:587' };

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '127.0.0.1',
      appUrl: 'http://localhost:3000',
      secureCookies: false,
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/transfer_app',
      redisUrl: 'redis://127.0.0.1:6379',
      smtpUrl: undefined,
      workers: 'inline',
      webConcurrency: 1,
      partner: defaultPartner,
    });
    expect(config.storageDir).toBe(path.resolve('./var/storage'));
    expect(config.sessionSecret).toHaveLength(64);
  });

  it('derives APP_URL from HOST and PORT and marks cookies Secure only for https', () => {
    expect(loadConfig({ PORT: '8080' }).appUrl).toBe('http://localhost:8080');
    // Listening on this machine (or on all of its interfaces), the app is localhost; on one other address, that address.
    for (const HOST of ['127.0.0.1', '::1', 'localhost', '0.0.0.0', '::'])
      expect(loadConfig({ HOST }).appUrl, HOST).toBe('http://localhost:3000');
    expect(loadConfig({ HOST: '192.0.2.10', PORT: '8080' }).appUrl).toBe('http://192.0.2.10:8080');
    expect(loadConfig({ HOST: '2001:db8::1' }).appUrl).toBe('http://[2001:db8::1]:3000');
    expect(loadConfig({ HOST: 'apply.internal' }).appUrl).toBe('http://apply.internal:3000');
    const behindProxy = loadConfig({ APP_URL: 'https://apply.example.edu/', TRUST_PROXY: '1' });
    expect(behindProxy.appUrl).toBe('https://apply.example.edu');
    expect(behindProxy.secureCookies).toBe(true);
    expect(behindProxy.trustProxy).toBe(1);
  });

  it.each([
    [{ PORT: 'abc' }, /^invalid PORT: .*got "abc"$/],
    [{ PORT: '65536' }, /^invalid PORT: expected a port between 0 and 65535/],
    [{ DATABASE_URL: 'mysql://x/y' }, /^invalid DATABASE_URL: expected a URL starting with postgres:\/\//],
    [{ REDIS_URL: 'localhost:6379' }, /^invalid REDIS_URL: /],
    [{ WORKERS: 'sometimes' }, /^invalid WORKERS: /],
    [{ WEB_CONCURRENCY: '0' }, /^invalid WEB_CONCURRENCY: expected at least 1/],
    [{ WEB_CONCURRENCY: 'all' }, /^invalid WEB_CONCURRENCY: expected a number/],
    [{ SESSION_SECRET: 'short' }, /^invalid SESSION_SECRET: expected at least 32 characters/],
    [{ NODE_ENV: 'production' }, /^SESSION_SECRET is required when NODE_ENV=production$/],
    [{ IDENTITY_COOKIE_PREFIX: 'has space' }, /^invalid IDENTITY_COOKIE_PREFIX: expected letters, digits, _ or -/],
    [{ REDIS_PREFIX: 'app:1' }, /^invalid REDIS_PREFIX: expected letters, digits, _ or -/],
    [{ TRUST_PROXY: '10.0.0.1,proxy.example.edu' }, /^invalid TRUST_PROXY: .*got "proxy.example.edu"$/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /^invalid TRUST_PROXY: /],
    [{ GRAPHQL_RATE_LIMIT: '0' }, /^invalid GRAPHQL_RATE_LIMIT: expected at least 1/],
    [
      { CLAMD_URL: 'clamav:3310' },
      /^invalid CLAMD_URL: expected tcp:\/\/host:port or the absolute path of clamd's unix socket, got "clamav:/,
    ],
    [{ CLAMD_URL: 'http://clamav:3310' }, /^invalid CLAMD_URL: /],
    [{ CLAMD_URL: 'run/clamd.ctl' }, /^invalid CLAMD_URL: /],
    [{ ...production, TRUST_PROXY: 'true' }, /^invalid TRUST_PROXY: true trusts any client to name its own address/],
    [{ ...production, SMTP_URL: undefined }, /^SMTP_URL is required when NODE_ENV=production/],
    [{ ...production, SESSION_SECRET: 'change-me-change-me-change-me-change-me' }, /^SESSION_SECRET is a placeholder/],
    [{ ...production, SESSION_SECRET: 'x'.repeat(40) }, /^SESSION_SECRET is a placeholder/],
  ])('refuses %o with one clear line', (environment, message) => {
    expect(() => loadConfig(environment)).toThrow(ConfigError);
    expect(() => loadConfig(environment)).toThrow(message);
    try {
      loadConfig(environment);
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it("takes the identity cookie prefix from IDENTITY_COOKIE_PREFIX, Cognito's by default", () => {
    expect(loadConfig({}).identityCookiePrefix).toBe(defaultIdentityCookiePrefix);
    expect(loadConfig({ IDENTITY_COOKIE_PREFIX: 'Example_Idp-2' }).identityCookiePrefix).toBe('Example_Idp-2');
  });

  it("takes the start of every Redis key from REDIS_PREFIX, none by default (BullMQ's and the app's own)", () => {
    expect(loadConfig({}).redisPrefix).toBeUndefined();
    expect(loadConfig({ REDIS_PREFIX: 'campus_2-staging' }).redisPrefix).toBe('campus_2-staging');
  });

  it('accepts production with a session secret and a mail server', () => {
    expect(loadConfig(production).sessionSecret).toBe(production.SESSION_SECRET);
  });

  it('takes TRUST_PROXY as a hop count or a list of proxy addresses, and true only outside production', () => {
    expect(loadConfig({ ...production, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ ...production, TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,loopback,::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      'loopback',
      '::1',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBeUndefined();
  });

  it('runs one web process in development and one per core in production, unless WEB_CONCURRENCY says', () => {
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(loadConfig(production).webConcurrency).toBe(availableParallelism());
    expect(loadConfig({ ...production, WEB_CONCURRENCY: '3' }).webConcurrency).toBe(3);
  });

  it('takes the rate limits from GRAPHQL_RATE_LIMIT, LOOKUP_RATE_LIMIT, SAVE_RATE_LIMIT and UPLOAD_RATE_LIMIT', () => {
    expect(loadConfig({}).rateLimits).toEqual({ graphqlPerMinute: 3000, lookupPerMinute: 1800, savesPerMinute: 120, uploadsPerHour: 60 });
    const given = { GRAPHQL_RATE_LIMIT: '100000', LOOKUP_RATE_LIMIT: '60', SAVE_RATE_LIMIT: '600', UPLOAD_RATE_LIMIT: '10' };
    expect(loadConfig(given).rateLimits).toEqual({
      graphqlPerMinute: 100000,
      lookupPerMinute: 60,
      savesPerMinute: 600,
      uploadsPerHour: 10,
    });
    expect(() => loadConfig({ SAVE_RATE_LIMIT: '5' })).toThrow(/SAVE_RATE_LIMIT: expected at least 6/);
  });

  it('takes clamd from CLAMD_URL, a TCP address or a unix socket, and scans nothing without it', () => {
    expect(loadConfig({}).clamd).toBeUndefined();
    expect(loadConfig({ CLAMD_URL: 'tcp://clamav:3310' }).clamd).toEqual({ host: 'clamav', port: 3310 });
    expect(loadConfig({ CLAMD_URL: 'tcp://[::1]' }).clamd).toEqual({ host: '::1', port: 3310 });
    expect(loadConfig({ CLAMD_URL: '/run/clamav/clamd.ctl' }).clamd).toEqual({ socket: '/run/clamav/clamd.ctl' });
  });

  describe('partner config', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'partner-'));
    const write = (name: string, content: string) => {
      const file = path.join(folder, name);
      writeFileSync(file, content);
      return file;
    };

    it('overrides the default university from a JSON file', () => {
      const file = write('ok.json', JSON.stringify({ name: 'Riverbend College', character_limit: 5000 }));
      const { partner } = loadConfig({ PARTNER_CONFIG: file });
      expect(partner.name).toBe('Riverbend College');
      expect(partner.character_limit).toBe(5000);
      expect(partner.help_email).toBe(defaultPartner.help_email);
    });

    it('names the problem in a bad file', () => {
      expect(() => loadConfig({ PARTNER_CONFIG: path.join(folder, 'missing.json') })).toThrow(/does not exist/);
      expect(() => loadConfig({ PARTNER_CONFIG: write('bad.json', '{') })).toThrow(/is not valid JSON/);
      expect(() => loadConfig({ PARTNER_CONFIG: write('email.json', '{"help_email":"nope"}') })).toThrow(/help_email/);
      expect(() => loadConfig({ PARTNER_CONFIG: write('extra.json', '{"colour":"red"}') })).toThrow(/colour/);
    });
  });

  it('sets up single sign-on from all three STAFF_OIDC_* or none; https, or http only on this machine outside production', () => {
    const oidc = { STAFF_OIDC_ISSUER: 'https://idp.example.edu', STAFF_OIDC_CLIENT_ID: 'app', STAFF_OIDC_CLIENT_SECRET: 'secret' };
    expect(loadConfig({}).staffSingleSignOn).toBeUndefined();
    expect(loadConfig({ ...production, ...oidc }).staffSingleSignOn).toEqual({
      issuer: 'https://idp.example.edu',
      clientId: 'app',
      clientSecret: 'secret',
      name: defaultPartner.name,
    });
    expect(() => loadConfig({ STAFF_OIDC_ISSUER: oidc.STAFF_OIDC_ISSUER })).toThrow(/set together/);
    for (const issuer of ['http://localhost:8080', 'http://127.0.0.1:9000/realms/staff', 'http://[::1]:8080'])
      expect(loadConfig({ ...oidc, STAFF_OIDC_ISSUER: issuer }).staffSingleSignOn?.issuer).toBe(issuer);
    expect(() => loadConfig({ ...oidc, STAFF_OIDC_ISSUER: 'http://idp.example.edu' })).toThrow(
      'invalid STAFF_OIDC_ISSUER: expected https, or http on localhost or 127.0.0.1 outside production',
    );
    expect(() => loadConfig({ ...production, ...oidc, STAFF_OIDC_ISSUER: 'http://localhost:8080' })).toThrow(
      'invalid STAFF_OIDC_ISSUER: expected https in production',
    );
  });

  it('hides passwords in URLs it prints', () => {
    expect(redactUrl('postgres://app:s3cret@db:5432/x')).toBe('postgres://app:***@db:5432/x');
  });
});
