import { Outlet } from '@remix-run/react';
import { PageFrame } from '../components/page-frame';
import { RouteError } from '../components/route-error';

export default function DefaultLayout() {
  return (
    <PageFrame>
      <Outlet />
    </PageFrame>
  );
}

export function ErrorBoundary() {
  return (
    <PageFrame>
      <RouteError />
    </PageFrame>
  );
}
