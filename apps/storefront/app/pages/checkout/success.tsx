import { PageTitle } from '../../components/page-title';
import { pageMeta } from '../../lib/page-meta';

export const meta = pageMeta('checkout-success');

export default function CheckoutSuccessPage() {
  return <PageTitle pageId="checkout-success" />;
}
