import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useNavigation, useSearchParams } from '@remix-run/react';
import { AddressBookView, loadAddressBook, submitAddressBookAction } from '@gipfel/account';
import { localizePath } from '../../lib/i18n/shop-locales';
import { PageTitle } from '../../components/page-title';
import { requireCustomer } from '../../lib/session/account.server';
import { withShop } from '../../lib/server/shop-route.server';
import { useLanguage } from '../../lib/i18n/language';
import { pageMeta } from '../../lib/i18n/page-meta';

export const meta = pageMeta('account-address');

export const loader = withShop(async (shop, { request }: LoaderFunctionArgs) => {
  const editId = new URL(request.url).searchParams.get('edit');
  const { customer, data: book } = await requireCustomer(shop, request, (client) => loadAddressBook(client, editId));
  return {
    book,
    defaultBillingAddressId: customer.defaultBillingAddressId ?? null,
    defaultShippingAddressId: customer.defaultShippingAddressId ?? null,
  };
});

/** `?from=checkout`: the shopper came from the checkout and gets a link back to it. */
const cameFromCheckout = (params: URLSearchParams) => params.get('from') === 'checkout';

export const action = withShop(async (shop, { request }: ActionFunctionArgs) => {
  const { client, language } = await requireCustomer(shop, request);
  const outcome = await submitAddressBookAction(client, await request.formData());
  if (!outcome.ok) return data(outcome.result, { status: 400 });
  // Came from the checkout's "change addresses": the way back stays offered after each change.
  const from = cameFromCheckout(new URL(request.url).searchParams) ? '&from=checkout' : '';
  return redirect(`${localizePath('/account/address', language)}?done=${outcome.notice}${from}`, 303);
});

export default function AccountAddressPage() {
  const { book, defaultBillingAddressId, defaultShippingAddressId } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const language = useLanguage();
  return (
    <>
      <PageTitle pageId="account-address" />
      <AddressBookView
        book={book}
        defaultBillingAddressId={defaultBillingAddressId}
        defaultShippingAddressId={defaultShippingAddressId}
        result={result}
        done={params.get('done')}
        confirmDeleteId={params.get('delete')}
        pageHref={localizePath('/account/address', language)}
        checkoutHref={cameFromCheckout(params) ? localizePath('/checkout', language) : null}
        pending={navigation.state === 'submitting'}
      />
    </>
  );
}
