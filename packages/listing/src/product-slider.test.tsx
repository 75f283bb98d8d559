import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Schemas } from '@gipfel/api';
import { ProductSlider } from './product-slider';
import { a11yViolations, fixtures, renderIn } from './test-utils';

const products = [fixtures.boxProduct, fixtures.product, ...fixtures.search.elements] as Schemas['Product'][];

describe('ProductSlider', () => {
  it('lists the cards in a focusable, named scroll region (de)', () => {
    renderIn('de', <ProductSlider products={products} title="Zuletzt angesehen" />);
    const region = screen.getByRole('region', { name: 'Zuletzt angesehen' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getAllByRole('article')).toHaveLength(3);
    expect(within(region).getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('scrolls by a page with the previous and next buttons (en)', () => {
    renderIn('en', <ProductSlider products={products} label="Recently viewed" />);
    const region = screen.getByRole('region', { name: 'Recently viewed' });
    const scrollBy = vi.fn();
    Object.assign(region, { scrollBy });
    Object.defineProperty(region, 'clientWidth', { value: 500 });
    fireEvent.click(screen.getByRole('button', { name: 'More products' }));
    expect(scrollBy).toHaveBeenCalledWith({ left: 450, behavior: 'smooth' });
    // At the start the previous button does nothing; once scrolled it scrolls back.
    const previous = screen.getByRole('button', { name: 'Previous products' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    Object.defineProperty(region, 'scrollLeft', { value: 450, configurable: true });
    Object.defineProperty(region, 'scrollWidth', { value: 2000 });
    fireEvent.scroll(region);
    expect(previous).not.toHaveAttribute('aria-disabled');
    fireEvent.click(screen.getByRole('button', { name: 'Previous products' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -450, behavior: 'smooth' });
  });

  it('marks the previous button inactive at the start (fr)', () => {
    renderIn('fr', <ProductSlider products={products} />);
    expect(screen.getByRole('button', { name: 'Produits précédents' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Produits suivants' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('region', { name: 'Produits associés' })).toBeInTheDocument();
  });

  it('renders nothing without products', () => {
    const { container } = renderIn('de', <ProductSlider products={[]} title="Leer" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no axe violations', async () => {
    const { container } = renderIn('de', <ProductSlider products={products} title="Passende Produkte" />);
    expect(await a11yViolations(container)).toEqual([]);
  });
});
