import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ProductCrossSellings } from './product-cross-sellings';
import { a11yViolations, fixtures, renderIn } from './test-utils';

describe('ProductCrossSellings', () => {
  it('offers the first group as a bundle and every group as a slider', () => {
    renderIn('de', <ProductCrossSellings product={fixtures.boxProduct} crossSellings={fixtures.crossSellings} addToCartAction="/checkout/cart" returnTo="/brett" />);
    const bundle = screen.getByRole('region', { name: 'Wird oft zusammen gekauft' });
    expect(within(bundle).getAllByRole('checkbox').length).toBeGreaterThan(1);
    for (const entry of fixtures.crossSellings) {
      const title = entry.crossSelling.translated?.name ?? entry.crossSelling.name;
      if (entry.products?.length) expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
  });

  it('shows nothing without cross-sellings (en)', () => {
    const { container } = renderIn('en', <ProductCrossSellings product={fixtures.boxProduct} crossSellings={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no axe violations', async () => {
    const { container } = renderIn('fr', <ProductCrossSellings product={fixtures.boxProduct} crossSellings={fixtures.crossSellings} />);
    expect(await a11yViolations(container)).toEqual([]);
  });
});
