import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useNavigation, useSearchParams } from '@remix-run/react';
import { changePaymentMethod, isShopwareId, readPaymentMethods, translatedText } from '@gipfel/api';
import { defaultPaymentMethodIdOf, PaymentMethodForm, paymentMethodError } from '@gipfel/account';
import type { FormMessage } from '@gipfel/forms';
import { localizePath } from '../../lib/i18n/shop-locales';
import { PageTitle } from '../../components/page-title';
import { requireCustomer } from '../../lib/session/account.server';
import { withShop } from '../../lib/server/shop-route.server';
import { useLanguage } from '../../lib/i18n/language';
import { pageMeta } from '../../lib/i18n/page-meta';

export const meta = pageMeta('account-payment');

export const loader = withShop(async (shop, { request }: LoaderFunctionArgs) => {
  const { customer, data: methods } = await requireCustomer(shop, request, (client) => readPaymentMethods(client, { onlyAvailable: true }));
  return {
    selectedId: defaultPaymentMethodIdOf(customer),
    methods: (methods.elements ?? []).map((m) => ({ id: m.id, name: translatedText(m, 'name'), description: translatedText(m, 'description') })),
  };
});

export const action = withShop(async (shop, { request }: ActionFunctionArgs) => {
  const { client, language } = await requireCustomer(shop, request);
  const form = await request.formData();
  const paymentMethodId = String(form.get('paymentMethodId') ?? '');
  const fail = (error: FormMessage) => data({ error }, { status: 400 });
  if (!isShopwareId(paymentMethodId)) return fail({ key: 'account:accountMessages.paymentMethodNotFound' });
  try {
    await changePaymentMethod(client, { paymentMethodId });
  } catch (error) {
    const message = paymentMethodError(error);
    if (!message) throw error;
    return fail(message);
  }
  throw redirect(`${localizePath('/account/payment', language)}?saved=1`, 303);
});

export default function AccountPaymentPage() {
  const { selectedId, methods } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const language = useLanguage();
  return (
    <>
      <PageTitle pageId="account-payment" />
      <PaymentMethodForm
        action={localizePath('/account/payment', language)}
        methods={methods}
        selectedId={selectedId}
        error={result?.error}
        saved={!result && params.get('saved') === '1'}
        pending={navigation.state === 'submitting'}
      />
    </>
  );
}
