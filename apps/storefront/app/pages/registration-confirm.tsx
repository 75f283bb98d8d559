import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { Link } from '@remix-run/react';
import { confirmRegistration } from '@gipfel/account';
import { localizePath } from '@gipfel/i18n';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/page-title';
import { withNotice } from '../lib/session/auth.server';
import { useLanguage } from '../lib/i18n/language';
import { pageMeta } from '../lib/i18n/page-meta';
import { withShop } from '../lib/server/shop-route.server';
import * as styles from '../styles/auth.css';

export const meta = pageMeta('registration-confirm');

/**
 * The double opt-in link of the registration mail (`?em=…&hash=…`). Confirming logs the customer
 * in (new context token in the cookie) and leads to the account; a wrong or used link says so.
 */
export const loader = withShop(async ({ client, language }, { request }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  const outcome = await confirmRegistration(client, url.searchParams.get('em'), url.searchParams.get('hash'));
  if (outcome === 'confirmed') throw redirect(withNotice(localizePath('/account', language), 'confirmed'), 303);
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
