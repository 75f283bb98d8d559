import { mediaById, round2, text, MAX_QUANTITY, type CatalogueContext, type Json } from '../catalogue/serialize';
import type { Db } from '../db/database';
import { demoPromotions, type DemoPromotion } from '../demo/promotions';
import { demoShippingMethods } from '../demo/reference';
import type { CurrencyCode, DemoProduct } from '../demo/types';
import { PAYMENT_METHOD_IDS, SHIPPING_METHOD_IDS } from '../ids';

/**
 * The cart of one context token and its calculation, the way Shopware's cart processors do it:
 * product validation (not found, out of stock, min purchase, purchase steps, max purchase/stock),
 * tier prices, promotions (codes and automatic), shipping costs, and the switch of shipping and
 * payment methods that are not possible for the cart.
 */

export interface StoredLineItem {
  id: string;
  referencedId: string;
  quantity: number;
}

export interface StoredCart {
  items: StoredLineItem[];
  /** Promotion codes in the order they were added (saved even while not eligible). */
  codes: string[];
  /** Ids of the promotions applied by the last calculation. */
  applied: string[];
}

export const emptyCart = (): StoredCart => ({ items: [], codes: [], applied: [] });

/**
 * Shopware's cart restorer on login: the visitor's items go into the customer's saved cart (the
 * same line item adds its quantity) and promotion codes are kept from both. `merged` is true when
 * both carts had items, the case in which the shopper is told ("cart merged").
 */
export function mergeCarts(saved: StoredCart, guest: StoredCart): { cart: StoredCart; merged: boolean } {
  const items = saved.items.map((item) => ({ ...item }));
  for (const item of guest.items) {
    const existing = items.find((entry) => entry.id === item.id);
    if (existing) existing.quantity += item.quantity;
    else items.push({ ...item });
  }
  const codes = [...saved.codes, ...guest.codes.filter((code) => !saved.codes.includes(code))];
  return { cart: { items, codes, applied: [...saved.applied] }, merged: saved.items.length > 0 && guest.items.length > 0 };
}

export class CartRepository {
  constructor(private readonly db: Db, private readonly now: () => number) {}

  load(token: string): StoredCart {
    const row = this.db.prepare('SELECT data FROM cart WHERE token = ?').get(token) as { data: string } | undefined;
    return row ? { ...emptyCart(), ...(JSON.parse(row.data) as Partial<StoredCart>) } : emptyCart();
  }

  save(token: string, cart: StoredCart): void {
    if (cart.items.length === 0 && cart.codes.length === 0 && cart.applied.length === 0) {
      this.delete(token);
      return;
    }
    this.db
      .prepare('INSERT INTO cart (token, data, updated_at) VALUES (?, ?, ?) ON CONFLICT(token) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at')
      .run(token, JSON.stringify(cart), new Date(this.now()).toISOString());
  }

  delete(token: string): void {
    this.db.prepare('DELETE FROM cart WHERE token = ?').run(token);
  }
}

// --- errors -----------------------------------------------------------------------------------

export const ERROR_LEVEL = { notice: 0, warning: 10, error: 20 } as const;

export interface CartError {
  code: number;
  key: string;
  level: number;
  message: string;
  messageKey: string;
  [extra: string]: unknown;
}

function cartError(messageKey: string, id: string, level: number, message: string, extra: Record<string, unknown> = {}, separator = ''): CartError {
  const key = `${messageKey}${separator}${id}`;
  return { ...extra, id, code: 0, key, level, message, messageKey };
}

// --- calculation ------------------------------------------------------------------------------

export interface CalculationInput {
  ctx: CatalogueContext;
  currencyId: string;
  /** Rounding interval of cart totals (0.05 for CHF). */
  totalInterval: number;
  shippingMethodId: string;
  paymentMethodId: string;
  /** Names of shipping and payment methods in the context language, for the "changed" messages. */
  methodName: (kind: 'shipping' | 'payment', id: string) => string;
  /** The shipping method entity (for `deliveries[0].shippingMethod`). */
  shippingMethodEntity: (id: string) => Json | null;
  country: Json | null;
  token: string;
  now: number;
}

