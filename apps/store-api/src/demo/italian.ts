import type { CatalogueContent } from '../catalogue/content';
import { FOOTER_ROOT_KEY, MAIN_ROOT_KEY, SERVICE_ROOT_KEY } from './keys';
import type { DemoCategory, DemoProduct, DemoPropertyGroup, PropertyGroupKey, Translated } from './types';
import { slugify } from './util';

/**
 * Italian (it-CH) of the demo shop, as a shop that adds a language translates it: the navigation, the
 * products of the e2e journeys (chocolate, cheese, the pans and the cocotte), and the property groups
 * and options the filters and the configurator show. Every other text has no Italian and falls back
 * to German, the system language, as Shopware's translation chain does (language → system language);
 * SEO paths are built from the Italian names where there are some, else from the German ones.
 */

/** Category key → Italian name. */
export const ITALIAN_CATEGORY_NAMES: Readonly<Record<string, string>> = {
  [MAIN_ROOT_KEY]: 'Home',
  food: 'Alimentari',
  chocolate: 'Cioccolato',
  'chocolate-dark': 'Cioccolato fondente',
  'chocolate-milk': 'Cioccolato al latte',
  'chocolate-pralines': 'Praline e tartufi',
  cheese: 'Formaggi',
  'cheese-hard': 'Formaggi a pasta dura',
  'cheese-semi': 'Formaggi a pasta semidura',
  'cheese-fondue': 'Fondue e raclette',
  baking: 'Pasticceria',
  'baking-flour': 'Farine e cereali',
  'baking-ingredients': 'Ingredienti per dolci',
  spices: 'Spezie',
  'spices-blends': 'Miscele di spezie',
  'spices-salt-pepper': 'Sale e pepe',
  pasta: 'Pasta e riso',
  'pasta-dried': 'Pasta secca',
  'pasta-rice': 'Riso e polenta',
  drinks: 'Bevande',
  coffee: 'Caffè',
  'coffee-beans': 'Caffè in grani',
  'coffee-ground': 'Caffè macinato',
  tea: 'Tè',
  'tea-black-green': 'Tè nero e verde',
  'tea-herbal': 'Tisane',
  'soft-drinks': 'Succhi e acqua',
  'drinks-juice': 'Succhi e sciroppi',
  'drinks-water': 'Acqua minerale',
  household: 'Casa',
  kitchen: 'Cucina',
  'kitchen-pans': 'Padelle',
  'kitchen-knives': 'Coltelli',
  'kitchen-tools': 'Utensili da cucina',
  storage: 'Conservazione',
  'storage-jars': 'Barattoli e scatole',
  'storage-fresh': 'Freschezza',
  cleaning: 'Pulizia',
  'cleaning-dishes': 'Stoviglie',
  'cleaning-home': 'Detersivi',
  'cooking-school': 'Scuola di cucina',
  'digital-ebooks': 'E-book di ricette',
  'digital-courses': 'Corsi di cucina online',
  offers: 'Offerte',
  'offers-sale': 'Saldi',
  'offers-new': 'Novità',
  'offers-fondue': 'Stagione della fondue',
  'offers-schoggi': 'Settimane del cioccolato',
  'offers-topseller': 'La padella più venduta',
  recipes: 'Ricette',
  [FOOTER_ROOT_KEY]: 'Piè di pagina',
  'footer-shopping': 'Acquisti',
  'service-shipping': 'Spedizione e consegna',
  'service-payment': 'Metodi di pagamento',
  'service-returns': 'Resi e garanzia',
  'footer-about': 'Chi è Gipfel',
  'service-about': 'La nostra storia',
  'service-shop': 'Il nostro negozio a Berna',
  'footer-food': 'Il nostro assortimento',
  'footer-instagram': 'Instagram',
  [SERVICE_ROOT_KEY]: 'Servizio',
  'service-contact': 'Contatti',
  'service-imprint': 'Note legali',
  'service-privacy': 'Protezione dei dati',
  'service-terms': 'Condizioni generali',
};

/** Italian targets of the external links that have one per language. */
const ITALIAN_EXTERNAL_LINKS: Readonly<Record<string, string>> = { recipes: '/it/recipes' };

