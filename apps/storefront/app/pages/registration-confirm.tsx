import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { Link } from '@remix-run/react';
import { confirmRegistration } from '@gipfel/account';
import { useTranslation } from '@gipfel/i18n';
import { localizePath } from '../lib/i18n/shop-locales';
import { PageTitle } from '../components/page-title';
import { withNotice } from '../lib/session/auth.server';
import { useLanguage } from '../lib/i18n/language';
import { pageMeta } from '../lib/i18n/page-meta';
import { withShop } from '../lib/server/shop-route.server';
import { createSessionlessStoreApiClient } from '../lib/server/store-api.server';
import * as styles from '../styles/auth.css';

export const meta = pageMeta('registration-confirm');

/**
 * The double opt-in link of the registration mail (`?em=…&hash=…`). Confirming activates the
 * account and leads to the sign-in page; the visitor's own session (cart, or another account) stays
 * as it was. Shopware's storefront signs the link's customer in, but a link can come from anyone:
 * an attacker's unused link would sign the victim in to the attacker's account (login CSRF,
 * decision 0052). A wrong or used link says so.
 */
export const loader = withShop(async ({ language }, { request }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  const outcome = await confirmRegistration(createSessionlessStoreApiClient(), url.searchParams.get('em'), url.searchParams.get('hash'));
  if (outcome === 'confirmed') throw redirect(withNotice(localizePath('/login', language), 'confirmed'), 303);
  return { outcome };
});

export default function RegistrationConfirmPage() {
  const language = useLanguage();
  const { t } = useTranslation('account');
  return (
    <div className={styles.stack}>
      <PageTitle pageId="registration-confirm" />
      <p role="alert" className={styles.problem}>
        {t('registrationConfirm.invalid')}
      </p>
      <p>
        <Link to={localizePath('/login', language)}>{t('registrationConfirm.signIn')}</Link>
      </p>
    </div>
  );
}
