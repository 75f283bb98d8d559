import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createListingStore, type ListingPageLoader, type ListingResult } from './listing-store';
import { ListingStoreProvider } from './listing-store-context';
import { ListingResults } from './listing-store-results';
import { listingPageFixture } from './listing-page-fixture';

const names = ['Emmentaler AOP', 'Gruyère AOP höhlengereift', 'Appenzeller® Extra', 'Tête de Moine AOP', 'Vacherin Fribourgeois AOP', 'Sbrinz AOP'];

function page(n: number, limit = 4, total = 10): ListingResult {
  return listingPageFixture(n, { limit, total, name: (position) => `${names[position % names.length]} ${position + 1}`, id: (page, i) => `story-${page}-${i}` });
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

/** An old link or a typed `?p=` behind the last page: a message and a link back to page 1. */
export const PastLastPage: Story = { args: { result: page(9) } };

/** Opened at page 3 (a reload after load more, a shared link): the products before it can be put in front. */
export const OpenedAtALaterPage: Story = { args: { result: page(3) } };
