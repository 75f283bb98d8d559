import { categoryId } from './keys';
import type { CurrencyCode, Translated } from './types';
import { demoId, t } from './util';

/** Promotions of the demo shop: three codes and one automatic promotion. */

export type PromotionDiscount =
  | { type: 'percentage'; value: number }
  | { type: 'absolute'; value: Record<CurrencyCode, number> }
  /** The shipping costs of the cart become 0. */
  | { type: 'free-shipping' };

export interface DemoPromotion {
  id: string;
  /** Null for automatic promotions (applied without a code whenever their condition holds). */
  code: string | null;
  name: Translated;
  /** Of two promotions that exclude each other, the higher priority stays. */
  priority: number;
  discount: PromotionDiscount;
  /** Gross value of the goods (of `categoryId` when set) the cart must reach, per currency. */
  minimum: Record<CurrencyCode, number> | null;
  /** Only products listed in this category (or below) count towards `minimum`. */
  categoryId: string | null;
  /** Ids of the promotions this one cannot be combined with (checked both ways). */
  excludes: string[];
}

export const PROMOTION_IDS = {
  gipfel10: demoId('promotion', 'gipfel10'),
  fondue5: demoId('promotion', 'fondue5'),
  sommer15: demoId('promotion', 'sommer15'),
  cheeseFreeShipping: demoId('promotion', 'cheese-free-shipping'),
} as const;

export const demoPromotions: DemoPromotion[] = [
  {
    id: PROMOTION_IDS.gipfel10,
    code: 'GIPFEL10',
    name: t('10 % Rabatt auf alles', '10% off everything', '10 % de remise sur tout'),
    priority: 1,
    discount: { type: 'percentage', value: 10 },
    minimum: null,
    categoryId: null,
    excludes: [],
  },
  {
    id: PROMOTION_IDS.fondue5,
    code: 'FONDUE5',
    name: t('CHF 5 Rabatt ab CHF 50', 'CHF 5 off from CHF 50', 'CHF 5 de remise dès CHF 50'),
    priority: 1,
    discount: { type: 'absolute', value: { CHF: 5, EUR: 5.25 } },
    minimum: { CHF: 50, EUR: 52.5 },
    categoryId: null,
    excludes: [],
  },
  {
    id: PROMOTION_IDS.sommer15,
    code: 'SOMMER15',
    name: t('Sommeraktion 15 %', 'Summer sale 15%', 'Action d’été 15 %'),
    priority: 2,
    discount: { type: 'percentage', value: 15 },
    minimum: null,
    categoryId: null,
    excludes: [PROMOTION_IDS.gipfel10],
  },
  {
    id: PROMOTION_IDS.cheeseFreeShipping,
    code: null,
    name: t('Gratisversand ab CHF 80 Käse', 'Free shipping on cheese from CHF 80', 'Livraison gratuite dès CHF 80 de fromage'),
    priority: 1,
    discount: { type: 'free-shipping' },
    minimum: { CHF: 80, EUR: 84 },
    categoryId: categoryId('cheese'),
    excludes: [],
  },
];
