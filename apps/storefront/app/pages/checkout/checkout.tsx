import { PageTitle } from '../../components/page-title';
import { pageMeta } from '../../lib/page-meta';

export const meta = pageMeta('checkout');

export default function CheckoutPage() {
  return <PageTitle pageId="checkout" />;
}
