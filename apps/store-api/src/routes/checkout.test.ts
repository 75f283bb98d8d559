import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCatalogueContent } from '../catalogue/default-content';
import { grossTax, roundTo } from '../checkout/cart';
import { categoryId } from '../demo/keys';
import { PROMOTION_IDS } from '../demo/promotions';
import type { CurrencyCode, DemoProduct } from '../demo/types';
import { COUNTRY_IDS, CURRENCY_IDS, LANGUAGE_IDS, PAYMENT_METHOD_IDS, SHIPPING_METHOD_IDS } from '../ids';
import { createTestApi, type CallOptions, type TestApi } from '../testing/harness';
import { prepareSchemas } from '../testing/schema';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are read loosely in assertions
type Json = Record<string, any>;

const content = defaultCatalogueContent();
const hasVariants = (p: DemoProduct) => content.products.some((child) => child.parentId === p.id);
const buyable = content.products.filter((p) => p.active && !hasVariants(p));
const cheeseCategories = ['cheese-hard', 'cheese-semi', 'cheese-fondue'].map(categoryId);
const isPlain = (p: DemoProduct) =>
  p.minPurchase === 1 && p.purchaseSteps === 1 && p.tierPrices.length === 0 && !p.isCloseout && p.stock > 100 && p.maxPurchase === null && p.states.includes('is-physical');
const plain = buyable.find((p) => isPlain(p) && !cheeseCategories.includes(p.mainCategoryId) && p.price.CHF.gross < 20)!;
const expensive = buyable.find((p) => isPlain(p) && p.price.CHF.gross > 25)!;
const cheese = buyable.find((p) => cheeseCategories.includes(p.mainCategoryId) && !p.isCloseout && p.minPurchase === 1 && p.purchaseSteps === 1 && p.tierPrices.length === 0 && p.stock >= 20)!;
const water = buyable.find((p) => p.key === 'water-still')!;
const lowStock = buyable.find((p) => p.isCloseout && p.stock > 0 && p.stock < 5 && p.minPurchase === 1)!;
const soldOut = buyable.find((p) => p.isCloseout && p.stock === 0)!;
const digital = buyable.find((p) => p.states.includes('is-download'))!;
const parent = content.products.find((p) => hasVariants(p))!;

const STOREFRONT = 'http://localhost:3000';

let api: TestApi;

beforeAll(() => {
  prepareSchemas([
    ['GET', '/store-api/checkout/cart'],
    ['POST', '/store-api/checkout/cart/line-item'],
    ['POST', '/store-api/checkout/order'],
    ['POST', '/store-api/order'],
  ]);
  api = createTestApi({ storefrontUrl: STOREFRONT });
}, 120_000);
afterAll(() => api.close());

/** A fresh context (optionally in euros) and a caller bound to its token. */
/** A shopper that follows the context token of each answer, as clients do (a guest registration renews it). */
async function shopper(currency: CurrencyCode = 'CHF') {
  return shopperOf(api, currency);
}

async function shopperOf(target: TestApi, currency: CurrencyCode = 'CHF') {
  const first = await target.call('GET', '/store-api/checkout/cart');
  let token = first.headers.get('sw-context-token')!;
  const call = async <T = Json>(method: string, path: string, options: CallOptions = {}) => {
    const result = await target.call<T>(method, path, { ...options, headers: { 'sw-context-token': token, ...(options.headers ?? {}) } });
    token = result.headers.get('sw-context-token') ?? token;
    return result;
  };
  if (currency === 'EUR') await call('PATCH', '/store-api/context', { body: { currencyId: CURRENCY_IDS.EUR } });
  const add = (items: Json[]) => call('POST', '/store-api/checkout/cart/line-item', { body: { items } });
  const addProduct = (product: DemoProduct, quantity: number) => add([{ type: 'product', referencedId: product.id, quantity }]);
  const context = async () => (await call('GET', '/store-api/context')).body;
  return {
    get token() {
      return token;
    },
    call,
    add,
    addProduct,
    context,
  };
}

const productItems = (cart: Json): Json => (cart.lineItems as Json[]).filter((item) => item.type === 'product');
const promotionItems = (cart: Json): Json => (cart.lineItems as Json[]).filter((item) => item.type === 'promotion');
const errorKeys = (cart: Json) => Object.values(cart.errors as Record<string, Json>).map((error) => error.messageKey);
const errorOf = (cart: Json, messageKey: string) => Object.values(cart.errors as Record<string, Json>).find((error) => error.messageKey === messageKey);

