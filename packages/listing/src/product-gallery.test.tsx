import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createI18n, I18nextProvider } from '@gipfel/i18n';
import { uiTexts } from '@gipfel/ui';
import { listingTexts } from './texts';
import { getProductGalleryPreload, ProductGallery } from './product-gallery';
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

  it('names the image it shows first for a preload link: same URL, srcset and sizes (fr)', () => {
    const preload = getProductGalleryPreload(product, '(min-width: 600px) 40vw, 100vw');
    renderIn('fr', <ProductGallery product={product} sizes="(min-width: 600px) 40vw, 100vw" />);
    const main = screen.getByRole('img', { name: /Cigar Special 40%/ });
    expect(preload).toEqual({ href: main.getAttribute('src'), imageSrcSet: main.getAttribute('srcset'), imageSizes: main.getAttribute('sizes') });
    expect(preload?.href).toContain('_800x800');
    expect(getProductGalleryPreload({ ...product, media: [], cover: undefined })).toBeNull();
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
    expect(screen.queryByRole('button', { name: /anzeigen/ })).toBeNull();
    cover.unmount();
    renderIn('de', <ProductGallery product={{ ...product, media: [], cover: undefined }} />);
    expect(screen.getByText('Kein Bild vorhanden')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderIn('de', <ProductGallery product={product} />);
    expect(await a11yViolations(container)).toEqual([]);
  });

  it('opens the lightbox from the main image, pages with the arrow keys and returns focus on Escape (de)', async () => {
    renderIn('de', <ProductGallery product={product} />);
    const zoom = screen.getByRole('button', { name: 'Bild 2 von 2 vergrössern' });
    zoom.focus();
    fireEvent.click(zoom);
    const dialog = await screen.findByRole('dialog', { name: 'Cigar Special 40%: Bilder' });
    expect(within(dialog).getByText('Bild 2 von 2')).toBeInTheDocument();
    const large = within(dialog).getByRole('img', { name: 'Cigar Special 40%, Bild 2 von 2' });
    expect(large.getAttribute('srcset')).toContain('w,');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'ArrowRight' });
    expect(within(dialog).getByText('Bild 1 von 2')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nächstes Bild' }));
    expect(within(dialog).getByText('Bild 2 von 2')).toBeInTheDocument();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: /vergrössern/ })).toHaveFocus());
  });

  it('is a plain link to the large image before JavaScript', () => {
    const html = renderToString(
      <I18nextProvider i18n={createI18n({ language: 'en', namespaces: { listing: listingTexts, ui: uiTexts } })}>
        <ProductGallery product={product} />
      </I18nextProvider>,
    );
    expect(html).toMatch(/<a [^>]*href="[^"]+"[^>]*aria-label="Enlarge image 2 of 2"/);
    expect(html).not.toContain('role="dialog"');
  });

  it('has no axe violations with the lightbox open', async () => {
    renderIn('fr', <ProductGallery product={product} />);
    fireEvent.click(screen.getByRole('button', { name: 'Agrandir l’image 2 sur 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(await a11yViolations(dialog)).toEqual([]);
  });
});
