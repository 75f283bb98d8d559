import { PageTitle } from '../../components/page-title';
import { pageMeta } from '../../lib/page-meta';

export const meta = pageMeta('account-profile');

export default function AccountProfilePage() {
  return <PageTitle pageId="account-profile" />;
}
