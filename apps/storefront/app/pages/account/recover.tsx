import { PageTitle } from '../../components/page-title';
import { pageMeta } from '../../lib/page-meta';

export const meta = pageMeta('account-recover');

export default function AccountRecoverPage() {
  return <PageTitle pageId="account-recover" />;
}
