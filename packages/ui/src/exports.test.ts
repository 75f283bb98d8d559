import { describe, expect, it } from 'vitest';
import * as ui from './index';

// Pins the public API: adding or removing an export is a decision, not an accident.
describe('@gipfel/ui exports', () => {
  it('exports exactly these runtime values', () => {
    expect(Object.keys(ui).sort()).toEqual(
      [
        'AccountIcon',
        'AppLink',
        'CartIcon',
        'HeaderIconLabel',
        'HeaderIconLink',
        'HeaderTextLink',
        'ShopHeader',
        'WishlistIcon',
        'Button',
        'LinkProvider',
        'Checkbox',
        'Dialog',
        'DialogClose',
        'Drawer',
        'NavigationDrawer',
        'PhoneActionBar',
        'Select',
        'Spinner',
        'TextField',
        'VisuallyHidden',
        'breakpoints',
        'classifyHref',
        'cmsVisibilityClassName',
        'hideOnDesktop',
        'hideOnMobile',
        'hideOnTablet',
        'countPill',
        'isSafeHref',
        'mediaQueries',
        'tapTarget',
        'themeTokens',
        'uiTexts',
        'useHydrated',
        'useLinkPolicy',
        'useTypedBeforeHydration',
        'vars',
        'visuallyHidden',
      ].sort(),
    );
  });

  // Host wiring lives in its own entry, `@gipfel/ui/host` (decision 0067), never in the domain entry.
  it('exports the host wiring from ./host only', async () => {
    expect(Object.keys(await import('./host')).sort()).toEqual(['captureChoicesScript', 'restoreChoicesBeforeHydration']);
  });

  it('exposes the theme as CSS custom properties with stable names', () => {
    expect(ui.vars.color.brand).toBe('var(--gipfel-color-brand)');
    expect(ui.vars.space.md).toBe('var(--gipfel-space-md)');
    expect(ui.vars.fontSize['2xl']).toBe('var(--gipfel-fontSize-2xl)');
  });
});
