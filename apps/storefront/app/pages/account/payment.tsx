import { PageTitle } from '../../components/page-title';
import { pageMeta } from '../../lib/page-meta';

export const meta = pageMeta('account-payment');

export default function AccountPaymentPage() {
  return <PageTitle pageId="account-payment" />;
}
