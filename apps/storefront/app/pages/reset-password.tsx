import { PageTitle } from '../components/page-title';
import { pageMeta } from '../lib/page-meta';

export const meta = pageMeta('reset-password');

export default function ResetPasswordPage() {
  return <PageTitle pageId="reset-password" />;
}
