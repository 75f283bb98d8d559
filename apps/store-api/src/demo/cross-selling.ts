import { CURRENCY_IDS } from '../ids';
import { tx } from './catalogue-spec';
import type { LeafCategoryKey } from './categories';
import { CATALOGUE_SPECS, productByKey } from './products';
import type { CurrencyCode, DemoBundle, DemoCrossSelling, DemoPrice, Translated } from './types';
import { productId } from './keys';
import { demoId, hashNumber, round05, round2 } from './util';

/** Cross-selling groups ("Passt dazu", "Ähnliche Produkte") and product bundles. */

const RELATED: Record<LeafCategoryKey, LeafCategoryKey[]> = {
  'chocolate-dark': ['coffee-beans', 'tea-black-green', 'chocolate-pralines'],
  'chocolate-milk': ['coffee-ground', 'tea-herbal', 'chocolate-pralines'],
  'chocolate-pralines': ['coffee-beans', 'drinks-juice', 'chocolate-dark'],
  'cheese-hard': ['kitchen-knives', 'storage-fresh', 'drinks-juice'],
  'cheese-semi': ['kitchen-knives', 'storage-fresh', 'cheese-hard'],
  'cheese-fondue': ['kitchen-tools', 'spices-blends', 'digital-ebooks'],
  'baking-flour': ['baking-ingredients', 'storage-jars', 'kitchen-tools'],
  'baking-ingredients': ['baking-flour', 'chocolate-dark', 'storage-jars'],
  'spices-blends': ['kitchen-pans', 'storage-jars', 'spices-salt-pepper'],
  'spices-salt-pepper': ['kitchen-pans', 'spices-blends', 'pasta-dried'],
  'pasta-dried': ['spices-salt-pepper', 'cheese-hard', 'storage-jars'],
  'pasta-rice': ['cheese-hard', 'spices-blends', 'kitchen-tools'],
  'coffee-beans': ['chocolate-dark', 'storage-jars', 'chocolate-milk'],
  'coffee-ground': ['chocolate-milk', 'storage-jars', 'baking-ingredients'],
  'tea-black-green': ['chocolate-milk', 'baking-ingredients', 'tea-herbal'],
  'tea-herbal': ['baking-ingredients', 'drinks-juice', 'tea-black-green'],
  'drinks-juice': ['cheese-semi', 'drinks-water', 'baking-ingredients'],
  'drinks-water': ['drinks-juice', 'tea-herbal', 'coffee-beans'],
  'kitchen-pans': ['kitchen-tools', 'kitchen-knives', 'cleaning-dishes'],
  'kitchen-knives': ['kitchen-tools', 'storage-fresh', 'digital-courses'],
  'kitchen-tools': ['kitchen-pans', 'cheese-fondue', 'cleaning-dishes'],
  'storage-jars': ['baking-flour', 'pasta-dried', 'coffee-beans'],
  'storage-fresh': ['cheese-semi', 'storage-jars', 'baking-flour'],
  'cleaning-dishes': ['cleaning-home', 'kitchen-tools', 'kitchen-pans'],
  'cleaning-home': ['cleaning-dishes', 'storage-fresh', 'kitchen-tools'],
  'digital-ebooks': ['chocolate-dark', 'cheese-fondue', 'baking-flour'],
  'digital-courses': ['kitchen-knives', 'baking-flour', 'chocolate-pralines'],
};

const KEYS_BY_LEAF = new Map<LeafCategoryKey, string[]>(CATALOGUE_SPECS.map((leaf) => [leaf.category, leaf.items.map((item) => item.key)]));

const NAMES: Record<DemoCrossSelling['key'], Translated> = {
  'goes-well-with': tx('Passt dazu', 'Goes well with', 'Se marie bien avec'),
  similar: tx('Ähnliche Produkte', 'Similar products', 'Produits similaires'),
};

function group(ownerKey: string, key: DemoCrossSelling['key'], position: number, productKeys: string[]): DemoCrossSelling {
  const id = demoId('product-cross-selling', `${ownerKey}:${key}`);
  return {
    id,
    productId: productId(ownerKey),
    key,
    name: NAMES[key],
    position,
    type: 'productList',
    active: true,
    sortBy: key === 'similar' ? 'price' : 'name',
    sortDirection: 'ASC',
    limit: 24,
    assignedProducts: productKeys.map((productKey, index) => ({
      id: demoId('product-cross-selling-assigned', `${ownerKey}:${key}:${productKey}`),
      productId: productId(productKey),
      position: index + 1,
    })),
  };
}