export interface CalculationResult {
  cart: StoredCart;
  body: Json;
  errors: Record<string, CartError>;
  shippingMethodId: string;
  paymentMethodId: string;
  totals: { positionPrice: number; totalPrice: number; netPrice: number; shipping: number };
  lineItems: Json[];
  goods: CalculatedItem[];
  promotions: CalculatedPromotion[];
  taxes: Map<number, { tax: number; price: number }>;
  shippingCosts: Json;
  blocked: boolean;
}

export interface CalculatedItem {
  stored: StoredLineItem;
  product: DemoProduct;
  label: string;
  unitPrice: number;
  totalPrice: number;
  taxRate: number;
  maxPurchase: number;
  download: boolean;
}

export interface CalculatedPromotion {
  promotion: DemoPromotion;
  lineItemId: string;
  label: string;
  totalPrice: number;
  /** Gross amount per tax rate (negative), for the taxes of the discount. */
  shares: Map<number, number>;
}

/** Shopware's gross tax: the tax contained in a gross price. */
export const grossTax = (price: number, rate: number) => round2((price * rate) / (100 + rate));

export function roundTo(value: number, interval: number): number {
  if (interval <= 0.01) return round2(value);
  return round2(Math.round(value / interval) * interval);
}

function taxesOf(price: number, rate: number): Json {
  return { tax: grossTax(price, rate), taxRate: rate, price: round2(price), apiAlias: 'cart_tax_calculated' };
}

export function calculatedPrice(unitPrice: number, quantity: number, totalPrice: number, taxes: { rate: number; price: number }[]): Json {
  return {
    unitPrice,
    quantity,
    totalPrice,
    calculatedTaxes: taxes.map((entry) => taxesOf(entry.price, entry.rate)),
    taxRules: taxes.map((entry) => ({ taxRate: entry.rate, percentage: 100, apiAlias: 'cart_tax_rule' })),
    referencePrice: null,
    listPrice: null,
    regulationPrice: null,
    apiAlias: 'calculated_price',
  };
}

/** Gross unit price of a product at a quantity: the tier the quantity falls in. */
export function unitPriceAt(product: DemoProduct, currency: CurrencyCode, quantity: number): number {
  const tier = product.tierPrices.find((entry) => quantity >= entry.quantityStart && (entry.quantityEnd === null || quantity <= entry.quantityEnd));
  if (tier) return tier.price[currency].gross;
  const first = product.tierPrices[0];
  return (first && quantity < first.quantityStart ? first.price : product.price)[currency].gross;
}

export function productLabel(ctx: CatalogueContext, product: DemoProduct): string {
  const own = text(ctx, product.name);
  if (own) return own;
  const parent = product.parentId ? ctx.cat.products.get(product.parentId) : undefined;
  return (parent ? text(ctx, parent.name) : null) ?? product.productNumber;
}

function coverOf(ctx: CatalogueContext, product: DemoProduct): Json | null {
  const parent = product.parentId ? ctx.cat.products.get(product.parentId) : undefined;
  const source = product.media.length > 0 ? product : parent ?? product;
  const item = source.media.find((entry) => entry.productMediaId === source.coverId) ?? source.media[0];
  return item ? mediaById(ctx, item.id) : null;
}

/** The product can be bought as a line item: active, and not a parent with variants. */
function buyable(ctx: CatalogueContext, product: DemoProduct | undefined): product is DemoProduct {
  if (!product || !product.active) return false;
  if (!product.parentId && (ctx.cat.variantsOf.get(product.id)?.length ?? 0) > 0) return false;
  return true;
}

export function maxPurchaseOf(product: DemoProduct): number {
  return Math.min(product.maxPurchase ?? MAX_QUANTITY, product.isCloseout ? Math.max(product.stock, 0) : Number.MAX_SAFE_INTEGER);
}

const isDownload = (product: DemoProduct) => product.states.includes('is-download');

