import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
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
});
