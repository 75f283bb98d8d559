import { render, screen } from '@testing-library/react';
import { createRemixStub } from '@remix-run/testing';
import { I18nextProvider } from '@gipfel/i18n';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '@gipfel/api';
import { CmsPage } from '@gipfel/cms';
import type { LanguageCode } from '@gipfel/i18n';
import { i18nFromTexts } from '../lib/i18n/i18n';
import { textsFor } from '../lib/i18n/i18n.server';
import { CmsServiceForms } from './cms-service-forms';

const slot = (id: string, config: Record<string, unknown>) => ({
  id,
  type: 'form',
  slot: 'content',
  config: Object.fromEntries(Object.entries(config).map(([name, value]) => [name, { source: 'static', value }])),
  data: null,
});

const page = {
  id: 'p',
  type: 'page',
  sections: [
    {
      id: 's',
      position: 0,
      type: 'default',
      sizingMode: 'boxed',
      blocks: [
        { id: 'b1', position: 0, type: 'form', sectionPosition: 'main', slots: [slot('aaa', { type: 'contact', formKind: 'warranty' })] },
        { id: 'b2', position: 1, type: 'form', sectionPosition: 'main', slots: [slot('bbb', { type: 'contact' })] },
      ],
    },
  ],
} as unknown as Schemas['CmsPage'];

function renderIn(language: LanguageCode) {
  const Stub = createRemixStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ language }),
      Component: () => (
        <CmsServiceForms>
          <CmsPage page={page} />
        </CmsServiceForms>
      ),
    },
  ]);
  return render(
    <I18nextProvider i18n={i18nFromTexts(language, textsFor(language, {}), false)}>
      <Stub initialEntries={['/']} />
    </I18nextProvider>,
  );
}

describe('CmsServiceForms', () => {
  it.each([
    ['de', 'Garantieanfrage', '/warranty', '/contact'],
    ['fr', 'Demande de garantie', '/fr/warranty', '/fr/contact'],
  ] as const)('renders the service forms of CMS form elements, posting to their pages (%s)', async (language, title, warranty, contact) => {
    const { container } = renderIn(language);
    // The form's code loads lazily: on a busy machine that takes more than the default second.
    const forms = await screen.findAllByRole('form', {}, { timeout: 5_000 });
    expect(forms).toHaveLength(2);
    expect(screen.getByRole('form', { name: title })).toHaveAttribute('action', warranty);
    expect(forms[1]).toHaveAttribute('action', contact);
    expect(container.querySelector('input[name="slotId"][value="aaa"]')).not.toBeNull();
    // Ids stay unique with two forms on one page.
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(container.querySelectorAll('img[src^="/api/captcha?lang="]')).toHaveLength(2);
  });
});
