import { PageTitle } from '../../components/page-title';
import { pageMeta } from '../../lib/page-meta';

export const meta = pageMeta('account-recover-password');

export default function AccountRecoverPasswordPage() {
  return <PageTitle pageId="account-recover-password" />;
}
