import { PageTitle } from '../../components/page-title';
import { pageMeta } from '../../lib/page-meta';

export const meta = pageMeta('checkout-success-paid');

export default function CheckoutSuccessPaidPage() {
  return <PageTitle pageId="checkout-success-paid" />;
}
