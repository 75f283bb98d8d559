import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { Schemas } from '@gipfel/api';
import { ListingLinkProvider } from './listing-links';
import { getProductCardPreload, ProductCard } from './product-card';
import { a11yViolations, fixtures, renderIn } from './test-utils';

const searchProduct = fixtures.search.elements[0] as Schemas['Product'];
const boxProduct = fixtures.boxProduct;

describe('ProductCard', () => {
  it('shows a Shopware search result with a responsive, lazy cover image (de)', () => {
    const { container } = renderIn('de', <ProductCard product={searchProduct} />);
    const image = container.querySelector('img')!;
    expect(image.getAttribute('src')).toContain('SW10069_400x400.jpg');
    expect(image.getAttribute('srcset')).toBe(
      [
        'https://cdn.shopware.store/a/B/m/pPkDE/thumbnail/b1/48/d9/SW10069_400x400.jpg?1596695192 400w',
        'https://cdn.shopware.store/a/B/m/pPkDE/thumbnail/b1/48/d9/SW10069_800x800.jpg?1596695192 800w',
        'https://cdn.shopware.store/a/B/m/pPkDE/thumbnail/b1/48/d9/SW10069_1920x1920.jpg?1596695192 1920w',
      ].join(', '),
    );
    expect(image).toHaveAttribute('sizes');
    expect(image).toHaveAttribute('width', '1010');
    expect(image).toHaveAttribute('height', '730');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('heading', { level: 3, name: '»Arctic Rose« IKARIMI® salmon filet' })).toBeInTheDocument();
    expect(screen.getByText('Deutsche See')).toBeInTheDocument();
    expect(container).toHaveTextContent('CHF 39.90');
    // No SEO URL in the search result: the technical path.
    expect(screen.getByRole('link', { name: '»Arctic Rose« IKARIMI® salmon filet' })).toHaveAttribute(
      'href',
      '/detail/81080519182c496f86722fa417f9106b',
    );
  });

  it('loads the image eagerly when it is a priority card', () => {
    const { container } = renderIn('de', <ProductCard product={searchProduct} priority />);
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('names the image it shows for a preload from the head: the same file, srcset and sizes', () => {
    const { container } = renderIn('de', <ProductCard product={searchProduct} priority />);
    const image = container.querySelector('img')!;
    expect(getProductCardPreload(searchProduct)).toEqual({
      href: image.getAttribute('src'),
      imageSrcSet: image.getAttribute('srcset'),
      imageSizes: image.getAttribute('sizes'),
    });
    // A listing that passes its own sizes to the cards passes them here too.
    expect(getProductCardPreload(searchProduct, '100vw')?.imageSizes).toBe('100vw');
    // Without a cover there is nothing to ask for.
    expect(getProductCardPreload({ ...searchProduct, cover: undefined })).toBeNull();
  });

  it('posts intent=add-to-cart, productId and quantity without JavaScript (en)', () => {
    renderIn('en', <ProductCard product={boxProduct} addToCartAction="/fr/checkout/cart" />);
    const button = screen.getByRole('button', { name: 'Add to cart: Smoking Board Cedar Wood' });
    const form = button.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/fr/checkout/cart');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      intent: 'add-to-cart',
      productId: boxProduct.id,
      quantity: '1',
    });
  });

  it('calls onAddToCart instead of posting when JavaScript runs', () => {
    const onAddToCart = vi.fn();
    renderIn('en', <ProductCard product={{ ...boxProduct, minPurchase: 3 }} onAddToCart={onAddToCart} />);
    fireEvent.click(screen.getByRole('button', { name: /Add to cart/ }));
    expect(onAddToCart).toHaveBeenCalledWith(boxProduct.id, 3);
  });

  it('links a product with variants to its detail page with the language prefix (fr)', () => {
    renderIn(
      'fr',
      <ListingLinkProvider localizeHref={(path) => `/fr${path}`}>
        <ProductCard product={{ ...boxProduct, childCount: 3 }} />
      </ListingLinkProvider>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    const choose = screen.getByRole('link', { name: 'Choisir une variante\u00a0: Smoking Board Cedar Wood' });
    expect(choose).toHaveAttribute('href', '/fr/Smoking-Board-Cedar-Wood/943280');
  });

  it('says sold out and offers no add-to-cart (de)', () => {
    renderIn('de', <ProductCard product={{ ...boxProduct, available: false }} />);
    expect(screen.getByText('Ausverkauft')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(/Ausführung wählen/)).toBeNull();
  });

  it('renders the wishlist toggle of the host', () => {
    renderIn(
      'de',
      <ProductCard
        product={boxProduct}
        renderWishlistButton={(product) => <button type="button" aria-pressed="false">Merken {product.productNumber}</button>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Merken 943280' })).toBeInTheDocument();
  });

  it('takes the wishlist toggle of the nearest ListingLinkProvider, also through a nested one', () => {
    renderIn(
      'de',
      <ListingLinkProvider localizeHref={(path) => path} renderWishlistButton={(product) => <button type="button">Merken {product.productNumber}</button>}>
        <ListingLinkProvider localizeHref={(path) => `/fr${path}`}>
          <ProductCard product={boxProduct} />
        </ListingLinkProvider>
      </ListingLinkProvider>,
    );
    expect(screen.getByRole('button', { name: 'Merken 943280' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderIn(
      'de',
      <>
        <ProductCard product={searchProduct} />
        <ProductCard product={{ ...fixtures.product, available: false }} />
        <ProductCard product={{ ...boxProduct, childCount: 2 }} />
      </>,
    );
    expect(await a11yViolations(container)).toEqual([]);
  });
});
