import { isRouteErrorResponse, useLocation, useRouteError } from '@remix-run/react';
import { parseLocalePath } from '../lib/i18n/shop-locales';
import { ErrorPage } from './error-page';
import { MaintenancePage } from './maintenance-page';

/**
 * The one error view of every route: maintenance for MAINTENANCE_MODE, the error page with a
 * translated message for thrown responses, a plain 500 for anything else (never a stack trace).
 */
export function RouteError() {
  const error = useRouteError();
  const location = useLocation();
  const { language } = parseLocalePath(location.pathname);
  if (isRouteErrorResponse(error)) {
    // A layout's 404 carries its message beside the shell's data (`LayoutNotFound`).
    const carried = (error.data as { message?: unknown } | null)?.message;
    const message = typeof error.data === 'string' ? error.data : typeof carried === 'string' ? carried : error.statusText;
    if (error.status === 503 && message === 'MAINTENANCE_MODE') return <MaintenancePage />;
    const retryAfter = (error.data as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
    return <ErrorPage status={error.status} language={language} message={message} retryAfterSeconds={typeof retryAfter === 'number' ? retryAfter : undefined} />;
  }
  return <ErrorPage status={500} language={language} />;
}
