import { PageTitle } from '../components/page-title';
import { pageMeta } from '../lib/page-meta';

export const meta = pageMeta('newsletter-subscribe');

export default function NewsletterSubscribePage() {
  return <PageTitle pageId="newsletter-subscribe" />;
}
