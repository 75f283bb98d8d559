import { DELIVERY_TIME_IDS, TAX_IDS } from '../ids';
import { DIGITAL_SPECS, HOUSEHOLD_SPECS } from './catalogue-household';
import { DRINK_SPECS } from './catalogue-drinks';
import { FOOD_SPECS } from './catalogue-food';
import type { ItemSpec, LeafSpec } from './catalogue-spec';
import { NEW_CATEGORY_KEY, SALE_CATEGORY_KEY } from './categories';
import { faqForProduct } from './faq';
import { buildProductMedia } from './images';
import { categoryId, productId } from './keys';
import { COLOURS, DIETS, MANUFACTURERS, MATERIALS, ORIGINS, PROPERTY_GROUP_IDS, SIZES, manufacturerId, optionId } from './properties';
import { DEMO_DELIVERY_TIME_IDS, TAX_RATES, UNIT_IDS } from './reference';
import { ratingAverage, reviewsForProduct } from './reviews';
import type { DemoDownload, DemoLocale, DemoPrice, DemoProduct, DemoReview, DemoTierPrice, Translated, UnitKey } from './types';
import {
  DEMO_LOCALES,
  DEMO_REFERENCE_DATE,
  NEW_PRODUCT_DAYS,
  daysBeforeReference,
  daysBetween,
  demoId,
  ean13,
  escapeHtml,
  hashNumber,
  mapT,
  pick,
  priceOf,
  round05,
  round2,
  slugify,
} from './util';

/** All leaf specs in catalogue order; product numbers follow this order. */
export const CATALOGUE_SPECS: LeafSpec[] = [...FOOD_SPECS, ...DRINK_SPECS, ...HOUSEHOLD_SPECS, ...DIGITAL_SPECS];

export const FIRST_PRODUCT_NUMBER = 10001;

function fill(template: Translated, vars: Record<string, Translated>): Translated {
  return mapT(template, (text, locale) => text.replace(/\{(\w+)\}/g, (whole, name: string) => vars[name]?.[locale] ?? whole));
}

function same(text: string): Translated {
  return { de: text, en: text, fr: text };
}

function decimal(value: number, locale: DemoLocale): string {
  const text = String(round2(value));
  return locale === 'en' ? text : text.replace('.', ',');
}

/** "100 g", "1 kg", "0,75 l", "6 Stück"; empty for a single piece. */
function contentText(amount: number, unit: LeafSpec['unit']): Translated {
  return Object.fromEntries(DEMO_LOCALES.map((locale) => {
    let text: string;
    if (unit === 'g') text = amount >= 1000 ? `${decimal(amount / 1000, locale)} kg` : `${amount} g`;
    else if (unit === 'ml') text = `${decimal(amount / 1000, locale)} l`;
    else if (amount <= 1) text = '';
    else text = `${amount} ${locale === 'de' ? 'Stück' : locale === 'en' ? 'pieces' : 'pièces'}`;
    return [locale, text];
  })) as unknown as Translated;
}

function unitFields(amount: number, unit: LeafSpec['unit']): { unitId: string | null; purchaseUnit: number | null; referenceUnit: number | null } {
  let key: UnitKey | null;
  let purchaseUnit: number;
  let referenceUnit: number;
  if (unit === 'g' && amount < 1000) [key, purchaseUnit, referenceUnit] = ['g', amount, 100];
  else if (unit === 'g') [key, purchaseUnit, referenceUnit] = ['kg', amount / 1000, 1];
  else if (unit === 'ml') [key, purchaseUnit, referenceUnit] = ['l', amount / 1000, 1];
  else if (amount > 1) [key, purchaseUnit, referenceUnit] = ['piece', amount, 1];
  else return { unitId: null, purchaseUnit: null, referenceUnit: null };
  return { unitId: UNIT_IDS[key], purchaseUnit: round2(purchaseUnit), referenceUnit };
}

const DELIVERY: Record<NonNullable<ItemSpec['delivery']>, string> = {
  oneDay: DELIVERY_TIME_IDS.oneDay,
  oneToThreeDays: DELIVERY_TIME_IDS.oneToThreeDays,
  twoToFourDays: DELIVERY_TIME_IDS.twoToFourDays,
  threeToFiveDays: DEMO_DELIVERY_TIME_IDS.threeToFiveDays,
  oneToTwoWeeks: DEMO_DELIVERY_TIME_IDS.oneToTwoWeeks,
};