describe.each(['CHF', 'EUR'] as const)('cart in %s', (currency) => {
  const shippingStandard = currency === 'CHF' ? 7.9 : 8.5;
  const freeFrom = currency === 'CHF' ? 100 : 105;
  const interval = currency === 'CHF' ? 0.05 : 0.01;

  it('starts empty with the token of the context', async () => {
    const s = await shopper(currency);
    const { status, body } = await s.call('GET', '/store-api/checkout/cart');
    expect(status).toBe(200);
    expect(body).toMatchObject({ token: s.token, apiAlias: 'cart', lineItems: [], errors: {}, deliveries: [] });
    expect(body.price).toMatchObject({ totalPrice: 0, positionPrice: 0, netPrice: 0, taxStatus: 'gross' });
  });

  it('adds a product with its price, taxes, shipping costs and delivery', async () => {
    const s = await shopper(currency);
    const { status, body } = await s.addProduct(plain, 2);
    expect(status).toBe(200);
    const item = productItems(body)[0];
    const unit = plain.price[currency].gross;
    const total = Math.round(unit * 2 * 100) / 100;
    expect(item).toMatchObject({
      id: plain.id,
      referencedId: plain.id,
      type: 'product',
      good: true,
      quantity: 2,
      states: ['is-physical'],
      label: plain.name.de,
      quantityInformation: { minPurchase: 1, purchaseSteps: 1, maxPurchase: 100 },
    });
    expect(item.cover.url).toMatch(/^http/);
    expect(item.price).toMatchObject({ unitPrice: unit, totalPrice: total, quantity: 2 });
    expect(item.price.calculatedTaxes).toEqual([{ tax: grossTax(total, plain.taxRate), taxRate: plain.taxRate, price: total, apiAlias: 'cart_tax_calculated' }]);
    expect(body.deliveries[0].shippingMethod.id).toBe(SHIPPING_METHOD_IDS.standard);
    expect(body.deliveries[0].shippingCosts.totalPrice).toBe(shippingStandard);
    expect(body.price.positionPrice).toBe(total);
    expect(body.price.rawTotal).toBe(Math.round((total + shippingStandard) * 100) / 100);
    expect(body.price.totalPrice).toBe(roundTo(total + shippingStandard, interval));
    const taxes = (body.price.calculatedTaxes as Json[]).reduce((sum, tax) => sum + tax.tax, 0);
    expect(body.price.netPrice).toBeCloseTo(body.price.totalPrice - taxes, 2);
    // Adding the same product again stacks it.
    const again = await s.addProduct(plain, 1);
    expect(productItems(again.body)[0].quantity).toBe(3);
    // The cart is persisted per token.
    const read = await s.call('GET', '/store-api/checkout/cart');
    expect(productItems(read.body)[0].quantity).toBe(3);
  });

  it(`ships free from ${currency} ${freeFrom}`, async () => {
    const s = await shopper(currency);
    const quantity = Math.ceil(freeFrom / plain.price[currency].gross);
    const { body } = await s.addProduct(plain, quantity);
    expect(body.price.positionPrice).toBeGreaterThanOrEqual(freeFrom);
    expect(body.deliveries[0].shippingCosts.totalPrice).toBe(0);
    const below = await s.call('PATCH', '/store-api/checkout/cart/line-item', { body: { items: [{ id: plain.id, quantity: quantity - 2 }] } });
    expect(below.body.deliveries[0].shippingCosts.totalPrice).toBe(shippingStandard);
  });

  it('uses the tier price of the quantity', async () => {
    const s = await shopper(currency);
    const six = await s.addProduct(water, 6);
    expect(productItems(six.body)[0].price.unitPrice).toBe(water.tierPrices[0]!.price[currency].gross);
    const many = await s.call('PATCH', '/store-api/checkout/cart/line-item', { body: { items: [{ id: water.id, quantity: 36 }] } });
    const item = productItems(many.body)[0];
    expect(item.price.unitPrice).toBe(water.tierPrices[2]!.price[currency].gross);
    expect(item.price.totalPrice).toBe(Math.round(water.tierPrices[2]!.price[currency].gross * 36 * 100) / 100);
    if (currency === 'CHF') expect(item.price.unitPrice).toBe(1.25);
  });
});

