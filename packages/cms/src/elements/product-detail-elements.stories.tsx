import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Schemas } from '@gipfel/api';
import configuratorFixture from '../../../../fixtures/shopware-responses/Configurator.json';
import crossSellingFixture from '../../../../fixtures/shopware-responses/CrossSellingResponse.json';
import productBoxFixture from '../../../../fixtures/shopware-responses/CmsProductBox.json';
import productFixture from '../../../../fixtures/shopware-responses/Product.json';
import { CmsContextProvider } from '../cms-context';
import {
  CmsElementBuyBox,
  CmsElementCrossSelling,
  CmsElementManufacturerLogo,
  CmsElementProductDescriptionReviews,
  CmsElementProductName,
} from './cms-element-product-detail';
import { CmsElementCategoryNavigation } from './cms-element-category-navigation';

// Real Shopware responses as the slots' resolved data (the shapes of Shopware's element resolvers).
const product = productFixture as unknown as Schemas['Product'];
const boxProduct = productBoxFixture.data.product as unknown as Schemas['Product'];
const block = {} as Schemas['CmsBlock'];
const slot = (type: string, data: unknown) => ({ id: type, type, slot: 'content', config: {}, data }) as unknown as Schemas['CmsSlot'];

const meta = {
  title: 'CMS/Elements/Product detail',
  component: CmsElementBuyBox,
  args: { slot: slot('buy-box', { productId: product.id, product, configuratorSettings: configuratorFixture, totalReviews: 0 }), block },
} satisfies Meta<typeof CmsElementBuyBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BuyBox: Story = {};

export const ProductName: Story = { render: (args) => <CmsElementProductName {...args} slot={slot('product-name', { content: product.translated?.name })} /> };

export const LongProductName: Story = {
  render: (args) => <CmsElementProductName {...args} slot={slot('product-name', { content: 'Gruyère AOP réserve, 18 mois d’affinage dans les caves de la Gruyère fribourgeoise' })} />,
};

export const DescriptionAndReviews: Story = {
  render: (args) => (
    <CmsElementProductDescriptionReviews
      {...args}
      slot={slot('product-description-reviews', {
        productId: product.id,
        product,
        reviews: { elements: [{ id: 'r1', title: 'Schön gereift', content: 'Würzig, fein und nicht zu salzig.', points: 5, status: true, createdAt: '2026-01-10T10:00:00+00:00' }], total: 1 },
      })}
    />
  ),
};

export const CrossSelling: Story = { render: (args) => <CmsElementCrossSelling {...args} slot={slot('cross-selling', { crossSellings: crossSellingFixture })} /> };

export const ManufacturerLogo: Story = {
  render: (args) => <CmsElementManufacturerLogo {...args} slot={slot('manufacturer-logo', { media: null, url: boxProduct.manufacturer?.link, newTab: true, manufacturer: boxProduct.manufacturer })} />,
};

export const CategoryNavigation: Story = {
  render: () => (
    <CmsContextProvider
      value={{
        navigation: {
          activeId: 'b',
          tree: [
            { id: 'a', name: 'Lebensmittel', type: 'page', children: [{ id: 'b', name: 'Käse', type: 'page' }, { id: 'c', name: 'Schokolade und Pralinés aus der ganzen Schweiz', type: 'page' }] },
          ] as unknown as Schemas['Category'][],
        },
      }}
    >
      <CmsElementCategoryNavigation />
    </CmsContextProvider>
  ),
};

/** Without data (e.g. a layout shown outside a product page): nothing. */
export const Empty: Story = { args: { slot: slot('buy-box', null) } };
