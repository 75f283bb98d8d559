import { describe, expect, it } from 'vitest';
import cmsFixture from '../../../fixtures/shopware-responses/CmsPage.json';
import { hideOnDesktop, hideOnMobile } from '@gipfel/ui';
import * as styles from './cms.css';
import { getBackgroundImageUrl, getBackgroundImageWidth, getCmsLayoutConfig, getVisibilityClasses } from './layout-config';

const [section] = cmsFixture.cmsPage.sections;
const block = section!.blocks[0]!;

describe('getBackgroundImageWidth', () => {
  it('rounds up to a multiple of 100, defaults to 800 and caps at 1900 above 1920', () => {
    expect(getBackgroundImageWidth(undefined)).toBe(800);
    expect(getBackgroundImageWidth(0)).toBe(800);
    expect(getBackgroundImageWidth(801)).toBe(900);
    expect(getBackgroundImageWidth(1200)).toBe(1200);
    expect(getBackgroundImageWidth(1850)).toBe(1900);
    expect(getBackgroundImageWidth(1901)).toBe(1900);
    expect(getBackgroundImageWidth(3840)).toBe(1900);
  });
});

describe('getBackgroundImageUrl', () => {
  it('adds the width to the URL, keeping an existing query', () => {
    expect(getBackgroundImageUrl('https://cdn.example/a.webp', 1920)).toBe('https://cdn.example/a.webp?width=1900');
    expect(getBackgroundImageUrl('https://cdn.example/a.webp?1662453914', 640)).toBe('https://cdn.example/a.webp?1662453914&width=700');
    expect(getBackgroundImageUrl('/media/a.jpg#x')).toBe('/media/a.jpg?width=800#x');
  });

  it("rejects URLs longer than 1000 characters with 'Url is too long'", () => {
    const url = `https://cdn.example/${'a'.repeat(981)}`;
    expect(url.length).toBe(1001);
    expect(() => getBackgroundImageUrl(url)).toThrow('Url is too long');
    expect(() => getBackgroundImageUrl(url.slice(0, 1000))).not.toThrow();
  });
});

describe('getVisibilityClasses', () => {
  it('hides on the devices switched off', () => {
    expect(getVisibilityClasses({ mobile: true, tablet: true, desktop: true })).toEqual([]);
    expect(getVisibilityClasses({ mobile: false, tablet: true, desktop: false })).toEqual([hideOnMobile, hideOnDesktop]);
    expect(getVisibilityClasses(null)).toEqual([]);
  });
});

describe('getCmsLayoutConfig', () => {
  it('reads the fixture section: full width, visible everywhere, no background', () => {
    expect(getCmsLayoutConfig(section!)).toEqual({ className: styles.fullWidth, style: {} });
  });

  it('reads the fixture block: margins and background colour', () => {
    expect(getCmsLayoutConfig(block)).toEqual({
      className: '',
      style: { backgroundColor: '#fafbfcff', marginTop: '5%', marginRight: '5%', marginBottom: '5%', marginLeft: '5%' },
    });
  });

  it('combines css classes, visibility, boxed sizing and a background image', () => {
    const config = getCmsLayoutConfig({
      cssClass: 'teaser  highlight',
      sizingMode: 'boxed',
      visibility: { mobile: false, tablet: true, desktop: true },
      backgroundMedia: { url: 'https://cdn.example/bg.jpg', metaData: { width: 2400 } },
      backgroundMediaMode: 'contain',
    });
    expect(config.className).toBe(`teaser highlight ${hideOnMobile} ${styles.boxed}`);
    expect(config.style).toEqual({ backgroundImage: 'url("https://cdn.example/bg.jpg?width=1900")', backgroundSize: 'contain' });
  });

  it('drops a background image whose URL is too long, unsafe values and foreign schemes', () => {
    const config = getCmsLayoutConfig({
      backgroundMedia: { url: `https://cdn.example/${'x'.repeat(1000)}` },
      backgroundColor: 'red;background:url(x)',
      marginTop: 'calc(1px);x:y',
    });
    expect(config.style).toEqual({});
    expect(getCmsLayoutConfig({ backgroundMedia: { url: 'javascript:alert(1)' } }).style).toEqual({});
  });
});
