import { Outlet } from '@remix-run/react';
import { useTranslation } from '@gipfel/i18n';
import { PageFrame } from '../components/page-frame';
import { RouteError } from '../components/route-error';
import { languageSegmentLoader } from '../lib/i18n/language';

export const loader = languageSegmentLoader;

/** Cart and checkout: no distractions, only the way back to the shop. */
export default function CheckoutLayout() {
  const { t } = useTranslation('storefront');
  return (
    <PageFrame variant="reduced">
      <p>{t('checkoutHeader.secure')}</p>
      <Outlet />
    </PageFrame>
  );
}

export function ErrorBoundary() {
  return (
    <PageFrame variant="reduced">
      <RouteError />
    </PageFrame>
  );
}
