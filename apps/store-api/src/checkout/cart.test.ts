import { describe, expect, it } from 'vitest';
import { emptyCart, mergeCarts } from './cart';

describe('mergeCarts (the cart restorer on login)', () => {
  it('adds the visitor\'s items to the saved cart and keeps the codes of both', () => {
    const saved = { items: [{ id: 'a', referencedId: 'a', quantity: 1 }], codes: ['GIPFEL10'], applied: ['p1'] };
    const guest = { items: [{ id: 'a', referencedId: 'a', quantity: 2 }, { id: 'b', referencedId: 'b', quantity: 1 }], codes: ['GIPFEL10', 'FONDUE5'], applied: [] };
    const { cart, merged } = mergeCarts(saved, guest);
    expect(merged).toBe(true);
    expect(cart.items).toEqual([
      { id: 'a', referencedId: 'a', quantity: 3 },
      { id: 'b', referencedId: 'b', quantity: 1 },
    ]);
    expect(cart.codes).toEqual(['GIPFEL10', 'FONDUE5']);
    expect(cart.applied).toEqual(['p1']);
    // The inputs stay as they were.
    expect(saved.items[0]!.quantity).toBe(1);
  });

  it('is no merge when one side has no items', () => {
    const items = [{ id: 'a', referencedId: 'a', quantity: 1 }];
    expect(mergeCarts(emptyCart(), { ...emptyCart(), items })).toEqual({ cart: { ...emptyCart(), items }, merged: false });
    expect(mergeCarts({ ...emptyCart(), items }, emptyCart()).merged).toBe(false);
  });
});
