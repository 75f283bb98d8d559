import type { FormEvent, ReactNode } from 'react';
import { useAddToCartDefaults } from './listing-links';

export interface AddToCartFormProps {
  productId: string;
  /** Where the form posts without JavaScript (default: the current URL, whose action handles `intent=add-to-cart`). */
  action?: string;
  /** With JavaScript: called instead of posting the form. */
  onAddToCart?: (productId: string, quantity: number) => void;
  /** A hidden quantity; leave out when `children` holds a quantity input. */
  quantity?: number;
  /** The form's id, e.g. for a submit button outside it (`form="…"`). */
  id?: string;
  className?: string;
  children: ReactNode;
}

/** The add-to-cart form shared by the card and the buy box: `intent=add-to-cart`, `productId`, `quantity`. */
export function AddToCartForm({ productId, action: ownAction, onAddToCart: ownHandler, quantity, id, className, children }: AddToCartFormProps) {
  const defaults = useAddToCartDefaults();
  const action = ownAction ?? defaults.action;
  const onAddToCart = ownHandler ?? defaults.onAddToCart;
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    if (!onAddToCart) return;
    event.preventDefault();
    const value = Number(new FormData(event.currentTarget).get('quantity'));
    onAddToCart(productId, Number.isFinite(value) && value > 0 ? value : 1);
  }
  return (
    <form id={id} method="post" action={action} className={className} onSubmit={handleSubmit}>
      <input type="hidden" name="intent" value="add-to-cart" />
      <input type="hidden" name="productId" value={productId} />
      {defaults.returnTo ? <input type="hidden" name="returnTo" value={defaults.returnTo} /> : null}
      {quantity !== undefined && <input type="hidden" name="quantity" value={quantity} />}
      {children}
    </form>
  );
}
