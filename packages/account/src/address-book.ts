import {
  createAddress,
  deleteAddress,
  isShopwareId,
  readCountries,
  readSalutations,
  setDefaultBillingAddress,
  setDefaultShippingAddress,
  translatedText,
  updateAddress,
  type Schemas,
  type StoreApiClient,
} from '@gipfel/api';
import type { FormMessage } from '@gipfel/forms';
import type { SelectOption } from '@gipfel/ui';
import type { AccountFormErrors } from './account-form-parts';
import { addressActionError, addressDefaults, addressInput, loadAddresses, readAddressForm, violationErrors } from './account-operations';
import { validateAddress } from './account-validation';
import { addressFields, type AddressValues } from './address-form';

/** What the address book page shows: the addresses and the form's choices (the cantons of Switzerland). */
export interface AddressBook {
  addresses: Schemas['CustomerAddress'][];
  /** The address being changed (`?edit={id}`) with the form's values, or null. */
  editing: { id: string; values: AddressValues } | null;
  salutations: SelectOption[];
  countries: SelectOption[];
  /** Switzerland's id: the new address's country and the one whose states are offered. */
  swissId: string;
  states: SelectOption[];
}

/** The addresses, salutations and countries (with their states) in parallel; `editId` picks the address to change. */
export async function loadAddressBook(client: StoreApiClient, editId?: string | null): Promise<AddressBook> {
  const [addresses, salutations, countries] = await Promise.all([
    loadAddresses(client),
    readSalutations(client),
    readCountries(client, { associations: { states: {} } } as never),
  ]);
  const swiss = (countries.elements ?? []).find((c) => c.iso === 'CH');
  const editing = editId ? addresses.find((a) => a.id === editId) : undefined;
  return {
    addresses,
    editing: editing ? { id: editing.id, values: addressDefaults(editing) } : null,
    salutations: (salutations.elements ?? []).map((s) => ({ value: s.id, label: translatedText(s, 'displayName') })),
    countries: (countries.elements ?? []).map((c) => ({ value: c.id, label: translatedText(c, 'name') })),
    swissId: swiss?.id ?? '',
    states: ((swiss?.states ?? []) as Schemas['CountryState'][]).map((s) => ({ value: s.id, label: translatedText(s, 'name') })).sort((a, b) => a.label.localeCompare(b.label)),
  };
}

export type AddressBookIntent = 'address' | 'delete' | 'default-billing' | 'default-shipping';

/** The answer to an address book post that did not go through: what the page shows again. */
export interface AddressActionResult {
  intent: AddressBookIntent;
  addressId?: string;
  values?: AddressValues;
  errors?: AccountFormErrors;
  formError?: FormMessage;
}

/** What was done, for the notice after the redirect (`?done=`). */
export type AddressBookNotice = 'added' | 'updated' | 'deleted' | 'default-billing' | 'default-shipping';

/**
 * One post of the address book's forms by its `intent`: `address` (add, or change `addressId`),
 * `delete`, `default-billing`, `default-shipping`. Refusals come back as the page's answer; faults
 * of the shop are thrown.
 */
export async function submitAddressBookAction(
  client: StoreApiClient,
  form: FormData,
): Promise<{ ok: true; notice: AddressBookNotice } | { ok: false; result: AddressActionResult }> {
  const intent = String(form.get('intent') ?? '') as AddressBookIntent;
  const rawId = String(form.get('addressId') ?? '');
  const addressId = isShopwareId(rawId) ? rawId : undefined;
  const fail = (result: AddressActionResult) => ({ ok: false as const, result });

  if (intent === 'address') {
    const values = readAddressForm(form);
    const errors = validateAddress(values);
    if (Object.keys(errors).length) return fail({ intent, addressId, values, errors });
    try {
      if (addressId) await updateAddress(client, { addressId, address: addressInput(values) });
      else await createAddress(client, addressInput(values));
    } catch (error) {
      const mapped = violationErrors(error, addressFields);
      if (!mapped) throw error;
      return fail({ intent, addressId, values, ...mapped });
    }
    return { ok: true, notice: addressId ? 'updated' : 'added' };
  }

  if (intent === 'delete' || intent === 'default-billing' || intent === 'default-shipping') {
    if (!addressId) return fail({ intent, formError: { key: 'account:addresses.notFound' } });
    try {
      if (intent === 'delete') await deleteAddress(client, { addressId });
      else if (intent === 'default-billing') await setDefaultBillingAddress(client, { addressId });
      else await setDefaultShippingAddress(client, { addressId });
    } catch (error) {
      const formError = addressActionError(error);
      if (!formError) throw error;
      return fail({ intent, addressId, formError });
    }
    return { ok: true, notice: intent === 'delete' ? 'deleted' : intent };
  }
  return fail({ intent: 'address', formError: { key: 'account:accountCommon.generic' } });
}
