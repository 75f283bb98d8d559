import type { CatalogueContent } from '../catalogue/content';
import { buildCmsMediaBase, buildProductMedia } from '../demo/images';
import { demoManufacturers, demoPropertyGroups, manufacturerId, optionId } from '../demo/properties';
import { DEMO_DELIVERY_TIME_IDS, TAX_RATES, UNIT_IDS, demoDeliveryTimes, demoTaxes, demoUnits } from '../demo/reference';
import type {
  DemoCategory,
  DemoCmsBlock,
  DemoCmsMedia,
  DemoCmsPage,
  DemoCmsSection,
  DemoCmsSlot,
  DemoCrossSelling,
  DemoLandingPage,
  DemoProduct,
  DemoReview,
  Translated,
} from '../demo/types';
import { demoId, mapT, priceOf, slugify, t } from '../demo/util';
import { LANGUAGE_IDS, ROOT_CATEGORY_ID, TAX_IDS } from '../ids';

/**
 * A small catalogue in the demo content model: a few categories in the three navigations, simple
 * products, a product with variants, reviews, a cross-selling, CMS pages and a landing page.
 * It stands in for `src/demo` until the full demo content exists, and keeps unit tests small.
 */

const id = (key: string) => demoId('fixture', key);

function category(partial: Partial<DemoCategory> & Pick<DemoCategory, 'key' | 'name' | 'navigation'>): DemoCategory {
  const seoPath = partial.type === 'link' || partial.type === 'folder' ? null : mapT(partial.name, (text, locale) => `${slugify(text, locale)}/`);
  return {
    id: id(`category:${partial.key}`),
    parentId: null,
    afterCategoryId: null,
    level: 1,
    path: null,
    position: 1,
    type: 'page',
    description: null,
    metaTitle: null,
    metaDescription: null,
    keywords: null,
    seoPath,
    cmsPageId: null,
    mediaId: null,
    linkType: null,
    internalLink: null,
    externalLink: null,
    linkNewTab: false,
    active: true,
    visible: true,
    displayNestedProducts: true,
    productAssignmentType: 'product',
    ...partial,
  };
}

function childOf(parent: DemoCategory, partial: Partial<DemoCategory> & Pick<DemoCategory, 'key' | 'name'>): DemoCategory {
  const base = category({ navigation: parent.navigation, ...partial });
  const seoPath = base.seoPath && parent.seoPath && parent.level > 1
    ? mapT(base.seoPath, (text, locale) => `${parent.seoPath![locale]}${text}`)
    : base.seoPath;
  return { ...base, seoPath, parentId: parent.id, level: parent.level + 1, path: `${parent.path ?? '|'}${parent.id}|` };
}

function slot(key: string, type: string, slotName: string, config: DemoCmsSlot['config'], translatedConfig: DemoCmsSlot['translatedConfig'] = {}): DemoCmsSlot {
  return { id: id(`slot:${key}`), type, slot: slotName, config, translatedConfig };
}

function block(key: string, position: number, type: string, slots: DemoCmsSlot[], sectionPosition: 'main' | 'sidebar' = 'main'): DemoCmsBlock {
  return {
    id: id(`block:${key}`), position, type, name: null, sectionPosition,
    marginTop: '20px', marginBottom: '20px', marginLeft: null, marginRight: null,
    backgroundColor: null, backgroundMediaId: null, backgroundMediaMode: 'cover', cssClass: null,
    visibility: { mobile: true, tablet: true, desktop: true }, slots,
  };
}

function section(key: string, position: number, type: 'default' | 'sidebar', blocks: DemoCmsBlock[]): DemoCmsSection {
  return {
    id: id(`section:${key}`), position, type, name: null, sizingMode: 'boxed', mobileBehavior: 'wrap',
    backgroundColor: null, backgroundMediaId: null, backgroundMediaMode: 'cover', cssClass: null,
    visibility: { mobile: true, tablet: true, desktop: true }, blocks,
  };
}

const staticValue = (value: unknown) => ({ source: 'static' as const, value });

