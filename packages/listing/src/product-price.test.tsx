import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import type { Schemas } from '@gipfel/api';
import { createI18n, type LanguageCode, I18nextProvider } from '@gipfel/i18n';
import productFixture from '../../../fixtures/shopware-responses/Product.json';
import tierFixture from '../../../fixtures/shopware-responses/ProductTierPrices.json';
import { ProductPrice, type ProductPriceProps } from './product-price';
import { ProductBadges } from './product-badges';
import { listingTexts } from './texts';

const product = productFixture as unknown as Schemas['Product'];
const tierProduct = tierFixture.product as unknown as Schemas['Product'];
const saleProduct: Schemas['Product'] = {
  ...product,
  markAsTopseller: true,
  calculatedPrice: { ...product.calculatedPrice, listPrice: { apiAlias: 'cart_list_price', price: 19.9, percentage: 27.39 } },
};

function renderIn(language: LanguageCode, ui: React.ReactElement) {
  return render(<I18nextProvider i18n={createI18n({ language, namespaces: { listing: listingTexts } })}>{ui}</I18nextProvider>);
}

const nbsp = '\u00a0';
// toHaveTextContent and getByText collapse whitespace, so there the non-breaking space reads as ' '.

describe('ProductPrice', () => {
  it('shows the price, reference price and VAT note (de)', () => {
    const { container } = renderIn('de', <ProductPrice product={product} />);
    expect(container).toHaveTextContent(`CHF 14.45`);
    expect(container).toHaveTextContent(`CHF 72.25 pro 1 litre`);
    expect(container).toHaveTextContent('inkl. MwSt. zzgl. Versandkosten und ggf. Mindermengenzuschlag');
    expect(container.querySelector('del')).toBeNull();
  });

  it('strikes the previous price through with a label for screen readers (en)', () => {
    const { container } = renderIn('en', <ProductPrice product={saleProduct} />);
    const previous = container.querySelector('del');
    expect(previous).toHaveTextContent(`Previous price: CHF 19.90`);
    expect(container).toHaveTextContent(`Current price: CHF 14.45`);
    expect(container).toHaveTextContent('You save 27%');
    expect(container).toHaveTextContent('incl. VAT plus shipping');
  });

  it('shows the from-price and the tier table (fr)', () => {
    renderIn('fr', <ProductPrice product={tierProduct} />);
    expect(screen.getByText('dès CHF 20.00')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Prix dégressifs' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual([`jusqu’à 2CHF${nbsp}22.95`, `jusqu’à 4CHF${nbsp}21.95`, `dès 5CHF${nbsp}20.95`]);
  });

  it('says excl. VAT for net prices and can hide the tiers', () => {
    const props: ProductPriceProps = { product: tierProduct, taxDisplay: 'net', showTierPrices: false, variantRange: false };
    const { container } = renderIn('en', <ProductPrice {...props} />);
    expect(container).toHaveTextContent('excl. VAT plus shipping');
    expect(container).toHaveTextContent(`from CHF 20.95`);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = renderIn('de', (
      <>
        <ProductPrice product={saleProduct} />
        <ProductPrice product={tierProduct} />
      </>
    ));
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

describe('ProductBadges', () => {
  it('lists topseller and sale in German', () => {
    renderIn('de', <ProductBadges product={saleProduct} />);
    const list = screen.getByRole('list', { name: 'Produktauszeichnungen' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Topseller', 'Aktion']);
  });

  it('translates new in French and English', () => {
    const french = renderIn('fr', <ProductBadges product={{ ...product, isNew: true }} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('Nouveau');
    french.unmount();
    renderIn('en', <ProductBadges product={{ ...product, isNew: true }} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('New');
  });

  it('renders nothing for a product without badges (Product.json)', () => {
    const { container } = renderIn('de', <ProductBadges product={product} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no axe violations', async () => {
    const { container } = renderIn('en', <ProductBadges product={{ ...saleProduct, isNew: true }} />);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
