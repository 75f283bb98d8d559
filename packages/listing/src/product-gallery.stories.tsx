import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Schemas } from '@gipfel/api';
import productBoxFixture from '../../../fixtures/shopware-responses/CmsProductBox.json';
import productFixture from '../../../fixtures/shopware-responses/Product.json';
import { ProductGallery } from './product-gallery';

const product = productFixture as unknown as Schemas['Product'];

const meta = {
  title: 'Listing/ProductGallery',
  component: ProductGallery,
  args: { product },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}><Story /></div>],
} satisfies Meta<typeof ProductGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SeveralImages: Story = {};
export const CoverOnly: Story = { args: { product: productBoxFixture.data.product as unknown as Schemas['Product'] } };
export const NoImage: Story = { args: { product: { ...product, media: [], cover: undefined } } };
