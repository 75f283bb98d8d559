/**
 * The content model of the Gipfel demo catalogue: our own seed model, not Shopware's API shape.
 * The store-api seed loads it into SQLite and the serializers map it to Shopware's entities.
 *
 * Conventions: ids are 32 lower-case hex characters; money is gross with the net amount beside it;
 * weights are in kg and dimensions in mm (as Shopware stores them); dates are ISO 8601 strings.
 */

/**
 * One user-visible text in the three full shop languages, and in Italian where the demo shop has it
 * (`src/demo/italian.ts`: the content of the e2e journeys); a missing Italian text falls back to
 * German, the system language, as Shopware's translation chain does.
 */
export interface Translated {
  de: string;
  en: string;
  fr: string;
  it?: string;
}
/** The languages every demo text has (and the mails, the payment page and the order states). */
export type DemoLocale = 'de' | 'en' | 'fr';
/** Every language of the catalogue content: the three full ones and Italian (partly translated). */
export type ContentLocale = DemoLocale | 'it';

export type CurrencyCode = 'CHF' | 'EUR';

export interface DemoMoney {
  currencyId: string;
  gross: number;
  net: number;
}
export interface DemoCurrencyPrice extends DemoMoney {
  /** The former price ("statt"), set only while the product is on sale; always above `gross`. */
  listPrice: DemoMoney | null;
}
/** A price in both shop currencies (CHF is the default currency). */
export type DemoPrice = Record<CurrencyCode, DemoCurrencyPrice>;

/** A quantity range price ("ab 5 Stück"); the last range is open (`quantityEnd: null`). */
export interface DemoTierPrice {
  id: string;
  quantityStart: number;
  quantityEnd: number | null;
  price: DemoPrice;
}

export type TaxKey = 'reduced' | 'standard';
export interface DemoTax {
  id: string;
  key: TaxKey;
  taxRate: number;
  name: Translated;
  position: number;
}

export type UnitKey = 'g' | 'kg' | 'ml' | 'l' | 'piece';
export interface DemoUnit {
  id: string;
  key: UnitKey;
  shortCode: Translated;
  name: Translated;
}

export interface DemoDeliveryTime {
  id: string;
  key: string;
  min: number;
  max: number;
  unit: 'day';
  name: Translated;
}

export interface DemoManufacturer {
  id: string;
  key: string;
  name: string;
  /** Optional link; the demo brands are invented, so it is always null. */
  link: string | null;
  description: Translated;
  /** Key of an origin option of the `origin` property group. */
  originKey: string;
}

export type PropertyGroupKey = 'diet' | 'origin' | 'material' | 'size' | 'colour';
export interface DemoPropertyOption {
  id: string;
  key: string;
  groupId: string;
  name: Translated;
  position: number;
  /** Only for the colour group. */
  colorHexCode: string | null;
}
export interface DemoPropertyGroup {
  id: string;
  key: PropertyGroupKey;
  name: Translated;
  description: Translated;
  displayType: 'text' | 'color' | 'select' | 'media';
  sortingType: 'alphanumeric' | 'position';
  filterable: boolean;
  visibleOnProductDetailPage: boolean;
  position: number;
  options: DemoPropertyOption[];
}

export interface DemoThumbnail {
  width: number;
  height: number;
  url: string;
}
export interface DemoMedia {
  id: string;
  /** File name without extension, e.g. `GF-10001-0`. */
  fileName: string;
  fileExtension: 'svg';
  mimeType: 'image/svg+xml';
  /** URL of the largest rendition (served by the store-api). */
  url: string;
  width: number;
  height: number;
  alt: Translated;
  title: Translated;
  thumbnails: DemoThumbnail[];
}
export interface DemoProductMedia extends DemoMedia {
  /** Id of the product_media relation row (Shopware's `coverId` points at it). */
  productMediaId: string;
  position: number;
}

/** A file a customer receives after buying a digital product. */
export interface DemoDownload {
  id: string;
  mediaId: string;
  position: number;
  fileName: string;
  fileExtension: 'pdf';
  mimeType: 'application/pdf';
  url: string;
  title: Translated;
}

export interface DemoFaqEntry {
  id: string;
  position: number;
  question: Translated;
  answer: Translated;
}

export interface DemoConfiguratorSetting {
  id: string;
  optionId: string;
  position: number;
}
export interface DemoVariantListingConfig {
  displayParent: boolean;
  mainVariantId: string | null;
  configuratorGroupConfig: { id: string; representation: 'box' | 'color' | 'select'; expressionForListings: boolean }[];
}

