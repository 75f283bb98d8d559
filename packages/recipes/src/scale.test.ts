import { describe, expect, it } from 'vitest';
import type { Recipe } from './recipe';
import { roundAmount, scaleIngredients } from './scale';
import { parseServings } from './servings';

const zopf: Pick<Recipe, 'servings' | 'ingredients'> = {
  servings: 4,
  ingredients: [
    { amount: 500, unit: 'g', name: 'Zopfmehl' },
    { amount: 0.3, unit: 'l', name: 'Milch' },
    { amount: 1, unit: 'teaspoon', name: 'Salz' },
    { amount: 15, unit: 'g', name: 'Hefe' },
    { amount: 1, name: 'Ei' },
    { unit: 'some', name: 'Butter' },
    { amount: 2, unit: 'clove', name: 'Knoblauch' },
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
      { amount: 3, unit: 'clove', name: 'Knoblauch' },
    ]);
  });

  it('rounds to measurable amounts and never down to zero', () => {
    const [flour, milk, salt, yeast, egg, , garlic] = scaleIngredients(zopf, 1);
    expect(flour?.amount).toBe(125);
    expect(milk?.amount).toBe(0.05);
    expect(salt?.amount).toBe(0.25);
    expect(yeast?.amount).toBe(4);
    expect(egg?.amount).toBe(0.5);
    expect(garlic?.amount).toBe(0.5);
  });

  it('scales up to 99 persons', () => {
    const [flour, milk, , , egg] = scaleIngredients(zopf, 99);
    expect(flour?.amount).toBe(12375);
    expect(milk?.amount).toBe(7.45);
    expect(egg?.amount).toBe(25);
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

describe('roundAmount', () => {
  it('uses steps a cook can measure', () => {
    expect(roundAmount(333.3, 'g')).toBe(335);
    expect(roundAmount(12.4, 'ml')).toBe(12);
    expect(roundAmount(2.4, 'g')).toBe(2);
    expect(roundAmount(0.12, 'kg')).toBe(0.1);
    expect(roundAmount(0.6, 'tablespoon')).toBe(0.5);
    expect(roundAmount(0.9, 'cup')).toBe(1);
    expect(roundAmount(1.3, 'piece')).toBe(1.5);
    expect(roundAmount(0.1, null)).toBe(0.5);
  });
});

describe('parseServings', () => {
  it('takes whole numbers from 1 to 99 and falls back when empty', () => {
    expect(parseServings('6', 4)).toEqual({ ok: true, servings: 6 });
    expect(parseServings(' 99 ', 4)).toEqual({ ok: true, servings: 99 });
    expect(parseServings(null, 4)).toEqual({ ok: true, servings: 4 });
    expect(parseServings('', 4)).toEqual({ ok: true, servings: 4 });
  });

  it('reports bad input with what was typed', () => {
    expect(parseServings('0', 4)).toEqual({ ok: false, raw: '0' });
    expect(parseServings('100', 4)).toEqual({ ok: false, raw: '100' });
    expect(parseServings('2.5', 4)).toEqual({ ok: false, raw: '2.5' });
    expect(parseServings('abc', 4)).toEqual({ ok: false, raw: 'abc' });
    expect(parseServings('-3', 4)).toEqual({ ok: false, raw: '-3' });
  });
});
