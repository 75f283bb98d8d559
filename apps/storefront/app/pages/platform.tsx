import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { readContext, translatedText } from '@gipfel/api';
import { useTranslation } from '@gipfel/i18n';
import { PageTitle } from '../components/page-title';
import { pageMeta } from '../lib/i18n/page-meta';
import { withShop } from '../lib/server/shop-route.server';

export const meta = pageMeta('platform');

export const loader = withShop(async ({ client }, _args: LoaderFunctionArgs) => {
  const context = await readContext(client);
  return {
    salesChannel: translatedText(context.salesChannel, 'name'),
    currency: context.currency?.isoCode ?? '',
    taxState: context.context?.taxState ?? '',
  };
});

/** What this shop runs on (decision 0007), with live facts of the connected sales channel. */
export default function PlatformPage() {
  const facts = useLoaderData<typeof loader>();
  const { t } = useTranslation('storefront');
  return (
    <>
      <PageTitle pageId="platform" />
      <p>{t('platform.intro')}</p>
      <h2>{t('platform.factsHeading')}</h2>
      <dl>
        <dt>{t('platform.salesChannel')}</dt>
        <dd>{facts.salesChannel}</dd>
        <dt>{t('platform.currency')}</dt>
        <dd>{facts.currency}</dd>
        <dt>{t('platform.prices')}</dt>
        <dd>{facts.taxState === 'net' ? t('platform.net') : t('platform.gross')}</dd>
      </dl>
    </>
  );
}
