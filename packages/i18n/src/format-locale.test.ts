import { describe, expect, it } from 'vitest';
import { formatLocaleOf } from './format-locale';


describe('formatLocaleOf (the one seam from a language code to a formatting locale)', () => {
  it('gives the demo shop\'s languages their Swiss formatting locale and uses a locale as it is', () => {
    expect(['de', 'en', 'fr', 'FR'].map(formatLocaleOf)).toEqual(['de-CH', 'en-GB', 'fr-CH', 'fr-CH']);
    expect(['it-CH', 'de-DE', 'en-GB', 'de-AT'].map(formatLocaleOf)).toEqual(['it-CH', 'de-DE', 'en-GB', 'de-AT']);
  });

  it('maps no language to another: an unknown language is not written as German', () => {
    expect(formatLocaleOf('it')).toBe('it');
    expect(formatLocaleOf(undefined)).toBe('de-CH');
  });
});