/** Product rules: not found, out of stock, minimum, steps and maximum; returns the calculated goods. */
function validateProducts(ctx: CatalogueContext, items: StoredLineItem[], errors: Record<string, CartError>): CalculatedItem[] {
  const result: CalculatedItem[] = [];
  const add = (error: CartError) => (errors[error.key] = error);
  for (const stored of items) {
    const product = ctx.cat.products.get(stored.referencedId);
    if (!buyable(ctx, product)) {
      add(cartError('product-not-found', stored.referencedId, ERROR_LEVEL.error, `The product ${stored.referencedId} could not be found.`));
      continue;
    }
    const label = productLabel(ctx, product);
    const min = Math.max(product.minPurchase, 1);
    const steps = Math.max(product.purchaseSteps, 1);
    const rawMax = maxPurchaseOf(product);
    // The highest quantity that respects the minimum and the steps.
    const max = rawMax < min ? 0 : min + Math.floor((rawMax - min) / steps) * steps;
    if (max < min) {
      add(cartError('product-out-of-stock', stored.id, ERROR_LEVEL.error, `The product ${label} is no longer available.`, { name: label }));
      continue;
    }
    let quantity = stored.quantity;
    if (quantity < min) {
      quantity = min;
      add(cartError('min-order-quantity', stored.id, ERROR_LEVEL.warning,
        `The quantity of product ${label} did not meet the minimum order quantity threshold. The quantity has automatically been increased to ${min}.`,
        { name: label, quantity: min }));
    }
    if ((quantity - min) % steps !== 0) {
      quantity = min + Math.floor((quantity - min) / steps) * steps;
      add(cartError('purchase-steps-quantity', stored.id, ERROR_LEVEL.warning,
        `Your input quantity does not match with the setup of the ${label}. The quantity was changed to ${quantity}.`,
        { name: label, quantity }));
    }
    if (quantity > max) {
      quantity = max;
      add(cartError('product-stock-reached', stored.id, ERROR_LEVEL.warning, `The product ${label} is only available ${max} times.`, {
        name: label,
        quantity: max,
      }));
    }
    const unitPrice = unitPriceAt(product, ctx.currency, quantity);
    result.push({
      stored: { ...stored, quantity },
      product,
      label,
      unitPrice,
      totalPrice: round2(unitPrice * quantity),
      taxRate: product.taxRate,
      maxPurchase: max,
      download: isDownload(product),
    });
  }
  return result;
}

function byRate(items: { rate: number; price: number }[]): Map<number, number> {
  const map = new Map<number, number>();
  for (const item of items) map.set(item.rate, round2((map.get(item.rate) ?? 0) + item.price));
  return map;
}

/** Spreads a (negative) amount over the tax rates in proportion to `base`; the last rate takes the rest. */
function spread(amount: number, base: Map<number, number>): Map<number, number> {
  const total = [...base.values()].reduce((sum, value) => sum + value, 0);
  const result = new Map<number, number>();
  if (total <= 0) return result;
  const entries = [...base.entries()];
  let rest = amount;
  entries.forEach(([rate, value], index) => {
    const share = index === entries.length - 1 ? round2(rest) : round2((amount * value) / total);
    rest = round2(rest - share);
    result.set(rate, share);
  });
  return result;
}

export const promotionLineItemId = (promotion: DemoPromotion) => promotion.id;

export function findPromotionByCode(code: string): DemoPromotion | undefined {
  const wanted = code.trim().toUpperCase();
  return demoPromotions.find((promotion) => promotion.code !== null && promotion.code === wanted);
}

function eligible(ctx: CatalogueContext, promotion: DemoPromotion, goods: CalculatedItem[]): boolean {
  if (!promotion.minimum) return goods.length > 0;
  const counted = promotion.categoryId
    ? goods.filter((item) => (ctx.cat.categoryTree.get(item.product.id) ?? []).includes(promotion.categoryId ?? ''))
    : goods;
  const value = counted.reduce((sum, item) => sum + item.totalPrice, 0);
  return counted.length > 0 && value >= promotion.minimum[ctx.currency];
}

function excludes(a: DemoPromotion, b: DemoPromotion): boolean {
  return a.excludes.includes(b.id) || b.excludes.includes(a.id);
}