export type ProductFamily =
  | 'chocolate'
  | 'cheese'
  | 'baking'
  | 'spices'
  | 'pasta'
  | 'coffee'
  | 'tea'
  | 'drinks'
  | 'tools'
  | 'pans'
  | 'knives'
  | 'storage'
  | 'cleaning'
  | 'digital';

export type ProductState = 'is-physical' | 'is-download';

export interface DemoProduct {
  id: string;
  /** Set on variants; the parent carries the configurator settings. */
  parentId: string | null;
  /** Stable key the ids are derived from. */
  key: string;
  productNumber: string;
  /** EAN-13 with a valid check digit. */
  ean: string;
  manufacturerNumber: string | null;
  family: ProductFamily;
  active: boolean;
  name: Translated;
  /** Short, language-neutral label printed on the product artwork (may contain `&`). */
  label: string;
  /** Plain text, one or two sentences. */
  shortDescription: Translated;
  /** Safe HTML (`<p>` paragraphs), 2 to 4 sentences. */
  description: Translated;
  metaTitle: Translated;
  metaDescription: Translated;
  keywords: Translated;
  /** `{slug}/{productNumber}` without leading slash. */
  seoPath: Translated;
  manufacturerId: string;
  taxId: string;
  taxRate: number;
  categoryIds: string[];
  mainCategoryId: string;
  /** Options of the filterable property groups (diet, origin, material...). */
  propertyIds: string[];
  /** The variant's own options (size, colour); empty for products without variants. */
  optionIds: string[];
  configuratorSettings: DemoConfiguratorSetting[];
  variantListingConfig: DemoVariantListingConfig | null;
  price: DemoPrice;
  tierPrices: DemoTierPrice[];
  stock: number;
  /** Shopware's closeout flag: when true the product cannot be ordered beyond its stock. */
  isCloseout: boolean;
  /** `!(isCloseout && stock < minPurchase)`: what Shopware reports as `available`. */
  available: boolean;
  restockTime: number | null;
  minPurchase: number;
  purchaseSteps: number;
  maxPurchase: number | null;
  deliveryTimeId: string;
  shippingFree: boolean;
  markAsTopseller: boolean;
  /** ISO date; products released in the 30 days before DEMO_REFERENCE_DATE are new. */
  releaseDate: string;
  isNew: boolean;
  sales: number;
  /** kg */
  weight: number | null;
  /** mm */
  width: number | null;
  height: number | null;
  length: number | null;
  unitId: string | null;
  purchaseUnit: number | null;
  referenceUnit: number | null;
  packUnit: Translated;
  packUnitPlural: Translated;
  states: ProductState[];
  media: DemoProductMedia[];
  /** Id of the product_media row of the cover image. */
  coverId: string;
  downloads: DemoDownload[];
  faq: DemoFaqEntry[];
  /** Average of the approved reviews (points), null without reviews. */
  ratingAverage: number | null;
}

export interface DemoReview {
  id: string;
  productId: string;
  languageId: string;
  locale: DemoLocale;
  title: string;
  content: string;
  /** 1 to 5 */
  points: number;
  /** false: pending, not shown to other shoppers yet. */
  status: boolean;
  /** The shop's reply, in the review's language. */
  comment: string | null;
  externalUser: string;
  externalEmail: string;
  /** The customer who wrote it (reviews written in the shop; the demo's have none). */
  customerId?: string | null;
  createdAt: string;
}

export interface DemoCrossSelling {
  id: string;
  productId: string;
  key: 'goes-well-with' | 'similar';
  name: Translated;
  position: number;
  type: 'productList';
  active: boolean;
  sortBy: 'name' | 'price' | 'releaseDate';
  sortDirection: 'ASC' | 'DESC';
  limit: number;
  assignedProducts: { id: string; productId: string; position: number }[];
}

export interface DemoBundle {
  id: string;
  key: string;
  name: Translated;
  description: Translated;
  mainProductId: string;
  items: { productId: string; quantity: number }[];
  discountPercent: number;
  /** Sum of the items' prices minus the discount. */
  price: DemoPrice;
}

export type CategoryType = 'page' | 'link' | 'folder';
export type CategoryLinkType = 'category' | 'product' | 'landing_page' | 'external';
export type NavigationKey = 'main' | 'footer' | 'service';

