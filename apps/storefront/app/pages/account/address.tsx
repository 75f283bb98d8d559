import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useNavigation, useSearchParams } from '@remix-run/react';
import {
  createAddress,
  deleteAddress,
  isShopwareId,
  readCountries,
  readSalutations,
  setDefaultBillingAddress,
  setDefaultShippingAddress,
  updateAddress,
  type Schemas,
  translatedText,
} from '@gipfel/api';
import {
  AddressForm,
  AddressList,
  addressActionError,
  addressDefaults,
  addressFields,
  addressInput,
  loadAddresses,
  readAddressForm,
  validateAddress,
  violationErrors,
  type AccountFormErrors,
  type AddressValues,
} from '@gipfel/account';
import type { FormMessage } from '@gipfel/forms';
import { localizePath } from '@gipfel/i18n';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { requireCustomer } from '../../lib/account.server';
import { withShop } from '../../lib/shop-route.server';
import { useLanguage } from '../../lib/language';
import { pageMeta } from '../../lib/page-meta';
import * as styles from '../../styles/account.css';

export const meta = pageMeta('account-address');

export const loader = withShop(async (shop, { request }: LoaderFunctionArgs) => {
  const { customer, data: loaded } = await requireCustomer(shop, request, (client) =>
    Promise.all([
      loadAddresses(client),
      readSalutations(client),
      readCountries(client, { associations: { states: {} } } as never),
    ]),
  );
  const [addresses, salutations, countries] = loaded;
  const swiss = (countries.elements ?? []).find((c) => c.iso === 'CH');
  const stateName = (s: Schemas['CountryState']) => translatedText(s, 'name');
  const editId = new URL(request.url).searchParams.get('edit');
  const editing = editId ? addresses.find((a) => a.id === editId) : undefined;
  return {
    addresses,
    editing: editing ? { id: editing.id, values: addressDefaults(editing) } : null,
    defaultBillingAddressId: customer.defaultBillingAddressId ?? null,
    defaultShippingAddressId: customer.defaultShippingAddressId ?? null,
    salutations: (salutations.elements ?? []).map((s) => ({ value: s.id, label: translatedText(s, 'displayName') })),
    countries: (countries.elements ?? []).map((c) => ({ value: c.id, label: translatedText(c, 'name') })),
    swissId: swiss?.id ?? '',
    states: (swiss?.states ?? []).map((s) => ({ value: s.id, label: stateName(s) })).sort((a, b) => a.label.localeCompare(b.label)),
  };
});

/** `?from=checkout`: the shopper came from the checkout and gets a link back to it. */
function cameFromCheckout(params: URLSearchParams): boolean {
  return params.get('from') === 'checkout';
}

/** The address page's own URL with its query, keeping `from=checkout` when the shopper came from there. */
function pageHref(page: string, fromCheckout: boolean, query?: string): string {
  const parts = [query, fromCheckout ? 'from=checkout' : undefined].filter(Boolean);
  return parts.length ? `${page}?${parts.join('&')}` : page;
}

type Intent = 'address' | 'delete' | 'default-billing' | 'default-shipping';
export interface AddressActionResult {
  intent: Intent;
  addressId?: string;
  values?: AddressValues;
  errors?: AccountFormErrors;
  formError?: FormMessage;
}

const notices: Record<string, string> = {
  added: 'addresses.added',
  updated: 'addresses.updated',
  deleted: 'addresses.deleted',
  'default-billing': 'addresses.defaultBillingSet',
  'default-shipping': 'addresses.defaultShippingSet',
};

export const action = withShop(async (shop, { request }: ActionFunctionArgs) => {
  const { client, language } = await requireCustomer(shop, request);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '') as Intent;
  const rawId = String(form.get('addressId') ?? '');
  const addressId = isShopwareId(rawId) ? rawId : undefined;
  const page = localizePath('/account/address', language);
  // Came from the checkout's "change addresses": the way back stays offered after each change.
  const from = cameFromCheckout(new URL(request.url).searchParams) ? '&from=checkout' : '';
  const done = (notice: string) => redirect(`${page}?done=${notice}${from}`, 303);
  const fail = (result: AddressActionResult) => data(result, { status: 400 });

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
    return done(addressId ? 'updated' : 'added');
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
    return done(intent === 'delete' ? 'deleted' : intent);
  }
  return fail({ intent: 'address', formError: { key: 'account:accountCommon.generic' } });
});

export default function AccountAddressPage() {
  const { addresses, editing, defaultBillingAddressId, defaultShippingAddressId, salutations, countries, swissId, states } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as AddressActionResult | undefined;
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const language = useLanguage();
  const { t } = useTranslation(['account', 'forms']);
  const base = localizePath('/account/address', language);
  const fromCheckout = cameFromCheckout(params);
  const page = pageHref(base, fromCheckout);
  const list = addresses as unknown as Schemas['CustomerAddress'][];
  const editId = result?.intent === 'address' ? result.addressId : editing?.id;
  const formResult = result?.intent === 'address' ? result : undefined;
  const actionError = result && result.intent !== 'address' ? result.formError : undefined;
  const notice = !result ? notices[params.get('done') ?? ''] : undefined;
  const pending = navigation.state === 'submitting';

  return (
    <>
      <PageTitle pageId="account-address" />
      <div className={styles.stack}>
        {fromCheckout && (
          <p>
            <a href={localizePath('/checkout', language)}>{t('storefront:checkout.backToCheckout')}</a>
          </p>
        )}
        {notice && (
          <p className={styles.notice} role="status">
            {t(notice)}
          </p>
        )}
        {actionError && (
          <p className={styles.error} role="alert">
            {t(actionError.key, { ...actionError.params })}
          </p>
        )}
        <AddressList
          addresses={list}
          defaultBillingAddressId={defaultBillingAddressId}
          defaultShippingAddressId={defaultShippingAddressId}
          action={page}
          editHref={(id) => `${pageHref(base, fromCheckout, `edit=${id}`)}#address-form`}
          deleteHref={(id) => pageHref(base, fromCheckout, `delete=${id}`)}
          confirmDeleteId={params.get('delete')}
          cancelHref={page}
          pending={pending}
        />
        <div id="address-form">
          <AddressForm
            key={editId ?? 'new'}
            action={page}
            addressId={editId}
            salutations={salutations}
            countries={countries}
            states={states}
            statesCountryId={swissId}
            defaultValues={formResult?.values ?? (editing && editing.id === editId ? editing.values : { countryId: swissId })}
            errors={formResult?.errors}
            formError={formResult?.formError}
            cancelHref={editId ? page : undefined}
            pending={pending}
          />
        </div>
      </div>
    </>
  );
}
