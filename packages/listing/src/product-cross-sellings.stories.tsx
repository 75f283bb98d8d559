import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Schemas } from '@gipfel/api';
import crossSellingFixture from '../../../fixtures/shopware-responses/CrossSellingResponse.json';
import productBoxFixture from '../../../fixtures/shopware-responses/CmsProductBox.json';
import { ProductCrossSellings } from './product-cross-sellings';

const product = productBoxFixture.data.product as unknown as Schemas['Product'];
const crossSellings = crossSellingFixture as unknown as Schemas['CrossSellingElementCollection'];

const meta = {
  title: 'Listing/ProductCrossSellings',
  component: ProductCrossSellings,
  args: { product, crossSellings, currency: 'CHF', addToCartAction: '/checkout/cart', returnTo: '/smoking-board' },
} satisfies Meta<typeof ProductCrossSellings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first group as "frequently bought together", then every group as a slider. */
export const Default: Story = {};
export const BundlePending: Story = { args: { bundlePending: true } };
export const French: Story = { globals: { locale: 'fr' } };
/** No cross-sellings: nothing is shown. */
export const Empty: Story = { args: { crossSellings: [] } };