/** Codes and automatic promotions: conflicts, eligibility, discounts. Returns the applied promotions. */
function applyPromotions(ctx: CatalogueContext, cart: StoredCart, goods: CalculatedItem[], errors: Record<string, CartError>): {
  codes: string[];
  applied: CalculatedPromotion[];
  freeShipping: boolean;
} {
  const add = (error: CartError) => (errors[error.key] = error);
  const codes: string[] = [];
  const candidates: DemoPromotion[] = [];
  for (const code of cart.codes) {
    const promotion = findPromotionByCode(code);
    if (!promotion) {
      add(cartError('promotion-not-found', code, ERROR_LEVEL.error, `Promotion with code ${code} not found!`, { promotionCode: code }, '-'));
      continue;
    }
    const conflict = candidates.find((other) => excludes(other, promotion));
    if (conflict) {
      // The higher priority wins; on a tie the code added first stays.
      const loser = promotion.priority > conflict.priority ? conflict : promotion;
      const name = text(ctx, loser.name) ?? '';
      add(cartError('promotion-excluded', loser.id, ERROR_LEVEL.warning, `Promotion ${name} was excluded for cart.`, { name }, '-'));
      if (loser === conflict) {
        candidates.splice(candidates.indexOf(conflict), 1, promotion);
        codes.splice(codes.indexOf(conflict.code ?? ''), 1, promotion.code ?? '');
      }
      continue;
    }
    candidates.push(promotion);
    codes.push(promotion.code ?? code);
  }
  const automatic = demoPromotions.filter((promotion) => promotion.code === null);

  const applied: CalculatedPromotion[] = [];
  let freeShipping = false;
  let remaining = byRate(goods.map((item) => ({ rate: item.taxRate, price: item.totalPrice })));
  const ordered = [...candidates, ...automatic].sort((a, b) => b.priority - a.priority);
  for (const promotion of ordered) {
    const name = text(ctx, promotion.name) ?? '';
    const isEligible = eligible(ctx, promotion, goods);
    if (!isEligible) {
      if (promotion.code !== null) {
        add(cartError('promotion-not-eligible', promotion.id, ERROR_LEVEL.notice, `Promotion ${name} not eligible for cart!`, { name }, '-'));
      } else if (cart.applied.includes(promotion.id)) {
        add(cartError('auto-promotion-not-found', promotion.id, ERROR_LEVEL.notice, `Promotion ${name} no longer valid.`, { name }, '-'));
      }
      continue;
    }
    const base = [...remaining.values()].reduce((sum, value) => sum + value, 0);
    let amount = 0;
    if (promotion.discount.type === 'percentage') amount = -round2((base * promotion.discount.value) / 100);
    else if (promotion.discount.type === 'absolute') amount = -Math.min(promotion.discount.value[ctx.currency], round2(base));
    else freeShipping = true;
    const shares = spread(amount, remaining);
    remaining = new Map([...remaining.entries()].map(([rate, value]) => [rate, round2(value + (shares.get(rate) ?? 0))]));
    applied.push({ promotion, lineItemId: promotionLineItemId(promotion), label: name, totalPrice: round2(amount), shares });
    if (!cart.applied.includes(promotion.id)) {
      add(cartError('promotion-discount-added', promotion.id, ERROR_LEVEL.notice, `Discount ${name} has been added`, { name }, '-'));
    }
  }
  return { codes, applied, freeShipping };
}

const SHIPPING_BY_ID = new Map(demoShippingMethods.map((method) => [method.id, method]));
/** Invoice is not offered above this gross total, per currency. */
export const INVOICE_LIMIT: Record<CurrencyCode, number> = { CHF: 2000, EUR: 2100 };

function shippingAllowed(id: string, goods: CalculatedItem[]): boolean {
  if (!SHIPPING_BY_ID.has(id)) return false;
  const physical = goods.some((item) => !item.download);
  // Nothing to collect in the shop for a cart of downloads only.
  return !(id === SHIPPING_METHOD_IDS.pickup && goods.length > 0 && !physical);
}

function paymentAllowed(id: string, shippingMethodId: string, total: number, currency: CurrencyCode): boolean {
  if (!(Object.values(PAYMENT_METHOD_IDS) as string[]).includes(id)) return false;
  if (id === PAYMENT_METHOD_IDS.cashOnDelivery) return shippingMethodId === SHIPPING_METHOD_IDS.pickup;
  if (id === PAYMENT_METHOD_IDS.invoice) return total <= INVOICE_LIMIT[currency];
  return true;
}

const PAYMENT_ORDER = [PAYMENT_METHOD_IDS.invoice, PAYMENT_METHOD_IDS.prepayment, PAYMENT_METHOD_IDS.online, PAYMENT_METHOD_IDS.cashOnDelivery];
const SHIPPING_ORDER = [SHIPPING_METHOD_IDS.standard, SHIPPING_METHOD_IDS.express, SHIPPING_METHOD_IDS.pickup];

