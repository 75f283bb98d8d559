import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Schemas } from '@gipfel/api';
import type { ListingPageLoader } from '@gipfel/listing';
import { CmsElementProductListing, CmsListingPageLoaderProvider } from './cms-element-product-listing';
import { listingPageFixture } from './listing-page-fixture';

type ListingResult = Schemas['ProductListingResult'];

// A listing of 10 products, 4 per page, from the real Search.json and CmsProductBox.json shapes.
function listingPage(n: number, limit = 4, total = 10): ListingResult {
  return listingPageFixture(n, { limit, total, name: (position) => `Gruyère AOP réserve, 18 mois d’affinage ${position + 1}`, id: (page, i) => `story-${page}-${i}` });
}

const slot = (listing: ListingResult) =>
  ({ id: 'listing', type: 'product-listing', slot: 'content', config: { limit: { value: 4, source: 'static' } }, data: { listing } }) as unknown as Schemas['CmsSlot'];
const block = {} as Schemas['CmsBlock'];
const slowLoader: ListingPageLoader = (n) => new Promise((resolve) => setTimeout(() => resolve(listingPage(n)), 600));

const meta = {
  title: 'CMS/Elements/Product listing',
  component: CmsElementProductListing,
  args: { slot: slot(listingPage(1)), block },
} satisfies Meta<typeof CmsElementProductListing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without the host's page loader: load more and the pages are links. */
export const Links: Story = {};

/** With the host's page loader: load more appends the next page and puts `p` in the frame's URL. */
export const LoadMore: Story = {
  render: (args) => (
    <CmsListingPageLoaderProvider loadPage={slowLoader}>
      <CmsElementProductListing {...args} />
    </CmsListingPageLoaderProvider>
  ),
};

export const Empty: Story = { args: { slot: slot({ ...listingPage(1), total: 0, elements: [] }) } };
