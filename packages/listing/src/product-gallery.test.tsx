import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { ProductGallery } from './product-gallery';
import { a11yViolations, fixtures, renderIn } from './test-utils';

const product = fixtures.product;

describe('ProductGallery', () => {
  it('starts with the cover and offers a thumbnail per image (en)', () => {
    renderIn('en', <ProductGallery product={product} />);
    // Product.json: the cover is the second image (position 1).
    const main = screen.getByRole('img', { name: 'Cigar Special 40%, image 2 of 2' });
    expect(main.getAttribute('src')).toContain('_800x800');
    expect(main).toHaveAttribute('width', '1380');
    expect(main).toHaveAttribute('height', '3588');
    const thumbnails = screen.getAllByRole('button', { name: /Show image/ });
    expect(thumbnails.map((button) => button.getAttribute('aria-current'))).toEqual([null, 'true']);
    expect(thumbnails.map((button) => button.tabIndex)).toEqual([-1, 0]);
  });

  it('shows the image of a clicked thumbnail (de)', () => {
    renderIn('de', <ProductGallery product={product} />);
    fireEvent.click(screen.getByRole('button', { name: 'Bild 1 von 2 anzeigen' }));
    expect(screen.getByRole('img', { name: 'Cigar Special 40%, Bild 1 von 2' })).toBeInTheDocument();
  });

  it('moves with the arrow keys, Home and End, and keeps focus on the chosen thumbnail (fr)', () => {
    renderIn('fr', <ProductGallery product={product} />);
    const second = screen.getByRole('button', { name: 'Afficher l’image 2 sur 2' });
    second.focus();
    fireEvent.keyDown(second, { key: 'ArrowRight' });
    const first = screen.getByRole('button', { name: 'Afficher l’image 1 sur 2' });
    expect(first).toHaveFocus();
    expect(first).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('img', { name: 'Cigar Special 40%, image 1 sur 2' })).toBeInTheDocument();
    fireEvent.keyDown(first, { key: 'End' });
    expect(second).toHaveFocus();
    fireEvent.keyDown(second, { key: 'ArrowLeft' });
    expect(first).toHaveFocus();
  });

  it('uses the media alt text and falls back to the cover or a placeholder', () => {
    const withAlt = {
      ...product,
      media: product.media!.map((entry) => ({ ...entry, media: { ...entry.media, translated: { ...entry.media.translated, alt: 'Zigarrenkiste' } } })),
    };
    const first = renderIn('de', <ProductGallery product={withAlt} />);
    expect(screen.getByRole('img', { name: 'Zigarrenkiste' })).toBeInTheDocument();
    first.unmount();
    const cover = renderIn('de', <ProductGallery product={fixtures.boxProduct} />);
    expect(screen.getByRole('img', { name: 'Smoking Board Cedar Wood' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    cover.unmount();
    renderIn('de', <ProductGallery product={{ ...product, media: [], cover: undefined }} />);
    expect(screen.getByText('Kein Bild vorhanden')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderIn('de', <ProductGallery product={product} />);
    expect(await a11yViolations(container)).toEqual([]);
  });
});
