import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Schemas } from '@gipfel/api';
import crossSellingFixture from '../../../fixtures/shopware-responses/CrossSellingResponse.json';
import productBoxFixture from '../../../fixtures/shopware-responses/CmsProductBox.json';
import { ProductBundle } from './product-bundle';

const product = productBoxFixture.data.product as unknown as Schemas['Product'];
const companions = (crossSellingFixture as unknown as Schemas['CrossSellingElementCollection']).flatMap((group) => group.products ?? []);

const meta = {
  title: 'Listing/ProductBundle',
  component: ProductBundle,
  args: { product, products: companions, action: '/checkout/cart', returnTo: '/smoking-board' },
} satisfies Meta<typeof ProductBundle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The product with up to three companions of its first cross-selling group. */
export const Default: Story = {};

export const Pending: Story = { args: { pending: true } };

/** Nothing to combine: the section is left out. */
export const Empty: Story = { args: { products: [] } };

export const LongTexts: Story = {
  args: {
    title: 'Wird von unseren Kundinnen und Kunden aus der ganzen Schweiz besonders oft zusammen gekauft',
    products: companions.map((entry) => ({ ...entry, translated: { ...entry.translated, name: `${entry.translated?.name ?? entry.name} – Geschenkverpackung mit handgeschriebener Karte` } })),
  },
};
