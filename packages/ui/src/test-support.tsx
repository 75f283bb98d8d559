import { createI18n, type LanguageCode, I18nextProvider } from '@gipfel/i18n';
import { render, type RenderOptions } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement, ReactNode } from 'react';
import { uiTexts } from './texts';

/** Renders inside an I18nextProvider with the `ui` texts of one language (German by default). */
export function renderWithI18n(
  ui: ReactElement,
  { language = 'de', ...options }: Omit<RenderOptions, 'wrapper'> & { language?: LanguageCode } = {},
) {
  const i18n = createI18n({ language, namespaces: { ui: uiTexts } });
  function Wrapper({ children }: { children: ReactNode }) {
    return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  }
  return render(ui, { wrapper: Wrapper, ...options });
}

/**
 * Runs axe and lists the serious and critical violations as readable lines, so a failing
 * assertion says what is wrong. Colour contrast needs real layout, which jsdom lacks; the theme
 * test and Storybook's a11y addon check it instead.
 */
export async function seriousA11yViolations(node: Element = document.body): Promise<string[]> {
  const results = await axe.run(node, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}
