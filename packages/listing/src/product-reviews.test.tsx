import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Schemas } from '@gipfel/api';
import { ShopFormatProvider } from '@gipfel/i18n';
import { ProductReviews } from './product-reviews';
import { a11yViolations, fixtures, renderIn } from './test-utils';

const base = { productId: fixtures.product.id, languageId: '2fbb5fe2e29a4d70aa5854ce7ce3e20b', salesChannelId: '98432def39fc4624b33213a56b8c944d' };
const reviews: Schemas['ProductReview'][] = [
  { ...base, id: 'r1', title: 'Sehr aromatisch', content: 'Kräftig und rund.\nGerne wieder.', points: 4, status: true, createdAt: '2024-03-12T10:26:08.297+00:00', comment: 'Danke für Ihre Bewertung!' },
  { ...base, id: 'r2', title: 'Ganz gut', content: 'Etwas teuer.', points: 3, status: true },
  { ...base, id: 'r3', title: 'Wartet auf Freigabe', content: 'Noch nicht geprüft.', points: 1, status: false },
  { ...base, id: 'r4', title: 'Ohne Status', content: 'Unbekannt.', points: 1 },
];

describe('ProductReviews', () => {
  it('shows approved reviews only, with stars as text and the shop reply (de)', () => {
    renderIn('de', <ProductReviews reviews={reviews} />);
    const items = screen.getAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Sehr aromatisch', 'Ganz gut']);
    expect(screen.queryByText('Wartet auf Freigabe')).toBeNull();
    expect(screen.queryByText('Ohne Status')).toBeNull();
    expect(within(items[0]!).getByRole('img', { name: '4 von 5 Sternen' })).toBeInTheDocument();
    expect(within(items[0]!).getByText('Antwort des Shops')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Danke für Ihre Bewertung!')).toBeInTheDocument();
    expect(within(items[0]!).getByText('12. März 2024')).toHaveAttribute('datetime', '2024-03-12T10:26:08.297+00:00');
    // The average of the approved ones: (4 + 3) / 2.
    expect(screen.getByRole('img', { name: '3.5 von 5 Sternen' })).toBeInTheDocument();
    expect(screen.getByText('(2 Bewertungen)')).toBeInTheDocument();
  });

  it('uses the product average and total when given (en, fr)', () => {
    const english = renderIn('en', <ProductReviews reviews={reviews} ratingAverage={4.25} total={12} />);
    expect(screen.getByText('Average: 4.3 of 5 stars')).toBeInTheDocument();
    expect(screen.getByText('(12 reviews)')).toBeInTheDocument();
    english.unmount();
    renderIn('fr', <ProductReviews reviews={reviews.slice(0, 1)} ratingAverage={4.5} />);
    expect(screen.getByText('Moyenne : 4,5 étoiles sur 5')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4 étoiles sur 5' })).toBeInTheDocument();
    expect(screen.getByText('(1 évaluation)')).toBeInTheDocument();
  });

  it('dates a review by its day in the shop\'s time zone (ShopFormatProvider), in the page language (en, fr)', () => {
    // 23:30 UTC on 31 May is 1 June in Zurich (summer time).
    const late = [{ ...reviews[0]!, createdAt: '2025-05-31T23:30:00.000+00:00' }];
    const english = renderIn(
      'en',
      <ShopFormatProvider timeZone="Europe/Zurich">
        <ProductReviews reviews={late} />
      </ShopFormatProvider>,
    );
    expect(screen.getByText('1 June 2025')).toHaveAttribute('datetime', '2025-05-31T23:30:00.000+00:00');
    english.unmount();
    const french = renderIn(
      'fr',
      <ShopFormatProvider timeZone="Europe/Zurich">
        <ProductReviews reviews={late} />
      </ShopFormatProvider>,
    );
    expect(screen.getByText('1 juin 2025')).toBeInTheDocument();
    french.unmount();
    // Without a provider: UTC, no shop's time zone in the package.
    renderIn('en', <ProductReviews reviews={late} />);
    expect(screen.getByText('31 May 2025')).toBeInTheDocument();
  });

  it('says there are none yet (Product.json has no reviews)', () => {
    renderIn('en', <ProductReviews reviews={fixtures.product.productReviews ?? []} ratingAverage={fixtures.product.ratingAverage} />);
    expect(screen.getByText('There are no reviews of this product yet.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = renderIn('de', <ProductReviews reviews={reviews} />);
    expect(await a11yViolations(container)).toEqual([]);
  });
});