describe('quantity rules', () => {
  it('raises to the minimum purchase (min-order-quantity)', async () => {
    const s = await shopper();
    const { body } = await s.addProduct(water, 1);
    expect(productItems(body)[0].quantity).toBe(6);
    expect(errorOf(body, 'min-order-quantity')).toMatchObject({ level: 10, quantity: 6, code: 0 });
    expect(errorOf(body, 'min-order-quantity')!.key).toBe(`min-order-quantity${water.id}`);
  });

  it('rounds to the purchase steps (purchase-steps-quantity)', async () => {
    const s = await shopper();
    const { body } = await s.addProduct(water, 14);
    expect(productItems(body)[0].quantity).toBe(12);
    expect(errorOf(body, 'purchase-steps-quantity')).toMatchObject({ quantity: 12, name: water.name.de });
  });

  it('caps at the max purchase (product-stock-reached)', async () => {
    const s = await shopper();
    const { body } = await s.addProduct(water, 60);
    expect(productItems(body)[0].quantity).toBe(48);
    expect(errorOf(body, 'product-stock-reached')).toMatchObject({ quantity: 48, name: water.name.de, level: 10 });
    // The error is reported with the change, not again on the next read.
    const read = await s.call('GET', '/store-api/checkout/cart');
    expect(read.body.errors).toEqual({});
  });

  it('caps a closeout product at its stock', async () => {
    const s = await shopper();
    const { body } = await s.addProduct(lowStock, 10);
    expect(productItems(body)[0].quantity).toBe(lowStock.stock);
    expect(errorOf(body, 'product-stock-reached')).toMatchObject({ quantity: lowStock.stock });
  });

  it('removes a sold-out closeout product (product-out-of-stock)', async () => {
    const s = await shopper();
    const { body } = await s.addProduct(soldOut, 1);
    expect(productItems(body)).toEqual([]);
    expect(errorOf(body, 'product-out-of-stock')).toMatchObject({ level: 20 });
  });

  it('reports unknown products and parents with variants (product-not-found)', async () => {
    const s = await shopper();
    const unknown = await s.add([{ type: 'product', referencedId: 'ffffffffffffffffffffffffffffffff', quantity: 1 }]);
    expect(unknown.status).toBe(200);
    expect(errorOf(unknown.body, 'product-not-found')).toMatchObject({ key: 'product-not-foundffffffffffffffffffffffffffffffff' });
    const notUuid = await s.add([{ type: 'product', referencedId: 'nope', quantity: 1 }]);
    expect(errorKeys(notUuid.body)).toContain('product-not-found');
    const parentItem = await s.addProduct(parent, 1);
    expect(errorKeys(parentItem.body)).toContain('product-not-found');
    expect(productItems(parentItem.body)).toEqual([]);
  });

  it.each([0, -1, 1.5, '2', 1e12, null, true])('rejects the quantity %s with 400', async (quantity) => {
    const s = await shopper();
    const add = await s.add([{ type: 'product', referencedId: plain.id, quantity }]);
    expect(add.status).toBe(400);
    expect(add.body.errors[0].code).toBe('CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY');
    await s.addProduct(plain, 1);
    const patch = await s.call('PATCH', '/store-api/checkout/cart/line-item', { body: { items: [{ id: plain.id, quantity }] } });
    expect(patch.status).toBe(400);
    expect(patch.body.errors[0].code).toBe('CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY');
  });

  it('answers bad input with 4xx, never 500', async () => {
    const s = await shopper();
    const bodies: unknown[] = ['{nope', '[]', { items: 'x' }, { items: [] }, { items: [1] }, { items: [{ type: 'credit', referencedId: plain.id }] }, { items: [{ type: 'product' }] }, { items: [{ type: 'product', referencedId: 5 }] }];
    for (const body of bodies) {
      const response = await s.call('POST', '/store-api/checkout/cart/line-item', { body });
      expect(response.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.status, JSON.stringify(body)).toBeLessThan(500);
    }
    for (const body of [{}, { ids: [] }, { ids: [5] }, { ids: 'x' }]) {
      const response = await s.call('POST', '/store-api/checkout/cart/line-item/delete', { body });
      expect(response.status).toBe(400);
    }
    const patch = await s.call('PATCH', '/store-api/checkout/cart/line-item', { body: { items: [{ quantity: 2 }] } });
    expect(patch.status).toBe(400);
  });

  it('updates, removes and clears line items', async () => {
    const s = await shopper();
    await s.add([
      { type: 'product', referencedId: plain.id, quantity: 1 },
      { type: 'product', referencedId: cheese.id, quantity: 1 },
    ]);
    const patched = await s.call('PATCH', '/store-api/checkout/cart/line-item', { body: { items: [{ id: cheese.id, quantity: 3 }] } });
    expect(productItems(patched.body).map((item: Json) => [item.id, item.quantity])).toEqual([[plain.id, 1], [cheese.id, 3]]);
    const missing = await s.call('PATCH', '/store-api/checkout/cart/line-item', { body: { items: [{ id: 'ffffffffffffffffffffffffffffffff', quantity: 1 }] } });
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0].code).toBe('CHECKOUT__CART_LINE_ITEM_NOT_FOUND');
    const removed = await s.call('POST', '/store-api/checkout/cart/line-item/delete', { body: { ids: [plain.id] } });
    expect(productItems(removed.body).map((item: Json) => item.id)).toEqual([cheese.id]);
    const unknown = await s.call('POST', '/store-api/checkout/cart/line-item/delete', { body: { ids: [plain.id] } });
    expect(unknown.status).toBe(404);
    const viaDelete = await s.call('DELETE', `/store-api/checkout/cart/line-item?ids[]=${cheese.id}`);
    expect(viaDelete.status).toBe(200);
    expect(viaDelete.body.lineItems).toEqual([]);
    await s.addProduct(plain, 1);
    // Shopware answers 204 without a body (the schema documents a JSON body for it).
    const cleared = await s.call('DELETE', '/store-api/checkout/cart', { skipSchema: true });
    expect(cleared.status).toBe(204);
    expect((await s.call('GET', '/store-api/checkout/cart')).body.lineItems).toEqual([]);
  });

  it('marks downloads and ships a download-only cart free', async () => {
    const s = await shopper();
    const { body } = await s.addProduct(digital, 1);
    expect(productItems(body)[0]).toMatchObject({ states: ['is-download'], good: true });
    expect(body.deliveries[0].shippingCosts.totalPrice).toBe(0);
    expect(body.deliveries[0].positions).toEqual([]);
  });
});