/** Gross shipping costs of a method for the goods value (after discounts), 0 without physical goods. */
export function shippingCostOf(methodId: string, currency: CurrencyCode, goodsValue: number, physical: boolean, freeShipping: boolean): number {
  const method = SHIPPING_BY_ID.get(methodId);
  if (!method || !physical || freeShipping) return 0;
  if (method.freeFrom && goodsValue >= method.freeFrom[currency]) return 0;
  return method.prices[currency];
}

function deliveryDate(now: number, min: number, max: number): Json {
  const day = 24 * 3600 * 1000;
  const at = (days: number) => new Date(Math.floor(now / day) * day + days * day + 16 * 3600 * 1000).toISOString();
  return { earliest: at(min), latest: at(max), apiAlias: 'cart_delivery_date' };
}

function productPayload(ctx: CatalogueContext, item: CalculatedItem): Json {
  const product = item.product;
  const options = product.optionIds
    .map((id) => ctx.cat.options.get(id))
    .filter((entry) => entry !== undefined)
    .map((entry) => {
      const group = text(ctx, entry.group.name) ?? '';
      const option = text(ctx, entry.option.name) ?? '';
      return { group, option, translated: { group, option } };
    });
  return {
    // `id`, `type` (the product type) and `name` are not in Shopware's payload; the published schema (ProductJsonApi) requires them.
    id: product.id,
    type: item.download ? 'digital' : 'physical',
    name: item.label,
    isCloseout: product.isCloseout,
    customFields: [],
    createdAt: ctx.cat.createdAt,
    releaseDate: product.releaseDate,
    isNew: product.isNew,
    markAsTopseller: product.markAsTopseller,
    productNumber: product.productNumber,
    manufacturerId: product.manufacturerId,
    taxId: product.taxId,
    tagIds: null,
    categoryIds: ctx.cat.categoryTree.get(product.id) ?? [],
    propertyIds: product.propertyIds,
    optionIds: product.optionIds,
    options,
    streamIds: null,
    parentId: product.parentId,
    stock: product.stock,
    features: [],
  };
}

const intOrNull = (value: number | null) => (value !== null && Number.isInteger(value) ? value : null);

function productLineItem(ctx: CatalogueContext, item: CalculatedItem, now: number): Json {
  const product = item.product;
  const deliveryTime = ctx.cat.deliveryTimes.get(product.deliveryTimeId);
  const deliveryName = deliveryTime ? deliveryTime.translations[ctx.languageId]?.name ?? null : null;
  const price = calculatedPrice(item.unitPrice, item.stored.quantity, item.totalPrice, [{ rate: item.taxRate, price: item.totalPrice }]);
  return {
    id: item.stored.id,
    referencedId: product.id,
    type: 'product',
    label: item.label,
    description: null,
    quantity: item.stored.quantity,
    good: true,
    removable: true,
    stackable: true,
    modified: false,
    modifiedByApp: false,
    states: item.download ? ['is-download'] : ['is-physical'],
    payload: productPayload(ctx, item),
    priceDefinition: {
      price: item.unitPrice,
      taxRules: [{ taxRate: item.taxRate, percentage: 100, apiAlias: 'cart_tax_rule' }],
      quantity: item.stored.quantity,
      isCalculated: true,
      referencePriceDefinition: null,
      listPrice: null,
      regulationPrice: null,
      type: 'quantity',
      apiAlias: 'cart_price_quantity',
    },
    price,
    cover: coverOf(ctx, product),
    deliveryInformation: {
      stock: product.stock,
      // The published schema types weight and dimensions as integers; fractional weights are sent as null.
      weight: intOrNull(product.weight),
      freeDelivery: product.shippingFree,
      restockTime: product.restockTime,
      deliveryTime: deliveryTime
        ? { name: deliveryName, min: deliveryTime.min, max: deliveryTime.max, unit: deliveryTime.unit, apiAlias: 'cart_delivery_time' }
        : null,
      height: intOrNull(product.height),
      width: intOrNull(product.width),
      length: intOrNull(product.length),
      apiAlias: 'cart_delivery_information',
    },
    quantityInformation: {
      minPurchase: Math.max(product.minPurchase, 1),
      maxPurchase: item.maxPurchase,
      purchaseSteps: Math.max(product.purchaseSteps, 1),
      apiAlias: 'cart_quantity_information',
    },
    children: [],
    requirement: null,
    dataTimestamp: new Date(now).toISOString(),
    dataContextHash: null,
    uniqueIdentifier: item.stored.id,
    apiAlias: 'cart_line_item',
  };
}

