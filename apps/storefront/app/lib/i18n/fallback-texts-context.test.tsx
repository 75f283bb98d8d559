import { act, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LanguageCode } from '@gipfel/i18n';
import { fallbackTexts } from './fallback-texts';
import { FallbackTextsProvider, fallbackTextsElementId, useFallbackTexts } from './fallback-texts-context';
import { registerTexts } from './text-registry';

/** What the root's Layout does without its data: the texts, and the element the server writes. */
function Probe({ language, wanted = true }: { language: LanguageCode; wanted?: boolean }) {
  const fallback = useFallbackTexts(language, wanted);
  const storefront = fallback?.texts.storefront as { maintenance?: { title?: string } } | undefined;
  return (
    <div>
      {fallback?.json ? <script type="application/json" id={fallbackTextsElementId} data-language={language} dangerouslySetInnerHTML={{ __html: fallback.json }} /> : null}
      <p data-testid="title">{storefront?.maintenance?.title ?? 'none'}</p>
    </div>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe("fallback texts (a page without the root loader's data)", () => {
  it('writes the error texts on the server, and the browser hydrates the same page from them', async () => {
    const title = (fallbackTexts('fr').storefront as { maintenance: { title: string } }).maintenance.title;
    const html = renderToString(
      <FallbackTextsProvider value={fallbackTexts}>
        <Probe language="fr" />
      </FallbackTextsProvider>,
    );
    expect(html).toContain(title);
    expect(html).toContain(`id="${fallbackTextsElementId}"`);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, <Probe language="fr" />);
    });
    // No hydration mismatch: the browser rendered the same texts without their module.
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.innerHTML).toBe(html);
  });

  it('writes the element with "<" escaped, so no text can end it', () => {
    const html = renderToString(
      <FallbackTextsProvider value={() => ({ storefront: { maintenance: { title: '</script><b>x' } } })}>
        <Probe language="de" />
      </FallbackTextsProvider>,
    );
    expect(html).not.toContain('</script><b>');
  });

  it("uses the language's texts of the pages before on a client navigation that meets the error", () => {
    registerTexts('/api/texts/en?v=before', { storefront: { maintenance: { title: 'Back soon' } } });
    registerTexts('/api/texts/fr?v=before', { storefront: { maintenance: { title: 'Bientôt' } } });
    render(<Probe language="en" />);
    expect(screen.getByTestId('title').textContent).toBe('Back soon');
  });

  it("fetches the language's current texts when no page before had them", async () => {
    const fetcher = vi.fn(async () => Response.json({ storefront: { maintenance: { title: 'Torniamo presto' } } }));
    vi.stubGlobal('fetch', fetcher);
    render(<Probe language="it" />);
    await waitFor(() => expect(screen.getByTestId('title').textContent).toBe('Torniamo presto'));
    expect(fetcher).toHaveBeenCalledWith('/api/texts/it', expect.anything());
    vi.unstubAllGlobals();
  });

  it('gives nothing while the root has its data', () => {
    render(<Probe language="en" wanted={false} />);
    expect(screen.getByTestId('title').textContent).toBe('none');
  });
});
