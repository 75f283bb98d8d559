import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { LOCALE_LANGUAGE } from '../catalogue/seed';
import type { Json } from '../catalogue/serialize';
import { isDomainUrl } from '../domains';
import { CartRepository, mergeCarts } from '../checkout/cart';
import { guestAddressBook, guestAddressFields, newId, shippingAddressOf, type GuestCustomer, type PartyAddress } from '../checkout/service';
import { contextTokenBody, LIVE_VERSION_ID, newContextToken, type ContextRow, type ContextService, type Session } from '../context';
import type { Db } from '../db/database';
import { apiError, errors, violations, type Violation } from '../errors';
import type { AppEnv } from '../http';
import type { DemoLocale } from '../demo/types';
import { CUSTOMER_GROUP_ID, SALES_CHANNEL_ID, UUID_PATTERN } from '../ids';
import type { Outbox } from '../mail/outbox';
import { customerRegisterDoubleOptInMail, passwordRecoveryMail } from '../mail/texts';
import { hashPassword, verifyDummy, verifyPassword } from './password';

/** Registered customers: registration, login and logout, profile, email, password and addresses. */

export const MIN_PASSWORD_LENGTH = 8;
const MAX_FIELD_LENGTH = 255;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** How long a password recovery link stays valid (Shopware: `PT2H`). */
export const RECOVERY_TTL_MS = 2 * 60 * 60 * 1000;
/** Length of a recovery hash (Shopware: 32 alphanumeric characters, checked by customer-recovery-is-expired). */
const RECOVERY_HASH_LENGTH = 32;

const LOCALE_OF = Object.fromEntries(Object.entries(LOCALE_LANGUAGE).map(([locale, id]) => [id, locale])) as Record<string, DemoLocale>;
const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

export interface AddressData {
  salutationId: string | null;
  title: string | null;
  firstName: string;
  lastName: string;
  company: string | null;
  department: string | null;
  street: string;
  zipcode: string;
  city: string;
  countryId: string;
  countryStateId: string | null;
  phoneNumber: string | null;
  additionalAddressLine1: string | null;
  additionalAddressLine2: string | null;
}

export interface CustomerData {
  salutationId: string | null;
  title: string | null;
  firstName: string;
  lastName: string;
  accountType: 'private' | 'business';
  company: string | null;
  vatIds: string[] | null;
  birthday: string | null;
  affiliateCode: string | null;
  campaignCode: string | null;
  languageId: string;
  /** The sales channel the customer registered in (missing on customers from before there were several sales channels: the first one). */
  salesChannelId?: string;
}

export interface CustomerRow {
  id: string;
  email: string;
  customer_number: string;
  password_hash: string;
  active: number;
  default_billing_address_id: string;
  default_shipping_address_id: string;
  data: string;
  created_at: string;
  updated_at: string | null;
  double_opt_in: number;
  opt_in_hash: string | null;
  opt_in_sent_at: string | null;
  opt_in_confirmed_at: string | null;
  default_payment_method_id: string | null;
}

interface RecoveryRow {
  id: string;
  customer_id: string;
  hash: string;
  created_at: string;
}

export interface AccountServiceOptions {
  /** A sales channel's storefront URL, the base of its domains (`storefrontUrl` must be one of them). */
  storefrontUrl: (salesChannelId: string) => string;
  now: () => number;
  /** Registrations need the confirmation link of a mail before the account is active. */
  doubleOptInRegistration: boolean;
  /** Where the registration confirmation and password recovery mails go. */
  outbox: Outbox;
}

interface AddressRow {
  id: string;
  customer_id: string;
  data: string;
  created_at: string;
  updated_at: string | null;
}

interface CountryRules {
  iso: string;
  postal_code_required: number;
  default_postal_code_pattern: string | null;
  vat_id_pattern: string | null;
}

const blank = (pointer: string): Violation => ({ pointer, code: 'VIOLATION::IS_BLANK_ERROR', detail: 'This value should not be blank.' });

/** Collects violations while reading a request body (Shopware reports all of them at once). */
export class BodyReader {
  readonly problems: Violation[] = [];

  /** A required string: missing or empty → IS_BLANK, another type → INVALID_TYPE, too long → TOO_LONG. */
  required(value: unknown, pointer: string): string {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      this.problems.push(blank(pointer));
      return '';
    }
    return this.optional(value, pointer) ?? '';
  }

  /** An optional string (`null`, `undefined` and `''` are null). */
  optional(value: unknown, pointer: string): string | null {
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') {
      this.problems.push({
        pointer,
        code: 'VIOLATION::INVALID_TYPE_ERROR',
        detail: 'This value should be of type string.',
        parameters: { '{{ type }}': 'string' },
      });
      return null;
    }
    const trimmed = value.trim();
    if (trimmed.length > MAX_FIELD_LENGTH) {
      this.problems.push({
        pointer,
        code: 'VIOLATION::TOO_LONG_ERROR',
        detail: `This value is too long. It should have ${MAX_FIELD_LENGTH} characters or less.`,
        parameters: { '{{ limit }}': MAX_FIELD_LENGTH },
      });
      return null;
    }
    return trimmed === '' ? null : trimmed;
  }

  /** A password: not trimmed, never echoed in a violation. */
  password(value: unknown, pointer: string, minLength = 0): string {
    if (typeof value !== 'string' || value === '') {
      this.problems.push(typeof value === 'string' || value === undefined || value === null ? blank(pointer) : {
        pointer, code: 'VIOLATION::INVALID_TYPE_ERROR', detail: 'This value should be of type string.', parameters: { '{{ type }}': 'string' },
      });
      return '';
    }
    if (value.length < minLength) {
      this.problems.push({
        pointer,
        code: 'VIOLATION::TOO_SHORT_ERROR',
        detail: `This value is too short. It should have ${minLength} characters or more.`,
        parameters: { '{{ limit }}': minLength },
      });
    }
    if (value.length > 4096) {
      this.problems.push({ pointer, code: 'VIOLATION::TOO_LONG_ERROR', detail: 'This value is too long. It should have 4096 characters or less.', parameters: { '{{ limit }}': 4096 } });
    }
    return value;
  }

  email(value: unknown, pointer: string): string {
    const email = this.required(value, pointer);
    if (email && !EMAIL_PATTERN.test(email)) {
      this.problems.push({ pointer, code: 'VIOLATION::INVALID_EMAIL_ERROR', detail: 'This value is not a valid email address.', parameters: { '{{ value }}': email } });
    }
    return email;
  }

  uuid(value: unknown, pointer: string): string | null {
    const raw = this.optional(value, pointer);
    if (raw === null) return null;
    const id = raw.toLowerCase();
    if (!UUID_PATTERN.test(id)) {
      this.problems.push({ pointer, code: 'VIOLATION::INVALID_UUID_ERROR', detail: `The string "${raw}" is not a valid uuid.`, parameters: { '{{ value }}': raw } });
      return null;
    }
    return id;
  }

  object(value: unknown, pointer: string): Record<string, unknown> {
    if (value === undefined || value === null) {
      this.problems.push(blank(pointer));
      return {};
    }
    if (typeof value !== 'object' || Array.isArray(value)) {
      this.problems.push({ pointer, code: 'VIOLATION::INVALID_TYPE_ERROR', detail: 'This value should be of type object.', parameters: { '{{ type }}': 'object' } });
      return {};
    }
    return value as Record<string, unknown>;
  }

  throwIfAny(): void {
    if (this.problems.length > 0) throw violations(this.problems);
  }
}

