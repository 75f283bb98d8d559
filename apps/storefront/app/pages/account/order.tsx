import { PageTitle } from '../../components/page-title';
import { pageMeta } from '../../lib/page-meta';

export const meta = pageMeta('account-order');

export default function AccountOrderPage() {
  return <PageTitle pageId="account-order" />;
}
