import { PageTitle } from '../components/page-title';
import { pageMeta } from '../lib/page-meta';

export const meta = pageMeta('login');

export default function LoginPage() {
  return <PageTitle pageId="login" />;
}
