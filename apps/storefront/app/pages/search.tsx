import { PageTitle } from '../components/page-title';
import { pageMeta } from '../lib/page-meta';

export const meta = pageMeta('search');

export default function SearchPage() {
  return <PageTitle pageId="search" />;
}
