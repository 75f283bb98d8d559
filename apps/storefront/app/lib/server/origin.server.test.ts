import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSecureOrigin, publicOrigin } from './origin.server';

const plain = new Request('http://127.0.0.1:3000/checkout');
const tls = new Request('https://shop.example/checkout');

describe('publicOrigin', () => {
  it('is PUBLIC_ORIGIN when set, else the request origin', () => {
    expect(publicOrigin(plain, { PUBLIC_ORIGIN: 'https://shop.example/some/path' })).toBe('https://shop.example');
    expect(publicOrigin(plain, {})).toBe('http://127.0.0.1:3000');
  });
});

describe('isSecureOrigin', () => {
  // Behind a TLS proxy the storefront sees plain http; PUBLIC_ORIGIN alone must be enough.
  it('is true behind a TLS proxy when only PUBLIC_ORIGIN says https', () => {
    expect(isSecureOrigin(plain, { PUBLIC_ORIGIN: 'https://shop.example' })).toBe(true);
    expect(isSecureOrigin(plain, { PUBLIC_ORIGIN: ' https://shop.example/ ' })).toBe(true);
  });

  it('is true when the request itself came in on https, whatever PUBLIC_ORIGIN says', () => {
    expect(isSecureOrigin(tls, {})).toBe(true);
    expect(isSecureOrigin(tls, { PUBLIC_ORIGIN: 'http://shop.example' })).toBe(true);
  });

  it('is false for plain http without an https PUBLIC_ORIGIN (local development)', () => {
    expect(isSecureOrigin(plain, {})).toBe(false);
    expect(isSecureOrigin(plain, { PUBLIC_ORIGIN: 'http://localhost:3000' })).toBe(false);
    expect(isSecureOrigin(plain, { PUBLIC_ORIGIN: 'not a url' })).toBe(false);
  });
});

// The Secure flag and HSTS are decided in one place; a call site that reads the request's own
// protocol again loses the flag behind a TLS proxy (docs/security.md).
describe('server code that sets cookies', () => {
  const appDir = path.resolve(import.meta.dirname, '../..');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return files(full);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    });

  it('takes Secure from isSecureOrigin, never from the request protocol or the public origin string', () => {
    const offenders = files(appDir).filter((file) => {
      if (file === path.join(appDir, 'lib', 'server', 'origin.server.ts')) return false;
      const source = readFileSync(file, 'utf8');
      return /request\.url\)\.protocol\s*===\s*['"]https:['"]|publicOrigin\([^)]*\)\.startsWith\(['"]https:|origin\.startsWith\(['"]https:/.test(source);
    });
    expect(offenders.map((file) => path.relative(appDir, file))).toEqual([]);
  });
});