function buildCrossSellings(): DemoCrossSelling[] {
  const out: DemoCrossSelling[] = [];
  for (const leaf of CATALOGUE_SPECS) {
    const siblings = KEYS_BY_LEAF.get(leaf.category) ?? [];
    for (const item of leaf.items) {
      const related = RELATED[leaf.category].flatMap((other) => {
        const keys = KEYS_BY_LEAF.get(other) ?? [];
        const start = hashNumber(`cross:${item.key}:${other}`) % Math.max(1, keys.length);
        return [...keys.slice(start), ...keys.slice(0, start)].slice(0, 2);
      });
      out.push(group(item.key, 'goes-well-with', 1, related));
      // Every other product also shows its siblings.
      if (hashNumber(`similar:${item.key}`) % 2 === 0) out.push(group(item.key, 'similar', 2, siblings.filter((key) => key !== item.key).slice(0, 5)));
    }
  }
  return out;
}

export const demoCrossSellings: DemoCrossSelling[] = buildCrossSellings();

interface BundleSpec {
  key: string;
  name: Translated;
  description: Translated;
  main: string;
  items: [string, number][];
  discountPercent: number;
}

const BUNDLES: BundleSpec[] = [
  {
    key: 'fondue-set',
    name: tx('Fondue-Set für vier', 'Fondue set for four', 'Set fondue pour quatre'),
    description: tx(
      'Alles für den Fondueabend: zwei Packungen Moitié-Moitié, Caquelon, Gabeln und Gewürz.',
      'Everything for a fondue night: two packs of moitié-moitié, caquelon, forks and seasoning.',
      'Tout pour une soirée fondue : deux paquets de moitié-moitié, caquelon, fourchettes et épices.',
    ),
    main: 'fondue-moitie',
    items: [['fondue-moitie', 2], ['fondue-caquelon.red', 1], ['fondue-forks', 1], ['blend-fondue', 1]],
    discountPercent: 10,
  },
  {
    key: 'coffee-discovery',
    name: tx('Kaffee-Entdeckerset', 'Coffee discovery set', 'Coffret découverte café'),
    description: tx('Drei Röstungen zum Vergleichen, je 250 g.', 'Three roasts to compare, 250 g each.', 'Trois torréfactions à comparer, 250 g chacune.'),
    main: 'espresso-gipfel',
    items: [['espresso-gipfel.250g', 1], ['ethiopia-yirgacheffe.250g', 1], ['colombia-huila', 1]],
    discountPercent: 8,
  },
  {
    key: 'baking-starter',
    name: tx('Zopf-Backset', 'Plaited bread baking set', 'Set tresse maison'),
    description: tx(
      'Zopfmehl, Hefe, Schwingbesen und unser Back-E-Book für den perfekten Sonntagszopf.',
      'Plait flour, yeast, a whisk and our baking e-book for the perfect Sunday plait.',
      'Farine pour tresse, levure, fouet et notre livre numérique pour une tresse du dimanche parfaite.',
    ),
    main: 'flour-zopf',
    items: [['flour-zopf', 2], ['dry-yeast', 2], ['whisk-balloon', 1], ['ebook-baking', 1]],
    discountPercent: 10,
  },
  {
    key: 'schoggi-box',
    name: tx('Schoggi-Degustationsbox', 'Chocolate tasting box', 'Coffret dégustation chocolat'),
    description: tx(
      'Vier Lieblinge aus unserer Manufaktur, von Alpenmilch bis Champagner-Truffes.',
      'Four favourites from our chocolate workshop, from Alpine milk to champagne truffles.',
      'Quatre favoris de notre chocolaterie, du lait des Alpes aux truffes au champagne.',
    ),
    main: 'dark-72-ecuador',
    items: [['dark-72-ecuador', 1], ['milk-alpine', 1], ['dark-64-madagascar', 1], ['truffes-champagne', 1]],
    discountPercent: 12,
  },
];

function bundlePrice(items: [string, number][], discountPercent: number): DemoPrice {
  const factor = 1 - discountPercent / 100;
  const sum = (currency: CurrencyCode, field: 'gross' | 'net'): number =>
    items.reduce((total, [key, quantity]) => total + productByKey(key).price[currency][field] * quantity, 0);
  const make = (currency: CurrencyCode) => {
    const listGross = round2(sum(currency, 'gross'));
    const gross = currency === 'CHF' ? round05(listGross * factor) : round2(listGross * factor);
    const listNet = round2(sum(currency, 'net'));
    return {
      currencyId: CURRENCY_IDS[currency],
      gross,
      net: round2(listNet * (gross / listGross)),
      listPrice: { currencyId: CURRENCY_IDS[currency], gross: listGross, net: listNet },
    };
  };
  return { CHF: make('CHF'), EUR: make('EUR') };
}

export const demoBundles: DemoBundle[] = BUNDLES.map((spec) => ({
  id: demoId('bundle', spec.key),
  key: spec.key,
  name: spec.name,
  description: spec.description,
  mainProductId: productByKey(spec.main).id,
  items: spec.items.map(([key, quantity]) => ({ productId: productByKey(key).id, quantity })),
  discountPercent: spec.discountPercent,
  price: bundlePrice(spec.items, spec.discountPercent),
}));
