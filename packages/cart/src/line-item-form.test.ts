import { describe, expect, it } from 'vitest';
import { readCartLineItemForm } from './line-item-form';

function form(entries: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
}

describe('readCartLineItemForm', () => {
  it('reads a quantity change and a removal', () => {
    expect(readCartLineItemForm(form({ intent: 'change-quantity', lineItemId: 'a', quantity: '3' }))).toEqual({
      intent: 'change-quantity',
      lineItemId: 'a',
      quantity: 3,
    });
    expect(readCartLineItemForm(form({ intent: 'remove', lineItemId: 'a' }))).toEqual({ intent: 'remove', lineItemId: 'a' });
  });

  it('passes an unusable quantity on as NaN and rejects unknown forms', () => {
    expect(readCartLineItemForm(form({ intent: 'change-quantity', lineItemId: 'a', quantity: '' }))).toMatchObject({ quantity: Number.NaN });
    expect(readCartLineItemForm(form({ intent: 'other', lineItemId: 'a' }))).toBeNull();
    expect(readCartLineItemForm(form({ intent: 'remove' }))).toBeNull();
  });
});
