import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Schemas } from '@gipfel/api';
import searchFixture from '../../../fixtures/shopware-responses/Search.json';
import { SearchPageView } from './search-page-view';

const search = searchFixture as unknown as Schemas['ProductListingResult'];

const meta = {
  title: 'Listing/SearchPageView',
  component: SearchPageView,
  args: {
    page: { term: 'Schokolade', criteria: { search: 'Schokolade' }, listing: search },
    title: 'Suche',
    minTermLength: 3,
    currency: 'CHF',
    loadPage: async () => search,
    localizeHref: (path: string) => path,
    addToCartAction: '/checkout/cart',
  },
} satisfies Meta<typeof SearchPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The results of a search with filters, sorting and the products. */
export const Results: Story = {};

/** Before a search (or with a term too short): the hint and searches that always find something. */
export const BeforeSearch: Story = { args: { page: { term: '', criteria: {}, listing: null } } };

/** Nothing found: what to try instead. */
export const NothingFound: Story = { args: { page: { term: 'Xylophon', criteria: { search: 'Xylophon' }, listing: { ...search, elements: [], total: 0 } } } };
