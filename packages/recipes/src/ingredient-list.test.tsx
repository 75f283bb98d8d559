import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { IngredientList } from './ingredient-list';
import { expectNoAxeViolations, fondue, renderWithI18n } from './test-utils';

describe('IngredientList', () => {
  it('lists every ingredient with its amount and the unit in singular or plural (de)', async () => {
    const { container } = renderWithI18n(<IngredientList ingredients={fondue.ingredients} />);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toHaveLength(fondue.ingredients.length);
    expect(items).toContain('400 g Greyerzer, gerieben');
    expect(items.find((item) => item?.includes('Knoblauch'))).toMatch(/^2 Zehen Knoblauch$/);
    expect(items.find((item) => item?.includes('Maisstärke'))).toMatch(/^1 TL Maisstärke$/);
    await expectNoAxeViolations(container);
  });

  it('uses the singular for one and the page language (en, fr)', () => {
    const one = [{ id: 'x', amount: 1, unit: 'clove' as const, name: 'garlic', productId: null }];
    const { unmount } = renderWithI18n(<IngredientList ingredients={one} />, 'en');
    expect(screen.getByRole('listitem').textContent).toMatch(/^1 clove garlic$/);
    unmount();
    renderWithI18n(<IngredientList ingredients={[{ ...one[0]!, amount: 3, name: 'ail' }]} />, 'fr');
    expect(screen.getByRole('listitem').textContent).toMatch(/^3 gousses d’ail$/);
  });
});