/** Product key (the parent's, for variants) → Italian name. */
export const ITALIAN_PRODUCT_NAMES: Readonly<Record<string, string>> = {
  'dark-72-ecuador': 'Grand Cru Ecuador 72 %',
  'dark-85-peru': 'Perù Chuncho 85 %',
  'dark-70-ghana-orange': 'Fondente arancia e fleur de sel',
  'dark-64-madagascar': 'Madagascar Sambirano 64 %',
  'dark-almond-rosemary': 'Fondente mandorle e rosmarino',
  'dark-chili': 'Fondente peperoncino e cannella',
  'dark-baking-drops': 'Gocce di copertura 66 %',
  'milk-alpine': 'Latte delle Alpi classico',
  'milk-hazelnut': 'Latte con nocciole intere',
  'milk-caramel-salt': 'Latte caramello e sale',
  'milk-45-dark-milk': 'Dark Milk 45 %',
  'milk-white-vanilla': 'Bianco alla vaniglia Bourbon',
  'milk-kids-bars': 'Barrette merenda 10 pezzi',
  'truffes-champagne': 'Tartufi allo champagne',
  'pralines-assorted-16': 'Assortimento di praline 16 pezzi',
  'pralines-kirsch': 'Bastoncini al kirsch',
  'pralines-gianduja': 'Cuori di gianduia',
  'pralines-advent': 'Calendario dell’Avvento di praline',
  'mendiants-nuts': 'Mendiants frutta secca e frutta',
  'gruyere-18': 'Gruyère AOP réserve 18 mesi',
  sbrinz: 'Sbrinz AOP',
  'emmentaler-hoehle': 'Emmentaler AOP stagionato in grotta',
  'alpkaese-bern': 'Formaggio d’alpe bernese AOP',
  hobelkaese: 'Formaggio a riccioli',
  'belper-knolle': 'Pallina di formaggio al pepe',
  'appenzeller-black': 'Appenzeller Extra nero',
  'tete-de-moine': 'Tête de Moine AOP',
  'vacherin-fribourgeois': 'Vacherin Fribourgeois AOP',
  'tilsiter-red': 'Tilsiter al latte crudo',
  'ticino-formaggella': 'Formaggella ticinese',
  'bergkaese-graubuenden': 'Formaggio di montagna grigionese',
  'fondue-moitie': 'Fondue moitié-moitié',
  'fondue-vacherin': 'Fondue 100 % Vacherin',
  'fondue-truffle': 'Fondue al tartufo',
  'raclette-valais': 'Raclette du Valais AOP',
  'raclette-pepper': 'Raclette al pepe',
  'fondue-chinoise-broth': 'Brodo per fondue chinoise',
  'pan-cast-iron': 'Padella in ghisa Jura',
  'pan-carbon-steel': 'Padella in acciaio al carbonio',
  'pan-stainless-sauteuse': 'Sauteuse inox a tre strati',
  'pan-cocotte': 'Cocotte in ghisa smaltata',
  'pan-crepe': 'Padella per crêpes',
};

