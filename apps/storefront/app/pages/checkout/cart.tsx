import { PageTitle } from '../../components/page-title';
import { pageMeta } from '../../lib/page-meta';

export const meta = pageMeta('checkout-cart');

export default function CartPage() {
  return <PageTitle pageId="checkout-cart" />;
}
