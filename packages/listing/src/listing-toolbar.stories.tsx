import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Schemas } from '@gipfel/api';
import searchFixture from '../../../fixtures/shopware-responses/Search.json';
import { ListingToolbar } from './listing-toolbar';

const listing = searchFixture as unknown as Schemas['ProductListingResult'];

const meta = {
  title: 'Listing/ListingToolbar',
  component: ListingToolbar,
  args: { listing },
} satisfies Meta<typeof ListingToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SearchResult: Story = {};
export const ManyProducts: Story = { args: { listing: { ...listing, total: 1284 }, criteria: { order: 'price-asc', search: 'artic' } } };
export const NoResults: Story = { args: { listing: { ...listing, total: 0 } } };
export const WithHandler: Story = { args: { onSortChange: () => {} } };