export function createCatalogueFixture(): CatalogueContent {
  // --- media ---------------------------------------------------------------------------------
  const heroMedia: DemoCmsMedia = { ...buildCmsMediaBase('fixture-hero', 'hero', t('Alpenpanorama', 'Alpine panorama', 'Panorama alpin')), key: 'fixture-hero', theme: 'home' };
  const tileMedia: DemoCmsMedia = { ...buildCmsMediaBase('fixture-tile', 'tile', t('Schokolade', 'Chocolate', 'Chocolat')), key: 'fixture-tile', theme: 'chocolate' };

  // --- categories ----------------------------------------------------------------------------
  const root = category({ key: 'root', navigation: 'main', name: t('Startseite', 'Home', 'Accueil'), seoPath: null });
  const rootFixed: DemoCategory = { ...root, id: ROOT_CATEGORY_ID };
  const food = childOf(rootFixed, { key: 'food', name: t('Lebensmittel', 'Food', 'Alimentation'), position: 1, description: t('<p>Feines aus der Schweiz.</p>', '<p>Fine food from Switzerland.</p>', '<p>Produits fins de Suisse.</p>') });
  const household = childOf(rootFixed, { key: 'household', name: t('Haushalt', 'Household', 'Ménage'), position: 2 });
  const recipes = childOf(rootFixed, { key: 'recipes', name: t('Rezepte', 'Recipes', 'Recettes'), position: 3, type: 'link', linkType: 'landing_page' });
  const chocolate = childOf(food, { key: 'chocolate', name: t('Schokolade', 'Chocolate', 'Chocolat'), position: 1, mediaId: tileMedia.id });
  const cheese = childOf(food, { key: 'cheese', name: t('Käse', 'Cheese', 'Fromage'), position: 2 });
  const pans = childOf(household, { key: 'pans', name: t('Pfannen', 'Pans', 'Poêles'), position: 1 });
  const footer = category({ key: 'footer', navigation: 'footer', name: t('Fusszeile', 'Footer', 'Pied de page'), seoPath: null });
  const about = childOf(footer, { key: 'about', name: t('Über uns', 'About us', 'À propos'), position: 1 });
  const service = category({ key: 'service', navigation: 'service', name: t('Service', 'Service', 'Service'), seoPath: null });
  const shipping = childOf(service, { key: 'shipping', name: t('Versand', 'Shipping', 'Livraison'), position: 1 });
  const external = childOf(service, { key: 'external', name: t('Blog', 'Blog', 'Blog'), position: 2, type: 'link', linkType: 'external', externalLink: 'https://example.org/blog', linkNewTab: true });

  // --- products ------------------------------------------------------------------------------
  const physical = {
    active: true, manufacturerNumber: null, optionIds: [], configuratorSettings: [], variantListingConfig: null,
    tierPrices: [], isCloseout: false, available: true, restockTime: null, minPurchase: 1, purchaseSteps: 1, maxPurchase: null,
    deliveryTimeId: DEMO_DELIVERY_TIME_IDS.oneToThreeDays, shippingFree: false, markAsTopseller: false, isNew: false,
    weight: 0.1, width: null, height: null, length: null, unitId: null, purchaseUnit: null, referenceUnit: null,
    packUnit: t('Stück', 'piece', 'pièce'), packUnitPlural: t('Stück', 'pieces', 'pièces'), states: ['is-physical'],
    downloads: [], faq: [], parentId: null, ratingAverage: null, sales: 0, releaseDate: '2026-01-10T00:00:00.000+00:00',
  } satisfies Partial<DemoProduct>;

  function product(key: string, spec: Omit<Partial<DemoProduct>, 'name'> & { name: Translated; productNumber: string; ean: string; family: DemoProduct['family']; chf: number; listChf?: number; tax: 'reduced' | 'standard'; manufacturer: Parameters<typeof manufacturerId>[0] }): DemoProduct {
    const { chf, listChf, tax, manufacturer, ...rest } = spec;
    const media = buildProductMedia(key, spec.productNumber, spec.name);
    const taxRate = TAX_RATES[tax];
    return {
      ...physical,
      id: id(`product:${key}`),
      key,
      label: spec.name.de,
      shortDescription: mapT(spec.name, (text) => `${text}.`),
      description: mapT(spec.name, (text) => `<p>${text}</p>`),
      metaTitle: spec.name,
      metaDescription: spec.name,
      keywords: t('', '', ''),
      seoPath: mapT(spec.name, (text, locale) => `${slugify(text, locale)}/${spec.productNumber}`),
      manufacturerId: manufacturerId(manufacturer),
      taxId: TAX_IDS[tax],
      taxRate,
      categoryIds: [],
      mainCategoryId: '',
      propertyIds: [],
      price: priceOf(chf, taxRate, listChf ?? null),
      stock: 50,
      media,
      coverId: media[0]!.productMediaId,
      ...rest,
    };
  }

  const milk = product('milk-chocolate', {
    name: t('Alpenmilch-Schokolade', 'Alpine milk chocolate', 'Chocolat au lait des Alpes'),
    description: t('<p>Zarte Milchschokolade mit Bündner Alpenmilch.</p>', '<p>Smooth milk chocolate made with Alpine milk from the Grisons.</p>', '<p>Chocolat au lait fondant au lait des Alpes grisonnes.</p>'),
    productNumber: 'GF-10001', ean: '7610000100014', family: 'chocolate', chf: 4.9, listChf: 5.9, tax: 'reduced', manufacturer: 'bernina',
    categoryIds: [chocolate.id], mainCategoryId: chocolate.id, propertyIds: [optionId('diet', 'vegetarian'), optionId('origin', 'graubuenden')],
    markAsTopseller: true, sales: 120, unitId: UNIT_IDS.kg, purchaseUnit: 0.1, referenceUnit: 1, ratingAverage: 4.5,
    keywords: t('Schokolade Milch', 'chocolate milk', 'chocolat lait'),
  });
  const dark = product('dark-chocolate', {
    name: t('Zartbitter-Schokolade 70 %', 'Dark chocolate 70%', 'Chocolat noir 70 %'),
    productNumber: 'GF-10002', ean: '7610000100021', family: 'chocolate', chf: 5.5, tax: 'reduced', manufacturer: 'bernina',
    categoryIds: [chocolate.id], mainCategoryId: chocolate.id, propertyIds: [optionId('diet', 'vegan'), optionId('origin', 'ecuador')],
    shippingFree: true, sales: 80, isNew: true, releaseDate: '2026-10-20T00:00:00.000+00:00',
    tierPrices: [
      { id: id('tier:dark:1'), quantityStart: 1, quantityEnd: 4, price: priceOf(5.5, TAX_RATES.reduced) },
      { id: id('tier:dark:5'), quantityStart: 5, quantityEnd: null, price: priceOf(4.95, TAX_RATES.reduced) },
    ],
  });
  const gruyere = product('gruyere', {
    name: t('Gruyère AOP rezent', 'Gruyère AOP mature', 'Gruyère AOP salé'),
    productNumber: 'GF-10003', ean: '7610000100038', family: 'cheese', chf: 12.8, tax: 'reduced', manufacturer: 'vallon',
    categoryIds: [cheese.id], mainCategoryId: cheese.id, propertyIds: [optionId('diet', 'vegetarian'), optionId('origin', 'fribourg')], sales: 60,
  });
  const hidden = product('inactive', {
    name: t('Ausverkaufte Schokolade', 'Retired chocolate', 'Chocolat retiré'),
    productNumber: 'GF-10004', ean: '7610000100045', family: 'chocolate', chf: 3, tax: 'reduced', manufacturer: 'bernina',
    categoryIds: [chocolate.id], mainCategoryId: chocolate.id, active: false,
  });
  const sizes = [optionId('size', '24cm'), optionId('size', '28cm')];
  const colours = [optionId('colour', 'anthracite'), optionId('colour', 'red')];
  const panParent = product('pan', {
    name: t('Gusseisen-Bratpfanne', 'Cast-iron frying pan', 'Poêle en fonte'),
    productNumber: 'GF-20001', ean: '7610000200011', family: 'pans', chf: 89, tax: 'standard', manufacturer: 'fonderie',
    categoryIds: [pans.id], mainCategoryId: pans.id, propertyIds: [optionId('material', 'cast-iron'), optionId('origin', 'jura')],
    weight: 2.4, width: 280, height: 60, length: 480, stock: 0, sales: 30,
    configuratorSettings: [...sizes, ...colours].map((optionIdValue, index) => ({ id: id(`configurator:${index}`), optionId: optionIdValue, position: index })),
  });
  const variant = (n: number, size: string, colour: string, chf: number): DemoProduct => ({
    ...product(`pan-${n}`, {
      name: panParent.name, productNumber: `GF-2000${n + 1}`, ean: `761000020${String(n).padStart(3, '0')}${n}`, family: 'pans', chf, tax: 'standard', manufacturer: 'fonderie',
    }),
    parentId: panParent.id, categoryIds: panParent.categoryIds, mainCategoryId: panParent.mainCategoryId,
    propertyIds: panParent.propertyIds, optionIds: [size, colour], weight: 2.4, sales: 10 * n,
    seoPath: mapT(panParent.name, (text, locale) => `${slugify(text, locale)}/GF-2000${n + 1}`),
  });
  const variants = [variant(1, sizes[0]!, colours[0]!, 89), variant(2, sizes[1]!, colours[0]!, 109), variant(3, sizes[1]!, colours[1]!, 109)];
  panParent.variantListingConfig = { displayParent: false, mainVariantId: variants[0]!.id, configuratorGroupConfig: [] };

  // --- CMS -----------------------------------------------------------------------------------
  const listingPage: DemoCmsPage = {
    id: id('cms:listing'), key: 'listing', type: 'product_list', name: t('Kategorie-Listing', 'Category listing', 'Liste de catégorie'), previewMediaId: null, cssClass: null,
    sections: [
      section('listing-sidebar', 0, 'sidebar', [
        block('listing-nav', 0, 'category-navigation', [slot('listing-nav', 'category-navigation', 'content', {})], 'sidebar'),
        block('listing-filter', 1, 'sidebar-filter', [slot('listing-filter', 'sidebar-filter', 'content', {})], 'sidebar'),
        block('listing-text', 0, 'text', [slot('listing-text', 'text', 'content', { content: { source: 'mapped', value: 'category.description' } })]),
        block('listing-products', 1, 'product-listing', [slot('listing-products', 'product-listing', 'content', {
          boxLayout: staticValue('standard'), showSorting: staticValue(true), defaultSorting: staticValue('name-asc'), limit: staticValue(2),
        })]),
      ]),
    ],
  };
  const homePage: DemoCmsPage = {
    id: id('cms:home'), key: 'home', type: 'landingpage', name: t('Startseite', 'Home page', "Page d'accueil"), previewMediaId: heroMedia.id, cssClass: null,
    sections: [
      section('home-main', 0, 'default', [
        block('home-hero', 0, 'image-slider', [slot('home-hero', 'image-slider', 'imageSlider', {
          sliderItems: staticValue([{ mediaId: heroMedia.id, url: null, newTab: false }]), navigationArrows: staticValue('outside'),
        })]),
        block('home-intro', 1, 'text', [slot('home-intro', 'text', 'content', {}, {
          content: t('<h2>Willkommen bei Gipfel</h2>', '<h2>Welcome to Gipfel</h2>', '<h2>Bienvenue chez Gipfel</h2>'),
        })]),
        block('home-slider', 2, 'product-slider', [slot('home-slider', 'product-slider', 'productSlider', {
          products: staticValue([milk.id, dark.id, panParent.id]), title: staticValue('Topseller'),
        })]),
        block('home-box', 3, 'product-box', [slot('home-box', 'product-box', 'content', { product: staticValue(gruyere.id), boxLayout: staticValue('standard') })]),
        block('home-image', 4, 'image', [slot('home-image', 'image', 'image', { media: staticValue(tileMedia.id), displayMode: staticValue('cover') }, {
          url: t('/Lebensmittel/Schokolade/', '/en/Food/Chocolate/', '/fr/Alimentation/Chocolat/'),
        })]),
      ]),
    ],
  };
  const contentPage: DemoCmsPage = {
    id: id('cms:content'), key: 'content', type: 'page', name: t('Inhaltsseite', 'Content page', 'Page de contenu'), previewMediaId: null, cssClass: 'gipfel-content',
    sections: [section('content-main', 0, 'default', [block('content-text', 0, 'text', [slot('content-text', 'text', 'content', {}, {
      content: t('<p>Wir sind ein kleiner Laden in Bern.</p>', '<p>We are a small shop in Bern.</p>', '<p>Nous sommes un petit magasin à Berne.</p>'),
    })])])],
  };
  const detailPage: DemoCmsPage = {
    id: id('cms:detail'), key: 'detail', type: 'product_detail', name: t('Produktseite', 'Product page', 'Page produit'), previewMediaId: null, cssClass: null,
    sections: [section('detail-main', 0, 'default', [
      block('detail-gallery', 0, 'gallery-buybox', [
        slot('detail-gallery', 'image-gallery', 'left', { sliderItems: { source: 'mapped', value: 'product.media' } }),
        slot('detail-buybox', 'buy-box', 'right', { product: { source: 'static', value: null } }),
      ]),
      block('detail-description', 1, 'product-description-reviews', [slot('detail-description', 'product-description-reviews', 'content', {})]),
      block('detail-cross', 2, 'cross-selling', [slot('detail-cross', 'cross-selling', 'content', {})]),
    ])],
  };
  rootFixed.cmsPageId = homePage.id;
  for (const cat of [food, chocolate, cheese, household, pans]) cat.cmsPageId = listingPage.id;
  about.cmsPageId = contentPage.id;
  shipping.cmsPageId = contentPage.id;

  const landing: DemoLandingPage = {
    id: id('landing:recipes'), key: 'recipes', name: t('Rezeptideen', 'Recipe ideas', 'Idées de recettes'),
    seoPath: t('Rezeptideen', 'Recipe-ideas', 'Idees-de-recettes'), cmsPageId: homePage.id,
    metaTitle: t('Rezeptideen', 'Recipe ideas', 'Idées de recettes'), metaDescription: t('Kochen mit Gipfel', 'Cooking with Gipfel', 'Cuisiner avec Gipfel'),
    keywords: t('Rezepte', 'recipes', 'recettes'), active: true,
  };
  recipes.internalLink = landing.id;

  // --- reviews and cross-selling ---------------------------------------------------------------
  const review = (n: number, locale: 'de' | 'en' | 'fr', points: number, status: boolean, comment: string | null): DemoReview => ({
    id: id(`review:${n}`), productId: milk.id, languageId: LANGUAGE_IDS[({ de: 'de-DE', en: 'en-GB', fr: 'fr-CH' } as const)[locale]], locale,
    title: `Review ${n}`, content: `Sehr fein, Nummer ${n}.`, points, status, comment,
    externalUser: `Kundin ${n}`, externalEmail: `kundin${n}@example.ch`, createdAt: `2026-10-0${n}T10:00:00.000+00:00`,
  });
  const reviews = [review(1, 'de', 5, true, 'Merci!'), review(2, 'en', 4, true, null), review(3, 'fr', 1, false, null)];
  const crossSelling: DemoCrossSelling = {
    id: id('cross:milk'), productId: milk.id, key: 'goes-well-with', name: t('Passt dazu', 'Goes well with', 'Se marie bien avec'),
    position: 1, type: 'productList', active: true, sortBy: 'name', sortDirection: 'ASC', limit: 24,
    assignedProducts: [{ id: id('cross:milk:1'), productId: gruyere.id, position: 1 }, { id: id('cross:milk:2'), productId: dark.id, position: 2 }],
  };

  return {
    products: [milk, dark, gruyere, hidden, panParent, ...variants],
    categories: [rootFixed, food, household, recipes, chocolate, cheese, pans, footer, about, service, shipping, external],
    manufacturers: demoManufacturers,
    propertyGroups: demoPropertyGroups,
    cmsPages: [listingPage, homePage, contentPage, detailPage],
    cmsMedia: [heroMedia, tileMedia],
    landingPages: [landing],
    reviews,
    crossSellings: [crossSelling],
    taxes: demoTaxes,
    units: demoUnits,
    deliveryTimes: demoDeliveryTimes,
  };
}