describe('promotions', () => {
  it('applies GIPFEL10 as 10 % off the goods', async () => {
    for (const currency of ['CHF', 'EUR'] as const) {
      const s = await shopper(currency);
      await s.addProduct(plain, 3);
      const { body } = await s.add([{ type: 'promotion', referencedId: 'gipfel10' }]);
      const goods = Math.round(plain.price[currency].gross * 3 * 100) / 100;
      const promotion = promotionItems(body)[0];
      expect(promotion).toMatchObject({ type: 'promotion', referencedId: 'GIPFEL10', good: false, id: PROMOTION_IDS.gipfel10 });
      expect(promotion.price.totalPrice).toBe(-Math.round(goods * 10) / 100);
      expect(body.price.positionPrice).toBe(Math.round((goods + promotion.price.totalPrice) * 100) / 100);
      expect(errorKeys(body)).toContain('promotion-discount-added');
      expect(body.extensions['cart-promotions'].addedCodes).toEqual(['GIPFEL10']);
      // Removing the discount line item removes the code.
      const removed = await s.call('POST', '/store-api/checkout/cart/line-item/delete', { body: { ids: [promotion.id] } });
      expect(promotionItems(removed.body)).toEqual([]);
      expect(removed.body.extensions['cart-promotions'].addedCodes).toEqual([]);
    }
  });

  it('saves FONDUE5 below CHF 50 without applying it, and applies it from CHF 50', async () => {
    for (const currency of ['CHF', 'EUR'] as const) {
      const s = await shopper(currency);
      await s.addProduct(plain, 1);
      const saved = await s.add([{ type: 'promotion', referencedId: 'FONDUE5' }]);
      expect(promotionItems(saved.body)).toEqual([]);
      expect(errorOf(saved.body, 'promotion-not-eligible')).toMatchObject({ level: 0 });
      expect(saved.body.extensions['cart-promotions'].addedCodes).toEqual(['FONDUE5']);
      const minimum = currency === 'CHF' ? 50 : 52.5;
      const quantity = Math.ceil(minimum / plain.price[currency].gross);
      const applied = await s.call('PATCH', '/store-api/checkout/cart/line-item', { body: { items: [{ id: plain.id, quantity }] } });
      expect(promotionItems(applied.body)[0].price.totalPrice).toBe(currency === 'CHF' ? -5 : -5.25);
      expect(errorKeys(applied.body)).not.toContain('promotion-not-eligible');
    }
  });

  it('reports unknown codes (promotion-not-found) without saving them', async () => {
    const s = await shopper();
    await s.addProduct(plain, 1);
    const { status, body } = await s.add([{ type: 'promotion', referencedId: 'NOPE' }]);
    expect(status).toBe(200);
    expect(errorOf(body, 'promotion-not-found')).toMatchObject({ level: 20, key: 'promotion-not-found-NOPE' });
    expect(body.extensions['cart-promotions'].addedCodes).toEqual([]);
  });

  it('removes the excluded promotion on conflict (promotion-excluded)', async () => {
    const s = await shopper();
    await s.addProduct(plain, 2);
    await s.add([{ type: 'promotion', referencedId: 'GIPFEL10' }]);
    const { body } = await s.add([{ type: 'promotion', referencedId: 'SOMMER15' }]);
    expect(promotionItems(body).map((item: Json) => item.referencedId)).toEqual(['SOMMER15']);
    expect(errorOf(body, 'promotion-excluded')).toMatchObject({ id: PROMOTION_IDS.gipfel10 });
    expect(body.extensions['cart-promotions'].addedCodes).toEqual(['SOMMER15']);
    // GIPFEL10 has the lower priority: adding it back is excluded again.
    const again = await s.add([{ type: 'promotion', referencedId: 'GIPFEL10' }]);
    expect(promotionItems(again.body).map((item: Json) => item.referencedId)).toEqual(['SOMMER15']);
    expect(errorKeys(again.body)).toContain('promotion-excluded');
  });

  it('ships cheese from CHF 80 free automatically, and says so when it no longer applies', async () => {
    const s = await shopper();
    const quantity = Math.ceil(80 / cheese.price.CHF.gross);
    const { body } = await s.addProduct(cheese, quantity);
    expect(body.price.positionPrice).toBeLessThan(100);
    const promotion = promotionItems(body)[0];
    expect(promotion).toMatchObject({ id: PROMOTION_IDS.cheeseFreeShipping, referencedId: '', removable: false });
    expect(promotion.price.totalPrice).toBe(0);
    expect(body.deliveries[0].shippingCosts.totalPrice).toBe(0);
    const less = await s.call('PATCH', '/store-api/checkout/cart/line-item', { body: { items: [{ id: cheese.id, quantity: 1 }] } });
    expect(promotionItems(less.body)).toEqual([]);
    expect(errorOf(less.body, 'auto-promotion-not-found')).toBeDefined();
    expect(less.body.deliveries[0].shippingCosts.totalPrice).toBe(7.9);
  });
});

describe('shipping and payment method switching', () => {
  it('switches pick-up to standard shipping for a download-only cart', async () => {
    const s = await shopper();
    await s.call('PATCH', '/store-api/context', { body: { shippingMethodId: SHIPPING_METHOD_IDS.pickup } });
    const { body } = await s.addProduct(digital, 1);
    expect(errorOf(body, 'shipping-method-changed')).toMatchObject({ level: 0, newShippingMethodName: 'Standardversand' });
    expect(body.deliveries[0].shippingMethod.id).toBe(SHIPPING_METHOD_IDS.standard);
    expect((await s.context()).shippingMethod.id).toBe(SHIPPING_METHOD_IDS.standard);
  });

  it('switches cash on pick-up away when the cart is shipped', async () => {
    const s = await shopper();
    await s.call('PATCH', '/store-api/context', { body: { paymentMethodId: PAYMENT_METHOD_IDS.cashOnDelivery } });
    const { body } = await s.addProduct(plain, 1);
    expect(errorOf(body, 'payment-method-changed')).toMatchObject({ newPaymentMethodName: 'Rechnung' });
    expect(body.transactions[0].paymentMethodId).toBe(PAYMENT_METHOD_IDS.invoice);
    expect((await s.context()).paymentMethod.id).toBe(PAYMENT_METHOD_IDS.invoice);
  });

  it('blocks invoice above CHF 2000 and EUR 2100', async () => {
    for (const currency of ['CHF', 'EUR'] as const) {
      const s = await shopper(currency);
      const limit = currency === 'CHF' ? 2000 : 2100;
      const below = await s.addProduct(expensive, Math.floor((limit - 20) / expensive.price[currency].gross));
      expect(errorKeys(below.body)).not.toContain('payment-method-changed');
      const { body } = await s.addProduct(expensive, 100);
      expect(body.price.totalPrice).toBeGreaterThan(limit);
      expect(errorOf(body, 'payment-method-changed')).toMatchObject({ oldPaymentMethodName: 'Rechnung', newPaymentMethodName: 'Vorauskasse' });
      expect((await s.context()).paymentMethod.id).toBe(PAYMENT_METHOD_IDS.prepayment);
    }
  });
});

async function guest(s: Awaited<ReturnType<typeof shopper>>, email = 'anna@example.ch', zipcode = '3011') {
  const response = await s.call('POST', '/store-api/account/register', {
    body: { guest: true, email, firstName: 'Anna', lastName: 'Muster', billingAddress: { street: 'Marktgasse 1', zipcode, city: 'Bern', countryId: COUNTRY_IDS.CH } },
  });
  expect(response.status).toBe(200);
  return response.body;
}

