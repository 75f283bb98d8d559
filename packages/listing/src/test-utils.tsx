import { render, type RenderOptions } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement, ReactNode } from 'react';
import type { Schemas } from '@gipfel/api';
import { createI18n, type LanguageCode, I18nextProvider } from '@gipfel/i18n';
import { formsTexts } from '@gipfel/forms';
import { uiTexts } from '@gipfel/ui';
import configuratorFixture from '../../../fixtures/shopware-responses/Configurator.json';
import crossSellingFixture from '../../../fixtures/shopware-responses/CrossSellingResponse.json';
import productBoxFixture from '../../../fixtures/shopware-responses/CmsProductBox.json';
import productFixture from '../../../fixtures/shopware-responses/Product.json';
import searchFixture from '../../../fixtures/shopware-responses/Search.json';
import tierFixture from '../../../fixtures/shopware-responses/ProductTierPrices.json';
import { listingTexts } from './texts';

/** The real Shopware responses of the repository's `fixtures/shopware-responses`, typed. */
export const fixtures = {
  /** A variant (parentId set) with two images, 19 in stock, reference price. */
  product: productFixture as unknown as Schemas['Product'],
  /** A variant with tier prices, 2 in stock, and its configurator. */
  tierProduct: tierFixture.product as unknown as Schemas['Product'],
  tierConfigurator: tierFixture.configurator as unknown as Schemas['PropertyGroup'][],
  configurator: configuratorFixture as unknown as Schemas['PropertyGroup'][],
  /** `POST /search`: one product, real aggregation shapes, six sortings. */
  search: searchFixture as unknown as Schemas['ProductListingResult'],
  crossSellings: crossSellingFixture as unknown as Schemas['CrossSellingElementCollection'],
  /** The product of a CMS product box: a single article with an SEO URL. */
  boxProduct: productBoxFixture.data.product as unknown as Schemas['Product'],
};

/** Renders with the listing and ui texts of one language. */
export function renderIn(language: LanguageCode, ui: ReactElement, options: Omit<RenderOptions, 'wrapper'> = {}) {
  const i18n = createI18n({ language, namespaces: { listing: listingTexts, ui: uiTexts, forms: formsTexts } });
  function Wrapper({ children }: { children: ReactNode }) {
    return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  }
  return render(ui, { wrapper: Wrapper, ...options });
}

/** axe violations as readable lines (colour contrast needs real layout, which jsdom lacks). */
export async function a11yViolations(node: Element): Promise<string[]> {
  const results = await axe.run(node, { resultTypes: ['violations'], rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}