export interface DemoCategory {
  id: string;
  key: string;
  navigation: NavigationKey;
  parentId: string | null;
  afterCategoryId: string | null;
  /** Shopware level: the navigation root is 1. */
  level: number;
  /** `|rootId|...|parentId|`, null for a root. */
  path: string | null;
  position: number;
  type: CategoryType;
  name: Translated;
  description: Translated | null;
  metaTitle: Translated | null;
  metaDescription: Translated | null;
  keywords: Translated | null;
  /** SEO path per language with a trailing slash, null for links and folders. */
  seoPath: Translated | null;
  cmsPageId: string | null;
  mediaId: string | null;
  linkType: CategoryLinkType | null;
  /** Id of the linked category, product or landing page. */
  internalLink: string | null;
  externalLink: string | null;
  /** An external link that differs per language (Shopware's `externalLink` is translatable). */
  externalLinkTranslated?: Translated;
  linkNewTab: boolean;
  active: boolean;
  visible: boolean;
  displayNestedProducts: boolean;
  productAssignmentType: 'product';
}

export interface DemoCmsFieldConfig {
  source: 'static' | 'mapped' | 'default';
  value: unknown;
}
export type DemoCmsVisibility = { mobile: boolean; tablet: boolean; desktop: boolean };

export interface DemoCmsSlot {
  id: string;
  type: string;
  slot: string;
  /** Language-neutral configuration. */
  config: Record<string, DemoCmsFieldConfig>;
  /** Static values that differ per language (text content, titles, link URLs); merged over `config`. */
  translatedConfig: Record<string, Translated>;
}
export interface DemoCmsBlock {
  id: string;
  position: number;
  type: string;
  name: string | null;
  sectionPosition: 'main' | 'sidebar';
  marginTop: string | null;
  marginBottom: string | null;
  marginLeft: string | null;
  marginRight: string | null;
  backgroundColor: string | null;
  backgroundMediaId: string | null;
  backgroundMediaMode: 'cover' | 'auto' | 'contain';
  cssClass: string | null;
  visibility: DemoCmsVisibility;
  slots: DemoCmsSlot[];
}
export interface DemoCmsSection {
  id: string;
  position: number;
  type: 'default' | 'sidebar';
  name: string | null;
  sizingMode: 'boxed' | 'full_width';
  mobileBehavior: 'wrap' | 'hidden';
  backgroundColor: string | null;
  backgroundMediaId: string | null;
  backgroundMediaMode: 'cover' | 'auto' | 'contain';
  cssClass: string | null;
  visibility: DemoCmsVisibility;
  blocks: DemoCmsBlock[];
}
export type CmsPageType = 'landingpage' | 'product_list' | 'product_detail' | 'page';
export interface DemoCmsPage {
  id: string;
  key: string;
  type: CmsPageType;
  name: Translated;
  previewMediaId: string | null;
  cssClass: string | null;
  sections: DemoCmsSection[];
}

/** Artwork used by CMS pages and categories (hero slides, tiles, banners). */
export interface DemoCmsMedia extends DemoMedia {
  key: string;
  /** Family whose palette and icon the artwork uses. */
  theme: ProductFamily | 'home';
}

export interface DemoLandingPage {
  id: string;
  key: string;
  name: Translated;
  /** SEO path per language (no leading or trailing slash), Shopware's landing page `url`. */
  seoPath: Translated;
  cmsPageId: string;
  metaTitle: Translated;
  metaDescription: Translated;
  keywords: Translated;
  active: boolean;
}

export interface DemoSalutation {
  id: string;
  key: 'mr' | 'mrs' | 'not_specified';
  displayName: Translated;
  letterName: Translated;
  position: number;
}

export interface DemoShippingMethod {
  id: string;
  key: 'standard' | 'express' | 'pickup';
  technicalName: string;
  name: Translated;
  description: Translated;
  deliveryTimeId: string;
  /** Gross shipping costs per currency. */
  prices: Record<CurrencyCode, number>;
  /** Order value (gross) from which the method is free; null when it never is. */
  freeFrom: Record<CurrencyCode, number> | null;
  taxType: 'auto';
  position: number;
  active: boolean;
  trackingUrl: string | null;
}

export interface DemoPaymentMethod {
  id: string;
  key: 'invoice' | 'prepayment' | 'online' | 'cashOnDelivery';
  technicalName: string;
  shortName: string;
  name: Translated;
  description: Translated;
  position: number;
  active: boolean;
  afterOrderEnabled: boolean;
  /** Redirects to the (local) payment gateway. */
  asynchronous: boolean;
}

export interface DemoCountryState {
  id: string;
  /** ISO 3166-2, e.g. `CH-ZH`. */
  shortCode: string;
  name: Translated;
  position: number;
}
export interface DemoCountry {
  id: string;
  iso: string;
  iso3: string;
  name: Translated;
  position: number;
  active: boolean;
  shippingAvailable: boolean;
  displayStateInRegistration: boolean;
  forceStateInRegistration: boolean;
  postalCodeRequired: boolean;
  postalCodePattern: string | null;
  vatIdPattern: string | null;
  isEu: boolean;
  states: DemoCountryState[];
}
