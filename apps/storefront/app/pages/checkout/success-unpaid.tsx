import { PageTitle } from '../../components/page-title';
import { pageMeta } from '../../lib/page-meta';

export const meta = pageMeta('checkout-success-unpaid');

export default function CheckoutSuccessUnpaidPage() {
  return <PageTitle pageId="checkout-success-unpaid" />;
}
