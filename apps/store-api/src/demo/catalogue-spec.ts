import type { LeafCategoryKey } from './categories';
import type { ColourKey, DietKey, ManufacturerKey, MaterialKey, OriginKey, SizeKey } from './properties';
import type { ProductFamily, TaxKey, Translated } from './types';

/**
 * The compact per-family specs the catalogue is generated from. One `LeafSpec` per leaf category
 * lists its items; the builder (products.ts) turns them into `DemoProduct`s with sentence templates.
 *
 * Placeholders in `story`/`use` sentences: {maker}, {from}, {in}, {origin}, {content}, {name}.
 */

export type ContentUnit = 'g' | 'ml' | 'piece';

export interface VariantSpec {
  group: 'size' | 'colour';
  options: {
    key: SizeKey | ColourKey;
    /** Price factor against the parent price (default 1). */
    factor?: number;
    /** Content of this variant in the item's unit (size variants of food). */
    amount?: number;
    soldOut?: boolean;
  }[];
}

export interface ItemSpec {
  key: string;
  name: Translated;
  /** Label on the artwork; defaults to the German name. */
  label?: string;
  /** Gross CHF price. */
  price: number;
  /** Content in the leaf's unit (g, ml or pieces), or in `unit` when set. */
  amount: number;
  /** Overrides the leaf's content unit (e.g. tabs and brushes among liquid cleaners). */
  unit?: ContentUnit;
  /** Overrides the leaf's pack unit names. */
  pack?: Translated;
  packPlural?: Translated;
  origin: OriginKey;
  /** Item-specific sentence: ingredients, make, character. */
  note: Translated;
  /** Optional usage sentence; otherwise one of the leaf's `uses` is picked. */
  use?: Translated;
  maker?: ManufacturerKey;
  diets?: DietKey[];
  materials?: MaterialKey[];
  variants?: VariantSpec;
  /** Former CHF price: puts the item on sale. */
  listPrice?: number;
  topseller?: boolean;
  /** Released within the last 30 days. */
  isNew?: boolean;
  soldOut?: boolean;
  lowStock?: boolean;
  tiers?: boolean;
  minPurchase?: number;
  purchaseSteps?: number;
  maxPurchase?: number;
  delivery?: 'oneDay' | 'oneToThreeDays' | 'twoToFourDays' | 'threeToFiveDays' | 'oneToTwoWeeks';
  /** kg; defaults from the amount. */
  weight?: number;
  /** mm: width, height, length. */
  dims?: [number, number, number];
}

export interface LeafSpec {
  category: LeafCategoryKey;
  family: ProductFamily;
  tax: TaxKey;
  maker: ManufacturerKey;
  unit: ContentUnit;
  /** What one item is, e.g. "Tafel"/"bar"/"tablette". */
  pack: Translated;
  packPlural: Translated;
  /** Noun for the short description, e.g. "Dunkle Schokolade". */
  noun: Translated;
  diets?: DietKey[];
  materials?: MaterialKey[];
  delivery: NonNullable<ItemSpec['delivery']>;
  /** Default mm dimensions: width, height, length. */
  dims: [number, number, number];
  /** Sentences about make and origin; one is picked per item. */
  story: Translated[];
  /** Usage sentences; one is picked per item without its own `use`. */
  uses: Translated[];
  items: ItemSpec[];
}

/** A translated text from three strings (local alias keeps the spec tables short). */
export function tx(de: string, en: string, fr: string): Translated {
  return { de, en, fr };
}
