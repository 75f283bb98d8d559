import type { Schemas } from '@gipfel/api';

/** Demo data for the account pages' stories and tests (shapes as the Store API sends them). */
export const swissId = 'c1000000000000000000000000000001';
export const salutationOptions = [
  { value: 's1000000000000000000000000000001', label: 'Frau' },
  { value: 's1000000000000000000000000000002', label: 'Herr' },
];
export const countryOptions = [
  { value: swissId, label: 'Schweiz' },
  { value: 'c1000000000000000000000000000002', label: 'Deutschland' },
];
export const cantonOptions = [
  { value: 'b1000000000000000000000000000001', label: 'Bern' },
  { value: 'b1000000000000000000000000000002', label: 'Zürich' },
];

const country = { id: swissId, name: 'Schweiz', translated: { name: 'Schweiz' } };

export const homeAddress = {
  id: 'ad000000000000000000000000000001',
  firstName: 'Heidi',
  lastName: 'Muster',
  street: 'Bahnhofstrasse 1',
  zipcode: '8001',
  city: 'Zürich',
  countryId: swissId,
  country,
} as unknown as Schemas['CustomerAddress'];

export const alpAddress = {
  id: 'ad000000000000000000000000000002',
  firstName: 'Heidi',
  lastName: 'Muster',
  company: 'Käserei Alpenblick AG',
  street: 'Alpweg 9',
  additionalAddressLine1: 'Hinterhaus',
  zipcode: '3818',
  city: 'Grindelwald',
  countryId: swissId,
  countryStateId: 'b1000000000000000000000000000001',
  countryState: { id: 'b1000000000000000000000000000001', name: 'Bern', translated: { name: 'Bern' } },
  phoneNumber: '+41 33 000 00 00',
  country,
} as unknown as Schemas['CustomerAddress'];

const state = (technicalName: string) => ({ technicalName, name: technicalName, translated: { name: technicalName } });

export function orderFixture(overrides: { id?: string; orderNumber?: string; payment?: string; state?: string; withDownload?: boolean } = {}): Schemas['Order'] {
  const id = overrides.id ?? 'or000000000000000000000000000001';
  return {
    id,
    orderNumber: overrides.orderNumber ?? '10001',
    orderDateTime: '2026-11-20T10:15:00.000Z',
    amountTotal: 42.4,
    positionPrice: 33.5,
    shippingTotal: 8.9,
    currency: { isoCode: 'CHF' },
    stateMachineState: state(overrides.state ?? 'open'),
    billingAddressId: homeAddress.id,
    billingAddress: homeAddress,
    lineItems: [
      { id: 'li1', label: 'Milchschokolade Extra', quantity: 2, unitPrice: 4.5, totalPrice: 9, type: 'product' },
      {
        id: 'li2',
        label: 'Käsefondue-Rezeptbuch (PDF)',
        quantity: 1,
        unitPrice: 24.5,
        totalPrice: 24.5,
        type: 'product',
        downloads: overrides.withDownload ? [{ id: 'dl000000000000000000000000000001', accessGranted: true, media: { fileName: 'fondue', fileExtension: 'pdf' } }] : [],
      },
    ],
    deliveries: [{ shippingOrderAddress: alpAddress, shippingMethod: { name: 'Standardversand (A-Post)', translated: { name: 'Standardversand (A-Post)' } } }],
    transactions: [
      {
        id: 'tr1',
        createdAt: '2026-11-20T10:15:00.000Z',
        paymentMethodId: 'pm000000000000000000000000000001',
        paymentMethod: { id: 'pm000000000000000000000000000001', name: 'Rechnung', translated: { name: 'Rechnung' } },
        stateMachineState: state(overrides.payment ?? 'open'),
      },
    ],
  } as unknown as Schemas['Order'];
}

export const paymentMethodOptions = [
  { id: 'pm000000000000000000000000000001', name: 'Rechnung', description: 'Bezahlen Sie bequem innert 30 Tagen nach Erhalt der Ware.' },
  { id: 'pm000000000000000000000000000002', name: 'Vorauskasse', description: '' },
  { id: 'pm000000000000000000000000000003', name: 'Kreditkarte / TWINT', description: '' },
];

export const customerFixture = {
  id: 'cu000000000000000000000000000001',
  firstName: 'Heidi',
  lastName: 'Muster',
  email: 'heidi@example.ch',
  accountType: 'private',
  active: true,
  guest: false,
  salutation: { displayName: 'Frau', translated: { displayName: 'Frau' } },
  defaultBillingAddress: homeAddress,
  defaultShippingAddress: alpAddress,
  defaultBillingAddressId: homeAddress.id,
  defaultShippingAddressId: alpAddress.id,
} as unknown as Schemas['Customer'];

/** The address book of a customer with two addresses (`loadAddressBook`'s answer). */
export const addressBookFixture = {
  addresses: [homeAddress, alpAddress],
  editing: null,
  salutations: salutationOptions,
  countries: countryOptions,
  swissId,
  states: cantonOptions,
};

/** The profile page of that customer (`profilePageOf`'s answer). */
export const profilePageFixture = {
  profile: { salutationId: salutationOptions[0]!.value, firstName: 'Heidi', lastName: 'Muster', accountType: 'private' as const, company: '', vatId: '' },
  email: 'heidi@example.ch',
  salutations: salutationOptions,
};
