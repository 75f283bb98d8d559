import { describe, expect, it } from 'vitest';
import { themeTokens } from './tokens';

type ColorName = keyof typeof themeTokens.color;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => channel(parseInt(part, 16))) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: ColorName, b: ColorName): number {
  const [light, dark] = [luminance(themeTokens.color[a]), luminance(themeTokens.color[b])].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

describe('theme colours', () => {
  it('computes contrast the WCAG way (black on white is 21:1)', () => {
    expect((luminance('#ffffff') + 0.05) / (luminance('#000000') + 0.05)).toBeCloseTo(21, 5);
  });

  // Text pairs the components use: AA for normal text is 4.5:1.
  const textPairs: Array<[ColorName, ColorName]> = [
    ['text', 'background'],
    ['text', 'surface'],
    ['text', 'surfaceMuted'],
    ['textMuted', 'background'],
    ['textMuted', 'surface'],
    ['textMuted', 'surfaceMuted'],
    ['onBrand', 'brand'],
    ['onBrand', 'brandHover'],
    ['onBrand', 'brandActive'],
    ['brand', 'surface'],
    ['brand', 'background'],
    ['brand', 'brandSubtle'],
    ['textInverse', 'danger'],
    ['textInverse', 'dangerHover'],
    ['danger', 'surface'],
    ['danger', 'dangerSurface'],
    ['success', 'successSurface'],
    ['warning', 'warningSurface'],
    ['info', 'infoSurface'],
    ['success', 'surface'],
    ['warning', 'surface'],
    ['info', 'surface'],
  ];

  it.each(textPairs)('%s on %s reaches 4.5:1', (foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  // Control borders and the focus ring are non-text contrast: 3:1 (WCAG 1.4.11).
  const uiPairs: Array<[ColorName, ColorName]> = [
    ['borderStrong', 'surface'],
    ['borderStrong', 'background'],
    ['focusRing', 'background'],
    ['focusRing', 'surface'],
  ];

  it.each(uiPairs)('%s against %s reaches 3:1', (foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(3);
  });
});

describe('theme fonts', () => {
  it('uses system fonts only, no web font', () => {
    expect(themeTokens.font.body).toMatch(/^system-ui,/);
    expect(JSON.stringify(themeTokens)).not.toMatch(/url\(|@import|fonts\.googleapis/);
  });
});
