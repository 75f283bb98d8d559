/** What a cart line item form posts; the host's action reads it with `readCartLineItemForm`. */
export type CartLineItemIntent =
  | { intent: 'change-quantity'; lineItemId: string; quantity: number }
  | { intent: 'remove'; lineItemId: string };

type FormLike = { get(name: string): unknown };

/**
 * Reads a posted line item form (works before JavaScript loads). The quantity is passed on
 * as typed; check it with `isValidQuantity` before calling the Store API.
 */
export function readCartLineItemForm(form: FormLike): CartLineItemIntent | null {
  const lineItemId = form.get('lineItemId');
  const intent = form.get('intent');
  if (typeof lineItemId !== 'string' || !lineItemId) return null;
  if (intent === 'remove') return { intent, lineItemId };
  if (intent === 'change-quantity') {
    const raw = form.get('quantity');
    const quantity = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
    return { intent, lineItemId, quantity };
  }
  return null;
}
