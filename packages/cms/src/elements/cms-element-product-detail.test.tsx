import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Schemas } from '@gipfel/api';
import cmsFixture from '../../../../fixtures/shopware-responses/CmsPage.json';
import configuratorFixture from '../../../../fixtures/shopware-responses/Configurator.json';
import crossSellingFixture from '../../../../fixtures/shopware-responses/CrossSellingResponse.json';
import productBoxFixture from '../../../../fixtures/shopware-responses/CmsProductBox.json';
import productFixture from '../../../../fixtures/shopware-responses/Product.json';
import { expectNoAxeViolations, renderWithI18n } from '../blog-test-utils';
import { CmsContextProvider } from '../cms-context';
import { CmsPage } from '../cms-page';
import {
  CmsElementBuyBox,
  CmsElementCrossSelling,
  CmsElementManufacturerLogo,
  CmsElementProductDescriptionReviews,
  CmsElementProductName,
} from './cms-element-product-detail';
import { CmsElementCategoryNavigation } from './cms-element-category-navigation';

const product = productFixture as unknown as Schemas['Product'];
const boxProduct = productBoxFixture.data.product as unknown as Schemas['Product'];
const configurator = configuratorFixture as unknown as Schemas['PropertyGroup'][];
const crossSellings = crossSellingFixture as unknown as Schemas['CrossSellingElementCollection'];
const block = cmsFixture.cmsPage.sections[0]!.blocks[0]! as unknown as Schemas['CmsBlock'];

/** A slot as Shopware sends it, with the data its element resolver fills. */
function slot(type: string, data: Record<string, unknown> | null, config: Record<string, unknown> = {}): Schemas['CmsSlot'] {
  return {
    id: `${type.replace(/-/g, '').padEnd(32, '0').slice(0, 32)}`,
    type,
    slot: 'content',
    blockId: block.id,
    config,
    translated: { config },
    fieldConfig: [],
    data,
    apiAlias: 'cms_slot',
  } as unknown as Schemas['CmsSlot'];
}

const review = {
  id: '0190a4f0c4b27a1e8a3b5c6d7e8f9012',
  productId: product.id,
  title: 'Schön gereift',
  content: 'Würzig und fein.',
  points: 4,
  status: true,
  createdAt: '2026-01-10T10:00:00.000+00:00',
  apiAlias: 'product_review',
};

const slots = {
  buyBox: slot('buy-box', { productId: product.id, product, configuratorSettings: configurator, totalReviews: 1, apiAlias: 'cms_buy_box' }),
  name: slot('product-name', { content: product.translated.name, apiAlias: 'cms_text' }, { content: { source: 'mapped', value: 'product.name' } }),
  descriptionReviews: slot('product-description-reviews', {
    productId: product.id,
    product,
    reviews: { elements: [review, { ...review, id: '0190a4f0c4b27a1e8a3b5c6d7e8f9013', title: 'Noch nicht freigegeben', status: false }], total: 1, apiAlias: 'product_review_result' },
    ratingSuccess: false,
    apiAlias: 'cms_product_description_reviews',
  }),
  crossSelling: slot('cross-selling', { crossSellings, apiAlias: 'cms_cross_selling' }),
  manufacturer: slot('manufacturer-logo', { mediaId: null, url: boxProduct.manufacturer?.link ?? null, newTab: true, media: null, manufacturer: boxProduct.manufacturer, apiAlias: 'cms_manufacturer_logo' }),
  navigation: slot('category-navigation', null),
};

const tree = [
  {
    id: 'c0000000000000000000000000000001',
    name: 'Lebensmittel',
    translated: { name: 'Lebensmittel' },
    type: 'page',
    active: true,
    visible: true,
    seoUrls: [{ seoPathInfo: 'Lebensmittel/', isCanonical: true }],
    children: [
      { id: 'c0000000000000000000000000000002', name: 'Käse', translated: { name: 'Käse' }, type: 'page', active: true, visible: true, seoUrls: [], children: [] },
      { id: 'c0000000000000000000000000000003', name: 'Versteckt', translated: { name: 'Versteckt' }, type: 'page', active: true, visible: false, children: [] },
    ],
  },
] as unknown as Schemas['Category'][];

