import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { confirmNewsletterLink, subscribeToNewsletter } from '@gipfel/forms';
import { useTranslation } from '@gipfel/i18n';
import { NewsletterSignup } from '../components/newsletter-signup';
import { PageTitle } from '../components/page-title';
import { useLanguage } from '../lib/i18n/language';
import { storefrontUrlFor } from '../lib/session/auth.server';
import { pageMeta } from '../lib/i18n/page-meta';
import { withShop } from '../lib/server/shop-route.server';

export const meta = pageMeta('newsletter-subscribe');

/** The link of the opt-in mail lands here: `?em=…&hash=…` confirms the subscription. */
export const loader = withShop(async ({ client }, { request }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  const em = url.searchParams.get('em');
  const hash = url.searchParams.get('hash');
  if (!em || !hash) return { confirmation: null };
  const confirmed = await confirmNewsletterLink(client, em, hash);
  return { confirmation: confirmed ? ('confirmed' as const) : ('invalid' as const) };
});

export const action = withShop(async ({ client, language }, { request }: ActionFunctionArgs) => {
  // The mail's link comes back to this page in the shopper's language.
  const result = await subscribeToNewsletter(client, await request.formData(), storefrontUrlFor(request, language));
  return data(result, { status: result.status === 'invalid' ? 400 : 200 });
});

export default function NewsletterSubscribePage() {
  const { confirmation } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const language = useLanguage();
  const { t } = useTranslation('storefront');
  return (
    <>
      <PageTitle pageId="newsletter-subscribe" />
      <div role="status">
        {confirmation === 'confirmed' ? <p>{t('newsletter.confirmed')}</p> : null}
        {confirmation === 'invalid' ? <p>{t('newsletter.invalidLink')}</p> : null}
        {result?.status === 'sent' ? <p>{t('newsletter.sent', { email: result.email })}</p> : null}
        {result?.status === 'failed' ? <p>{t('newsletter.failed')}</p> : null}
      </div>
      {result?.status === 'sent' || confirmation === 'confirmed' ? null : (
        <NewsletterSignup
          language={language}
          defaultEmail={result?.email}
          errors={result?.status === 'invalid' ? result.errors : undefined}
        />
      )}
    </>
  );
}
