import * as v from 'valibot';
import { rules, validateForm } from '@gipfel/forms';

/** The guest form's fields (the billing address and the guest's contact). */
export const guestFields = ['salutationId', 'firstName', 'lastName', 'email', 'street', 'zipcode', 'city', 'countryId'] as const;
/** A separate delivery address (`differentShipping=on`): its own recipient, as Shopware's `shippingAddress`. */
export const shippingFields = ['shippingSalutationId', 'shippingFirstName', 'shippingLastName', 'shippingStreet', 'shippingZipcode', 'shippingCity', 'shippingCountryId'] as const;
export type ShippingField = (typeof shippingFields)[number];
export type GuestField = (typeof guestFields)[number] | ShippingField | 'differentShipping';
export type GuestValues = Record<GuestField, string>;

/** One field's error: a text key with its namespace (`forms:validation.required`) and the server's text as fallback. */
export interface GuestFieldError {
  key: string;
  fallback: string;
}
export type GuestErrors = Partial<Record<GuestField, GuestFieldError>>;

const allFields: readonly GuestField[] = [...guestFields, ...shippingFields, 'differentShipping'];

/** The form field of a delivery address's field (`city` → `shippingCity`), for the form and for the Store API's `/shippingAddress/city`. */
export function shippingFieldOf(field: string): string {
  return `shipping${field.charAt(0).toUpperCase()}${field.slice(1)}`;
}

/** The guest form's values from a post: trimmed, at most 255 characters, the box only as `on`. */
export function readGuestForm(form: FormData | URLSearchParams): GuestValues {
  const values = {} as GuestValues;
  for (const field of allFields) values[field] = String(form.get(field) ?? '').trim().slice(0, 255);
  values.differentShipping = values.differentShipping === 'on' ? 'on' : '';
  return values;
}

/** Whether the guest asked for a separate delivery address. */
export function wantsSeparateShipping(values: Partial<GuestValues>): boolean {
  return values.differentShipping === 'on';
}

const requiredText = v.pipe(v.string(), rules.required());
const optionalText = v.string();

function guestSchema(separate: boolean) {
  const entries: Record<string, v.GenericSchema> = {};
  for (const field of guestFields) entries[field] = field === 'salutationId' ? optionalText : requiredText;
  entries.email = v.pipe(v.string(), rules.required(), rules.email());
  if (separate) for (const field of shippingFields) entries[field] = field === 'shippingSalutationId' ? optionalText : requiredText;
  return v.object(entries);
}

/** The guest form's rules before the Store API: required fields (not the salutation) and an email address. */
export function validateGuest(values: GuestValues): GuestErrors {
  const result = validateForm(guestSchema(wantsSeparateShipping(values)), values);
  if (result.success) return {};
  const errors: GuestErrors = {};
  for (const [field, message] of Object.entries(result.errors)) {
    const name = allFields.find((f) => f === field);
    if (name) errors[name] = { key: message.key.includes(':') ? message.key : `forms:${message.key}`, fallback: '' };
  }
  return errors;
}

/** Whether a ticked delivery address was left empty (its fields show once the box is ticked; without JavaScript after the first post). */
export function isShippingAddressMissing(values: GuestValues): boolean {
  return wantsSeparateShipping(values) && shippingFields.every((field) => field === 'shippingSalutationId' || field === 'shippingCountryId' || !values[field]);
}

/** The Store API pointer of a violation (`billingAddress.zipcode`, `shippingAddress.city`) as a guest field. */
export function guestFieldOfPointer(field: string | undefined): GuestField | undefined {
  if (!field) return undefined;
  const [head, ...rest] = field.split('.');
  const last = rest.at(-1) ?? head ?? '';
  const name = head === 'shippingAddress' && last ? shippingFieldOf(last) : last;
  return allFields.find((f) => f === name);
}
