import type { IngredientCartItem } from './ingredients-to-cart-form';
import type { Recipe, RecipeListingResult } from './recipe';

// Sample data of the stories (not exported from the package).

const picture = (label: string, color: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="${color}"/><text x="400" y="320" font-size="64" text-anchor="middle" fill="#fff">${label}</text></svg>`)}`;

export const storyFondue: Recipe = {
  id: '0123456789abcdef0123456789abcd00',
  slug: 'kaesefondue-moitie-moitie',
  name: 'Käsefondue moitié-moitié',
  teaser: 'Halb Greyerzer, halb Freiburger Vacherin: das Fondue, das in der Westschweiz auf jeden Tisch kommt.',
  servings: 4,
  cookTimeMinutes: 95,
  difficulty: 'medium',
  media: { url: picture('Fondue', '#b0102a'), alt: 'Fondue im Caquelon', width: 800, height: 600 },
  tags: [
    { slug: 'classic', name: 'Klassiker' },
    { slug: 'cheese', name: 'Käse' },
    { slug: 'vegetarian', name: 'Vegetarisch' },
  ],
  ingredients: [
    { id: 'a', amount: 1, unit: 'clove', name: 'Knoblauch, halbiert' },
    { id: 'b', amount: 300, unit: 'ml', name: 'Weisswein, trocken' },
    { id: 'c', amount: 400, unit: 'g', name: 'Greyerzer, gerieben', productId: '0123456789abcdef0123456789abcd01' },
    { id: 'd', amount: 400, unit: 'g', name: 'Freiburger Vacherin, gerieben', productId: '0123456789abcdef0123456789abcd02' },
    { id: 'e', amount: 4, unit: 'teaspoon', name: 'Maisstärke' },
    { id: 'f', amount: 4, unit: 'cl', name: 'Kirsch' },
    { id: 'g', amount: 1, unit: 'knifeTip', name: 'Muskatnuss, gerieben' },
    { id: 'h', amount: null, unit: 'some', name: 'Pfeffer aus der Mühle' },
  ],
  steps: [
    'Das Caquelon mit dem Knoblauch ausreiben.',
    'Wein und Käse ins Caquelon geben und unter stetem Rühren in Achterbewegungen langsam schmelzen.',
    'Maisstärke im Kirsch auflösen, unter das Fondue rühren und einmal aufkochen lassen.',
    'Auf dem Rechaud servieren und das Brot dazu reichen.',
  ],
  nutrition: {
    energy: { value: 980, unit: 'kcal' },
    fat: { value: 52, unit: 'g' },
    carbohydrates: { value: 68, unit: 'g' },
    sugar: { value: 3, unit: 'g' },
    protein: { value: 52, unit: 'g' },
    fiber: { value: 4, unit: 'g' },
    salt: { value: 3.9, unit: 'g' },
    cholesterol: { value: 150, unit: 'mg' },
    transFat: { value: 1.6, unit: 'g' },
  },
};

/** A long French name and teaser, to see how the layout wraps. */
export const storyLongFrench: Recipe = {
  ...storyFondue,
  id: '0123456789abcdef0123456789abcd10',
  slug: 'capuns-grisons-aux-blettes-et-a-la-viande-sechee',
  name: 'Capuns grisons aux feuilles de blettes, à la viande séchée et au fromage de montagne',
  teaser: 'Des petits paquets de pâte à spätzli enroulés dans des feuilles de blettes, mijotés dans un bouillon crémeux au fromage de montagne des Grisons.',
  cookTimeMinutes: 150,
  difficulty: 'hard',
  media: { url: picture('Capuns', '#1b6b30'), width: 800, height: 600 },
  tags: [{ slug: 'classic', name: 'Classique' }],
};

export const storyRecipes: Recipe[] = [
  storyFondue,
  { ...storyFondue, id: '0123456789abcdef0123456789abcd11', slug: 'raclette', name: 'Raclette nach Walliser Art', teaser: 'Geschmolzener Raclettekäse über Gschwellti.', cookTimeMinutes: 40, difficulty: 'easy', media: { url: picture('Raclette', '#855000'), width: 800, height: 600 } },
  { ...storyFondue, id: '0123456789abcdef0123456789abcd12', slug: 'zopf', name: 'Butterzopf', teaser: 'Der Sonntagszopf, goldbraun gebacken.', cookTimeMinutes: 180, difficulty: 'medium', media: { url: picture('Zopf', '#1d5793'), width: 800, height: 600 } },
  storyLongFrench,
];

export const storyListing: RecipeListingResult = {
  elements: storyRecipes,
  total: 26,
  page: 1,
  limit: 12,
  aggregations: {
    tags: {
      buckets: [
        { key: 'classic', name: 'Klassiker', count: 9 },
        { key: 'cheese', name: 'Käse', count: 5 },
        { key: 'vegetarian', name: 'Vegetarisch', count: 14 },
        { key: 'quick', name: 'Schnell', count: 6 },
      ],
    },
    difficulty: { buckets: [{ key: 'easy', count: 10 }, { key: 'medium', count: 12 }, { key: 'hard', count: 4 }] },
    cookTime: { min: 10, max: 240 },
  },
};

export const storyCartItems: IngredientCartItem[] = [
  { productId: '0123456789abcdef0123456789abcd01', productName: 'Le Gruyère AOP, 18 Monate', ingredients: ['400 g Greyerzer, gerieben'], price: 'CHF 12.90' },
  { productId: '0123456789abcdef0123456789abcd02', productName: 'Vacherin Fribourgeois AOP', ingredients: ['400 g Freiburger Vacherin, gerieben'], price: 'CHF 11.40' },
];