function notFoundAddress(id: string) {
  return apiError(404, 'CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND', `Customer address with id "${id}" not found.`, { parameters: { addressId: id } });
}

/** The login name as Shopware's LoginRoute reads it: `email`, else `username` (trimmed). */
export function loginName(body: Record<string, unknown>): string {
  const value = body.email ?? body.username;
  return typeof value === 'string' ? value.trim() : '';
}

export function badCredentials() {
  return apiError(401, 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS', 'Invalid username and/or password.');
}

export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly contexts: ContextService,
    private readonly options: AccountServiceOptions,
  ) {}

  private localeOf(c: Context<AppEnv>): DemoLocale {
    return LOCALE_OF[c.get('session').languageId] ?? 'de';
  }

  private timestamp(): string {
    return new Date(this.options.now()).toISOString();
  }

  // --- reading -----------------------------------------------------------------------------------

  customerRow(id: string | null): CustomerRow | undefined {
    if (!id) return undefined;
    return this.db.prepare('SELECT * FROM customer WHERE id = ?').get(id) as CustomerRow | undefined;
  }

  customerByEmail(email: string): CustomerRow | undefined {
    return this.db.prepare('SELECT * FROM customer WHERE email = ?').get(email.trim().toLowerCase()) as CustomerRow | undefined;
  }

  addressRows(customerId: string): AddressRow[] {
    return this.db.prepare('SELECT * FROM customer_address WHERE customer_id = ? ORDER BY created_at, id').all(customerId) as AddressRow[];
  }

  addressRow(customerId: string, id: string): AddressRow | undefined {
    return this.db.prepare('SELECT * FROM customer_address WHERE id = ? AND customer_id = ?').get(id.toLowerCase(), customerId) as AddressRow | undefined;
  }

  /** The registered customer of the session; 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN without one. */
  requireCustomer(session: Session): CustomerRow {
    const row = this.customerRow(session.row.customer_id);
    if (!row || row.active !== 1) throw errors.notLoggedIn();
    return row;
  }

  addressEntity(row: AddressRow, customer: CustomerRow, session: Session): Json {
    return this.addressJson(session, {
      id: row.id,
      customerId: row.customer_id,
      data: JSON.parse(row.data) as AddressData,
      isDefaultBilling: customer.default_billing_address_id === row.id,
      isDefaultShipping: customer.default_shipping_address_id === row.id,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    });
  }

  /**
   * The addresses of a guest as `customer_address` entities with country, state and salutation
   * (Shopware's ListAddressRoute allows guests): the billing address and a separate delivery address.
   */
  guestAddresses(guest: GuestCustomer, session: Session): Json[] {
    const shippingId = shippingAddressOf(guest).id;
    return guestAddressBook(guest).map((party) =>
      this.addressJson(session, {
        id: party.id,
        customerId: guest.id,
        data: guestAddressFields(guest, party),
        isDefaultBilling: party.id === guest.address.id,
        isDefaultShipping: party.id === shippingId,
        createdAt: guest.createdAt,
        updatedAt: null,
      }),
    );
  }

  /** The guest of the session (Shopware's routes with `_loginRequiredAllowGuest` take them), or null. */
  guestOf(session: Session): GuestCustomer | null {
    const id = session.row.customer_id;
    if (!id) return null;
    const row = this.db.prepare('SELECT data FROM guest_customer WHERE id = ?').get(id) as { data: string } | undefined;
    return row ? (JSON.parse(row.data) as GuestCustomer) : null;
  }

  /** Writes a guest's address book back, with the default billing and delivery address in step. */
  private saveGuest(guest: GuestCustomer, book: PartyAddress[], billingId: string, shippingId: string): void {
    const billing = book.find((party) => party.id === billingId)!;
    const shipping = book.find((party) => party.id === shippingId)!;
    const { shippingAddress: _old, ...rest } = guest;
    const next: GuestCustomer = { ...rest, address: billing, ...(shipping.id !== billing.id ? { shippingAddress: shipping } : {}), book };
    this.db.prepare('UPDATE guest_customer SET data = ? WHERE id = ?').run(JSON.stringify(next), guest.id);
  }

  private guestAddressEntity(guestId: string, addressId: string, session: Session): Json {
    const guest = this.guestOf({ ...session, row: { ...session.row, customer_id: guestId } })!;
    return this.guestAddresses(guest, session).find((address) => address.id === addressId)!;
  }

  private addressJson(
    session: Session,
    address: { id: string; customerId: string; data: AddressData; isDefaultBilling: boolean; isDefaultShipping: boolean; createdAt: string; updatedAt: string | null },
  ): Json {
    const { data } = address;
    const chain = session.languageIdChain;
    const ref = this.contexts.reference;
    return {
      id: address.id,
      versionId: LIVE_VERSION_ID,
      customerId: address.customerId,
      ...data,
      isDefaultBillingAddress: address.isDefaultBilling,
      isDefaultShippingAddress: address.isDefaultShipping,
      country: ref.country(data.countryId, chain, session.row.currency_id),
      countryState: data.countryStateId ? ref.countryState(data.countryStateId, chain) : null,
      salutation: data.salutationId ? (ref.salutations(chain).find((entry) => entry.id === data.salutationId) ?? null) : null,
      createdAt: address.createdAt,
      updatedAt: address.updatedAt,
      customFields: null,
      apiAlias: 'customer_address',
    };
  }

  /** The customer entity (Shopware's `customer`) with its default and active addresses. */
  customerEntity(customer: CustomerRow, session: Session): Json {
    const data = JSON.parse(customer.data) as CustomerData;
    const addresses = this.addressRows(customer.id).map((row) => this.addressEntity(row, customer, session));
    const byId = (id: string | null) => (id ? (addresses.find((address) => address.id === id) ?? null) : null);
    const defaultBilling = byId(customer.default_billing_address_id);
    const defaultShipping = byId(customer.default_shipping_address_id);
    const ref = this.contexts.reference;
    return {
      id: customer.id,
      versionId: LIVE_VERSION_ID,
      groupId: CUSTOMER_GROUP_ID,
      salesChannelId: data.salesChannelId ?? SALES_CHANNEL_ID,
      languageId: data.languageId,
      lastPaymentMethodId: null,
      // Shopware 6.7 dropped it from the entity; the local Store API keeps it for change-payment-method.
      defaultPaymentMethodId: customer.default_payment_method_id,
      defaultBillingAddressId: customer.default_billing_address_id,
      defaultShippingAddressId: customer.default_shipping_address_id,
      defaultBillingAddress: defaultBilling,
      defaultShippingAddress: defaultShipping,
      activeBillingAddress: byId(session.row.billing_address_id) ?? defaultBilling,
      activeShippingAddress: byId(session.row.shipping_address_id) ?? defaultShipping,
      addresses,
      customerNumber: customer.customer_number,
      salutationId: data.salutationId,
      salutation: data.salutationId ? (ref.salutations(session.languageIdChain).find((entry) => entry.id === data.salutationId) ?? null) : null,
      title: data.title,
      firstName: data.firstName,
      lastName: data.lastName,
      company: data.company,
      vatIds: data.vatIds,
      accountType: data.accountType,
      birthday: data.birthday,
      email: customer.email,
      affiliateCode: data.affiliateCode,
      campaignCode: data.campaignCode,
      guest: false,
      active: customer.active === 1,
      doubleOptInRegistration: customer.double_opt_in === 1,
      doubleOptInEmailSentDate: customer.opt_in_sent_at,
      doubleOptInConfirmDate: customer.opt_in_confirmed_at,
      createdAt: customer.created_at,
      updatedAt: customer.updated_at,
      customFields: null,
      apiAlias: 'customer',
    };
  }

  /** The customer of a context as the checkout needs it for an order (the active billing address). */
  orderCustomer(row: ContextRow): GuestCustomer | null {
    const customer = this.customerRow(row.customer_id);
    if (!customer || customer.active !== 1) return null;
    const data = JSON.parse(customer.data) as CustomerData;
    const address =
      (row.billing_address_id ? this.addressRow(customer.id, row.billing_address_id) : undefined) ??
      this.addressRow(customer.id, customer.default_billing_address_id);
    if (!address) return null;
    const shipping =
      (row.shipping_address_id ? this.addressRow(customer.id, row.shipping_address_id) : undefined) ??
      this.addressRow(customer.id, customer.default_shipping_address_id);
    // An address names its own recipient (a gift, a company): the order keeps that name.
    const party = (stored: { id: string; data: string }): PartyAddress => {
      const fields = JSON.parse(stored.data) as AddressData;
      return {
        id: stored.id, street: fields.street, zipcode: fields.zipcode, city: fields.city, countryId: fields.countryId, countryStateId: fields.countryStateId,
        salutationId: fields.salutationId, firstName: fields.firstName, lastName: fields.lastName, company: fields.company,
      };
    };
    return {
      id: customer.id,
      email: customer.email,
      salutationId: data.salutationId,
      firstName: data.firstName,
      lastName: data.lastName,
      guest: false,
      createdAt: customer.created_at,
      address: party(address),
      ...(shipping && shipping.id !== address.id ? { shippingAddress: party(shipping) } : {}),
    };
  }

  // --- validation --------------------------------------------------------------------------------

  private countryRules(id: string): CountryRules | undefined {
    return this.db.prepare('SELECT iso, postal_code_required, default_postal_code_pattern, vat_id_pattern FROM country WHERE id = ? AND active = 1').get(id) as
      | CountryRules
      | undefined;
  }

  /** Validates an address body (`pointer` is its prefix, e.g. `/billingAddress`). */
  readAddress(reader: BodyReader, raw: Record<string, unknown>, pointer: string, defaults: Partial<AddressData> = {}, requireCompany = false): AddressData {
    const countryId = reader.uuid(raw.countryId, `${pointer}/countryId`);
    if (raw.countryId === undefined || raw.countryId === null || raw.countryId === '') reader.problems.push(blank(`${pointer}/countryId`));
    const address: AddressData = {
      salutationId: this.readSalutation(reader, raw.salutationId ?? defaults.salutationId, `${pointer}/salutationId`),
      title: reader.optional(raw.title, `${pointer}/title`),
      firstName: reader.required(raw.firstName ?? defaults.firstName, `${pointer}/firstName`),
      lastName: reader.required(raw.lastName ?? defaults.lastName, `${pointer}/lastName`),
      company: requireCompany ? reader.required(raw.company ?? defaults.company, `${pointer}/company`) : reader.optional(raw.company, `${pointer}/company`),
      department: reader.optional(raw.department, `${pointer}/department`),
      street: reader.required(raw.street, `${pointer}/street`),
      zipcode: '',
      city: reader.required(raw.city, `${pointer}/city`),
      countryId: countryId ?? '',
      countryStateId: reader.uuid(raw.countryStateId, `${pointer}/countryStateId`),
      phoneNumber: reader.optional(raw.phoneNumber, `${pointer}/phoneNumber`),
      additionalAddressLine1: reader.optional(raw.additionalAddressLine1, `${pointer}/additionalAddressLine1`),
      additionalAddressLine2: reader.optional(raw.additionalAddressLine2, `${pointer}/additionalAddressLine2`),
    };
    const rules = countryId ? this.countryRules(countryId) : undefined;
    if (countryId && !rules) {
      reader.problems.push({
        pointer: `${pointer}/countryId`,
        code: 'VIOLATION::ENTITY_DOES_NOT_EXISTS',
        detail: `The country entity with id ${countryId} does not exist.`,
        parameters: { '{{ entity }}': 'country', '{{ primaryProperty }}': 'id', '{{ id }}': countryId },
      });
    }
    const zipcode = rules?.postal_code_required ? reader.required(raw.zipcode, `${pointer}/zipcode`) : (reader.optional(raw.zipcode, `${pointer}/zipcode`) ?? '');
    address.zipcode = zipcode;
    if (rules && zipcode && rules.default_postal_code_pattern && !new RegExp(`^(?:${rules.default_postal_code_pattern})$`).test(zipcode)) {
      reader.problems.push({
        pointer: `${pointer}/zipcode`,
        code: 'VIOLATION::ZIP_CODE_INVALID',
        detail: `This value is not a valid ZIP code for country "${rules.iso}"`,
        parameters: { '{{ iso }}': rules.iso },
      });
    }
    if (address.countryStateId) {
      const state = this.db.prepare('SELECT country_id FROM country_state WHERE id = ? AND active = 1').get(address.countryStateId) as { country_id: string } | undefined;
      if (!state) {
        reader.problems.push({
          pointer: `${pointer}/countryStateId`,
          code: 'VIOLATION::ENTITY_DOES_NOT_EXISTS',
          detail: `The country_state entity with id ${address.countryStateId} does not exist.`,
          parameters: { '{{ entity }}': 'country_state', '{{ primaryProperty }}': 'id', '{{ id }}': address.countryStateId },
        });
      } else if (countryId && state.country_id !== countryId) {
        reader.problems.push({
          pointer: `${pointer}/countryStateId`,
          code: 'VIOLATION::STATE_NOT_IN_COUNTRY',
          detail: `The country state ${address.countryStateId} does not belong to the country ${countryId}.`,
          parameters: { '{{ countryStateId }}': address.countryStateId, '{{ countryId }}': countryId },
        });
      }
    }
    return address;
  }

  private readSalutation(reader: BodyReader, value: unknown, pointer: string): string | null {
    const id = reader.uuid(value, pointer);
    if (id === null) return null;
    if (!this.db.prepare('SELECT 1 FROM salutation WHERE id = ?').get(id)) {
      reader.problems.push({
        pointer,
        code: 'VIOLATION::ENTITY_DOES_NOT_EXISTS',
        detail: `The salutation entity with id ${id} does not exist.`,
        parameters: { '{{ entity }}': 'salutation', '{{ primaryProperty }}': 'id', '{{ id }}': id },
      });
    }
    return id;
  }

  /** accountType, company and vatIds (business accounts need a company and VAT ids in the country's format). */
  private readAccountType(
    reader: BodyReader,
    body: Record<string, unknown>,
    countryId: string,
    /** Where a missing company is reported; null when the address check already did. */
    companyPointer: string | null,
  ): Pick<CustomerData, 'accountType' | 'company' | 'vatIds'> {
    const accountType = body.accountType ?? 'private';
    if (accountType !== 'private' && accountType !== 'business') {
      reader.problems.push({
        pointer: '/accountType',
        code: 'VIOLATION::NO_SUCH_CHOICE_ERROR',
        detail: 'The value you selected is not a valid choice.',
        parameters: { '{{ value }}': JSON.stringify(accountType) ?? 'undefined', '{{ choices }}': '"private", "business"' },
      });
      return { accountType: 'private' as const, company: null, vatIds: null };
    }
    if (accountType === 'private') return { accountType, company: null, vatIds: null };
    const company = companyPointer === null ? (typeof body.company === 'string' ? body.company.trim() : '') : reader.required(body.company, companyPointer);
    const raw = body.vatIds;
    if (raw === undefined || raw === null || (Array.isArray(raw) && raw.length === 0)) {
      reader.problems.push(blank('/vatIds'));
      return { accountType, company, vatIds: null };
    }
    if (!Array.isArray(raw) || raw.some((entry) => typeof entry !== 'string')) {
      reader.problems.push({ pointer: '/vatIds', code: 'VIOLATION::INVALID_TYPE_ERROR', detail: 'This value should be of type array.', parameters: { '{{ type }}': 'array' } });
      return { accountType, company, vatIds: null };
    }
    const vatIds = (raw as string[]).map((entry) => entry.trim()).filter((entry) => entry !== '');
    const pattern = countryId ? this.countryRules(countryId)?.vat_id_pattern : null;
    if (pattern) {
      const regex = new RegExp(`^(?:${pattern})$`, 'i');
      for (const vatId of vatIds) {
        if (!regex.test(vatId)) {
          reader.problems.push({
            pointer: '/vatIds',
            code: 'VIOLATION::VAT_ID_FORMAT_NOT_CORRECT',
            detail: `The format of vatId "${vatId}" is not correct.`,
            parameters: { '{{ vatId }}': vatId },
          });
        }
      }
    }
    return { accountType, company, vatIds };
  }

  /**
   * `storefrontUrl` as Shopware's RegisterRoute and SendPasswordRecoveryMailRoute check it: NotBlank and
   * `Choice(choices: getDomainUrls())`, the value exactly one of the sales channel's domain URLs (their
   * trailing `/` trimmed, the value not). The link in the mail starts with it.
   */
  private readStorefrontUrl(reader: BodyReader, value: unknown, salesChannelId: string): string {
    const url = reader.required(value, '/storefrontUrl');
    if (url && (url !== value || !isDomainUrl(url, this.options.storefrontUrl(salesChannelId), salesChannelId))) {
      reader.problems.push({
        pointer: '/storefrontUrl',
        code: 'VIOLATION::NO_SUCH_CHOICE_ERROR',
        detail: 'The value you selected is not a valid choice.',
        parameters: { '{{ value }}': url },
      });
    }
    return url;
  }

  private readBirthday(reader: BodyReader, body: Record<string, unknown>): string | null {
    const { birthdayDay: day, birthdayMonth: month, birthdayYear: year } = body;
    if (day === undefined && month === undefined && year === undefined) return null;
    if (day === null && month === null && year === null) return null;
    const ok = [day, month, year].every((value) => typeof value === 'number' && Number.isInteger(value));
    const date = ok ? new Date(Date.UTC(year as number, (month as number) - 1, day as number)) : null;
    if (!date || date.getUTCDate() !== day || (year as number) < 1900 || date.getTime() > this.options.now()) {
      reader.problems.push({ pointer: '/birthdayDay', code: 'VIOLATION::INVALID_DATE_ERROR', detail: 'This value is not a valid date.' });
      return null;
    }
    return date.toISOString().slice(0, 10);
  }

  private emailTaken(email: string, exceptId?: string): Violation | null {
    const existing = this.customerByEmail(email);
    if (!existing || existing.id === exceptId) return null;
    return {
      pointer: '/email',
      code: 'VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE',
      detail: `The email address ${email} is already in use.`,
      parameters: { '{{ email }}': email },
    };
  }

  // --- context switching -------------------------------------------------------------------------

  /**
   * Moves the session to a new context token (Shopware renews the token on login, registration and
   * logout): the settings and the cart go along, the old token stops working.
   */
  private renewContext(c: Context<AppEnv>, changes: Partial<ContextRow>): ContextRow {
    const session = c.get('session');
    const next = this.contexts.replace(session, changes);
    c.set('session', { ...session, token: next.token, row: next });
    c.header('sw-context-token', next.token);
    return next;
  }

  /**
   * The token of the customer's saved cart (the newest of their other sessions that holds one, e.g.
   * on another device), as Shopware's cart restorer finds it on login; null when there is none.
   */
  private savedCartTokenOf(customerId: string, exceptToken: string, salesChannelId: string): string | null {
    // Within the sales channel only, as Shopware's SalesChannelContextPersister loads a customer's context.
    const row = this.db
      .prepare(
        `SELECT context.token FROM sales_channel_context AS context JOIN cart ON cart.token = context.token
         WHERE context.customer_id = ? AND context.token != ? AND context.sales_channel_id = ? ORDER BY cart.updated_at DESC LIMIT 1`,
      )
      .get(customerId, exceptToken, salesChannelId) as { token: string } | undefined;
    return row?.token ?? null;
  }

  private logIn(c: Context<AppEnv>, customer: CustomerRow): ContextRow {
    const shipping = this.addressRow(customer.id, customer.default_shipping_address_id);
    const shippingData = shipping ? (JSON.parse(shipping.data) as AddressData) : null;
    // The customer's default payment method (if still active) becomes the context's, as in Shopware's context restorer.
    const paymentMethodId =
      customer.default_payment_method_id &&
      this.contexts.reference.paymentMethod(customer.default_payment_method_id, c.get('session').languageIdChain, c.get('session').salesChannelId)
        ? customer.default_payment_method_id
        : null;
    const changes: Partial<ContextRow> = {
      customer_id: customer.id,
      billing_address_id: null,
      shipping_address_id: null,
      ...(shippingData ? { country_id: shippingData.countryId, country_state_id: shippingData.countryStateId } : {}),
      ...(paymentMethodId ? { payment_method_id: paymentMethodId } : {}),
    };
    const savedToken = this.savedCartTokenOf(customer.id, c.get('session').token, c.get('session').salesChannelId);
    const next = this.renewContext(c, changes);
    if (savedToken) {
      // The saved cart comes here with the visitor's items added (each session keeps its own token).
      const carts = new CartRepository(this.db, this.options.now);
      this.db.transaction(() => {
        carts.save(next.token, mergeCarts(carts.load(savedToken), carts.load(next.token)).cart);
        carts.delete(savedToken);
      })();
    }
    return next;
  }

  // --- routes ------------------------------------------------------------------------------------

  async register(c: Context<AppEnv>, body: Record<string, unknown>): Promise<Json> {
    const session = c.get('session');
    const reader = new BodyReader();
    const email = reader.email(body.email, '/email');
    const password = reader.password(body.password, '/password', MIN_PASSWORD_LENGTH);
    const salutationId = this.readSalutation(reader, body.salutationId, '/salutationId');
    const title = reader.optional(body.title, '/title');
    const firstName = reader.required(body.firstName, '/firstName');
    const lastName = reader.required(body.lastName, '/lastName');
    // RegisterRoute checks storefrontUrl only when the mail needs it: with double opt-in (DoubleOptInService::isDoubleOptInEnabled).
    const storefrontUrl = this.options.doubleOptInRegistration ? this.readStorefrontUrl(reader, body.storefrontUrl, session.salesChannelId) : '';
    const birthday = this.readBirthday(reader, body);
    const billingRaw = reader.object(body.billingAddress, '/billingAddress');
    const isBusiness = body.accountType === 'business';
    const companyFromBody = typeof body.company === 'string' ? body.company : undefined;
    const billing = this.readAddress(reader, billingRaw, '/billingAddress', { salutationId, firstName, lastName, company: companyFromBody }, isBusiness);
    const account = this.readAccountType(reader, { ...body, company: billing.company ?? '' }, billing.countryId, null);
    const hasShipping = body.shippingAddress !== undefined && body.shippingAddress !== null;
    const shipping = hasShipping
      ? this.readAddress(reader, reader.object(body.shippingAddress, '/shippingAddress'), '/shippingAddress', { salutationId, firstName, lastName })
      : null;
    const affiliateCode = reader.optional(body.affiliateCode, '/affiliateCode');
    const campaignCode = reader.optional(body.campaignCode, '/campaignCode');
    if (email && EMAIL_PATTERN.test(email)) {
      const taken = this.emailTaken(email);
      if (taken) reader.problems.push(taken);
    }
    reader.throwIfAny();

    const passwordHash = await hashPassword(password);
    const at = this.timestamp();
    const customerId = newId();
    const billingId = newId();
    const shippingId = shipping ? newId() : billingId;
    const data: CustomerData = {
      salutationId, title, firstName, lastName, birthday, affiliateCode, campaignCode,
      accountType: account.accountType, company: account.company, vatIds: account.vatIds, languageId: session.row.language_id,
      salesChannelId: session.salesChannelId,
    };
    const insertAddress = this.db.prepare('INSERT INTO customer_address (id, customer_id, data, created_at, updated_at) VALUES (?, ?, ?, ?, NULL)');
    const doubleOptIn = this.options.doubleOptInRegistration;
    const optInHash = doubleOptIn ? randomBytes(16).toString('hex') : null;
    const customer = this.db.transaction(() => {
      // Checked again inside the write transaction: two registrations of one email cannot both pass.
      const taken = this.emailTaken(email);
      if (taken) throw violations([taken]);
      const last = this.db.prepare('SELECT MAX(CAST(customer_number AS INTEGER)) AS last FROM customer').get() as { last: number | null };
      const customerNumber = String((last.last ?? 10000) + 1);
      this.db
        .prepare(
          `INSERT INTO customer (id, email, customer_number, password_hash, active, default_billing_address_id, default_shipping_address_id, data, created_at, updated_at,
             double_opt_in, opt_in_hash, opt_in_sent_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?)`,
        )
        .run(
          customerId, email.toLowerCase(), customerNumber, passwordHash, doubleOptIn ? 0 : 1, billingId, shippingId, JSON.stringify(data), at,
          doubleOptIn ? 1 : 0, optInHash, doubleOptIn ? at : null,
        );
      insertAddress.run(billingId, customerId, JSON.stringify(billing), at);
      if (shipping) insertAddress.run(shippingId, customerId, JSON.stringify(shipping), at);
      return this.customerRow(customerId);
    })();
    if (!customer) throw new Error('customer vanished');
    if (doubleOptIn && optInHash) {
      // Shopware answers the new, inactive customer and leaves the context anonymous until the link is followed.
      const link = `${storefrontUrl}/registration/confirm?em=${sha1(customer.email)}&hash=${optInHash}`;
      const locale = this.localeOf(c);
      const mail = customerRegisterDoubleOptInMail(locale, { firstName, lastName }, link);
      this.options.outbox.send({
        type: 'customer_register_double_opt_in', to: customer.email, subject: mail.subject, text: mail.text, links: [link], language: locale,
        data: { customerId: customer.id, em: sha1(customer.email), hash: optInHash },
      });
      return this.customerEntity(customer, c.get('session'));
    }
    this.logIn(c, customer);
    return this.customerEntity(customer, c.get('session'));
  }

  /** POST /account/register-confirm: activates a double opt-in registration and logs the customer in. */
  registerConfirm(c: Context<AppEnv>, body: Record<string, unknown>): Json {
    const reader = new BodyReader();
    if (body.hash === undefined || body.hash === null || body.hash === '') {
      throw apiError(404, 'CHECKOUT__NO_HASH_PROVIDED', 'The given hash is empty.', { pointer: '/hash' });
    }
    const hash = reader.required(body.hash, '/hash');
    const em = reader.required(body.em, '/em');
    reader.throwIfAny();
    const customer = this.db.prepare('SELECT * FROM customer WHERE opt_in_hash = ?').get(hash.toLowerCase()) as CustomerRow | undefined;
    if (!customer) throw customerNotFoundByHash(hash);
    if (em.toLowerCase() !== sha1(customer.email)) {
      throw violations([{ pointer: '/em', code: 'VIOLATION::NOT_EQUAL_ERROR', detail: 'This value should be equal to the hash of the email address.' }]);
    }
    if (customer.active === 1 && (customer.double_opt_in !== 1 || customer.opt_in_confirmed_at !== null)) {
      throw apiError(412, 'CHECKOUT__CUSTOMER_IS_ALREADY_CONFIRMED', `The customer with the id "${customer.id}" is already confirmed.`, {
        parameters: { customerId: customer.id },
      });
    }
    const at = this.timestamp();
    this.db.prepare('UPDATE customer SET active = 1, opt_in_confirmed_at = ?, updated_at = ? WHERE id = ?').run(at, at, customer.id);
    const confirmed = this.customerRow(customer.id) as CustomerRow;
    this.logIn(c, confirmed);
    return this.customerEntity(confirmed, c.get('session'));
  }

  /** Checks the credentials; the caller counts failures for the rate limit. */
  async login(c: Context<AppEnv>, body: Record<string, unknown>): Promise<Json> {
    const username = loginName(body);
    const password = typeof body.password === 'string' ? body.password : '';
    if (username === '' || password === '') throw badCredentials();
    const found = this.customerByEmail(username);
    // Shopware's AccountService::fetchCustomer skips inactive accounts: a deactivated account is
    // an unknown one (401 CHECKOUT__CUSTOMER_NOT_FOUND). Unconfirmed double opt-in accounts (kept
    // inactive here, active in Shopware) go on to the opt-in check after the password.
    const pendingOptIn = found?.double_opt_in === 1 && found.opt_in_confirmed_at === null;
    const customer = found && (found.active === 1 || pendingOptIn) ? found : undefined;
    if (!customer) {
      await verifyDummy(password);
      throw apiError(401, 'CHECKOUT__CUSTOMER_NOT_FOUND', `No matching customer for the email "${username}" was found.`, { parameters: { email: username } });
    }
    if (!(await verifyPassword(password, customer.password_hash))) throw badCredentials();
    // Only after a valid password, as Shopware does: otherwise the answer would tell unconfirmed accounts apart.
    if (customer.double_opt_in === 1 && customer.opt_in_confirmed_at === null) {
      throw apiError(401, 'CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED', `The customer with the id "${customer.id}" has not completed the opt-in.`, {
        parameters: { customerId: customer.id },
      });
    }
    this.logIn(c, customer);
    return contextTokenBody(null);
  }

  /**
   * POST /account/logout, as Shopware's LogoutRoute: a new anonymous context token for the shopper.
   * A registered customer's context and cart stay with the customer (the next login restores the
   * cart); a guest's are deleted (`shouldDelete`). Answers a ContextTokenResponse body.
   */
  logout(c: Context<AppEnv>): Json {
    const session = c.get('session');
    if (!session.row.customer_id) throw errors.notLoggedIn();
    const channel = this.contexts.reference.salesChannelRow(session.salesChannelId);
    const changes: Partial<ContextRow> = {
      customer_id: null,
      billing_address_id: null,
      shipping_address_id: null,
      country_id: channel.country_id,
      country_state_id: null,
    };
    let row: ContextRow;
    if (this.customerRow(session.row.customer_id)) {
      row = this.contexts.logoutCustomer(session, changes);
      c.set('session', { ...session, token: row.token, row });
      c.header('sw-context-token', row.token);
    } else {
      row = this.renewContext(c, changes);
      this.db.prepare('DELETE FROM cart WHERE token = ?').run(row.token);
    }
    return contextTokenBody(null);
  }

  changeProfile(c: Context<AppEnv>, body: Record<string, unknown>): Json {
    const session = c.get('session');
    const guest = this.guestOf(session);
    if (guest) {
      // ChangeCustomerProfileRoute allows guests (`_loginRequiredAllowGuest`): the same checks.
      const reader = new BodyReader();
      const salutationId = body.salutationId === undefined ? guest.salutationId : this.readSalutation(reader, body.salutationId, '/salutationId');
      const title = body.title === undefined ? (guest.title ?? null) : reader.optional(body.title, '/title');
      const firstName = reader.required(body.firstName, '/firstName');
      const lastName = reader.required(body.lastName, '/lastName');
      this.readAccountType(reader, body, guest.address.countryId, '/company');
      reader.throwIfAny();
      const next: GuestCustomer = { ...guest, salutationId, title, firstName, lastName };
      this.db.prepare('UPDATE guest_customer SET data = ? WHERE id = ?').run(JSON.stringify(next), guest.id);
      return { success: true, apiAlias: 'success_response' };
    }
    const customer = this.requireCustomer(session);
    const current = JSON.parse(customer.data) as CustomerData;
    const reader = new BodyReader();
    const salutationId = body.salutationId === undefined ? current.salutationId : this.readSalutation(reader, body.salutationId, '/salutationId');
    const title = body.title === undefined ? current.title : reader.optional(body.title, '/title');
    const firstName = reader.required(body.firstName, '/firstName');
    const lastName = reader.required(body.lastName, '/lastName');
    const birthday = body.birthdayDay === undefined && body.birthdayMonth === undefined && body.birthdayYear === undefined ? current.birthday : this.readBirthday(reader, body);
    const billing = this.addressRow(customer.id, customer.default_billing_address_id);
    const countryId = billing ? (JSON.parse(billing.data) as AddressData).countryId : '';
    const account = this.readAccountType(reader, body, countryId, '/company');
    reader.throwIfAny();
    const data: CustomerData = { ...current, salutationId, title, firstName, lastName, birthday, ...account };
    this.db.prepare('UPDATE customer SET data = ?, updated_at = ? WHERE id = ?').run(JSON.stringify(data), this.timestamp(), customer.id);
    return { success: true, apiAlias: 'success_response' };
  }

  async changeEmail(c: Context<AppEnv>, body: Record<string, unknown>): Promise<Json> {
    const customer = this.requireCustomer(c.get('session'));
    const reader = new BodyReader();
    const email = reader.email(body.email, '/email');
    const confirmation = reader.required(body.emailConfirmation, '/emailConfirmation');
    const password = reader.password(body.password, '/password');
    if (email && confirmation && email.toLowerCase() !== confirmation.toLowerCase()) {
      reader.problems.push({ pointer: '/emailConfirmation', code: 'VIOLATION::NOT_EQUAL_ERROR', detail: 'The email addresses do not match.' });
    }
    if (email && EMAIL_PATTERN.test(email)) {
      const taken = this.emailTaken(email, customer.id);
      if (taken) reader.problems.push(taken);
    }
    if (password && !(await verifyPassword(password, customer.password_hash))) reader.problems.push(wrongPassword());
    reader.throwIfAny();
    try {
      this.db.prepare('UPDATE customer SET email = ?, updated_at = ? WHERE id = ?').run(email.toLowerCase(), this.timestamp(), customer.id);
    } catch (error) {
      if (error instanceof Error && /UNIQUE/.test(error.message)) throw violations([this.emailTaken(email, customer.id) ?? wrongPassword()]);
      throw error;
    }
    return { success: true, apiAlias: 'success_response' };
  }

  async changePassword(c: Context<AppEnv>, body: Record<string, unknown>): Promise<Json> {
    const session = c.get('session');
    const customer = this.requireCustomer(session);
    const reader = new BodyReader();
    const password = reader.password(body.password, '/password');
    const newPassword = reader.password(body.newPassword, '/newPassword', MIN_PASSWORD_LENGTH);
    const confirm = reader.password(body.newPasswordConfirm, '/newPasswordConfirm');
    // ChangePasswordRoute reports a mismatch on newPassword (its EqualTo constraint sits there).
    if (newPassword && confirm && newPassword !== confirm) {
      reader.problems.push({ pointer: '/newPassword', code: 'VIOLATION::NOT_EQUAL_ERROR', detail: 'The new password and its confirmation do not match.' });
    }
    if (password && !(await verifyPassword(password, customer.password_hash))) reader.problems.push(wrongPassword());
    reader.throwIfAny();
    const hash = await hashPassword(newPassword);
    // As Shopware's CustomerTokenSubscriber on a password write: this session moves to a new token
    // (settings and cart along), every other context of the customer is logged out.
    this.db.transaction(() => {
      this.db.prepare('UPDATE customer SET password_hash = ?, updated_at = ? WHERE id = ?').run(hash, this.timestamp(), customer.id);
      const next = this.renewContext(c, {});
      this.contexts.revokeCustomer(customer.id, next.token);
    })();
    // ChangePasswordRoute answers a ContextTokenResponse: the new token in the header.
    return contextTokenBody(null);
  }

  // --- password recovery -------------------------------------------------------------------------

  /**
   * POST /account/recovery-password: a recovery link for an active, registered customer. Like Shopware 6.7,
   * an unknown email answers the same success (no mail), so the route does not reveal who has an account.
   */
  sendRecoveryMail(c: Context<AppEnv>, body: Record<string, unknown>): Json {
    const reader = new BodyReader();
    const email = reader.email(body.email, '/email');
    const storefrontUrl = this.readStorefrontUrl(reader, body.storefrontUrl, c.get('session').salesChannelId);
    reader.throwIfAny();
    const customer = this.customerByEmail(email);
    if (!customer || customer.active !== 1) return { success: true, apiAlias: 'success_response' };
    const hash = newContextToken();
    const at = this.timestamp();
    this.db.transaction(() => {
      // One open recovery per customer: a new request replaces the older link.
      this.db.prepare('DELETE FROM customer_recovery WHERE customer_id = ?').run(customer.id);
      this.db.prepare('INSERT INTO customer_recovery (id, customer_id, hash, created_at) VALUES (?, ?, ?, ?)').run(newId(), customer.id, hash, at);
    })();
    const link = `${storefrontUrl}/account/recover/password?hash=${hash}`;
    const data = JSON.parse(customer.data) as CustomerData;
    const locale = this.localeOf(c);
    const mail = passwordRecoveryMail(locale, { firstName: data.firstName, lastName: data.lastName }, link);
    this.options.outbox.send({
      type: 'customer_password_recovery', to: customer.email, subject: mail.subject, text: mail.text, links: [link], language: locale,
      data: { customerId: customer.id, hash },
    });
    return { success: true, apiAlias: 'success_response' };
  }

  private recoveryByHash(hash: string): RecoveryRow | undefined {
    return this.db.prepare('SELECT * FROM customer_recovery WHERE hash = ?').get(hash) as RecoveryRow | undefined;
  }

  private isExpired(recovery: RecoveryRow): boolean {
    return Date.parse(recovery.created_at) + RECOVERY_TTL_MS < this.options.now();
  }

  /** POST /account/customer-recovery-is-expired */
  recoveryIsExpired(body: Record<string, unknown>): Json {
    const reader = new BodyReader();
    const hash = reader.required(body.hash, '/hash');
    if (hash && hash.length !== RECOVERY_HASH_LENGTH) {
      reader.problems.push({
        pointer: '/hash',
        code: 'VIOLATION::NOT_EQUAL_LENGTH_ERROR',
        detail: `This value should have exactly ${RECOVERY_HASH_LENGTH} characters.`,
        parameters: { '{{ limit }}': RECOVERY_HASH_LENGTH },
      });
    }
    reader.throwIfAny();
    const recovery = this.recoveryByHash(hash);
    if (!recovery) throw customerNotFoundByHash(hash);
    return { isExpired: this.isExpired(recovery), apiAlias: 'array_struct' };
  }

  /** POST /account/recovery-password-confirm: sets the new password and ends the customer's sessions. */
  async resetPassword(body: Record<string, unknown>): Promise<Json> {
    const reader = new BodyReader();
    const hash = reader.required(body.hash, '/hash');
    const newPassword = reader.password(body.newPassword, '/newPassword', MIN_PASSWORD_LENGTH);
    const confirm = reader.password(body.newPasswordConfirm, '/newPasswordConfirm');
    if (newPassword && confirm && newPassword !== confirm) {
      reader.problems.push({ pointer: '/newPasswordConfirm', code: 'VIOLATION::NOT_EQUAL_ERROR', detail: 'The new password and its confirmation do not match.' });
    }
    reader.throwIfAny();
    const recovery = this.recoveryByHash(hash);
    if (!recovery) throw customerNotFoundByHash(hash);
    if (this.isExpired(recovery)) {
      throw apiError(410, 'CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED', `The hash "${hash}" is expired.`, { parameters: { hash } });
    }
    const passwordHash = await hashPassword(newPassword);
    this.db.transaction(() => {
      // Checked again inside the write: two confirmations of one link cannot both pass.
      if (!this.recoveryByHash(hash)) throw customerNotFoundByHash(hash);
      this.db.prepare('UPDATE customer SET password_hash = ?, updated_at = ? WHERE id = ?').run(passwordHash, this.timestamp(), recovery.customer_id);
      this.db.prepare('DELETE FROM customer_recovery WHERE id = ?').run(recovery.id);
      // Sessions opened with the old password end.
      // CustomerTokenSubscriber: every context of the customer is logged out (tokens and carts stay).
      this.contexts.revokeCustomer(recovery.customer_id);
    })();
    return { success: true, apiAlias: 'success_response' };
  }

  // --- payment method and newsletter ----------------------------------------------------------------

  /** PATCH/POST /account/change-payment-method/{id}: the customer's default, also put into the context. */
  changePaymentMethod(c: Context<AppEnv>, paymentMethodId: string): Json {
    const session = c.get('session');
    const customer = this.requireCustomer(session);
    if (!this.contexts.reference.paymentMethod(paymentMethodId, session.languageIdChain, session.salesChannelId)) {
      throw apiError(400, 'CHECKOUT__CUSTOMER_CHANGE_PAYMENT_METHOD_NOT_FOUND', `Change Payment to method ${paymentMethodId} not possible.`, {
        pointer: '/paymentMethodId',
        parameters: { paymentMethodId },
      });
    }
    const at = this.timestamp();
    this.db.prepare('UPDATE customer SET default_payment_method_id = ?, updated_at = ? WHERE id = ?').run(paymentMethodId, at, customer.id);
    this.db.prepare('UPDATE sales_channel_context SET payment_method_id = ?, updated_at = ? WHERE token = ?').run(paymentMethodId, at, session.token);
    c.set('session', { ...session, row: { ...session.row, payment_method_id: paymentMethodId, updated_at: at } });
    return { success: true, apiAlias: 'success_response' };
  }

  /** POST /account/newsletter-recipient: the newsletter status of the customer's email (`undefined` without one). */
  newsletterRecipient(c: Context<AppEnv>): Json {
    const customer = this.requireCustomer(c.get('session'));
    const row = this.db.prepare('SELECT status FROM newsletter_recipient WHERE email = ?').get(customer.email) as { status: string } | undefined;
    return { status: row?.status ?? 'undefined', apiAlias: 'account_newsletter_recipient' };
  }

  // --- addresses ---------------------------------------------------------------------------------

  listAddresses(c: Context<AppEnv>): Json[] {
    const session = c.get('session');
    const guest = this.guestOf(session);
    if (guest) return this.guestAddresses(guest, session);
    const customer = this.requireCustomer(session);
    return this.addressRows(customer.id).map((row) => this.addressEntity(row, customer, session));
  }

  createAddress(c: Context<AppEnv>, body: Record<string, unknown>): Json {
    const session = c.get('session');
    const guest = this.guestOf(session);
    if (guest) {
      // UpsertAddressRoute allows guests: their addresses are kept as the customers' are.
      const reader = new BodyReader();
      const address = this.readAddress(reader, body, '');
      reader.throwIfAny();
      const id = newId();
      this.saveGuest(guest, [...guestAddressBook(guest), { ...address, id }], guest.address.id, shippingAddressOf(guest).id);
      return this.guestAddressEntity(guest.id, id, session);
    }
    const customer = this.requireCustomer(session);
    const reader = new BodyReader();
    const address = this.readAddress(reader, body, '');
    reader.throwIfAny();
    const id = newId();
    this.db.prepare('INSERT INTO customer_address (id, customer_id, data, created_at, updated_at) VALUES (?, ?, ?, ?, NULL)').run(id, customer.id, JSON.stringify(address), this.timestamp());
    return this.addressEntity(this.addressRow(customer.id, id) as AddressRow, customer, session);
  }

  updateAddress(c: Context<AppEnv>, addressId: string, body: Record<string, unknown>): Json {
    const session = c.get('session');
    const guest = this.guestOf(session);
    if (guest) {
      const book = guestAddressBook(guest);
      const existing = book.find((party) => party.id === addressId.toLowerCase());
      if (!existing) throw notFoundAddress(addressId);
      const current = guestAddressFields(guest, existing) as unknown as AddressData;
      const merged: Record<string, unknown> = { ...current };
      for (const [key, value] of Object.entries(body)) if (Object.hasOwn(current, key)) merged[key] = value;
      const reader = new BodyReader();
      const address = this.readAddress(reader, merged, '');
      reader.throwIfAny();
      const next = book.map((party) => (party.id === existing.id ? { ...address, id: existing.id } : party));
      this.saveGuest(guest, next, guest.address.id, shippingAddressOf(guest).id);
      return this.guestAddressEntity(guest.id, existing.id, session);
    }
    const customer = this.requireCustomer(session);
    const existing = this.addressRow(customer.id, addressId);
    if (!existing) throw notFoundAddress(addressId);
    const current = JSON.parse(existing.data) as AddressData;
    // A PATCH may leave fields out: the stored values fill them in before validation.
    const merged: Record<string, unknown> = { ...current };
    for (const [key, value] of Object.entries(body)) if (Object.hasOwn(current, key)) merged[key] = value;
    const reader = new BodyReader();
    const address = this.readAddress(reader, merged, '');
    reader.throwIfAny();
    this.db.prepare('UPDATE customer_address SET data = ?, updated_at = ? WHERE id = ?').run(JSON.stringify(address), this.timestamp(), existing.id);
    return this.addressEntity(this.addressRow(customer.id, existing.id) as AddressRow, customer, session);
  }

  deleteAddress(c: Context<AppEnv>, addressId: string): void {
    const session = c.get('session');
    const guest = this.guestOf(session);
    const customer = guest ? null : this.requireCustomer(session);
    const book = guest ? guestAddressBook(guest) : [];
    const existing = guest ? book.find((party) => party.id === addressId.toLowerCase()) : this.addressRow(customer!.id, addressId);
    if (!existing) throw notFoundAddress(addressId);
    const defaults = guest ? [guest.address.id, shippingAddressOf(guest).id] : [customer!.default_billing_address_id, customer!.default_shipping_address_id];
    if (defaults.includes(existing.id)) {
      throw apiError(400, 'CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT', `Customer address with id "${existing.id}" is a default address and cannot be deleted.`, {
        parameters: { addressId: existing.id },
      });
    }
    if (existing.id === session.row.billing_address_id || existing.id === session.row.shipping_address_id) {
      throw apiError(400, 'CHECKOUT__CUSTOMER_ADDRESS_IS_ACTIVE', `Customer address with id "${existing.id}" is an active address and cannot be deleted.`, {
        parameters: { addressId: existing.id },
      });
    }
    if (guest) this.saveGuest(guest, book.filter((party) => party.id !== existing.id), guest.address.id, shippingAddressOf(guest).id);
    else this.db.prepare('DELETE FROM customer_address WHERE id = ?').run(existing.id);
  }

  setDefaultAddress(c: Context<AppEnv>, addressId: string, kind: 'billing' | 'shipping'): void {
    const guest = this.guestOf(c.get('session'));
    if (guest) {
      // SwitchDefaultAddressRoute allows guests.
      const book = guestAddressBook(guest);
      const existing = book.find((party) => party.id === addressId.toLowerCase());
      if (!existing) throw notFoundAddress(addressId);
      this.saveGuest(guest, book, kind === 'billing' ? existing.id : guest.address.id, kind === 'shipping' ? existing.id : shippingAddressOf(guest).id);
      return;
    }
    const customer = this.requireCustomer(c.get('session'));
    const existing = this.addressRow(customer.id, addressId);
    if (!existing) throw notFoundAddress(addressId);
    const column = kind === 'billing' ? 'default_billing_address_id' : 'default_shipping_address_id';
    this.db.prepare(`UPDATE customer SET ${column} = ?, updated_at = ? WHERE id = ?`).run(existing.id, this.timestamp(), customer.id);
  }

  /** Whether an address belongs to the customer (for PATCH /context billingAddressId / shippingAddressId). */
  ownsAddress(customerId: string, addressId: string): boolean {
    const row = this.db.prepare('SELECT data FROM guest_customer WHERE id = ?').get(customerId) as { data: string } | undefined;
    if (row) return guestAddressBook(JSON.parse(row.data) as GuestCustomer).some((party) => party.id === addressId.toLowerCase());
    return this.addressRow(customerId, addressId) !== undefined;
  }
}

function customerNotFoundByHash(hash: string) {
  return apiError(404, 'CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH', `No matching customer for the hash "${hash}" was found.`, { parameters: { hash } });
}

function wrongPassword(): Violation {
  return { pointer: '/password', code: 'VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT', detail: 'Your password is wrong' };
}