function promotionLineItem(applied: CalculatedPromotion): Json {
  const taxes = [...applied.shares.entries()].map(([rate, price]) => ({ rate, price }));
  const discount = applied.promotion.discount;
  return {
    id: applied.lineItemId,
    // Shopware sends the code here (empty for automatic promotions); the storefront removes codes by line item id.
    referencedId: applied.promotion.code ?? '',
    type: 'promotion',
    label: applied.label,
    description: applied.label,
    quantity: 1,
    good: false,
    removable: applied.promotion.code !== null,
    stackable: false,
    modified: false,
    modifiedByApp: false,
    states: [],
    // The published schema types the payload as a product (ProductJsonApi); a promotion's payload cannot match it.
    payload: null,
    priceDefinition: {
      price: discount.type === 'absolute' ? applied.totalPrice : 0,
      quantity: 1,
      isCalculated: true,
      taxRules: taxes.map((entry) => ({ taxRate: entry.rate, percentage: 100, apiAlias: 'cart_tax_rule' })),
      type: discount.type === 'percentage' ? 'percentage' : 'absolute',
      apiAlias: 'cart_price_quantity',
    },
    price: calculatedPrice(applied.totalPrice, 1, applied.totalPrice, taxes),
    cover: null,
    deliveryInformation: null,
    quantityInformation: null,
    children: [],
    requirement: null,
    dataTimestamp: null,
    dataContextHash: null,
    uniqueIdentifier: applied.lineItemId,
    apiAlias: 'cart_line_item',
  };
}

