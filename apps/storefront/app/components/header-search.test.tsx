import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRemixStub } from '@remix-run/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n, I18nextProvider } from '@gipfel/i18n';
import { listingTexts } from '@gipfel/listing';
import { uiTexts } from '@gipfel/ui';
import { HeaderSearch, suggestDebounceMs } from './header-search';

const product = JSON.parse(readFileSync(join(__dirname, '../../../../fixtures/shopware-responses/Product.json'), 'utf8')) as { translated: { name: string } };

function renderSearch() {
  const i18n = createI18n({ language: 'fr', namespaces: { listing: listingTexts, ui: uiTexts } });
  const Stub = createRemixStub([
    {
      path: '/fr/',
      Component: () => (
        <I18nextProvider i18n={i18n}>
          <HeaderSearch language="fr" />
        </I18nextProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={['/fr/']} />);
  return screen.getByRole('combobox', { name: 'Terme de recherche' });
}

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('HeaderSearch', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('asks /api/search-suggest once typing pauses, for the last term only, and shows the matches', async () => {
    const fetchMock = vi.fn(async (_url: string) => answer({ elements: [product], total: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    const field = renderSearch();
    fireEvent.change(field, { target: { value: 'ciga' } });
    fireEvent.change(field, { target: { value: 'cigar' } });
    await waitFor(() => expect(screen.getByRole('option')).toHaveTextContent(product.translated.name));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/search-suggest?search=cigar&lang=fr');
  });

  it('never lets the answer to an older term replace a newer one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const signals: AbortSignal[] = [];
    const resolvers: Array<(response: Response) => void> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        signals.push(init.signal!);
        return new Promise<Response>((resolve) => resolvers.push(resolve));
      }),
    );
    const field = renderSearch();
    fireEvent.change(field, { target: { value: 'emmental' } });
    await act(() => vi.advanceTimersByTimeAsync(suggestDebounceMs));
    fireEvent.change(field, { target: { value: 'cigar' } });
    await act(() => vi.advanceTimersByTimeAsync(suggestDebounceMs));
    expect(signals).toHaveLength(2);
    expect(signals[0]!.aborted).toBe(true);
    await act(async () => resolvers[1]!(answer({ elements: [product], total: 1 })));
    await act(async () => resolvers[0]!(answer({ elements: [], total: 0 })));
    expect(screen.getByRole('option')).toHaveTextContent(product.translated.name);
  });

  it('says so when suggestions are unavailable, and the field keeps the term', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer({ error: 'unavailable' })));
    const field = renderSearch();
    fireEvent.change(field, { target: { value: 'cigar' } });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/./));
    expect(screen.getByRole('status').textContent).toBe(listingTexts.fr.search.error);
    expect(field).toHaveValue('cigar');
  });
});
