import { act, useState, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '@gipfel/api';
import { createI18n, I18nextProvider } from '@gipfel/i18n';
import { formsTexts } from '@gipfel/forms';
import { uiTexts } from '@gipfel/ui';
import { createListingStore } from './listing-store';
import { ListingStoreProvider } from './listing-store-context';
import { ListingResults } from './listing-store-results';
import { listingPageFixture } from './listing-page-fixture';
import type * as ProductCardModule from './product-card';
import { ProductSlider } from './product-slider';
import { listingTexts } from './texts';
import { fixtures } from './test-utils';

// Counts how often a card renders; the card itself is the real one.
const cards = vi.hoisted(() => ({ renders: 0 }));
vi.mock('./product-card', async (importOriginal) => {
  const actual = await importOriginal<typeof ProductCardModule>();
  return {
    ...actual,
    ProductCard: (props: Parameters<typeof actual.ProductCard>[0]) => {
      cards.renders += 1;
      return actual.ProductCard(props);
    },
  };
});

function withTexts(ui: ReactElement) {
  const i18n = createI18n({ language: 'de', namespaces: { listing: listingTexts, ui: uiTexts, forms: formsTexts } });
  return <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>;
}

/** Server HTML hydrated in the browser; returns how often cards rendered while hydrating. */
async function hydrate(ui: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(withTexts(ui));
  document.body.append(container);
  cards.renders = 0;
  await act(async () => {
    hydrateRoot(container, withTexts(ui));
  });
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
});

// After hydration the JavaScript-only controls switch on. That must re-render the controls, not
// every card (a slow phone spends a long task on a grid of cards rendered twice).
describe('hydration renders each card once', () => {
  it('in a product slider, whose page buttons appear after hydration', async () => {
    const products = [fixtures.boxProduct, fixtures.product, ...fixtures.search.elements] as Schemas['Product'][];
    const container = await hydrate(<ProductSlider products={products} title="Zuletzt angesehen" />);
    expect(container.querySelectorAll('button[aria-label="Weitere Produkte"]')).toHaveLength(1);
    expect(cards.renders).toBe(products.length);
  });

  it('in listing results opened at a later page, whose "load previous" becomes a button', async () => {
    const result = listingPageFixture(2, { limit: 3, total: 7, name: (position) => `Produkt ${position + 1}`, id: (page, i) => `id-${page}-${i}` });
    function Listing() {
      const [store] = useState(() => createListingStore(result, { loadPage: async () => result }));
      return (
        <ListingStoreProvider store={store}>
          <ListingResults />
        </ListingStoreProvider>
      );
    }
    const container = await hydrate(<Listing />);
    expect([...container.querySelectorAll('button')].map((b) => b.textContent)).toContain('Vorherige Produkte laden');
    expect(cards.renders).toBe(3);
  });
});
