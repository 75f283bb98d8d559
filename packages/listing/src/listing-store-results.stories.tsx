import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Schemas } from '@gipfel/api';
import productBoxFixture from '../../../../shared/fixtures/shopware-responses/CmsProductBox.json';
import searchFixture from '../../../../shared/fixtures/shopware-responses/Search.json';
import { createListingStore, type ListingPageLoader, type ListingResult } from './listing-store';
import { ListingStoreProvider } from './listing-store-context';
import { ListingResults } from './listing-store-results';

const boxProduct = productBoxFixture.data.product as unknown as Schemas['Product'];
const names = ['Emmentaler AOP', 'Gruyère AOP höhlengereift', 'Appenzeller® Extra', 'Tête de Moine AOP', 'Vacherin Fribourgeois AOP', 'Sbrinz AOP'];

function page(n: number, limit = 4, total = 10): ListingResult {
  const count = Math.max(0, Math.min(limit, total - (n - 1) * limit));
  return {
    ...(searchFixture as unknown as ListingResult),
    page: n,
    limit,
    total,
    elements: Array.from({ length: count }, (_, i) => {
      const name = `${names[((n - 1) * limit + i) % names.length]} ${(n - 1) * limit + i + 1}`;
      return { ...boxProduct, id: `story-${n}-${i}`, name, translated: { ...boxProduct.translated, name } } as Schemas['Product'];
    }),
  };
}

const slow: ListingPageLoader = (n) => new Promise((resolve) => setTimeout(() => resolve(page(n)), 600));
const failing: ListingPageLoader = () => new Promise((_, reject) => setTimeout(() => reject(new Error('offline')), 600));

function Listing({ result, loadPage }: { result: ListingResult; loadPage?: ListingPageLoader }) {
  const [store] = useState(() => createListingStore(result, { loadPage }));
  return (
    <ListingStoreProvider store={store}>
      {/* Stories keep the URL of Storybook as it is. */}
      <ListingResults onPageLoaded={() => {}} />
    </ListingStoreProvider>
  );
}

const meta = {
  title: 'Listing/ListingResults',
  component: Listing,
  args: { result: page(1), loadPage: slow },
} satisfies Meta<typeof Listing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Load more appends the next page after a short delay; focus moves to the first new card. */
export const LoadMore: Story = {};
/** Without a page loader (or before JavaScript runs): load more is a link to the next page. */
export const WithoutLoader: Story = { args: { loadPage: undefined } };
/** The next page fails: the message and the button for another try. */
export const Failing: Story = { args: { loadPage: failing } };
export const Empty: Story = { args: { result: { ...page(1), total: 0, elements: [] } } };
