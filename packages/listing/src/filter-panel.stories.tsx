import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Schemas } from '@gipfel/api';
import searchFixture from '../../../fixtures/shopware-responses/Search.json';
import { FilterPanel } from './filter-panel';
import { listingWithFilters as withProperties } from './filter-fixture';

const search = searchFixture as unknown as Schemas['ProductListingResult'];

const meta = {
  title: 'Listing/FilterPanel',
  component: FilterPanel,
  args: { listing: search },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The real aggregations of a Shopware search: manufacturer, price, free shipping. */
export const SearchResult: Story = {};

export const WithPropertiesAndRating: Story = { args: { listing: withProperties } };

export const ActiveFilters: Story = {
  args: {
    listing: withProperties,
    criteria: {
      search: 'artic',
      properties: 'cc02c6cf39ad43d5856a25f8928490bf|dcd3a971b122413785ed56a5782ed5b7',
      manufacturer: '432878e43ca440aab3afb211b2b79aba',
      'min-price': 10,
      rating: 4,
      'shipping-free': true,
    },
  },
};

export const NoFilters: Story = { args: { listing: { ...search, aggregations: [] }, criteria: {} } };
