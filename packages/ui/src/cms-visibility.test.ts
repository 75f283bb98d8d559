import { describe, expect, it } from 'vitest';
import { cmsVisibilityClassName } from './cms-visibility';
import { hideOnDesktop, hideOnMobile, hideOnTablet } from './responsive.css';

describe('cmsVisibilityClassName', () => {
  it('returns no class when shown everywhere or when visibility is missing', () => {
    expect(cmsVisibilityClassName({ mobile: true, tablet: true, desktop: true })).toBe('');
    expect(cmsVisibilityClassName({})).toBe('');
    expect(cmsVisibilityClassName(null)).toBe('');
    expect(cmsVisibilityClassName(undefined)).toBe('');
  });

  it('maps each hidden device class to its hide class', () => {
    expect(cmsVisibilityClassName({ mobile: false, tablet: true, desktop: true })).toBe(hideOnMobile);
    expect(cmsVisibilityClassName({ mobile: true, tablet: false, desktop: true })).toBe(hideOnTablet);
    expect(cmsVisibilityClassName({ mobile: true, tablet: true, desktop: false })).toBe(hideOnDesktop);
  });

  it('combines several hide classes', () => {
    const classNames = cmsVisibilityClassName({ mobile: false, tablet: false, desktop: true }).split(' ');
    expect(classNames).toEqual([hideOnMobile, hideOnTablet]);
  });

  it('treats null like a missing flag (shown)', () => {
    expect(cmsVisibilityClassName({ mobile: null, tablet: false, desktop: null })).toBe(hideOnTablet);
  });

  it('has three distinct, non-empty hide classes', () => {
    expect(new Set([hideOnMobile, hideOnTablet, hideOnDesktop]).size).toBe(3);
    for (const className of [hideOnMobile, hideOnTablet, hideOnDesktop]) expect(className).toMatch(/\S/);
  });
});