function tierPrices(key: string, chf: number, listChf: number | null, taxRate: number, min: number, max: number | null): DemoTierPrice[] {
  let bands: [number, number | null, number][] = [[min, 5 * min - 1, 1], [5 * min, 10 * min - 1, 0.95], [10 * min, null, 0.9]];
  if (max !== null && 10 * min > max) bands = [[min, 3 * min - 1, 1], [3 * min, 6 * min - 1, 0.95], [6 * min, null, 0.9]];
  return bands.map(([quantityStart, quantityEnd, factor]) => ({
    id: demoId('product-price', `${key}:${quantityStart}`),
    quantityStart,
    quantityEnd,
    price: priceOf(factor === 1 ? chf : round05(chf * factor), taxRate, factor === 1 ? listChf : null),
  }));
}

function downloadsOf(key: string, productNumber: string, name: Translated): DemoDownload[] {
  return [{
    id: demoId('product-download', key),
    mediaId: demoId('media', `download:${key}`),
    position: 1,
    fileName: productNumber,
    fileExtension: 'pdf',
    mimeType: 'application/pdf',
    url: `/media/download/${productNumber}.pdf`,
    title: name,
  }];
}

const DIET_SENTENCE: Translated = { de: 'Eigenschaften: {list}.', en: 'Properties: {list}.', fr: 'Caractéristiques : {list}.' };
const MATERIAL_SENTENCE: Translated = { de: 'Material: {list}.', en: 'Material: {list}.', fr: 'Matériau : {list}.' };
const ORGANIC: Translated = { de: ' In Bio-Qualität.', en: ' Organic quality.', fr: ' Qualité bio.' };

function listOf(items: Translated[], template: Translated): Translated {
  return mapT(template, (text, locale) => text.replace('{list}', items.map((item, index) => (index === 0 || locale === 'de' ? item[locale] : item[locale].toLowerCase())).join(', ')));
}

interface Built {
  products: DemoProduct[];
  reviews: DemoReview[];
}

