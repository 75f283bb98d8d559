import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import type { Schemas } from '@gipfel/api';
import { createI18n, type LanguageCode, I18nextProvider } from '@gipfel/i18n';
import cmsFixture from '../../../../fixtures/shopware-responses/CmsPage.json';
import { CmsContextProvider } from '../cms-context';
import { cmsTexts } from '../texts';
import { CmsElementForm, CmsFormProvider, getCmsFormKind } from './cms-element-form';
import { cmsElements } from './cms-elements';

const block = cmsFixture.cmsPage.sections[0]!.blocks[0]! as unknown as Schemas['CmsBlock'];
const formSlot = (config: Record<string, unknown>, translated: Record<string, unknown> = {}) =>
  ({
    ...block.slots[0]!,
    type: 'form',
    config: Object.fromEntries(Object.entries(config).map(([name, value]) => [name, { source: 'static', value }])),
    translated: { config: Object.fromEntries(Object.entries(translated).map(([name, value]) => [name, { source: 'static', value }])) },
    data: null,
  }) as unknown as Schemas['CmsSlot'];

function renderIn(ui: ReactElement, language: LanguageCode = 'de') {
  const i18n = createI18n({ language, namespaces: { cms: cmsTexts } });
  return render(
    <I18nextProvider i18n={i18n}>
      <CmsContextProvider value={{ localizeHref: (href) => (language === 'de' ? href : `/${language}${href}`) }}>{ui}</CmsContextProvider>
    </I18nextProvider>,
  );
}

describe('getCmsFormKind', () => {
  it("reads Shopware's type and Gipfel's formKind", () => {
    expect(getCmsFormKind(formSlot({ type: 'contact' }))).toBe('contact');
    expect(getCmsFormKind(formSlot({ type: 'newsletter' }))).toBe('newsletter');
    expect(getCmsFormKind(formSlot({ type: 'contact', formKind: 'repair' }))).toBe('repair');
    expect(getCmsFormKind(formSlot({ formKind: 'warranty' }))).toBe('warranty');
    expect(getCmsFormKind(formSlot({ type: 'return' }))).toBe('return');
    expect(getCmsFormKind(formSlot({ type: 'contact', formKind: 'other' }))).toBe('contact');
    expect(getCmsFormKind(formSlot({ type: 'poll' }))).toBeUndefined();
    expect(getCmsFormKind(formSlot({}))).toBeUndefined();
    // The translated config wins.
    expect(getCmsFormKind(formSlot({ type: 'contact' }, { formKind: 'return' }))).toBe('return');
  });
});

describe('CmsElementForm', () => {
  it('is registered for the form type', () => {
    expect(cmsElements.form).toBe(CmsElementForm);
  });

  it('links to the form page in each language without a host renderer', async () => {
    for (const [language, name, href] of [
      ['de', 'Zum Reparaturauftrag', '/repair-request'],
      ['en', 'Go to the repair request', '/en/repair-request'],
      ['fr', 'Vers la demande de réparation', '/fr/repair-request'],
    ] as const) {
      const { container, unmount } = renderIn(<CmsElementForm slot={formSlot({ type: 'contact', formKind: 'repair' })} block={block} />, language);
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
      const results = await axe.run(container);
      expect(results.violations).toEqual([]);
      unmount();
    }
  });

  it('hands kind, title and confirmation text to the host renderer', () => {
    renderIn(
      <CmsFormProvider render={({ kind, title, confirmationText }) => <p>{`${kind}|${title}|${confirmationText}`}</p>}>
        <CmsElementForm slot={formSlot({ type: 'contact', formKind: 'warranty', title: 'Garantie', confirmationText: 'Danke' })} block={block} />
      </CmsFormProvider>,
    );
    expect(screen.getByText('warranty|Garantie|Danke')).toBeInTheDocument();
  });

  it('renders nothing for an unknown form type', () => {
    const { container } = renderIn(<CmsElementForm slot={formSlot({ type: 'poll' })} block={block} />);
    expect(container).toBeEmptyDOMElement();
  });
});
