import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Schemas } from '@gipfel/api';
import productFixture from '../../../fixtures/shopware-responses/Product.json';
import { ProductBadges } from './product-badges';

const product = productFixture as unknown as Schemas['Product'];

const meta = {
  title: 'Listing/ProductBadges',
  component: ProductBadges,
  args: {
    product: {
      ...product,
      markAsTopseller: true,
      isNew: true,
      calculatedPrice: { ...product.calculatedPrice, listPrice: { apiAlias: 'cart_list_price', price: 19.9 } },
    },
  },
} satisfies Meta<typeof ProductBadges>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllBadges: Story = {};
export const NewOnly: Story = { args: { product: { ...product, isNew: true } } };