function build(): Built {
  const products: DemoProduct[] = [];
  const reviews: DemoReview[] = [];
  let number = FIRST_PRODUCT_NUMBER;

  for (const leaf of CATALOGUE_SPECS) {
    for (const item of leaf.items) {
      const seq = number;
      number += 1;
      const key = item.key;
      const id = productId(key);
      const productNumber = `GF-${seq}`;
      const maker = MANUFACTURERS[item.maker ?? leaf.maker];
      const makerKey = item.maker ?? leaf.maker;
      const origin = ORIGINS[item.origin];
      const digital = leaf.family === 'digital';
      const taxRate = TAX_RATES[leaf.tax];
      const diets = item.diets ?? leaf.diets ?? [];
      const materials = item.materials ?? leaf.materials ?? [];
      const unit = item.unit ?? leaf.unit;
      const content = contentText(item.amount, unit);
      const vars = { maker: same(maker.name), from: origin.from, in: origin.in, origin: origin.name, content, name: item.name };

      // Texts
      const contentPart = mapT(content, (text) => (text === '' ? '' : `, ${text}`));
      const shortDescription = mapT(leaf.noun, (noun, locale) => {
        const by = locale === 'de' ? 'von' : locale === 'en' ? 'by' : 'par';
        return `${noun} ${origin.from[locale]} ${by} ${maker.name}${contentPart[locale]}.${diets.includes('organic') ? ORGANIC[locale] : ''}`;
      });
      const story = fill(pick(leaf.story, `story:${key}`), vars);
      const use = fill(item.use ?? pick(leaf.uses, `use:${key}`), vars);
      const extra = materials.length > 0
        ? listOf(materials.map((m) => MATERIALS[m]), MATERIAL_SENTENCE)
        : diets.length > 0 ? listOf(diets.map((d) => DIETS[d]), DIET_SENTENCE) : null;
      const description = mapT(item.note, (note, locale) =>
        `<p>${escapeHtml(`${note} ${story[locale]}`)}</p><p>${escapeHtml(`${use[locale]}${extra ? ` ${extra[locale]}` : ''}`)}</p>`);

      // Prices, stock, dates
      const listChf = item.listPrice ?? null;
      const minPurchase = item.minPurchase ?? 1;
      const purchaseSteps = item.purchaseSteps ?? 1;
      const maxPurchase = item.maxPurchase ?? null;
      const hash = hashNumber(`product:${key}`);
      const isNewSpec = item.isNew === true;
      const releaseDays = isNewSpec ? 2 + (hash % 26) : 45 + (hash % 900);
      const releaseDate = daysBeforeReference(releaseDays, 6);
      const isNew = daysBetween(DEMO_REFERENCE_DATE, releaseDate) <= NEW_PRODUCT_DAYS;
      const onSale = listChf !== null;
      const categoryIds = [categoryId(leaf.category)];
      if (onSale) categoryIds.push(categoryId(SALE_CATEGORY_KEY));
      if (isNew) categoryIds.push(categoryId(NEW_CATEGORY_KEY));
      const propertyIds = [
        ...diets.map((d) => optionId('diet', d)),
        optionId('origin', item.origin),
        ...materials.map((m) => optionId('material', m)),
      ];

      const stockOf = (seed: string, soldOut: boolean, lowStock: boolean): { stock: number; isCloseout: boolean; restockTime: number | null } => {
        if (digital) return { stock: 9999, isCloseout: false, restockTime: null };
        if (soldOut) return { stock: 0, isCloseout: true, restockTime: 14 };
        if (lowStock) return { stock: 2 + (hashNumber(`low:${seed}`) % 3), isCloseout: true, restockTime: 7 };
        const h = hashNumber(`stock:${seed}`);
        // A few products are out of stock but can be back-ordered (no closeout).
        if (h % 31 === 0) return { stock: 0, isCloseout: false, restockTime: 10 };
        return { stock: 12 * minPurchase + (h % 240), isCloseout: false, restockTime: null };
      };

      const weightOf = (amount: number): number | null => {
        if (digital) return null;
        if (item.weight !== undefined) return item.weight;
        if (unit === 'g') return round3(amount / 1000 + 0.02 + amount / 20000);
        if (unit === 'ml') return round3(amount / 1000 + 0.12 + amount / 4000);
        return round3(0.15 * Math.max(1, amount));
      };
      const dims = digital ? null : (item.dims ?? leaf.dims);

      const name = item.name;
      const label = item.label ?? name.de;
      const seoPathOf = (productNo: string): Translated =>
        Object.fromEntries(DEMO_LOCALES.map((locale) => [locale, `${slugify(name[locale], locale)}/${productNo}`])) as unknown as Translated;
      const keywords = mapT(name, (text, locale) => [text, leaf.noun[locale], origin.name[locale], maker.name].join(', '));

      const productReviews = reviewsForProduct(key, id, name, leaf.family);
      reviews.push(...productReviews);
      const rating = ratingAverage(productReviews);
      const faq = faqForProduct(key, leaf.family, item.topseller === true);

      const base = (overrides: {
        id: string; parentId: string | null; key: string; productNumber: string; eanBody: string; label: string; price: DemoPrice; tierPrices: DemoTierPrice[];
        amount: number; optionIds: string[]; soldOut: boolean; lowStock: boolean; mediaCount: number;
      }): DemoProduct => {
        const stock = stockOf(overrides.key, overrides.soldOut, overrides.lowStock);
        return {
          id: overrides.id,
          parentId: overrides.parentId,
          key: overrides.key,
          productNumber: overrides.productNumber,
          ean: ean13(overrides.eanBody),
          manufacturerNumber: digital ? null : `${makerKey.slice(0, 3).toUpperCase()}-${String(10000 + (hashNumber(`mpn:${overrides.key}`) % 90000))}`,
          family: leaf.family,
          active: true,
          name,
          label: overrides.label,
          shortDescription,
          description,
          metaTitle: mapT(name, (text) => `${text} | Gipfel`),
          metaDescription: shortDescription,
          keywords,
          seoPath: seoPathOf(overrides.productNumber),
          manufacturerId: manufacturerId(makerKey),
          taxId: TAX_IDS[leaf.tax],
          taxRate,
          categoryIds,
          mainCategoryId: categoryIds[0]!,
          propertyIds,
          optionIds: overrides.optionIds,
          configuratorSettings: [],
          variantListingConfig: null,
          price: overrides.price,
          tierPrices: overrides.tierPrices,
          stock: stock.stock,
          isCloseout: stock.isCloseout,
          available: !(stock.isCloseout && stock.stock < minPurchase),
          restockTime: stock.restockTime,
          minPurchase,
          purchaseSteps,
          maxPurchase,
          deliveryTimeId: digital ? DEMO_DELIVERY_TIME_IDS.immediate : DELIVERY[item.delivery ?? leaf.delivery],
          shippingFree: digital,
          markAsTopseller: item.topseller === true,
          releaseDate,
          isNew,
          sales: item.topseller === true ? 800 + (hash % 400) : hash % 300,
          weight: weightOf(overrides.amount),
          width: dims ? dims[0] : null,
          height: dims ? dims[1] : null,
          length: dims ? dims[2] : null,
          ...unitFields(overrides.amount, unit),
          packUnit: item.pack ?? leaf.pack,
          packUnitPlural: item.packPlural ?? leaf.packPlural,
          states: digital ? ['is-download'] : ['is-physical'],
          media: buildProductMedia(overrides.key, overrides.productNumber, name, overrides.mediaCount),
          coverId: '',
          downloads: digital ? downloadsOf(overrides.key, overrides.productNumber, name) : [],
          faq,
          ratingAverage: rating,
        };
      };

      const mediaCount = item.topseller ? 3 : 2;
      const parent = base({
        id, parentId: null, key, productNumber, eanBody: `7612345${seq}`, label,
        price: priceOf(item.price, taxRate, listChf),
        tierPrices: item.tiers ? tierPrices(key, item.price, listChf, taxRate, minPurchase, maxPurchase) : [],
        amount: item.amount, optionIds: [], soldOut: item.soldOut === true, lowStock: item.lowStock === true, mediaCount,
      });
      products.push(parent);

      if (item.variants) {
        const group = item.variants.group;
        const variants = item.variants.options.map((option, index) => {
          const factor = option.factor ?? 1;
          const chf = round05(item.price * factor);
          const list = listChf === null ? null : round05(listChf * factor);
          const variantKey = `${key}.${option.key}`;
          const optionName = group === 'size' ? SIZES[option.key as keyof typeof SIZES] : COLOURS[option.key as keyof typeof COLOURS].name;
          const amount = option.amount ?? item.amount;
          return base({
            id: productId(variantKey), parentId: id, key: variantKey, productNumber: `${productNumber}.${index + 1}`,
            eanBody: `76124${seq}${String(index + 1).padStart(2, '0')}`, label: `${label} ${optionName.de}`,
            price: priceOf(chf, taxRate, list),
            tierPrices: item.tiers ? tierPrices(variantKey, chf, list, taxRate, minPurchase, maxPurchase) : [],
            amount, optionIds: [optionId(group, option.key)], soldOut: option.soldOut === true, lowStock: false, mediaCount: 2,
          });
        });
        parent.configuratorSettings = item.variants.options.map((option, index) => ({
          id: demoId('product-configurator-setting', `${key}:${option.key}`),
          optionId: optionId(group, option.key),
          position: index + 1,
        }));
        parent.variantListingConfig = {
          displayParent: false,
          mainVariantId: variants[0]?.id ?? null,
          configuratorGroupConfig: [{ id: PROPERTY_GROUP_IDS[group], representation: group === 'colour' ? 'color' : 'box', expressionForListings: false }],
        };
        parent.stock = variants.reduce((sum, variant) => sum + variant.stock, 0);
        parent.available = variants.some((variant) => variant.available);
        products.push(...variants);
      }
    }
  }
  for (const product of products) product.coverId = product.media[0]?.productMediaId ?? '';
  return { products, reviews };
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}

const BUILT = build();

/** Every product: standalone products, variant parents and their variants (variants after their parent). */
export const demoProducts: DemoProduct[] = BUILT.products;
/** Customer reviews of the parents and standalone products. */
export const demoReviews: DemoReview[] = BUILT.reviews;

const BY_KEY = new Map(demoProducts.map((product) => [product.key, product]));
const BY_NUMBER = new Map(demoProducts.map((product) => [product.productNumber, product]));
export function productByKey(key: string): DemoProduct {
  const product = BY_KEY.get(key);
  if (!product) throw new Error(`Unknown demo product: ${key}`);
  return product;
}
export function productByNumber(productNumber: string): DemoProduct | undefined {
  return BY_NUMBER.get(productNumber);
}
