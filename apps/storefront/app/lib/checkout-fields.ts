/** The guest form's fields (the billing address and the guest's contact). */
export const guestFields = ['salutationId', 'firstName', 'lastName', 'email', 'street', 'zipcode', 'city', 'countryId'] as const;
/** A separate delivery address (`differentShipping=on`): its own recipient, as Shopware's `shippingAddress`. */
export const shippingFields = ['shippingSalutationId', 'shippingFirstName', 'shippingLastName', 'shippingStreet', 'shippingZipcode', 'shippingCity', 'shippingCountryId'] as const;
export type ShippingField = (typeof shippingFields)[number];
export type GuestField = (typeof guestFields)[number] | ShippingField | 'differentShipping';

/** The form field of a delivery address's field (`city` → `shippingCity`), for the form and for the Store API's `/shippingAddress/city`. */
export function shippingFieldOf(field: string): string {
  return `shipping${field.charAt(0).toUpperCase()}${field.slice(1)}`;
}
