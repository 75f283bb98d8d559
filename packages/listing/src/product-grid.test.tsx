import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ListingLinkProvider } from './listing-links';
import { ProductGrid } from './product-grid';
import { a11yViolations, fixtures, renderIn } from './test-utils';

const products = [...fixtures.search.elements, fixtures.boxProduct, fixtures.product];

describe('ProductGrid', () => {
  it('lists one card per product, the first ones with eager images (en)', () => {
    const { container } = renderIn('en', <ProductGrid products={products} priorityCount={1} />);
    const list = screen.getByRole('list', { name: 'Products' });
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    const loading = [...container.querySelectorAll('img')].map((image) => image.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'lazy', 'lazy']);
  });

  it('shows the empty state in German and French', () => {
    const german = renderIn('de', <ProductGrid products={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent('Keine Produkte gefunden.');
    german.unmount();
    renderIn('fr', <ProductGrid products={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent('Aucun produit trouvé.');
  });

  it('marks the grid busy while loading and passes the adding state to one card', () => {
    renderIn('de', <ProductGrid products={products} loading addingProductId={fixtures.boxProduct.id} />);
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');
    const busy = screen.getAllByRole('button').filter((button) => button.getAttribute('aria-busy') === 'true');
    expect(busy).toHaveLength(1);
    expect(busy[0]).toHaveAccessibleName(/Smoking Board Cedar Wood/);
  });

  it('links every card to the SEO path by default and to the host\'s own product URL when it gives a link builder', () => {
    const seo = renderIn('en', <ProductGrid products={products} />);
    const seoHrefs = within(screen.getByRole('list')).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(seoHrefs).toContain('/Smoking-Board-Cedar-Wood/943280');
    seo.unmount();
    const own = renderIn('en', <ProductGrid products={products} productHref={(product) => `/p/${product.productNumber}`} />);
    const ownHrefs = new Set(within(screen.getByRole('list')).getAllByRole('link').map((link) => link.getAttribute('href')));
    expect(ownHrefs).toEqual(new Set(products.map((product) => `/p/${product.productNumber}`)));
    own.unmount();
    // The same from the provider, also through a nested provider that only sets the prefix.
    renderIn(
      'en',
      <ListingLinkProvider localizeHref={(path) => path} productHref={(product) => `/item/${product.id}`}>
        <ListingLinkProvider localizeHref={(path) => `/en${path}`}>
          <ProductGrid products={products} />
        </ListingLinkProvider>
      </ListingLinkProvider>,
    );
    const provided = new Set(within(screen.getByRole('list')).getAllByRole('link').map((link) => link.getAttribute('href')));
    expect(provided).toEqual(new Set(products.map((product) => `/item/${product.id}`)));
  });

  it('has no axe violations', async () => {
    const { container } = renderIn('de', <ProductGrid products={products} />);
    expect(await a11yViolations(container)).toEqual([]);
  });
});
