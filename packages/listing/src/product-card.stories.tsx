import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Schemas } from '@gipfel/api';
import productBoxFixture from '../../../fixtures/shopware-responses/CmsProductBox.json';
import productFixture from '../../../fixtures/shopware-responses/Product.json';
import searchFixture from '../../../fixtures/shopware-responses/Search.json';
import { ProductCard } from './product-card';

const boxProduct = productBoxFixture.data.product as unknown as Schemas['Product'];
const searchProduct = searchFixture.elements[0] as unknown as Schemas['Product'];

const meta = {
  title: 'Listing/ProductCard',
  component: ProductCard,
  args: { product: boxProduct },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}><Story /></div>],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Buyable: Story = {};

export const SearchResult: Story = { args: { product: searchProduct, priority: true } };

export const OnSale: Story = {
  args: {
    product: {
      ...boxProduct,
      markAsTopseller: true,
      calculatedPrice: { ...boxProduct.calculatedPrice, listPrice: { apiAlias: 'cart_list_price', price: 79.9, percentage: 25 } },
    },
  },
};

export const SoldOut: Story = { args: { product: { ...boxProduct, available: false } } };

export const WithVariants: Story = { args: { product: { ...boxProduct, childCount: 4 } } };

export const Adding: Story = { args: { adding: true, onAddToCart: () => {} } };

export const LongGermanName: Story = {
  args: {
    product: {
      ...boxProduct,
      name: 'Bio-Vollkorn-Dinkelmehl aus der Zentralschweiz, steingemahlen, Grosspackung',
      translated: { ...boxProduct.translated, name: 'Bio-Vollkorn-Dinkelmehl aus der Zentralschweiz, steingemahlen, Grosspackung' },
    },
  },
};

export const LongFrenchName: Story = {
  globals: { locale: 'fr' },
  args: {
    product: {
      ...(productFixture as unknown as Schemas['Product']),
      translated: { ...(productFixture as unknown as Schemas['Product']).translated, name: 'Gruyère d’alpage AOP affiné quatorze mois en cave naturelle, à la coupe' },
    },
  },
};

export const WithWishlist: Story = {
  args: { renderWishlistButton: () => <button type="button" aria-pressed="false">♡</button> },
};
