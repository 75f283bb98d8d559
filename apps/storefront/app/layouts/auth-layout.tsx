import { Outlet } from '@remix-run/react';
import { PageFrame } from '../components/page-frame';
import { RouteError } from '../components/route-error';
import { languageSegmentLoader } from '../lib/i18n/language';

export const loader = languageSegmentLoader;

/** Sign-in and sign-up: a reduced header and one narrow column. */
export default function AuthLayout() {
  return (
    <PageFrame variant="reduced" narrow>
      <Outlet />
    </PageFrame>
  );
}

export function ErrorBoundary() {
  return (
    <PageFrame variant="reduced" narrow>
      <RouteError />
    </PageFrame>
  );
}
