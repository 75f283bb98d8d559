import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Schemas } from '@gipfel/api';
import productFixture from '../../../fixtures/shopware-responses/Product.json';
import searchFixture from '../../../fixtures/shopware-responses/Search.json';
import tierFixture from '../../../fixtures/shopware-responses/ProductTierPrices.json';
import { BuyBox } from './buy-box';

const product = productFixture as unknown as Schemas['Product'];

const meta = {
  title: 'Listing/BuyBox',
  component: BuyBox,
  args: { product },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof BuyBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {};
export const TierPricesLowStock: Story = { args: { product: tierFixture.product as unknown as Schemas['Product'] } };
export const Restocked: Story = { args: { product: searchFixture.elements[0] as unknown as Schemas['Product'] } };
export const SoldOut: Story = { args: { product: { ...product, available: false } } };
export const OnSale: Story = {
  args: {
    product: { ...product, calculatedPrice: { ...product.calculatedPrice, listPrice: { apiAlias: 'cart_list_price', price: 19.9, percentage: 27.39 } } },
  },
};
export const PurchaseSteps: Story = { args: { product: { ...product, minPurchase: 6, purchaseSteps: 6, maxPurchase: 48, calculatedMaxPurchase: 48 } } };
export const Adding: Story = { args: { adding: true, onAddToCart: () => {} } };
export const LongFrenchName: Story = {
  globals: { locale: 'fr' },
  args: { product: { ...product, translated: { ...product.translated, name: 'Raclette du Valais AOP au lait cru, demi-meule affinée en cave pendant quatre mois' } } },
};
