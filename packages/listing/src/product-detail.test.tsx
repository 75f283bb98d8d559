import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Schemas } from '@gipfel/api';
import { ProductDetail } from './product-detail';
import { a11yViolations, fixtures, renderIn } from './test-utils';

const group = (id: string, name: string, position: number) => ({ id, name, position, translated: { name } });
const origin = group('a'.repeat(32), 'Herkunft', 2);
const diet = group('b'.repeat(32), 'Ernährung', 1);
/** A single article (no variants to choose) with properties, an FAQ in its custom fields and a manufacturer. */
const product = {
  ...fixtures.boxProduct,
  ean: '7610000000001',
  properties: [
    { id: '1'.repeat(32), groupId: origin.id, name: 'Jura', position: 1, translated: { name: 'Jura' }, group: origin },
    { id: '2'.repeat(32), groupId: diet.id, name: 'Vegan', position: 2, translated: { name: 'Vegan' }, group: diet },
    { id: '3'.repeat(32), groupId: diet.id, name: 'Glutenfrei', position: 1, translated: { name: 'Glutenfrei' }, group: diet },
  ],
  translated: {
    ...fixtures.boxProduct.translated,
    customFields: { faq: [{ question: 'Ist es laktosefrei?', answer: 'Ja.' }, { question: '', answer: 'ohne Frage' }, 'kein Eintrag'] },
  },
  manufacturer: { id: 'm', name: 'Gipfel </script> AG', translated: { name: 'Gipfel </script> AG' } },
} as unknown as Schemas['Product'];

function structuredData(container: HTMLElement): Record<string, unknown> {
  const script = container.ownerDocument.querySelector('script[type="application/ld+json"]');
  expect(script?.innerHTML).not.toContain('</script>');
  return JSON.parse(script?.textContent ?? '{}') as Record<string, unknown>;
}

describe('ProductDetail', () => {
  it('shows gallery, buy box, description, properties in the shop\'s order and the FAQ (de)', () => {
    const onAddToCart = vi.fn();
    const { container } = renderIn(
      'de',
      <ProductDetail
        product={product}
        currency="CHF"
        url="https://shop.example/brett"
        breadcrumbs={<nav aria-label="Brotkrumen">Start</nav>}
        descriptionHtml="<p>Aus <strong>Eiche</strong>.</p>"
        onAddToCart={onAddToCart}
        buyBoxExtras={<button type="button">Merken</button>}
      >
        <p>Bewertungen des Hosts</p>
      </ProductDetail>,
    );
    const name = (product.translated?.name ?? '').trim();
    expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Brotkrumen' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Beschreibung' })).toHaveTextContent('Aus Eiche.');
    const table = within(screen.getByRole('region', { name: 'Eigenschaften' })).getByRole('table');
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Ernährung', 'Herkunft']);
    expect(within(table).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Glutenfrei, Vegan', 'Jura']);
    const faq = screen.getByRole('region', { name: 'Häufige Fragen' });
    expect(faq).toHaveTextContent('Ist es laktosefrei?');
    expect(faq).not.toHaveTextContent('ohne Frage');
    expect(screen.getByRole('button', { name: 'Merken' })).toBeInTheDocument();
    expect(container).toHaveTextContent('Bewertungen des Hosts');
    fireEvent.click(screen.getByRole('button', { name: /In den Warenkorb/ }));
    expect(onAddToCart).toHaveBeenCalledWith(product.id, 1);
    expect(structuredData(container)).toMatchObject({
      '@type': 'Product',
      name,
      url: 'https://shop.example/brett',
      gtin13: '7610000000001',
      brand: { name: 'Gipfel </script> AG' },
      offers: { priceCurrency: 'CHF', availability: 'https://schema.org/InStock' },
    });
  });

  it('translates its headings (en, fr) and leaves out the description without sanitised HTML', () => {
    const english = renderIn('en', <ProductDetail product={product} descriptionHtml="<p>Oak.</p>" />);
    expect(screen.getByRole('region', { name: 'Description' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Properties' })).toBeInTheDocument();
    english.unmount();
    renderIn('fr', <ProductDetail product={product} />);
    expect(screen.getByRole('region', { name: 'Caractéristiques' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Description' })).not.toBeInTheDocument();
  });

  it('offers the variants of the configurator and reports the choice', () => {
    const onSelectVariant = vi.fn();
    renderIn('de', <ProductDetail product={fixtures.product} configurator={fixtures.configurator} onSelectVariant={onSelectVariant} />);
    const unpressed = screen.getAllByRole('button', { pressed: false }).find((button) => !(button as HTMLButtonElement).disabled && button.closest('fieldset'));
    expect(unpressed).toBeDefined();
    fireEvent.click(unpressed!);
    expect(onSelectVariant).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations', async () => {
    const { container } = renderIn('de', <ProductDetail product={product} descriptionHtml="<p>Aus Eiche.</p>" />);
    expect(await a11yViolations(container)).toEqual([]);
  });
});
