import { PageTitle } from '../../components/page-title';
import { pageMeta } from '../../lib/page-meta';

export const meta = pageMeta('account-address');

export default function AccountAddressPage() {
  return <PageTitle pageId="account-address" />;
}
