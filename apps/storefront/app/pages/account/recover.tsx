import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { PageTitle } from '../../components/page-title';
import { RecoveryRequest } from '../../components/recovery-request';
import { pageMeta } from '../../lib/i18n/page-meta';
import { recoveryRequestAction, recoveryRequestLoader } from './recovery-request.server';

export const meta = pageMeta('account-recover');

export const loader = (args: LoaderFunctionArgs) => recoveryRequestLoader(args);

export const action = (args: ActionFunctionArgs) => recoveryRequestAction(args);

export default function AccountRecoverPage() {
  return (
    <>
      <PageTitle pageId="account-recover" />
      <RecoveryRequest />
    </>
  );
}
