import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Schemas } from '@gipfel/api';
import crossSellingFixture from '../../../fixtures/shopware-responses/CrossSellingResponse.json';
import productBoxFixture from '../../../fixtures/shopware-responses/CmsProductBox.json';
import searchFixture from '../../../fixtures/shopware-responses/Search.json';
import { SearchSuggest } from './search-suggest';

const results = {
  elements: [
    ...searchFixture.elements,
    productBoxFixture.data.product,
    ...crossSellingFixture[0]!.products,
  ] as unknown as Schemas['Product'][],
  total: 27,
};

const meta = {
  title: 'Listing/SearchSuggest',
  component: SearchSuggest,
  args: { status: 'success', results, defaultQuery: 'artic', onNavigate: () => {}, onQueryChange: () => {} },
  parameters: { docs: { description: { story: 'Focus the field or type to open the suggestions.' } } },
  decorators: [(Story) => <div style={{ minHeight: 420 }}><Story /></div>],
} satisfies Meta<typeof SearchSuggest>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {};
export const Loading: Story = { args: { status: 'pending', results: null } };
export const NoResults: Story = { args: { results: { elements: [], total: 0 }, defaultQuery: 'Zwetschgenwähe' } };
export const Failed: Story = { args: { status: 'error', results: null } };
export const Idle: Story = { args: { status: 'idle', results: null, defaultQuery: '' } };
