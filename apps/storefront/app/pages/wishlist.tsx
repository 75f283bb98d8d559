import { PageTitle } from '../components/page-title';
import { pageMeta } from '../lib/page-meta';

export const meta = pageMeta('wishlist');

export default function WishlistPage() {
  return <PageTitle pageId="wishlist" />;
}
