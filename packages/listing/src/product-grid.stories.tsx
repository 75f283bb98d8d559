import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Schemas } from '@gipfel/api';
import crossSellingFixture from '../../../fixtures/shopware-responses/CrossSellingResponse.json';
import productBoxFixture from '../../../fixtures/shopware-responses/CmsProductBox.json';
import productFixture from '../../../fixtures/shopware-responses/Product.json';
import searchFixture from '../../../fixtures/shopware-responses/Search.json';
import { ProductGrid } from './product-grid';

const boxProduct = productBoxFixture.data.product as unknown as Schemas['Product'];
const products = [
  ...(searchFixture.elements as unknown as Schemas['Product'][]),
  boxProduct,
  productFixture as unknown as Schemas['Product'],
  ...(crossSellingFixture[0]!.products as unknown as Schemas['Product'][]),
  { ...boxProduct, id: 'sold-out', available: false },
  { ...boxProduct, id: 'sale', calculatedPrice: { ...boxProduct.calculatedPrice, listPrice: { apiAlias: 'cart_list_price', price: 79.9, percentage: 25 } } },
] as Schemas['Product'][];

const meta = {
  title: 'Listing/ProductGrid',
  component: ProductGrid,
  args: { products },
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Products: Story = {};
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { products: [] } };
