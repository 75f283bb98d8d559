import { render } from '@testing-library/react';
import { createRemixStub } from '@remix-run/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { pendingNavigationKey } from '../lib/client/reload-guard';
import { BuildWatcher } from './build-watcher';

type RouterWindow = Window & { __remixRouter?: unknown };

function renderWatcher() {
  const Stub = createRemixStub([{ path: '/en/news', Component: () => <BuildWatcher /> }]);
  return render(<Stub initialEntries={['/en/news']} />);
}

describe('BuildWatcher', () => {
  afterEach(() => {
    delete (window as RouterWindow).__remixRouter;
    window.sessionStorage.clear();
  });

  it('records the navigation the router is running when the page goes away before React rendered it', () => {
    const { unmount } = renderWatcher();
    (window as RouterWindow).__remixRouter = { state: { navigation: { state: 'loading', location: { pathname: '/en/Food/', search: '', hash: '' } } } };
    window.dispatchEvent(new Event('pagehide'));
    const pending = JSON.parse(window.sessionStorage.getItem(pendingNavigationKey) ?? 'null') as { from: string; to: string } | null;
    // The window's path in the test environment is the "from" (the page being left).
    expect(pending).toMatchObject({ from: window.location.pathname, to: '/en/Food/' });
    unmount();
  });

  it('records nothing when the page goes away with the router idle or submitting', () => {
    const { unmount } = renderWatcher();
    (window as RouterWindow).__remixRouter = { state: { navigation: { state: 'idle' } } };
    window.dispatchEvent(new Event('pagehide'));
    (window as RouterWindow).__remixRouter = { state: { navigation: { state: 'loading', formMethod: 'POST', location: { pathname: '/en/Food/', search: '', hash: '' } } } };
    window.dispatchEvent(new Event('pagehide'));
    expect(window.sessionStorage.getItem(pendingNavigationKey)).toBeNull();
    unmount();
  });

  it('stops listening when it unmounts', () => {
    const { unmount } = renderWatcher();
    unmount();
    (window as RouterWindow).__remixRouter = { state: { navigation: { state: 'loading', location: { pathname: '/en/Food/', search: '', hash: '' } } } };
    window.dispatchEvent(new Event('pagehide'));
    expect(window.sessionStorage.getItem(pendingNavigationKey)).toBeNull();
  });
});
