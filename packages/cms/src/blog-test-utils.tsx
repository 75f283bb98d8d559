import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { expect } from 'vitest';
import { createI18n, type LanguageCode, I18nextProvider } from '@gipfel/i18n';
import { listingTexts } from '@gipfel/listing';
import { uiTexts } from '@gipfel/ui';
import { cmsTexts } from './texts';
import { sanitizeHtmlInBrowser } from './rich-text/browser';
import { RichTextProvider } from './rich-text/rich-text-context';

/**
 * Renders with the cms, listing and ui texts of one language (the blog components use all three),
 * rich text sanitised in the browser as a host without a server does (`RichTextProvider`).
 */
export function renderWithI18n(ui: ReactElement, language: LanguageCode = 'de') {
  const i18n = createI18n({ language, namespaces: { cms: cmsTexts, listing: listingTexts, ui: uiTexts } });
  return render(
    <I18nextProvider i18n={i18n}>
      <RichTextProvider sanitize={sanitizeHtmlInBrowser}>{ui}</RichTextProvider>
    </I18nextProvider>,
  );
}

/** axe on the rendered markup; colour contrast cannot be computed in jsdom. */
export async function expectNoAxeViolations(container: Element) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}
