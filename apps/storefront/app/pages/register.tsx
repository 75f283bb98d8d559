import { PageTitle } from '../components/page-title';
import { pageMeta } from '../lib/page-meta';

export const meta = pageMeta('register');

export default function RegisterPage() {
  return <PageTitle pageId="register" />;
}
