import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useNavigation, useSearchParams } from '@remix-run/react';
import { readSalutations } from '@gipfel/api';
import { profilePageOf, ProfilePageView, submitProfileAction } from '@gipfel/account';
import { localizePath } from '../../lib/i18n/shop-locales';
import { PageTitle } from '../../components/page-title';
import { requireCustomer } from '../../lib/session/account.server';
import { withShop } from '../../lib/server/shop-route.server';
import { useLanguage } from '../../lib/i18n/language';
import { pageMeta } from '../../lib/i18n/page-meta';

export const meta = pageMeta('account-profile');

export const loader = withShop(async (shop, { request }: LoaderFunctionArgs) => {
  const { customer, data: salutations } = await requireCustomer(shop, request, (client) => readSalutations(client));
  return profilePageOf(customer, salutations);
});

export const action = withShop(async (shop, { request }: ActionFunctionArgs) => {
  const { client, language } = await requireCustomer(shop, request);
  const outcome = await submitProfileAction(client, await request.formData());
  if (!outcome.ok) return data(outcome.result, { status: 400 });
  return redirect(`${localizePath('/account/profile', language)}?saved=${outcome.saved}`, 303);
});

export default function AccountProfilePage() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const language = useLanguage();
  return (
    <>
      <PageTitle pageId="account-profile" />
      <ProfilePageView
        page={page}
        action={localizePath('/account/profile', language)}
        result={result}
        saved={params.get('saved')}
        pending={navigation.state === 'submitting'}
      />
    </>
  );
}
