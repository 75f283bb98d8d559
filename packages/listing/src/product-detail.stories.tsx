import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Schemas } from '@gipfel/api';
import configuratorFixture from '../../../fixtures/shopware-responses/Configurator.json';
import crossSellingFixture from '../../../fixtures/shopware-responses/CrossSellingResponse.json';
import productBoxFixture from '../../../fixtures/shopware-responses/CmsProductBox.json';
import productFixture from '../../../fixtures/shopware-responses/Product.json';
import { ProductCrossSellings } from './product-cross-sellings';
import { ProductDetail } from './product-detail';

const variant = productFixture as unknown as Schemas['Product'];
const board = productBoxFixture.data.product as unknown as Schemas['Product'];
const crossSellings = crossSellingFixture as unknown as Schemas['CrossSellingElementCollection'];
const group = (id: string, name: string, position: number) => ({ id, name, position, translated: { name } });
const origin = group('a'.repeat(32), 'Herkunft', 2);
const material = group('b'.repeat(32), 'Material', 1);
/** A single article with properties, an FAQ in its custom fields and a description. */
const product = {
  ...board,
  properties: [
    { id: '1'.repeat(32), groupId: origin.id, name: 'Jura', position: 1, translated: { name: 'Jura' }, group: origin },
    { id: '2'.repeat(32), groupId: material.id, name: 'Zedernholz', position: 1, translated: { name: 'Zedernholz' }, group: material },
  ],
  translated: {
    ...board.translated,
    customFields: { faq: [{ question: 'Kann ich das Brett mehrmals verwenden?', answer: 'Ja, drei- bis viermal, danach riecht es weniger stark.' }] },
  },
} as unknown as Schemas['Product'];

const meta = {
  title: 'Listing/ProductDetail',
  component: ProductDetail,
  args: {
    product,
    currency: 'CHF',
    url: 'https://shop.example/smoking-board',
    descriptionHtml: '<p>Ein Brett aus <strong>Zedernholz</strong> zum Räuchern auf dem Grill.</p>',
    addToCartAction: '/checkout/cart',
  },
} satisfies Meta<typeof ProductDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A single article: gallery, buy box, description, properties and FAQ. */
export const SingleArticle: Story = {};

/** A variant with its configurator: the options of the shown variant are pressed. */
export const WithVariants: Story = { args: { product: variant, configurator: configuratorFixture as unknown as Schemas['PropertyGroup'][], descriptionHtml: undefined } };

/** What the host adds below: here the cross-sellings, as they arrive. */
export const WithCrossSellings: Story = {
  args: { children: <ProductCrossSellings product={product} crossSellings={crossSellings} currency="CHF" addToCartAction="/checkout/cart" returnTo="/smoking-board" /> },
};

export const French: Story = { globals: { locale: 'fr' } };

/** While the chosen variant and the product are on their way. */
export const Pending: Story = { args: { product: variant, configurator: configuratorFixture as unknown as Schemas['PropertyGroup'][], variantPending: true, adding: true } };
