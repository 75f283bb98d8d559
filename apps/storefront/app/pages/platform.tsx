import { PageTitle } from '../components/page-title';
import { pageMeta } from '../lib/page-meta';

export const meta = pageMeta('platform');

export default function PlatformPage() {
  return <PageTitle pageId="platform" />;
}
