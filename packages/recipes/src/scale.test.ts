import { describe, expect, it } from 'vitest';
import type { Recipe } from './recipe';
import { scaleIngredients } from './scale';

const zopf: Pick<Recipe, 'servings' | 'ingredients'> = {
  servings: 4,
  ingredients: [
    { amount: 500, unit: 'g', name: 'Zopfmehl' },
    { amount: 0.3, unit: 'l', name: 'Milch' },
    { amount: 1, unit: 'teaspoon', name: 'Salz' },
    { amount: 15, unit: 'g', name: 'Hefe' },
    { amount: 1, name: 'Ei' },
    { unit: 'some', name: 'Butter' },
  ],
};

describe('scaleIngredients', () => {
  it('scales amounts from the recipe’s servings to the wanted persons', () => {
    expect(scaleIngredients(zopf, 6)).toEqual([
      { amount: 750, unit: 'g', name: 'Zopfmehl' },
      { amount: 0.45, unit: 'l', name: 'Milch' },
      { amount: 1.5, unit: 'teaspoon', name: 'Salz' },
      { amount: 23, unit: 'g', name: 'Hefe' },
      { amount: 1.5, name: 'Ei' },
      { unit: 'some', name: 'Butter' },
    ]);
  });

  it('rounds to measurable amounts and never down to zero', () => {
    const [flour, milk, salt, yeast, egg] = scaleIngredients(zopf, 1);
    expect(flour?.amount).toBe(125);
    expect(milk?.amount).toBe(0.05);
    expect(salt?.amount).toBe(0.25);
    expect(yeast?.amount).toBe(3.75);
    expect(egg?.amount).toBe(0.25);
  });

  it('returns copies for the same number of persons', () => {
    const scaled = scaleIngredients(zopf, 4);
    expect(scaled).toEqual(zopf.ingredients);
    expect(scaled[0]).not.toBe(zopf.ingredients[0]);
  });

  it('refuses persons that are not positive whole numbers', () => {
    expect(() => scaleIngredients(zopf, 0)).toThrow(RangeError);
    expect(() => scaleIngredients(zopf, 2.5)).toThrow(RangeError);
    expect(() => scaleIngredients({ ...zopf, servings: 0 }, 2)).toThrow(RangeError);
  });
});
