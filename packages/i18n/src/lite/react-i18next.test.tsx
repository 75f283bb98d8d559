import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider as RealProvider, useTranslation as useRealTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n, type CreateI18nOptions, type PackageTexts } from '../index';
import type { LiteI18n } from './i18next';
import { referenceI18next } from './i18next-reference.test-support';
import { I18nextProvider as LiteProvider, useTranslation as useLiteTranslation } from './react-i18next';

const texts: Record<string, PackageTexts> = {
  shop: {
    de: { title: 'Warenkorb', items_one: '{{count}} Artikel', items_other: '{{count}} Artikel', hello: 'Grüezi {{name}}' },
    en: { title: 'Cart', items_one: '{{count}} item', items_other: '{{count}} items', hello: 'Hello {{name}}' },
    fr: { title: 'Panier', items_one: '{{count}} article', items_other: '{{count}} articles', hello: 'Bonjour {{name}}' },
  },
  forms: { de: { required: 'Pflichtfeld' }, en: { required: 'Required' }, fr: { required: 'Obligatoire' } },
};

/** The text runtime, as `createI18n` makes it. */
function lite(options: CreateI18nOptions): LiteI18n {
  return createI18n(options);
}

type UseT = (ns: string | string[]) => { t: (key: string, options?: Record<string, unknown>) => string; i18n: { language: string } };

function Cart({ useT, count }: { useT: UseT; count: number }) {
  const { t, i18n } = useT(['shop', 'forms']);
  return (
    <section lang={i18n.language}>
      <h1>{t('title')}</h1>
      <p>{t('items', { count })}</p>
      <p>{t('hello', { name: 'Anna' })}</p>
      <label>{t('forms:required')}</label>
      <span>{t('missing.key')}</span>
    </section>
  );
}

describe('lite react-i18next', () => {
  for (const language of ['de', 'en', 'fr'] as const) {
    it(`renders what react-i18next renders and hydrates its HTML without a mismatch (${language})`, async () => {
      const real = referenceI18next({ language, namespaces: texts });
      const serverHtml = renderToString(
        <RealProvider i18n={real}>
          <Cart useT={useRealTranslation as unknown as UseT} count={1} />
          <Cart useT={useRealTranslation as unknown as UseT} count={3} />
        </RealProvider>,
      );
      const mine = lite({ language, namespaces: texts });
      const browserTree = (
        <LiteProvider i18n={mine}>
          <Cart useT={useLiteTranslation as unknown as UseT} count={1} />
          <Cart useT={useLiteTranslation as unknown as UseT} count={3} />
        </LiteProvider>
      );
      expect(renderToString(browserTree)).toBe(serverHtml);

      const container = document.createElement('div');
      container.innerHTML = serverHtml;
      const onRecoverableError = vi.fn();
      await act(async () => {
        hydrateRoot(container, browserTree, { onRecoverableError });
      });
      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(container.innerHTML).toBe(serverHtml);
    });
  }

  it('without a provider gives the default value or the key', () => {
    function Bare() {
      const { t, ready } = useLiteTranslation('shop');
      return (
        <p data-ready={String(ready)}>
          {t('title')} {t('other', { defaultValue: 'Ersatz' })}
        </p>
      );
    }
    expect(renderToString(<Bare />)).toBe('<p data-ready="false">title<!-- --> <!-- -->Ersatz</p>');
  });
});
