import { PageTitle } from '../components/page-title';
import { pageMeta } from '../lib/page-meta';

export const meta = pageMeta('blog-post');

export default function BlogPostPage() {
  return <PageTitle pageId="blog-post" />;
}
