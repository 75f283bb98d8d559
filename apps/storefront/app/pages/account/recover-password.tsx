import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { NewPasswordForm, recoveryLinkState, resetPassword, validateNewPassword } from '@gipfel/account';
import { useTranslation } from '@gipfel/i18n';
import { localizePath } from '../../lib/i18n/shop-locales';
import { PageTitle } from '../../components/page-title';
import { useLanguage } from '../../lib/i18n/language';
import { pageMeta } from '../../lib/i18n/page-meta';
import { withShop } from '../../lib/server/shop-route.server';
import * as styles from '../../styles/auth.css';

export const meta = pageMeta('account-recover-password');

/** The recovery mail's link (`?hash=…`): an expired or unknown hash says so at once. */
export const loader = withShop(async ({ client }, { request }: LoaderFunctionArgs) => {
  const hash = (new URL(request.url).searchParams.get('hash') ?? '').slice(0, 255);
  return { hash, state: await recoveryLinkState(client, hash) };
});

export const action = withShop(async ({ client }, { request }: ActionFunctionArgs) => {
  const form = await request.formData();
  const input = {
    hash: String(form.get('hash') ?? '').slice(0, 255),
    newPassword: String(form.get('newPassword') ?? ''),
    newPasswordConfirm: String(form.get('newPasswordConfirm') ?? ''),
  };
  const local = validateNewPassword(input);
  if (Object.keys(local).length) return data({ status: 'invalid' as const, errors: local }, { status: 400 });
  const result = await resetPassword(client, input);
  if (result.status === 'invalid') return data({ status: 'invalid' as const, errors: result.errors }, { status: 400 });
  return data({ status: result.status, errors: null });
});

export default function AccountRecoverPasswordPage() {
  const { hash, state } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const language = useLanguage();
  const { t } = useTranslation('account');
  const expired = state === 'expired' || result?.status === 'expired';

  return (
    <div className={styles.stack}>
      <PageTitle pageId="account-recover-password" />
      {result?.status === 'done' ? (
        <>
          <p role="status" className={styles.success}>
            {t('newPassword.success')}
          </p>
          <p>
            <Link to={localizePath('/login', language)}>{t('newPassword.signIn')}</Link>
          </p>
        </>
      ) : expired ? (
        <>
          <p role="alert" className={styles.problem}>
            {t('newPassword.expired')}
          </p>
          <p>
            <Link to={localizePath('/account/recover', language)}>{t('newPassword.requestNew')}</Link>
          </p>
        </>
      ) : (
        <NewPasswordForm key={result ? 'failed' : 'fresh'} hash={hash} errors={result?.status === 'invalid' ? result.errors : undefined} />
      )}
    </div>
  );
}