describe('orders', () => {
  it('needs a customer or guest (403), a non-empty cart (400) and valid registration data', async () => {
    const s = await shopper();
    await s.addProduct(plain, 1);
    const anonymous = await s.call('POST', '/store-api/checkout/order', { body: {} });
    expect(anonymous.status).toBe(403);
    expect(anonymous.body.errors[0].code).toBe('CHECKOUT__CUSTOMER_NOT_LOGGED_IN');
    const bad = await s.call('POST', '/store-api/account/register', { body: { guest: true, email: 'no', billingAddress: { countryId: 'x' } } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((error: Json) => error.source.pointer)).toEqual(expect.arrayContaining(['/email', '/firstName', '/billingAddress/street']));
    const empty = await shopper();
    await guest(empty);
    const noCart = await empty.call('POST', '/store-api/checkout/order', { body: {} });
    expect(noCart.status).toBe(400);
    expect(noCart.body.errors[0].code).toBe('CHECKOUT__CART_EMPTY');
    expect((await empty.call('POST', '/store-api/order', { body: {} })).body.orders.total).toBe(0);
    expect((await (await shopper()).call('POST', '/store-api/order', { body: {} })).status).toBe(403);
  });

  it('creates one order from the cart, clears the cart and lists it (also by deep link for guests)', async () => {
    for (const currency of ['CHF', 'EUR'] as const) {
      const s = await shopper(currency);
      const customer = await guest(s, `order-${currency}@example.ch`);
      expect(customer).toMatchObject({ guest: true, apiAlias: 'customer' });
      await s.addProduct(plain, 2);
      const cart = (await s.add([{ type: 'promotion', referencedId: 'GIPFEL10' }])).body;
      const placed = await s.call('POST', '/store-api/checkout/order', { body: { customerComment: 'Bitte klingeln' } });
      expect(placed.status).toBe(200);
      const order = placed.body;
      expect(order).toMatchObject({
        apiAlias: 'order',
        amountTotal: cart.price.totalPrice,
        currencyId: CURRENCY_IDS[currency],
        customerComment: 'Bitte klingeln',
        stateMachineState: { technicalName: 'open' },
        orderCustomer: { email: `order-${currency}@example.ch` },
      });
      expect(order.orderNumber).toMatch(/^\d+$/);
      expect(order.lineItems.map((item: Json) => item.type)).toEqual(['product', 'promotion']);
      expect(order.transactions[0]).toMatchObject({ paymentMethodId: PAYMENT_METHOD_IDS.invoice, stateMachineState: { technicalName: 'open' } });
      expect(order.deliveries[0].shippingMethodId).toBe(SHIPPING_METHOD_IDS.standard);
      // The cart is gone: the same cart cannot be ordered twice.
      expect((await s.call('GET', '/store-api/checkout/cart')).body.lineItems).toEqual([]);
      const twice = await s.call('POST', '/store-api/checkout/order', { body: {} });
      expect(twice.status).toBe(400);
      expect(twice.body.errors[0].code).toBe('CHECKOUT__CART_EMPTY');

      const list = await s.call('POST', '/store-api/order', { body: {} });
      expect(list.body.orders.total).toBe(1);
      expect(list.body.orders.elements[0].id).toBe(order.id);
      // OrderRoute reports `paymentChangeable` only when asked with `?checkPromotion=true`.
      expect(list.body.paymentChangeable).toEqual({});
      const checked = await s.call('POST', '/store-api/order?checkPromotion=true', { body: {} });
      expect(checked.body.paymentChangeable).toEqual({ [order.id]: true });

      const other = await shopper();
      const filter = [{ type: 'equals', field: 'deepLinkCode', value: order.deepLinkCode }];
      const byLink = await other.call('POST', '/store-api/order', { body: { filter, email: `ORDER-${currency}@example.ch`, zipcode: '3011' } });
      expect(byLink.status).toBe(200);
      expect(byLink.body.orders.elements[0].orderNumber).toBe(order.orderNumber);
      const wrong = await other.call('POST', '/store-api/order', { body: { filter, email: `order-${currency}@example.ch`, zipcode: '9999' } });
      expect(wrong.status).toBe(403);
      expect(wrong.body.errors[0].code).toBe('CHECKOUT__GUEST_WRONG_CREDENTIALS');
      const missing = await other.call('POST', '/store-api/order', { body: { filter } });
      expect(missing.status).toBe(403);
    }
  });

  // Shopware 6.7's OrderRoute (src/Core/Checkout/Order/SalesChannel/OrderRoute.php, with
  // GuestAuthenticator): a visitor's deep link finds orders created or changed in the last 30 days
  // only (filterOldOrders, else 403 CHECKOUT__GUEST_NOT_AUTHENTICATED); email and zip code compare
  // without case (strtolower / strtoupper); an empty one is "not authenticated"; a registered
  // customer's order needs their login (403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN); `login: true` logs the
  // guest in under a new context token (AccountService::loginById).
  it('limits a guest\'s deep link to 30 days, compares without case and logs the guest in on request (OrderRoute)', async () => {
    let clock = Date.parse('2026-03-01T10:00:00Z');
    const timed = createTestApi({ now: () => clock });
    try {
      const s = await shopperOf(timed);
      await s.call('POST', '/store-api/account/register', {
        body: { guest: true, email: 'late@example.ch', firstName: 'Anna', lastName: 'Muster', billingAddress: { street: 'Bahnhofstrasse 1', zipcode: '8001', city: 'Zürich', countryId: COUNTRY_IDS.CH } },
      });
      await s.addProduct(plain, 1);
      const order = (await s.call('POST', '/store-api/checkout/order', { body: {} })).body;
      const filter = [{ type: 'equals', field: 'deepLinkCode', value: order.deepLinkCode }];
      const visitor = await shopperOf(timed);
      const upper = await visitor.call('POST', '/store-api/order', { body: { filter, email: 'LATE@example.ch', zipcode: '8001' } });
      expect(upper.status).toBe(200);
      const empty = await visitor.call('POST', '/store-api/order', { body: { filter, email: 'late@example.ch', zipcode: '' } });
      expect([empty.status, empty.body.errors[0].code]).toEqual([403, 'CHECKOUT__GUEST_NOT_AUTHENTICATED']);
      // `login`: the guest is logged in under a new token and sees the order as their own.
      const before = visitor.token;
      const login = await visitor.call('POST', '/store-api/order', { body: { filter, email: 'late@example.ch', zipcode: '8001', login: true } });
      expect(login.status).toBe(200);
      expect(visitor.token).not.toBe(before);
      expect((await visitor.call('GET', '/store-api/account/customer')).body).toMatchObject({ email: 'late@example.ch', guest: true });
      expect((await visitor.call('POST', '/store-api/order', { body: {} })).body.orders.elements.map((o: Json) => o.id)).toEqual([order.id]);
      // 31 days later the deep link finds nothing for a visitor.
      clock += 31 * 24 * 60 * 60 * 1000;
      const late = await (await shopperOf(timed)).call('POST', '/store-api/order', { body: { filter, email: 'late@example.ch', zipcode: '8001' } });
      expect([late.status, late.body.errors[0].code]).toEqual([403, 'CHECKOUT__GUEST_NOT_AUTHENTICATED']);
    } finally {
      timed.close();
    }
  });

  it('refuses to order a cart with blocking errors', async () => {
    const s = await shopper();
    await guest(s);
    await s.addProduct(plain, 1);
    // The stored cart refers to a product that vanished meanwhile.
    api.db.prepare('UPDATE cart SET data = ? WHERE token = ?').run(
      JSON.stringify({ items: [{ id: plain.id, referencedId: plain.id, quantity: 1 }, { id: 'gone', referencedId: 'ffffffffffffffffffffffffffffffff', quantity: 1 }], codes: [], applied: [] }),
      s.token,
    );
    const blocked = await s.call('POST', '/store-api/checkout/order', { body: {} });
    expect(blocked.status).toBe(400);
    expect(blocked.body.errors[0].code).toBe('CHECKOUT__CART_INVALID');
    // The invalid item is gone now; the order goes through.
    expect((await s.call('POST', '/store-api/checkout/order', { body: {} })).status).toBe(200);
  });

  it('delivers to a guest\'s separate shipping address, with its own recipient and country', async () => {
    const s = await shopper();
    const shippingAddress = { firstName: 'Luca', lastName: 'Rossi', street: 'Städtle 7', zipcode: '9490', city: 'Vaduz', countryId: COUNTRY_IDS.LI };
    const bad = await s.call('POST', '/store-api/account/register', {
      body: { guest: true, email: 'gift@example.ch', firstName: 'Anna', lastName: 'Muster', billingAddress: { street: 'Marktgasse 1', zipcode: '3011', city: 'Bern', countryId: COUNTRY_IDS.CH }, shippingAddress: { countryId: 'x' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((error: Json) => error.source.pointer)).toEqual(
      expect.arrayContaining(['/shippingAddress/firstName', '/shippingAddress/lastName', '/shippingAddress/street', '/shippingAddress/zipcode', '/shippingAddress/city', '/shippingAddress/countryId']),
    );
    // Postal codes follow each address's country (four digits in Switzerland and Liechtenstein).
    const malformed = await s.call('POST', '/store-api/account/register', {
      body: { guest: true, email: 'gift@example.ch', firstName: 'Anna', lastName: 'Muster', billingAddress: { street: 'Marktgasse 1', zipcode: '30110', city: 'Bern', countryId: COUNTRY_IDS.CH }, shippingAddress: { ...shippingAddress, zipcode: '94' } },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors.map((error: Json) => `${error.source.pointer} ${error.code}`)).toEqual(['/billingAddress/zipcode VIOLATION::ZIP_CODE_INVALID', '/shippingAddress/zipcode VIOLATION::ZIP_CODE_INVALID']);
    const registered = await s.call('POST', '/store-api/account/register', {
      body: { guest: true, email: 'gift@example.ch', firstName: 'Anna', lastName: 'Muster', billingAddress: { street: 'Marktgasse 1', zipcode: '3011', city: 'Bern', countryId: COUNTRY_IDS.CH }, shippingAddress },
    });
    expect(registered.status).toBe(200);
    const context = await s.context();
    expect(context.customer.activeBillingAddress).toMatchObject({ firstName: 'Anna', street: 'Marktgasse 1', countryId: COUNTRY_IDS.CH });
    expect(context.customer.activeShippingAddress).toMatchObject({ firstName: 'Luca', lastName: 'Rossi', street: 'Städtle 7', countryId: COUNTRY_IDS.LI });
    expect(context.customer.activeShippingAddress.id).not.toBe(context.customer.activeBillingAddress.id);
    expect(context.shippingLocation.country.id).toBe(COUNTRY_IDS.LI);

    await s.addProduct(plain, 1);
    const order = (await s.call('POST', '/store-api/checkout/order', { body: {} })).body;
    expect(order.billingAddress).toMatchObject({ firstName: 'Anna', street: 'Marktgasse 1', zipcode: '3011' });
    expect(order.deliveries[0].shippingOrderAddress).toMatchObject({ firstName: 'Luca', lastName: 'Rossi', street: 'Städtle 7', zipcode: '9490', country: { iso: 'LI' } });
    expect(order.deliveries[0].shippingOrderAddressId).toBe(order.deliveries[0].shippingOrderAddress.id);
    expect(order.addresses).toHaveLength(2);
    // The guest's order link still asks for the billing postal code.
    const filter = [{ type: 'equals', field: 'deepLinkCode', value: order.deepLinkCode }];
    expect((await (await shopper()).call('POST', '/store-api/order', { body: { filter, email: 'gift@example.ch', zipcode: '3011' } })).status).toBe(200);
  });

  it('delivers to the billing address when no shipping address is given', async () => {
    const s = await shopper();
    await guest(s, 'same@example.ch');
    await s.addProduct(plain, 1);
    const order = (await s.call('POST', '/store-api/checkout/order', { body: {} })).body;
    expect(order.deliveries[0].shippingOrderAddress).toMatchObject({ id: order.billingAddress.id, street: 'Marktgasse 1', firstName: 'Anna' });
    expect(order.addresses).toHaveLength(1);
  });
});

describe('payment', () => {
  async function placeOrder(paymentMethodId: string, currency: CurrencyCode = 'CHF') {
    const s = await shopper(currency);
    await guest(s);
    await s.call('PATCH', '/store-api/context', { body: { paymentMethodId } });
    await s.addProduct(plain, 2);
    const order = (await s.call('POST', '/store-api/checkout/order', { body: {} })).body;
    return { s, order };
  }
  const urls = { finishUrl: `${STOREFRONT}/checkout/finish?orderId=1`, errorUrl: `${STOREFRONT}/account/order/edit/1` };

  it('needs no redirect for invoice', async () => {
    const { s, order } = await placeOrder(PAYMENT_METHOD_IDS.invoice);
    const { status, body } = await s.call('POST', '/store-api/handle-payment', { body: { orderId: order.id, ...urls } });
    expect(status).toBe(200);
    expect(body).toEqual({ redirectUrl: null });
  });

  it('redirects the card method through the gateway: pay → finishUrl, paid, no more changes', async () => {
    const { s, order } = await placeOrder(PAYMENT_METHOD_IDS.online, 'EUR');
    const { body } = await s.call('POST', '/store-api/handle-payment', { body: { orderId: order.id, ...urls } });
    const redirect = new URL(body.redirectUrl);
    expect(redirect.pathname).toBe(`/payment-gateway/${order.transactions[0].id}`);

    for (const [lang, word] of [['de', 'Bezahlen'], ['en', 'Pay'], ['fr', 'Payer']]) {
      redirect.searchParams.set('lang', lang!);
      const page = await api.app.request(redirect.pathname + redirect.search);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(`>${word}</button>`);
      expect(html).toContain(`data-amount="${order.amountTotal}"`);
    }
    const byHeader = await api.app.request(`${redirect.pathname}?token=${redirect.searchParams.get('token')}`, { headers: { 'accept-language': 'fr-CH,fr;q=0.9' } });
    expect(await byHeader.text()).toContain('lang="fr-CH"');
    const wrongToken = await api.app.request(`${redirect.pathname}?token=nope`);
    expect(wrongToken.status).toBe(404);

    const form = new URLSearchParams({ token: redirect.searchParams.get('token')!, action: 'pay' });
    const paid = await api.app.request(redirect.pathname, { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(urls.finishUrl);

    const list = await s.call('POST', '/store-api/order', { body: {} });
    expect(list.body.orders.elements[0].transactions[0].stateMachineState.technicalName).toBe('paid');
    // Shopware 6.7's SetPaymentOrderRoute::validatePaymentState: OrderException::paymentMethodNotChangeable.
    const change = await s.call('POST', '/store-api/order/payment', { body: { orderId: order.id, paymentMethodId: PAYMENT_METHOD_IDS.invoice } });
    expect(change.status).toBe(403);
    expect(change.body.errors).toEqual([
      {
        status: '403',
        code: 'CHECKOUT__ORDER_PAYMENT_METHOD_NOT_CHANGEABLE',
        title: 'Forbidden',
        detail: 'Payment methods of order with current payment transaction type can not be changed.',
        meta: { parameters: {} },
      },
    ]);
    // PaymentProcessor::pay: no transaction in the initial state, but transactions: no error, no redirect.
    const again = await s.call('POST', '/store-api/handle-payment', { body: { orderId: order.id, ...urls } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ redirectUrl: null });
    // A replayed "fail" does not undo the payment.
    const replay = new URLSearchParams({ token: redirect.searchParams.get('token')!, action: 'fail' });
    await api.app.request(redirect.pathname, { method: 'POST', body: replay, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect((await s.call('POST', '/store-api/order', { body: {} })).body.orders.elements[0].transactions[0].stateMachineState.technicalName).toBe('paid');
  });

  it('fails and cancels to errorUrl, and lets the customer change the method of an unpaid order', async () => {
    const { s, order } = await placeOrder(PAYMENT_METHOD_IDS.online);
    const { body } = await s.call('POST', '/store-api/handle-payment', { body: { orderId: order.id, ...urls } });
    const redirect = new URL(body.redirectUrl);
    const post = (action: string) =>
      api.app.request(redirect.pathname, { method: 'POST', body: new URLSearchParams({ token: redirect.searchParams.get('token')!, action }), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const failed = await post('fail');
    expect(failed.status).toBe(303);
    expect(failed.headers.get('location')).toBe(urls.errorUrl);
    const state = async () => (await s.call('POST', '/store-api/order', { body: {} })).body.orders.elements[0].transactions[0];
    expect((await state()).stateMachineState.technicalName).toBe('failed');
    expect((await post('cancel')).headers.get('location')).toBe(urls.errorUrl);
    expect((await state()).stateMachineState.technicalName).toBe('cancelled');
    expect((await post('steal')).status).toBe(400);

    const changed = await s.call('POST', '/store-api/order/payment', { body: { orderId: order.id, paymentMethodId: PAYMENT_METHOD_IDS.prepayment } });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ success: true });
    expect(await state()).toMatchObject({ paymentMethodId: PAYMENT_METHOD_IDS.prepayment, stateMachineState: { technicalName: 'open' } });
    // SetPaymentOrderRoute::validateRequest: a method the order cannot use (unknown, or cash on pick-up
    // for a delivered order) is OrderException::paymentMethodNotAvailable, 404.
    for (const paymentMethodId of ['ffffffffffffffffffffffffffffffff', PAYMENT_METHOD_IDS.cashOnDelivery]) {
      const unavailable = await s.call('POST', '/store-api/order/payment', { body: { orderId: order.id, paymentMethodId } });
      expect(unavailable.status).toBe(404);
      expect(unavailable.body.errors).toEqual([
        {
          status: '404',
          code: 'CHECKOUT__ORDER_PAYMENT_METHOD_NOT_AVAILABLE',
          title: 'Not Found',
          detail: `The payment method with id ${paymentMethodId} is not available.`,
          meta: { parameters: { id: paymentMethodId } },
        },
      ]);
    }
    const invalid = await s.call('POST', '/store-api/order/payment', { body: { orderId: 'x', paymentMethodId: PAYMENT_METHOD_IDS.invoice } });
    expect(invalid.status).toBe(400);
    const foreign = await shopper();
    await guest(foreign, 'other@example.ch');
    expect((await foreign.call('POST', '/store-api/order/payment', { body: { orderId: order.id, paymentMethodId: PAYMENT_METHOD_IDS.invoice } })).status).toBe(404);
    expect((await foreign.call('POST', '/store-api/handle-payment', { body: { orderId: order.id } })).status).toBe(404);
  });

  // Shopware's codes for an order that is not there (or not the shopper's): SetPaymentOrderRoute
  // throws OrderException::orderNotFound (404 CHECKOUT__ORDER_ORDER_NOT_FOUND, "Could not find order
  // with id …", parameters entity/field/value); HandlePaymentMethodRoute throws
  // PaymentException::invalidOrder (404 CHECKOUT__INVALID_ORDER_ID); OrderRoute with an unknown
  // deep link finds nothing for a customer (200, no orders) and refuses a visitor
  // (GuestNotAuthenticatedException, 403 CHECKOUT__GUEST_NOT_AUTHENTICATED).
  it('answers unknown and foreign orders with Shopware\'s codes', async () => {
    const { order } = await placeOrder(PAYMENT_METHOD_IDS.invoice);
    const foreign = await shopper();
    await guest(foreign, 'foreign@example.ch');
    for (const orderId of [order.id, 'f'.repeat(32)]) {
      const change = await foreign.call('POST', '/store-api/order/payment', { body: { orderId, paymentMethodId: PAYMENT_METHOD_IDS.invoice } });
      expect(change.status).toBe(404);
      expect(change.body.errors[0]).toMatchObject({
        code: 'CHECKOUT__ORDER_ORDER_NOT_FOUND',
        detail: `Could not find order with id "${orderId}"`,
        meta: { parameters: { entity: 'order', field: 'id', value: orderId } },
      });
      const pay = await foreign.call('POST', '/store-api/handle-payment', { body: { orderId } });
      expect(pay.status).toBe(404);
      expect(pay.body.errors[0]).toMatchObject({ code: 'CHECKOUT__INVALID_ORDER_ID', meta: { parameters: { orderId } } });
    }
    const filter = [{ type: 'equals', field: 'deepLinkCode', value: 'no-such-deep-link-code' }];
    const mine = await foreign.call('POST', '/store-api/order', { body: { filter } });
    expect(mine.status).toBe(200);
    expect(mine.body.orders.total).toBe(0);
    const visitor = await (await shopper()).call('POST', '/store-api/order', { body: { filter, email: 'anna@example.ch', zipcode: '3011' } });
    expect(visitor.status).toBe(403);
    expect(visitor.body.errors[0].code).toBe('CHECKOUT__GUEST_NOT_AUTHENTICATED');
  });

  it('never redirects outside the storefront or loopback', async () => {
    const { s, order } = await placeOrder(PAYMENT_METHOD_IDS.online);
    for (const finishUrl of ['https://evil.example/finish', 'javascript:alert(1)', '//evil.example', 'http://user:pw@evil.example', 'ftp://localhost/x']) {
      const response = await s.call('POST', '/store-api/handle-payment', { body: { orderId: order.id, finishUrl } });
      expect(response.status, finishUrl).toBe(400);
    }
    const loopback = await s.call('POST', '/store-api/handle-payment', { body: { orderId: order.id, finishUrl: 'http://127.0.0.1:5173/done' } });
    expect(loopback.status).toBe(200);
    const missing = await s.call('POST', '/store-api/handle-payment', { body: {} });
    expect(missing.status).toBe(400);
    const anonymous = await shopper();
    expect((await anonymous.call('POST', '/store-api/handle-payment', { body: { orderId: order.id } })).status).toBe(403);
  });

  it('translates the result page when no return URL is known', async () => {
    const { s, order } = await placeOrder(PAYMENT_METHOD_IDS.online);
    const { body } = await s.call('POST', '/store-api/handle-payment', { body: { orderId: order.id } , headers: { 'sw-language-id': LANGUAGE_IDS['en-GB'] } });
    const redirect = new URL(body.redirectUrl);
    expect(redirect.searchParams.get('lang')).toBe('en');
    const done = await api.app.request(`${redirect.pathname}?lang=en`, {
      method: 'POST',
      body: new URLSearchParams({ token: redirect.searchParams.get('token')!, action: 'pay' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('The payment has been received.');
  });
});
