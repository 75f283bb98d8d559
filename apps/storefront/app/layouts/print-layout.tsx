import { Outlet } from '@remix-run/react';
import { RouteError } from '../components/route-error';
import { languageSegmentLoader } from '../lib/i18n/language';

export const loader = languageSegmentLoader;

/**
 * The bare layout of print views (the recipe print view): no header, navigation or footer,
 * only the page on white. The page's own styles set the paper (A4, `@page`).
 */
export default function PrintLayout() {
  return (
    <main id="main" tabIndex={-1} style={{ padding: '1rem', background: '#fff' }}>
      <Outlet />
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <main id="main" tabIndex={-1} style={{ padding: '1rem' }}>
      <RouteError />
    </main>
  );
}