/** Property group key → Italian name, and its options' keys → Italian names (sizes keep the German "0,5 l"). */
export const ITALIAN_PROPERTIES: Readonly<Record<PropertyGroupKey, { name: string; options: Readonly<Record<string, string>> }>> = {
  diet: {
    name: 'Alimentazione',
    options: { vegan: 'Vegano', 'gluten-free': 'Senza glutine', 'lactose-free': 'Senza lattosio', organic: 'Bio', vegetarian: 'Vegetariano' },
  },
  origin: {
    name: 'Provenienza',
    options: {
      bern: 'Berna', emmental: 'Emmental', fribourg: 'Friburgo', appenzell: 'Appenzello', graubuenden: 'Grigioni', ticino: 'Ticino',
      valais: 'Vallese', vaud: 'Vaud', stgallen: 'San Gallo', lucerne: 'Lucerna', thurgau: 'Turgovia', jura: 'Giura', zurich: 'Zurigo',
      glarus: 'Glarona', switzerland: 'Svizzera', italy: 'Italia', france: 'Francia', germany: 'Germania', japan: 'Giappone',
      ecuador: 'Ecuador', peru: 'Perù', ghana: 'Ghana', madagascar: 'Madagascar', india: 'India', srilanka: 'Sri Lanka',
      ethiopia: 'Etiopia', colombia: 'Colombia', brazil: 'Brasile', china: 'Cina', spain: 'Spagna', hungary: 'Ungheria',
      indonesia: 'Indonesia', vietnam: 'Vietnam',
    },
  },
  material: {
    name: 'Materiale',
    options: {
      'stainless-steel': 'Acciaio inox', 'cast-iron': 'Ghisa', 'carbon-steel': 'Acciaio al carbonio', aluminium: 'Alluminio', copper: 'Rame',
      wood: 'Legno', bamboo: 'Bambù', glass: 'Vetro', ceramic: 'Ceramica', silicone: 'Silicone', linen: 'Lino', cotton: 'Cotone',
      plastic: 'Plastica riciclata', paper: 'Carta',
    },
  },
  size: { name: 'Misura', options: {} },
  colour: {
    name: 'Colore',
    options: { red: 'Rosso ciliegia', anthracite: 'Antracite', sage: 'Verde salvia', blue: 'Blu lago', natural: 'Naturale', mustard: 'Giallo senape' },
  },
};

const withIt = (value: Translated, it: string | undefined): Translated => (it === undefined ? value : { ...value, it });
const withItOf = (value: Translated | null, it: string | undefined): Translated | null => (value === null ? null : withIt(value, it));

function italianCategories(categories: readonly DemoCategory[]): DemoCategory[] {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const italianName = (category: DemoCategory) => ITALIAN_CATEGORY_NAMES[category.key] ?? category.name.de;
  return categories.map((category) => {
    const it = ITALIAN_CATEGORY_NAMES[category.key];
    let seoPath = category.seoPath;
    if (seoPath) {
      // The trail below the root, as categories.ts builds the other languages' paths.
      const trail: DemoCategory[] = [];
      for (let node: DemoCategory | undefined = category; node && node.parentId !== null; node = byId.get(node.parentId)) trail.unshift(node);
      seoPath = { ...seoPath, it: `${trail.map((node) => slugify(italianName(node), 'it')).join('/')}/` };
    }
    const link = ITALIAN_EXTERNAL_LINKS[category.key];
    return {
      ...category,
      name: withIt(category.name, it),
      metaTitle: it === undefined ? category.metaTitle : withItOf(category.metaTitle, `${it} | Gipfel`),
      keywords: it === undefined ? category.keywords : withItOf(category.keywords, it.toLowerCase()),
      seoPath,
      ...(link && category.externalLinkTranslated ? { externalLinkTranslated: withIt(category.externalLinkTranslated, link) } : {}),
    };
  });
}

function italianProducts(products: readonly DemoProduct[]): DemoProduct[] {
  const keyOf = new Map(products.map((product) => [product.id, product.key]));
  return products.map((product) => {
    const it = ITALIAN_PRODUCT_NAMES[product.parentId ? (keyOf.get(product.parentId) ?? product.key) : product.key];
    if (it === undefined) return product;
    return {
      ...product,
      name: withIt(product.name, it),
      metaTitle: withIt(product.metaTitle, `${it} | Gipfel`),
      seoPath: withIt(product.seoPath, `${slugify(it, 'it')}/${product.productNumber}`),
    };
  });
}

function italianPropertyGroups(groups: readonly DemoPropertyGroup[]): DemoPropertyGroup[] {
  return groups.map((group) => {
    const italian = ITALIAN_PROPERTIES[group.key];
    return {
      ...group,
      name: withIt(group.name, italian.name),
      options: group.options.map((option) => ({ ...option, name: withIt(option.name, italian.options[option.key]) })),
    };
  });
}

/** The catalogue content with its Italian texts (new objects; the demo modules' own objects stay as they are). */
export function withItalian(content: CatalogueContent): CatalogueContent {
  return {
    ...content,
    categories: italianCategories(content.categories),
    products: italianProducts(content.products),
    propertyGroups: italianPropertyGroups(content.propertyGroups),
  };
}
