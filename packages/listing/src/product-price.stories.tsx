import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Schemas } from '@gipfel/api';
import productFixture from '../../../fixtures/shopware-responses/Product.json';
import tierFixture from '../../../fixtures/shopware-responses/ProductTierPrices.json';
import { ProductPrice } from './product-price';

const product = productFixture as unknown as Schemas['Product'];

const meta = {
  title: 'Listing/ProductPrice',
  component: ProductPrice,
  args: { product },
} satisfies Meta<typeof ProductPrice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {};

export const OnSale: Story = {
  args: {
    product: {
      ...product,
      calculatedPrice: { ...product.calculatedPrice, listPrice: { apiAlias: 'cart_list_price', price: 19.9, percentage: 27.39 } },
    },
  },
};

export const TierPrices: Story = {
  args: { product: tierFixture.product as unknown as Schemas['Product'], variantRange: false },
};

export const NetPrices: Story = { args: { taxDisplay: 'net' } };
