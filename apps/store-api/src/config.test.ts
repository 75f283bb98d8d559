import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { assertProductionCredentials, loadConfig } from './config';
import { DEFAULT_ACCESS_KEY, DEFAULT_ADMIN_CLIENT_ID, DEFAULT_ADMIN_CLIENT_SECRET } from './ids';

describe('loadConfig', () => {
  it('has fixed defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      accessKey: DEFAULT_ACCESS_KEY,
      adminClientId: DEFAULT_ADMIN_CLIENT_ID,
      adminClientSecret: DEFAULT_ADMIN_CLIENT_SECRET,
      maintenance: false,
      latencyMs: 0,
      failRate: 0,
      failStatus: 500,
    });
  });

  it('reads the environment', () => {
    const config = loadConfig({
      STORE_API_ACCESS_KEY: 'SWSCX',
      STORE_API_ADMIN_CLIENT_ID: 'id',
      STORE_API_ADMIN_CLIENT_SECRET: 'secret',
      STORE_API_MAINTENANCE: '1',
      STORE_API_LATENCY_MS: '250',
      STORE_API_FAIL_RATE: '0.25',
      STORE_API_FAIL_STATUS: '429',
    });
    expect(config).toMatchObject({
      accessKey: 'SWSCX', adminClientId: 'id', adminClientSecret: 'secret', maintenance: true, latencyMs: 250, failRate: 0.25, failStatus: 429,
    });
    expect(loadConfig({ STORE_API_MAINTENANCE: '0' }).maintenance).toBe(false);
  });

  it('rejects nonsense values with a clear message', () => {
    expect(() => loadConfig({ STORE_API_FAIL_RATE: '2' })).toThrow(/STORE_API_FAIL_RATE/);
    expect(() => loadConfig({ STORE_API_LATENCY_MS: 'slow' })).toThrow(/STORE_API_LATENCY_MS/);
    expect(() => loadConfig({ STORE_API_FAIL_STATUS: '200' })).toThrow(/STORE_API_FAIL_STATUS/);
  });

  it('reads the looser per-IP login limit, by default 3 × the per-account one', () => {
    expect(loadConfig({}).accountRateLimit).toEqual({ max: 10, windowSeconds: 60 });
    expect(loadConfig({ STORE_API_ACCOUNT_IP_RATE_LIMIT: '50' }).accountRateLimit).toEqual({ max: 10, windowSeconds: 60, ipMax: 50 });
    expect(() => loadConfig({ STORE_API_ACCOUNT_IP_RATE_LIMIT: 'lots' })).toThrow(/STORE_API_ACCOUNT_IP_RATE_LIMIT/);
  });
});

describe('assertProductionCredentials', () => {
  const own = { STORE_API_ACCESS_KEY: 'SWSCOWNKEY000000000000001', STORE_API_ADMIN_CLIENT_SECRET: 'an-own-secret-of-32-characters-x' };

  it('refuses the built-in access key and admin secret with NODE_ENV=production, naming the variables', () => {
    const production = { NODE_ENV: 'production' };
    expect(() => assertProductionCredentials(loadConfig(production), production)).toThrow(/STORE_API_ACCESS_KEY.*STORE_API_ADMIN_CLIENT_SECRET/s);
    const keyOnly = { ...production, STORE_API_ADMIN_CLIENT_SECRET: own.STORE_API_ADMIN_CLIENT_SECRET };
    expect(() => assertProductionCredentials(loadConfig(keyOnly), keyOnly)).toThrow(/STORE_API_ACCESS_KEY is the built-in demo access key/);
    const secretOnly = { ...production, STORE_API_ACCESS_KEY: own.STORE_API_ACCESS_KEY };
    expect(() => assertProductionCredentials(loadConfig(secretOnly), secretOnly)).toThrow(/STORE_API_ADMIN_CLIENT_SECRET is the built-in demo admin secret/);
    // Set explicitly to the public values is no better than unset.
    const demoValues = { ...production, STORE_API_ACCESS_KEY: DEFAULT_ACCESS_KEY, STORE_API_ADMIN_CLIENT_SECRET: DEFAULT_ADMIN_CLIENT_SECRET };
    expect(() => assertProductionCredentials(loadConfig(demoValues), demoValues)).toThrow(/Refusing to start/);
    const short = { ...production, ...own, STORE_API_ADMIN_CLIENT_SECRET: 'short' };
    expect(() => assertProductionCredentials(loadConfig(short), short)).toThrow(/shorter than 16 characters/);
  });

  it('stops the server at start-up with the message, not a stack trace', () => {
    const main = fileURLToPath(new URL('./main.ts', import.meta.url));
    const started = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', STORE_API_DB: ':memory:', STORE_API_PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toMatch(/^Store API: Refusing to start with NODE_ENV=production: STORE_API_ACCESS_KEY is the built-in demo access key/);
    expect(started.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);

  it('lets own credentials through, and the demo values outside production', () => {
    const production = { NODE_ENV: 'production', ...own };
    expect(() => assertProductionCredentials(loadConfig(production), production)).not.toThrow();
    expect(() => assertProductionCredentials(loadConfig({}), {})).not.toThrow();
    expect(() => assertProductionCredentials(loadConfig({ NODE_ENV: 'development' }), { NODE_ENV: 'development' })).not.toThrow();
  });
});
