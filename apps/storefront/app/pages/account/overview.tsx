import { PageTitle } from '../../components/page-title';
import { pageMeta } from '../../lib/page-meta';

export const meta = pageMeta('account');

export default function AccountOverviewPage() {
  return <PageTitle pageId="account" />;
}
