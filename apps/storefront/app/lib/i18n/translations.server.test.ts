import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { loadTextOverrides } from './translations.server';

describe('loadTextOverrides', () => {
  it('reads the locale file of a language and keeps only namespace objects', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gipfel-translations-'));
    writeFileSync(join(dir, 'fr-CH.json'), JSON.stringify({ storefront: { home: { title: 'Salut' } }, junk: 'x' }));
    expect(await loadTextOverrides('fr', dir)).toEqual({ storefront: { home: { title: 'Salut' } } });
  });

  it('treats a missing file as no overrides and a broken one as none, with a log line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gipfel-translations-'));
    expect(await loadTextOverrides('en', dir)).toEqual({});
    writeFileSync(join(dir, 'de-DE.json'), '{ not json');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await loadTextOverrides('de', dir)).toEqual({});
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
