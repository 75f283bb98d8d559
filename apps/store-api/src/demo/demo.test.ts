import { describe, expect, it, vi } from 'vitest';
import { ROOT_CATEGORY_ID } from '../ids';
import {
  DEMO_LOCALES,
  FREE_SHIPPING_THRESHOLD_CHF,
  categoryByKey,
  demoBundles,
  demoCategories,
  demoCmsMedia,
  demoCmsPages,
  demoCountries,
  demoCrossSellings,
  demoLandingPages,
  demoManufacturers,
  demoMedia,
  demoPaymentMethods,
  demoProducts,
  demoPropertyGroups,
  demoReviews,
  demoSalutations,
  demoShippingMethods,
  isValidEan13,
  parseProductImagePath,
  renderDemoMedia,
  renderProductImage,
  type Translated,
} from './index';

const UUID = /^[0-9a-f]{32}$/;

function expectTranslated(value: Translated | null, where: string): void {
  expect(value, where).not.toBeNull();
  for (const locale of DEMO_LOCALES) expect(value?.[locale]?.trim().length ?? 0, `${where} (${locale})`).toBeGreaterThan(0);
}

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => (seen.has(value) ? true : (seen.add(value), false)));
}

/** Minimal XML well-formedness check: balanced tags, quoted attributes, only known entities. */
function assertWellFormedXml(xml: string): void {
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  let match: RegExpExecArray | null;
  const checkText = (text: string): void => {
    expect(text, 'raw < in text').not.toMatch(/</);
    expect(text.replace(/&(amp|lt|gt|quot|#39);/g, ''), 'unescaped &').not.toMatch(/&/);
  };
  while ((match = tag.exec(xml)) !== null) {
    checkText(xml.slice(last, match.index));
    last = tag.lastIndex;
    const [, closing, name, attributes, selfClosing] = match;
    for (const value of (attributes ?? '').matchAll(/="([^"]*)"/g)) checkText(value[1] ?? '');
    if (closing) expect(stack.pop(), `closing </${name}>`).toBe(name);
    else if (!selfClosing) stack.push(name!);
  }
  checkText(xml.slice(last));
  expect(stack).toEqual([]);
}

const parents = demoProducts.filter((product) => product.parentId === null);
const categoryIds = new Set(demoCategories.map((category) => category.id));
const productIds = new Set(demoProducts.map((product) => product.id));

describe('demo catalogue: products', () => {
  it('has at least 150 products (not counting variants) plus variants', () => {
    expect(parents.length).toBeGreaterThanOrEqual(150);
    expect(demoProducts.length).toBeGreaterThan(parents.length);
  });

  it('covers every family', () => {
    const families = new Set(demoProducts.map((product) => product.family));
    for (const family of ['chocolate', 'cheese', 'baking', 'spices', 'pasta', 'coffee', 'tea', 'drinks', 'tools', 'pans', 'knives', 'storage', 'cleaning', 'digital']) {
      expect(families.has(family as never), family).toBe(true);
    }
  });

  it('has all texts in de, en and fr', () => {
    for (const product of demoProducts) {
      const where = product.productNumber;
      for (const field of ['name', 'shortDescription', 'description', 'metaTitle', 'metaDescription', 'keywords', 'seoPath', 'packUnit', 'packUnitPlural'] as const) {
        expectTranslated(product[field], `${where} ${field}`);
      }
      expect(product.description.de).not.toBe(product.description.fr);
      expect(product.description.en).toMatch(/^<p>.+<\/p>$/);
      for (const locale of DEMO_LOCALES) assertWellFormedXml(`<div>${product.description[locale]}</div>`);
      const sentences = product.description.en.replace(/<[^>]+>/g, ' ').split(/[.!?](?:\s|$)/).filter((s) => s.trim().length > 0);
      expect(sentences.length, `${where} sentences`).toBeGreaterThanOrEqual(2);
      expect(sentences.length, `${where} sentences`).toBeLessThanOrEqual(4);
      expect(JSON.stringify(product).toLowerCase()).not.toContain('lorem');
    }
  });

  it('has unique ids, product numbers, EANs and SEO paths per language', () => {
    expect(duplicates(demoProducts.map((product) => product.id))).toEqual([]);
    expect(duplicates(demoProducts.map((product) => product.productNumber))).toEqual([]);
    expect(duplicates(demoProducts.map((product) => product.ean))).toEqual([]);
    for (const locale of DEMO_LOCALES) {
      expect(duplicates(demoProducts.map((product) => product.seoPath[locale]))).toEqual([]);
      expect(duplicates(demoCategories.flatMap((category) => (category.seoPath ? [category.seoPath[locale]] : [])))).toEqual([]);
    }
    for (const product of demoProducts) {
      expect(product.id).toMatch(UUID);
      expect(product.productNumber).toMatch(/^GF-1\d{4}(\.\d+)?$/);
      expect(product.seoPath.de.endsWith(`/${product.productNumber}`)).toBe(true);
      expect(product.seoPath.fr).not.toMatch(/^\/|[^A-Za-z0-9\-/.]/);
    }
  });

  it('has valid EAN-13 codes', () => {
    for (const product of demoProducts) expect(isValidEan13(product.ean), product.ean).toBe(true);
    expect(isValidEan13('7612345100013')).toBe(false);
  });

  it('has positive prices with net per tax rate, and list prices above the price on sale', () => {
    let onSale = 0;
    for (const product of demoProducts) {
      expect([2.6, 8.1]).toContain(product.taxRate);
      for (const currency of ['CHF', 'EUR'] as const) {
        const price = product.price[currency];
        expect(price.gross, product.productNumber).toBeGreaterThan(0);
        expect(price.net).toBeCloseTo(price.gross / (1 + product.taxRate / 100), 1);
        if (price.listPrice) {
          expect(price.listPrice.gross, product.productNumber).toBeGreaterThan(price.gross);
          if (currency === 'CHF') onSale += 1;
        }
      }
      for (const tier of product.tierPrices) expect(tier.price.CHF.gross).toBeGreaterThan(0);
      if (product.tierPrices.length > 0) {
        expect(product.tierPrices.at(-1)?.quantityEnd).toBeNull();
        expect(product.tierPrices[0]?.quantityStart).toBe(product.minPurchase);
      }
    }
    expect(onSale).toBeGreaterThan(10);
    const food = demoProducts.filter((product) => ['chocolate', 'cheese', 'coffee'].includes(product.family));
    expect(food.every((product) => product.taxRate === 2.6)).toBe(true);
    expect(demoProducts.filter((product) => product.family === 'pans').every((product) => product.taxRate === 8.1)).toBe(true);
  });

  it('mixes stock situations, purchase rules, flags and digital products', () => {
    expect(demoProducts.some((product) => !product.available && product.stock === 0)).toBe(true);
    expect(demoProducts.some((product) => product.isCloseout && product.stock > 0 && product.stock < 5)).toBe(true);
    expect(demoProducts.some((product) => product.minPurchase > 1 && product.purchaseSteps > 1 && product.maxPurchase !== null)).toBe(true);
    expect(demoProducts.filter((product) => product.tierPrices.length > 0).length).toBeGreaterThan(5);
    expect(demoProducts.filter((product) => product.markAsTopseller).length).toBeGreaterThan(10);
    expect(demoProducts.filter((product) => product.isNew).length).toBeGreaterThan(10);
    const digital = demoProducts.filter((product) => product.states.includes('is-download'));
    expect(digital.length).toBeGreaterThanOrEqual(3);
    for (const product of digital) {
      expect(product.downloads.length).toBeGreaterThan(0);
      expect(product.weight).toBeNull();
    }
    for (const product of demoProducts) {
      expect(product.available).toBe(!(product.isCloseout && product.stock < product.minPurchase));
      if (!product.states.includes('is-download')) expect(product.weight ?? 0).toBeGreaterThan(0);
    }
  });

  it('has variants with configurator settings on their parent', () => {
    const variants = demoProducts.filter((product) => product.parentId !== null);
    expect(variants.length).toBeGreaterThan(10);
    for (const variant of variants) {
      const parent = demoProducts.find((product) => product.id === variant.parentId);
      expect(parent).toBeDefined();
      expect(variant.optionIds).toHaveLength(1);
      expect(parent?.configuratorSettings.map((setting) => setting.optionId)).toContain(variant.optionIds[0]);
      expect(parent?.variantListingConfig?.mainVariantId).toBeTruthy();
    }
    const optionIds = new Set(demoPropertyGroups.flatMap((group) => group.options.map((option) => option.id)));
    for (const product of demoProducts) for (const id of [...product.propertyIds, ...product.optionIds]) expect(optionIds.has(id)).toBe(true);
  });

  it('references existing categories, manufacturers and delivery times', () => {
    const manufacturerIds = new Set(demoManufacturers.map((manufacturer) => manufacturer.id));
    for (const product of demoProducts) {
      expect(product.categoryIds.length).toBeGreaterThan(0);
      for (const id of product.categoryIds) expect(categoryIds.has(id), product.productNumber).toBe(true);
      expect(product.categoryIds).toContain(product.mainCategoryId);
      expect(manufacturerIds.has(product.manufacturerId)).toBe(true);
    }
  });
});

describe('demo catalogue: images', () => {
  it('gives every product at least two images with 280/800/1920 renditions', () => {
    for (const product of demoProducts) {
      expect(product.media.length, product.productNumber).toBeGreaterThanOrEqual(2);
      expect(product.coverId).toBe(product.media[0]?.productMediaId);
      product.media.forEach((media, index) => {
        expect(media.thumbnails.map((thumb) => thumb.width)).toEqual([280, 800, 1920]);
        for (const thumb of media.thumbnails) {
          expect(thumb.url).toBe(`/media/product/${product.productNumber}-${index}-${thumb.width}.svg`);
          expect(parseProductImagePath(thumb.url)).toEqual({ productNumber: product.productNumber, index, width: thumb.width });
        }
        expectTranslated(media.alt, `${product.productNumber} alt`);
      });
    }
    expect(duplicates(demoMedia.map((media) => media.id))).toEqual([]);
    expect(demoMedia.every((media) => !/^https?:/.test(media.url))).toBe(true);
  });

  it('renders well-formed SVG with escaped text', () => {
    const svg = renderProductImage({ label: 'Salz & Pfeffer <"scharf">', family: 'spices', index: 0, width: 280 });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('Salz &amp; Pfeffer &lt;&quot;scharf&quot;&gt;');
    assertWellFormedXml(svg);
    for (const product of demoProducts.slice(0, 40)) {
      const rendered = renderDemoMedia(product.media[1]!.thumbnails[1]!.url);
      expect(rendered).not.toBeNull();
      assertWellFormedXml(rendered!);
    }
    for (const media of demoCmsMedia) assertWellFormedXml(renderDemoMedia(media.url)!);
    expect(renderDemoMedia('/media/product/GF-99999-0-280.svg')).toBeNull();
    expect(renderProductImage({ label: 'x', family: 'pans', index: 1, width: 800 })).toBe(renderProductImage({ label: 'x', family: 'pans', index: 1, width: 800 }));
  });
});

describe('demo catalogue: categories', () => {
  it('has unique ids, resolvable parents and links', () => {
    expect(duplicates(demoCategories.map((category) => category.id))).toEqual([]);
    const landingIds = new Set(demoLandingPages.map((page) => page.id));
    const cmsIds = new Set(demoCmsPages.map((page) => page.id));
    for (const category of demoCategories) {
      expectTranslated(category.name, category.key);
      if (category.parentId !== null) expect(categoryIds.has(category.parentId), category.key).toBe(true);
      if (category.afterCategoryId !== null) expect(categoryIds.has(category.afterCategoryId)).toBe(true);
      if (category.cmsPageId !== null) expect(cmsIds.has(category.cmsPageId), category.key).toBe(true);
      if (category.type === 'page' && category.level > 1) expectTranslated(category.seoPath, `${category.key} seo`);
      if (category.description) for (const locale of DEMO_LOCALES) assertWellFormedXml(`<div>${category.description[locale]}</div>`);
      if (category.type !== 'page') expect(category.seoPath).toBeNull();
      if (category.type === 'link') {
        expect(category.linkType).not.toBeNull();
        // External links: an https URL, or the storefront's own path in each language (the recipes).
        if (category.linkType === 'external' && !category.externalLinkTranslated) expect(category.externalLink).toMatch(/^https:\/\//);
        if (category.externalLinkTranslated) {
          expect(category.linkType).toBe('external');
          expect(category.externalLinkTranslated).toEqual({ de: '/recipes', en: '/en/recipes', fr: '/fr/recipes' });
        }
        if (category.linkType === 'category') expect(categoryIds.has(category.internalLink!)).toBe(true);
        if (category.linkType === 'product') expect(productIds.has(category.internalLink!)).toBe(true);
        if (category.linkType === 'landing_page') expect(landingIds.has(category.internalLink!)).toBe(true);
      }
    }
    expect(new Set(demoCategories.map((category) => category.type))).toEqual(new Set(['page', 'link', 'folder']));
    // Instagram in the footer and the recipes at the end of the main navigation.
    expect(demoCategories.filter((category) => category.linkType === 'external').map((category) => category.key)).toEqual(['recipes', 'footer-instagram']);
    const top = demoCategories.filter((category) => category.parentId === ROOT_CATEGORY_ID).sort((a, b) => a.position - b.position);
    expect(top.at(-1)?.key).toBe('recipes');
    expect(new Set(demoCategories.map((category) => category.navigation))).toEqual(new Set(['main', 'footer', 'service']));
  });

  it('has a main navigation three levels deep below the root, with SEO paths per language', () => {
    const root = demoCategories.find((category) => category.id === ROOT_CATEGORY_ID);
    expect(root?.level).toBe(1);
    expect(Math.max(...demoCategories.filter((category) => category.navigation === 'main').map((category) => category.level))).toBe(4);
    expect(categoryByKey('chocolate').seoPath).toEqual({ de: 'Lebensmittel/Schokolade/', en: 'Food/Chocolate/', fr: 'Alimentation/Chocolat/' });
    expect(categoryByKey('kitchen-pans').seoPath?.de).toBe('Haushalt/Kueche/Pfannen/');
    const pans = categoryByKey('kitchen-pans');
    expect(pans.path).toBe(`|${ROOT_CATEGORY_ID}|${categoryByKey('household').id}|${categoryByKey('kitchen').id}|`);
    // Every leaf with products is a main-navigation page.
    for (const product of demoProducts) expect(demoCategories.find((category) => category.id === product.mainCategoryId)?.navigation).toBe('main');
  });
});

describe('demo catalogue: CMS, reviews, cross-selling', () => {
  it('has home, listing, detail and two landing pages with resolvable references', () => {
    const types = demoCmsPages.map((page) => page.type);
    expect(types).toEqual(expect.arrayContaining(['landingpage', 'product_list', 'product_detail', 'page']));
    const mediaIds = new Set(demoMedia.map((media) => media.id));
    const ids = demoCmsPages.flatMap((page) => [page.id, ...page.sections.flatMap((s) => [s.id, ...s.blocks.flatMap((b) => [b.id, ...b.slots.map((slot) => slot.id)])])]);
    expect(duplicates(ids)).toEqual([]);
    const blockTypes = new Set(demoCmsPages.flatMap((page) => page.sections.flatMap((s) => s.blocks.map((b) => b.type))));
    for (const type of ['image-slider', 'text', 'product-slider', 'image-text-row', 'image-gallery', 'sidebar-filter', 'product-listing', 'gallery-buybox', 'product-description-reviews', 'cross-selling']) {
      expect(blockTypes.has(type), type).toBe(true);
    }
    for (const page of demoCmsPages) {
      expectTranslated(page.name, page.key);
      for (const section of page.sections) {
        if (section.backgroundMediaId) expect(mediaIds.has(section.backgroundMediaId)).toBe(true);
        for (const block of section.blocks) {
          for (const slot of block.slots) {
            const media = slot.config.media;
            if (media?.source === 'static' && typeof media.value === 'string') expect(mediaIds.has(media.value), slot.id).toBe(true);
            const products = slot.config.products;
            if (products?.source === 'static') for (const id of products.value as string[]) expect(productIds.has(id)).toBe(true);
            for (const [field, text] of Object.entries(slot.translatedConfig)) {
              expectTranslated(text, slot.id);
              if (field !== 'content') continue;
              for (const locale of DEMO_LOCALES) {
                expect(text[locale]).not.toMatch(/<script|on\w+=|javascript:/i);
                assertWellFormedXml(`<div>${text[locale]}</div>`);
              }
            }
          }
        }
      }
    }
    const listing = demoCmsPages.find((page) => page.type === 'product_list');
    expect(listing?.sections[0]?.type).toBe('sidebar');
    const listingSlot = listing?.sections[0]?.blocks.flatMap((b) => b.slots).find((slot) => slot.type === 'product-listing');
    expect(listingSlot?.config.limit?.value).toBe(24);
    expect(listing?.sections[0]?.blocks.some((b) => b.sectionPosition === 'sidebar' && b.type === 'sidebar-filter')).toBe(true);
    expect(demoLandingPages.map((page) => page.name.de)).toEqual(['Fondue-Saison', 'Schoggi-Wochen']);
    for (const landing of demoLandingPages) expect(demoCmsPages.some((page) => page.id === landing.cmsPageId)).toBe(true);
  });

  it('has mixed-language reviews, some pending and some answered', () => {
    expect(demoReviews.length).toBeGreaterThan(100);
    expect(new Set(demoReviews.map((review) => review.locale))).toEqual(new Set(['de', 'en', 'fr']));
    expect(demoReviews.some((review) => !review.status)).toBe(true);
    expect(demoReviews.some((review) => review.comment !== null)).toBe(true);
    for (const review of demoReviews) {
      expect(productIds.has(review.productId)).toBe(true);
      expect(review.points).toBeGreaterThanOrEqual(1);
      expect(review.points).toBeLessThanOrEqual(5);
    }
    const perProduct = new Map<string, number>();
    for (const review of demoReviews) perProduct.set(review.productId, (perProduct.get(review.productId) ?? 0) + 1);
    expect(Math.max(...perProduct.values())).toBeLessThanOrEqual(5);
    expect(parents.some((product) => product.ratingAverage === null)).toBe(true);
  });

  it('has cross-selling groups, bundles and FAQ entries pointing at existing products', () => {
    expect(demoCrossSellings.length).toBeGreaterThan(150);
    for (const group of demoCrossSellings) {
      expect(productIds.has(group.productId)).toBe(true);
      for (const assigned of group.assignedProducts) expect(productIds.has(assigned.productId)).toBe(true);
    }
    expect(demoBundles.length).toBeGreaterThanOrEqual(3);
    for (const bundle of demoBundles) {
      for (const item of bundle.items) expect(productIds.has(item.productId)).toBe(true);
      expect(bundle.price.CHF.gross).toBeLessThan(bundle.price.CHF.listPrice!.gross);
    }
    const withFaq = demoProducts.filter((product) => product.faq.length > 0);
    expect(withFaq.length).toBeGreaterThan(10);
    for (const product of withFaq) for (const entry of product.faq) expectTranslated(entry.answer, product.productNumber);
  });

  it('exports the reference data', () => {
    expect(FREE_SHIPPING_THRESHOLD_CHF).toBe(100);
    expect(demoShippingMethods.length).toBe(3);
    expect(demoPaymentMethods.length).toBe(4);
    expect(demoSalutations.length).toBe(3);
    expect(demoCountries[0]?.iso).toBe('CH');
  });
});

describe('demo catalogue: generation', () => {
  // Deterministic output only: how fast it generates is the benchmark's business (`pnpm bench`),
  // not a timed test that fails on a busy machine.
  it('is deterministic', async () => {
    const load = async (): Promise<string> => {
      vi.resetModules();
      const m = await import('./index');
      return JSON.stringify([m.demoProducts, m.demoCategories, m.demoCmsPages, m.demoReviews, m.demoCrossSellings, m.demoBundles]);
    };
    const first = await load();
    expect(await load()).toBe(first);
  });
});