export function calculateCart(stored: StoredCart, input: CalculationInput): CalculationResult {
  const { ctx } = input;
  const currency = ctx.currency;
  const errors: Record<string, CartError> = {};
  const goods = validateProducts(ctx, stored.items, errors);
  const { codes, applied, freeShipping } = applyPromotions(ctx, stored, goods, errors);

  // --- shipping method ---
  let shippingMethodId = input.shippingMethodId;
  if (!shippingAllowed(shippingMethodId, goods)) {
    const next = SHIPPING_ORDER.find((id) => shippingAllowed(id, goods)) ?? SHIPPING_METHOD_IDS.standard;
    const oldName = input.methodName('shipping', shippingMethodId);
    const newName = input.methodName('shipping', next);
    errors[`shipping-method-changed-${shippingMethodId}`] = {
      ...cartError('shipping-method-changed', shippingMethodId, ERROR_LEVEL.notice,
        `${oldName} shipping is not available for your current cart, the shipping was changed to ${newName}`,
        { oldShippingMethodName: oldName, newShippingMethodName: newName }, '-'),
    };
    shippingMethodId = next;
  }

  const itemTaxes = goods.map((item) => ({ rate: item.taxRate, price: item.totalPrice }));
  const discountTaxes = applied.flatMap((promotion) => [...promotion.shares.entries()].map(([rate, price]) => ({ rate, price })));
  const positions = byRate([...itemTaxes, ...discountTaxes]);
  const positionPrice = round2(goods.reduce((sum, item) => sum + item.totalPrice, 0) + applied.reduce((sum, promotion) => sum + promotion.totalPrice, 0));
  const physical = goods.some((item) => !item.download);
  const shipping = shippingCostOf(shippingMethodId, currency, positionPrice, physical, freeShipping);
  // Shipping taxes follow the tax rates of the positions ("auto").
  const shippingShares = shipping > 0 ? spread(shipping, positions) : new Map<number, number>();
  const shippingTaxes = [...shippingShares.entries()].map(([rate, price]) => ({ rate, price }));
  const rawTotal = round2(positionPrice + shipping);
  const totalPrice = roundTo(rawTotal, input.totalInterval);

  // --- payment method ---
  let paymentMethodId = input.paymentMethodId;
  if (goods.length > 0 && !paymentAllowed(paymentMethodId, shippingMethodId, totalPrice, currency)) {
    const next = PAYMENT_ORDER.find((id) => paymentAllowed(id, shippingMethodId, totalPrice, currency)) ?? PAYMENT_METHOD_IDS.prepayment;
    const oldName = input.methodName('payment', paymentMethodId);
    const newName = input.methodName('payment', next);
    errors[`payment-method-changed-${paymentMethodId}`] = cartError('payment-method-changed', paymentMethodId, ERROR_LEVEL.notice,
      `${oldName} payment is not available for your current cart, the payment was changed to ${newName}`,
      { oldPaymentMethodName: oldName, newPaymentMethodName: newName }, '-');
    paymentMethodId = next;
  }

  const taxes = new Map<number, { tax: number; price: number }>();
  for (const entry of [...[...positions.entries()].map(([rate, price]) => ({ rate, price })), ...shippingTaxes]) {
    const current = taxes.get(entry.rate) ?? { tax: 0, price: 0 };
    taxes.set(entry.rate, { tax: 0, price: round2(current.price + entry.price) });
  }
  for (const [rate, entry] of taxes) entry.tax = grossTax(entry.price, rate);
  const taxTotal = round2([...taxes.values()].reduce((sum, entry) => sum + entry.tax, 0));
  const netPrice = round2(totalPrice - taxTotal);
  const calculatedTaxes = [...taxes.entries()].map(([rate, entry]) => ({ tax: entry.tax, taxRate: rate, price: entry.price, apiAlias: 'cart_tax_calculated' }));
  const taxRules = [...taxes.keys()].map((rate) => ({ taxRate: rate, percentage: 100, apiAlias: 'cart_tax_rule' }));

  const lineItems = [...goods.map((item) => productLineItem(ctx, item, input.now)), ...applied.map(promotionLineItem)];
  const shippingCosts = calculatedPrice(shipping, 1, shipping, shippingTaxes);
  const method = SHIPPING_BY_ID.get(shippingMethodId);
  const times: Record<string, [number, number]> = { [SHIPPING_METHOD_IDS.standard]: [1, 3], [SHIPPING_METHOD_IDS.express]: [1, 1], [SHIPPING_METHOD_IDS.pickup]: [2, 4] };
  const [min, max] = times[shippingMethodId] ?? [1, 3];
  const date = deliveryDate(input.now, min, max);
  const deliveries =
    goods.length === 0 || !method
      ? []
      : [
          {
            positions: goods
              .filter((item) => !item.download)
              .map((item) => ({
                lineItem: null,
                identifier: item.stored.id,
                quantity: item.stored.quantity,
                price: lineItems[goods.indexOf(item)]?.price ?? null,
                deliveryDate: date,
                apiAlias: 'cart_delivery_position',
              })),
            location: { country: input.country, state: null, address: null, apiAlias: 'cart_delivery_shipping_location' },
            deliveryDate: date,
            shippingMethod: input.shippingMethodEntity(shippingMethodId),
            shippingCosts,
            apiAlias: 'cart_delivery',
          },
        ];

  const nextCart: StoredCart = {
    items: goods.map((item) => item.stored),
    codes,
    applied: applied.map((promotion) => promotion.promotion.id),
  };
  const price = {
    netPrice,
    totalPrice,
    calculatedTaxes,
    taxRules,
    positionPrice,
    taxStatus: 'gross',
    rawTotal,
    apiAlias: 'cart_price',
  };
  const body: Json = {
    name: 'sales-channel',
    token: input.token,
    price,
    lineItems,
    errors,
    deliveries,
    transactions: goods.length === 0 ? [] : [{ paymentMethodId, amount: calculatedPrice(totalPrice, 1, totalPrice, [...taxes.entries()].map(([rate, entry]) => ({ rate, price: entry.price }))), apiAlias: 'cart_transaction' }],
    modified: false,
    customerComment: null,
    affiliateCode: null,
    campaignCode: null,
    source: null,
    extensions: {
      'cart-promotions': {
        addedCodes: codes,
        blockedPromotionIds: [],
        apiAlias: 'shopware_core_checkout_promotion_cart_extension_cart_extension',
      },
    },
    apiAlias: 'cart',
  };
  return {
    cart: nextCart,
    body,
    errors,
    shippingMethodId,
    paymentMethodId,
    totals: { positionPrice, totalPrice, netPrice, shipping },
    lineItems,
    goods,
    promotions: applied,
    taxes,
    shippingCosts,
    blocked: Object.values(errors).some((error) => error.level >= ERROR_LEVEL.error),
  };
}