describe('product detail CMS elements (fixture data)', () => {
  it('buy-box renders the price, stock and variant choice of data.product (de)', () => {
    renderWithI18n(<CmsElementBuyBox slot={slots.buyBox} block={block} />, 'de');
    expect(screen.getByRole('heading', { level: 2, name: 'Cigar Special 40%' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'In den Warenkorb' })).toBeInTheDocument();
    expect(screen.getAllByRole('group').length).toBeGreaterThan(0);
    expect(document.body).toHaveTextContent(/CHF|€/);
  });

  it('product-name is the page heading from data.content', () => {
    renderWithI18n(<CmsElementProductName slot={slots.name} block={block} />, 'en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cigar Special 40%');
  });

  it('product-description-reviews sanitises the description and shows approved reviews only (fr)', () => {
    const withScript = slot('product-description-reviews', {
      ...(slots.descriptionReviews.data as object),
      product: { ...product, translated: { ...product.translated, description: '<p onclick="x()">Fein<script>alert(1)</script></p>' } },
    });
    const { container } = renderWithI18n(<CmsElementProductDescriptionReviews slot={withScript} block={block} />, 'fr');
    expect(screen.getByRole('heading', { name: 'Description' })).toBeInTheDocument();
    expect(container.innerHTML).not.toMatch(/<script|onclick|alert/);
    expect(screen.getByRole('heading', { name: 'Évaluations' })).toBeInTheDocument();
    expect(screen.getByText('Schön gereift')).toBeInTheDocument();
    expect(screen.queryByText('Noch nicht freigegeben')).not.toBeInTheDocument();
  });

  it('product-description-reviews drops overlaying styles from the description', () => {
    const overlay = slot('product-description-reviews', {
      ...(slots.descriptionReviews.data as object),
      product: { ...product, translated: { ...product.translated, description: '<p style="position:fixed;inset:0;color:red">Fein</p>' } },
    });
    const { container } = renderWithI18n(<CmsElementProductDescriptionReviews slot={overlay} block={block} />, 'de');
    expect(screen.getByText('Fein')).toHaveAttribute('style', 'color:red');
    expect(container.innerHTML).not.toMatch(/position|inset/);
  });

  it('cross-selling renders the groups of data.crossSellings', () => {
    renderWithI18n(<CmsElementCrossSelling slot={slots.crossSelling} block={block} />, 'en');
    expect(screen.getByRole('heading', { name: 'You may also like' })).toBeInTheDocument();
  });

  it('manufacturer-logo links the manufacturer (name without a logo) in a new tab', () => {
    renderWithI18n(<CmsElementManufacturerLogo slot={slots.manufacturer} block={block} />, 'de');
    const link = screen.getByRole('link', { name: 'Hersteller: Springlane' });
    expect(link).toHaveAttribute('href', 'http://www.springlane.de');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('category-navigation shows the tree the host passes, visible categories only, the current one marked', () => {
    renderWithI18n(
      <CmsContextProvider value={{ navigation: { tree, activeId: 'c0000000000000000000000000000002' }, localizeHref: (href) => `/en${href}` }}>
        <CmsElementCategoryNavigation />
      </CmsContextProvider>,
      'en',
    );
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(nav).getByRole('link', { name: 'Lebensmittel' })).toHaveAttribute('href', '/en/Lebensmittel/');
    expect(within(nav).getByRole('link', { name: 'Käse' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Käse' })).toHaveAttribute('href', '/en/navigation/c0000000000000000000000000000002');
    expect(within(nav).queryByText('Versteckt')).not.toBeInTheDocument();
  });

  it('render nothing without their data', () => {
    const { container } = renderWithI18n(
      <>
        <CmsElementBuyBox slot={slot('buy-box', null)} block={block} />
        <CmsElementProductName slot={slot('product-name', { content: null })} block={block} />
        <CmsElementProductDescriptionReviews slot={slot('product-description-reviews', null)} block={block} />
        <CmsElementCrossSelling slot={slot('cross-selling', { crossSellings: [] })} block={block} />
        <CmsElementManufacturerLogo slot={slot('manufacturer-logo', { media: null, manufacturer: null })} block={block} />
        <CmsElementCategoryNavigation />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('a product detail layout renders through the registry in development without unknown-element notes, axe clean', async () => {
    const page = {
      ...cmsFixture.cmsPage,
      type: 'product_detail',
      sections: [
        {
          ...cmsFixture.cmsPage.sections[0],
          blocks: [{ ...cmsFixture.cmsPage.sections[0]!.blocks[0], slots: Object.values(slots) }],
        },
      ],
    } as unknown as Schemas['CmsPage'];
    const { container } = renderWithI18n(<CmsPage page={page} development navigation={{ tree }} />, 'de');
    expect(container).not.toHaveTextContent('Kein Element');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cigar Special 40%');
    expect(screen.getByRole('navigation', { name: 'Kategorien' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'You may also like' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
