import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { expect } from 'vitest';
import { formsTexts } from '@gipfel/forms';
import { createI18n, type LanguageCode, I18nextProvider } from '@gipfel/i18n';
import { uiTexts } from '@gipfel/ui';
import { checkoutTexts } from './texts';

export function renderWithI18n(ui: ReactElement, language: LanguageCode = 'de') {
  const i18n = createI18n({ language, namespaces: { checkout: checkoutTexts, forms: formsTexts, ui: uiTexts } });
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

/** axe on the rendered markup; colour contrast cannot be computed in jsdom. */
export async function expectNoAxeViolations(container: Element) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}
