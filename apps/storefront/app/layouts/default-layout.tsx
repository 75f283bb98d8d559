import { Outlet } from '@remix-run/react';
import { CmsServiceForms } from '../components/cms-service-forms';
import { PageFrame } from '../components/page-frame';
import { RouteError } from '../components/route-error';
import { loadLayoutData } from './layout-data.server';
import { useLayoutNavigation } from './use-layout-navigation';

export const loader = loadLayoutData;

export default function DefaultLayout() {
  return (
    <PageFrame navigation={useLayoutNavigation()}>
      <CmsServiceForms>
        <Outlet />
      </CmsServiceForms>
    </PageFrame>
  );
}

export function ErrorBoundary() {
  return (
    <PageFrame navigation={useLayoutNavigation()}>
      <RouteError />
    </PageFrame>
  );
}
