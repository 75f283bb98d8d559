import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Schemas } from '@gipfel/api';
import crossSellingFixture from '../../../fixtures/shopware-responses/CrossSellingResponse.json';
import productBoxFixture from '../../../fixtures/shopware-responses/CmsProductBox.json';
import productFixture from '../../../fixtures/shopware-responses/Product.json';
import searchFixture from '../../../fixtures/shopware-responses/Search.json';
import { ProductSlider } from './product-slider';

const boxProduct = productBoxFixture.data.product as unknown as Schemas['Product'];
const products = [
  boxProduct,
  productFixture,
  ...searchFixture.elements,
  ...crossSellingFixture[0]!.products,
  { ...boxProduct, id: 'copy-1', available: false },
  { ...boxProduct, id: 'copy-2', childCount: 3 },
] as unknown as Schemas['Product'][];

const meta = {
  title: 'Listing/ProductSlider',
  component: ProductSlider,
  args: { products, title: 'Das könnte Ihnen auch gefallen' },
} satisfies Meta<typeof ProductSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Slider: Story = {};
export const WithoutTitle: Story = { args: { title: undefined, label: 'Zuletzt angesehen' } };
export const SingleProduct: Story = { args: { products: [boxProduct] } };
