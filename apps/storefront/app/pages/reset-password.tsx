import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { PageTitle } from '../components/page-title';
import { RecoveryRequest } from '../components/recovery-request';
import { pageMeta } from '../lib/i18n/page-meta';
import { recoveryRequestAction, recoveryRequestLoader } from './account/recovery-request.server';

export const meta = pageMeta('reset-password');

// Shopware's demo storefront sends "password reset" here: the same recovery request as
// /account/recover on its own URL, so its links keep working in every language.
export const loader = (args: LoaderFunctionArgs) => recoveryRequestLoader(args);

export const action = (args: ActionFunctionArgs) => recoveryRequestAction(args);

export default function ResetPasswordPage() {
  return (
    <>
      <PageTitle pageId="reset-password" />
      <RecoveryRequest />
    </>
  );
}
