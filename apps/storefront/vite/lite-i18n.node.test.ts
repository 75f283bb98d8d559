import { describe, expect, it, vi } from 'vitest';
import { liteI18nRuntime } from './lite-i18n.node';

type ResolveId = (this: unknown, source: string, importer: string | undefined, options: { ssr?: boolean }) => Promise<unknown>;

function call(source: string, ssr: boolean, resolved: unknown = { id: `/resolved/${source}` }) {
  const plugin = liteI18nRuntime();
  const resolve = vi.fn(async (id: string) => (resolved === null ? null : { id: `/resolved/${id}` }));
  const result = (plugin.resolveId as unknown as ResolveId).call({ resolve }, source, '/app/root.tsx', { ssr });
  return { result, resolve };
}

describe('liteI18nRuntime', () => {
  it('gives the browser and the server build the lite runtime for i18next and react-i18next', async () => {
    for (const ssr of [false, true]) {
      await expect(call('i18next', ssr).result).resolves.toEqual({ id: '/resolved/@gipfel/i18n/lite/i18next' });
      await expect(call('react-i18next', ssr).result).resolves.toEqual({ id: '/resolved/@gipfel/i18n/lite/react-i18next' });
    }
  });

  it('leaves other modules alone', async () => {
    const other = call('react', false);
    await expect(other.result).resolves.toBeNull();
    expect(other.resolve).not.toHaveBeenCalled();
    await expect(call('i18next/dist/esm/i18next.js', false).result).resolves.toBeNull();
  });

  it('fails the build when the lite runtime cannot be found', async () => {
    await expect(call('i18next', false, null).result).rejects.toThrow(/cannot resolve @gipfel\/i18n\/lite\/i18next/);
  });
});
