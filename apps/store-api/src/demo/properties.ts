import type { DemoManufacturer, DemoPropertyGroup, DemoPropertyOption, PropertyGroupKey, Translated } from './types';
import { demoId, t } from './util';

export interface OriginSpec {
  name: Translated;
  /** "aus dem Tessin" / "from Ticino" / "du Tessin" */
  from: Translated;
  /** "im Tessin" / "in Ticino" / "au Tessin" */
  in: Translated;
}

export const ORIGINS = {
  bern: { name: t('Bern', 'Bern', 'Berne'), from: t('aus dem Kanton Bern', 'from the canton of Bern', 'du canton de Berne'), in: t('im Kanton Bern', 'in the canton of Bern', 'dans le canton de Berne') },
  emmental: { name: t('Emmental', 'Emmental', 'Emmental'), from: t('aus dem Emmental', 'from the Emmental valley', "de l'Emmental"), in: t('im Emmental', 'in the Emmental valley', "dans l'Emmental") },
  fribourg: { name: t('Freiburg', 'Fribourg', 'Fribourg'), from: t('aus dem Kanton Freiburg', 'from the canton of Fribourg', 'du canton de Fribourg'), in: t('im Kanton Freiburg', 'in the canton of Fribourg', 'dans le canton de Fribourg') },
  appenzell: { name: t('Appenzell', 'Appenzell', 'Appenzell'), from: t('aus dem Appenzellerland', 'from the Appenzell hills', "du pays d'Appenzell"), in: t('im Appenzellerland', 'in the Appenzell hills', "au pays d'Appenzell") },
  graubuenden: { name: t('Graubünden', 'Grisons', 'Grisons'), from: t('aus Graubünden', 'from the Grisons', 'des Grisons'), in: t('in Graubünden', 'in the Grisons', 'aux Grisons') },
  ticino: { name: t('Tessin', 'Ticino', 'Tessin'), from: t('aus dem Tessin', 'from Ticino', 'du Tessin'), in: t('im Tessin', 'in Ticino', 'au Tessin') },
  valais: { name: t('Wallis', 'Valais', 'Valais'), from: t('aus dem Wallis', 'from Valais', 'du Valais'), in: t('im Wallis', 'in Valais', 'en Valais') },
  vaud: { name: t('Waadt', 'Vaud', 'Vaud'), from: t('aus der Waadt', 'from Vaud', 'du canton de Vaud'), in: t('in der Waadt', 'in Vaud', 'dans le canton de Vaud') },
  stgallen: { name: t('St. Gallen', 'St. Gallen', 'Saint-Gall'), from: t('aus dem Kanton St. Gallen', 'from the canton of St. Gallen', 'du canton de Saint-Gall'), in: t('im Kanton St. Gallen', 'in the canton of St. Gallen', 'dans le canton de Saint-Gall') },
  lucerne: { name: t('Luzern', 'Lucerne', 'Lucerne'), from: t('aus dem Kanton Luzern', 'from the canton of Lucerne', 'du canton de Lucerne'), in: t('im Kanton Luzern', 'in the canton of Lucerne', 'dans le canton de Lucerne') },
  thurgau: { name: t('Thurgau', 'Thurgau', 'Thurgovie'), from: t('aus dem Thurgau', 'from Thurgau', 'de Thurgovie'), in: t('im Thurgau', 'in Thurgau', 'en Thurgovie') },
  jura: { name: t('Jura', 'Jura', 'Jura'), from: t('aus dem Jura', 'from the Jura', 'du Jura'), in: t('im Jura', 'in the Jura', 'dans le Jura') },
  zurich: { name: t('Zürich', 'Zurich', 'Zurich'), from: t('aus dem Kanton Zürich', 'from the canton of Zurich', 'du canton de Zurich'), in: t('im Kanton Zürich', 'in the canton of Zurich', 'dans le canton de Zurich') },
  glarus: { name: t('Glarus', 'Glarus', 'Glaris'), from: t('aus dem Glarnerland', 'from Glarus', 'du canton de Glaris'), in: t('im Glarnerland', 'in Glarus', 'dans le canton de Glaris') },
  switzerland: { name: t('Schweiz', 'Switzerland', 'Suisse'), from: t('aus der Schweiz', 'from Switzerland', 'de Suisse'), in: t('in der Schweiz', 'in Switzerland', 'en Suisse') },
  italy: { name: t('Italien', 'Italy', 'Italie'), from: t('aus Italien', 'from Italy', "d'Italie"), in: t('in Italien', 'in Italy', 'en Italie') },
  france: { name: t('Frankreich', 'France', 'France'), from: t('aus Frankreich', 'from France', 'de France'), in: t('in Frankreich', 'in France', 'en France') },
  germany: { name: t('Deutschland', 'Germany', 'Allemagne'), from: t('aus Deutschland', 'from Germany', "d'Allemagne"), in: t('in Deutschland', 'in Germany', 'en Allemagne') },
  japan: { name: t('Japan', 'Japan', 'Japon'), from: t('aus Japan', 'from Japan', 'du Japon'), in: t('in Japan', 'in Japan', 'au Japon') },
  ecuador: { name: t('Ecuador', 'Ecuador', 'Équateur'), from: t('aus Ecuador', 'from Ecuador', "d'Équateur"), in: t('in Ecuador', 'in Ecuador', 'en Équateur') },
  peru: { name: t('Peru', 'Peru', 'Pérou'), from: t('aus Peru', 'from Peru', 'du Pérou'), in: t('in Peru', 'in Peru', 'au Pérou') },
  ghana: { name: t('Ghana', 'Ghana', 'Ghana'), from: t('aus Ghana', 'from Ghana', 'du Ghana'), in: t('in Ghana', 'in Ghana', 'au Ghana') },
  madagascar: { name: t('Madagaskar', 'Madagascar', 'Madagascar'), from: t('aus Madagaskar', 'from Madagascar', 'de Madagascar'), in: t('auf Madagaskar', 'in Madagascar', 'à Madagascar') },
  india: { name: t('Indien', 'India', 'Inde'), from: t('aus Indien', 'from India', "d'Inde"), in: t('in Indien', 'in India', 'en Inde') },
  srilanka: { name: t('Sri Lanka', 'Sri Lanka', 'Sri Lanka'), from: t('aus Sri Lanka', 'from Sri Lanka', 'du Sri Lanka'), in: t('in Sri Lanka', 'in Sri Lanka', 'au Sri Lanka') },
  ethiopia: { name: t('Äthiopien', 'Ethiopia', 'Éthiopie'), from: t('aus Äthiopien', 'from Ethiopia', "d'Éthiopie"), in: t('in Äthiopien', 'in Ethiopia', 'en Éthiopie') },
  colombia: { name: t('Kolumbien', 'Colombia', 'Colombie'), from: t('aus Kolumbien', 'from Colombia', 'de Colombie'), in: t('in Kolumbien', 'in Colombia', 'en Colombie') },
  brazil: { name: t('Brasilien', 'Brazil', 'Brésil'), from: t('aus Brasilien', 'from Brazil', 'du Brésil'), in: t('in Brasilien', 'in Brazil', 'au Brésil') },
  china: { name: t('China', 'China', 'Chine'), from: t('aus China', 'from China', 'de Chine'), in: t('in China', 'in China', 'en Chine') },
  spain: { name: t('Spanien', 'Spain', 'Espagne'), from: t('aus Spanien', 'from Spain', "d'Espagne"), in: t('in Spanien', 'in Spain', 'en Espagne') },
  hungary: { name: t('Ungarn', 'Hungary', 'Hongrie'), from: t('aus Ungarn', 'from Hungary', 'de Hongrie'), in: t('in Ungarn', 'in Hungary', 'en Hongrie') },
  indonesia: { name: t('Indonesien', 'Indonesia', 'Indonésie'), from: t('aus Indonesien', 'from Indonesia', "d'Indonésie"), in: t('in Indonesien', 'in Indonesia', 'en Indonésie') },
  vietnam: { name: t('Vietnam', 'Vietnam', 'Viêt Nam'), from: t('aus Vietnam', 'from Vietnam', 'du Viêt Nam'), in: t('in Vietnam', 'in Vietnam', 'au Viêt Nam') },
} satisfies Record<string, OriginSpec>;
export type OriginKey = keyof typeof ORIGINS;

export const DIETS = {
  vegan: t('Vegan', 'Vegan', 'Végane'),
  'gluten-free': t('Glutenfrei', 'Gluten-free', 'Sans gluten'),
  'lactose-free': t('Laktosefrei', 'Lactose-free', 'Sans lactose'),
  organic: t('Bio', 'Organic', 'Bio'),
  vegetarian: t('Vegetarisch', 'Vegetarian', 'Végétarien'),
};
export type DietKey = keyof typeof DIETS;

export const MATERIALS = {
  'stainless-steel': t('Edelstahl', 'Stainless steel', 'Acier inoxydable'),
  'cast-iron': t('Gusseisen', 'Cast iron', 'Fonte'),
  'carbon-steel': t('Karbonstahl', 'Carbon steel', 'Acier au carbone'),
  aluminium: t('Aluminium', 'Aluminium', 'Aluminium'),
  copper: t('Kupfer', 'Copper', 'Cuivre'),
  wood: t('Holz', 'Wood', 'Bois'),
  bamboo: t('Bambus', 'Bamboo', 'Bambou'),
  glass: t('Glas', 'Glass', 'Verre'),
  ceramic: t('Keramik', 'Ceramic', 'Céramique'),
  silicone: t('Silikon', 'Silicone', 'Silicone'),
  linen: t('Leinen', 'Linen', 'Lin'),
  cotton: t('Baumwolle', 'Cotton', 'Coton'),
  plastic: t('Recycling-Kunststoff', 'Recycled plastic', 'Plastique recyclé'),
  paper: t('Papier', 'Paper', 'Papier'),
};
export type MaterialKey = keyof typeof MATERIALS;

export const SIZES = {
  '20cm': t('20 cm', '20 cm', '20 cm'),
  '24cm': t('24 cm', '24 cm', '24 cm'),
  '28cm': t('28 cm', '28 cm', '28 cm'),
  '22cm': t('22 cm', '22 cm', '22 cm'),
  '26cm': t('26 cm', '26 cm', '26 cm'),
  s: t('S', 'S', 'S'),
  m: t('M', 'M', 'M'),
  l: t('L', 'L', 'L'),
  '250g': t('250 g', '250 g', '250 g'),
  '500g': t('500 g', '500 g', '500 g'),
  '1kg': t('1 kg', '1 kg', '1 kg'),
  '0.5l': t('0,5 l', '0.5 l', '0,5 l'),
  '1l': t('1 l', '1 l', '1 l'),
  '1.5l': t('1,5 l', '1.5 l', '1,5 l'),
};
export type SizeKey = keyof typeof SIZES;

export const COLOURS = {
  red: { name: t('Kirschrot', 'Cherry red', 'Rouge cerise'), hex: '#b3261e' },
  anthracite: { name: t('Anthrazit', 'Anthracite', 'Anthracite'), hex: '#383e42' },
  sage: { name: t('Salbeigrün', 'Sage green', 'Vert sauge'), hex: '#8a9a5b' },
  blue: { name: t('Seeblau', 'Lake blue', 'Bleu lac'), hex: '#2f6690' },
  natural: { name: t('Natur', 'Natural', 'Naturel'), hex: '#e8dcc4' },
  mustard: { name: t('Senfgelb', 'Mustard', 'Moutarde'), hex: '#d4a017' },
};
export type ColourKey = keyof typeof COLOURS;

const GROUP_IDS: Record<PropertyGroupKey, string> = {
  diet: demoId('property-group', 'diet'),
  origin: demoId('property-group', 'origin'),
  material: demoId('property-group', 'material'),
  size: demoId('property-group', 'size'),
  colour: demoId('property-group', 'colour'),
};
export const PROPERTY_GROUP_IDS = GROUP_IDS;

export function optionId(group: PropertyGroupKey, key: string): string {
  return demoId(`property-option:${group}`, key);
}

function options(group: PropertyGroupKey, entries: [string, Translated, string | null][]): DemoPropertyOption[] {
  return entries.map(([key, name, colorHexCode], index) => ({
    id: optionId(group, key),
    key,
    groupId: GROUP_IDS[group],
    name,
    position: index + 1,
    colorHexCode,
  }));
}

export const demoPropertyGroups: DemoPropertyGroup[] = [
  {
    id: GROUP_IDS.diet,
    key: 'diet',
    name: t('Ernährung', 'Diet', 'Alimentation'),
    description: t('Für welche Ernährungsweise das Produkt geeignet ist.', 'Which diets the product suits.', 'Les régimes auxquels le produit convient.'),
    displayType: 'text',
    sortingType: 'position',
    filterable: true,
    visibleOnProductDetailPage: true,
    position: 1,
    options: options('diet', Object.entries(DIETS).map(([key, name]) => [key, name, null])),
  },
  {
    id: GROUP_IDS.origin,
    key: 'origin',
    name: t('Herkunft', 'Origin', 'Origine'),
    description: t('Kanton oder Land, aus dem das Produkt stammt.', 'Canton or country the product comes from.', "Canton ou pays d'où vient le produit."),
    displayType: 'text',
    sortingType: 'alphanumeric',
    filterable: true,
    visibleOnProductDetailPage: true,
    position: 2,
    options: options('origin', Object.entries(ORIGINS).map(([key, spec]) => [key, spec.name, null])),
  },
  {
    id: GROUP_IDS.material,
    key: 'material',
    name: t('Material', 'Material', 'Matériau'),
    description: t('Woraus das Produkt gefertigt ist.', 'What the product is made of.', 'La matière dont le produit est fait.'),
    displayType: 'text',
    sortingType: 'alphanumeric',
    filterable: true,
    visibleOnProductDetailPage: true,
    position: 3,
    options: options('material', Object.entries(MATERIALS).map(([key, name]) => [key, name, null])),
  },
  {
    id: GROUP_IDS.size,
    key: 'size',
    name: t('Grösse', 'Size', 'Taille'),
    description: t('Grösse oder Inhalt der Variante.', 'Size or content of the variant.', 'Taille ou contenance de la variante.'),
    displayType: 'text',
    sortingType: 'position',
    filterable: true,
    visibleOnProductDetailPage: true,
    position: 4,
    options: options('size', Object.entries(SIZES).map(([key, name]) => [key, name, null])),
  },
  {
    id: GROUP_IDS.colour,
    key: 'colour',
    name: t('Farbe', 'Colour', 'Couleur'),
    description: t('Farbe der Variante.', 'Colour of the variant.', 'Couleur de la variante.'),
    displayType: 'color',
    sortingType: 'position',
    filterable: true,
    visibleOnProductDetailPage: true,
    position: 5,
    options: options('colour', Object.entries(COLOURS).map(([key, spec]) => [key, spec.name, spec.hex])),
  },
];

export const MANUFACTURERS = {
  bernina: { name: 'Bernina Chocolatier', origin: 'graubuenden', d: t(
    'Kleine Chocolaterie in Pontresina, die seit 1962 Schokolade von der Bohne bis zur Tafel herstellt.',
    'A small chocolate maker in Pontresina, crafting chocolate from bean to bar since 1962.',
    'Petite chocolaterie de Pontresina qui fabrique son chocolat de la fève à la tablette depuis 1962.',
  ) },
  vallon: { name: 'Vallon Fromages', origin: 'fribourg', d: t(
    'Affineur aus dem Greyerzerland, der Käse von rund vierzig Dorfkäsereien im eigenen Felsenkeller reifen lässt.',
    'An affineur from the Gruyère region who ripens cheese from some forty village dairies in its own rock cellar.',
    'Affineur de la Gruyère qui affine dans sa cave de roche les fromages d’une quarantaine de laiteries de village.',
  ) },
  aaremuehle: { name: 'Aaremühle', origin: 'bern', d: t(
    'Familienmühle an der Aare, die Schweizer Getreide langsam auf Steinwalzen vermahlt.',
    'A family mill on the river Aare that slowly grinds Swiss grain on stone rollers.',
    "Moulin familial au bord de l'Aar qui moud lentement des céréales suisses sur des meules de pierre.",
  ) },
  sonnhalde: { name: 'Sonnhalde Gewürze', origin: 'zurich', d: t(
    'Gewürzhandlung aus Winterthur, die ganze Gewürze direkt bei Kooperativen einkauft und frisch mahlt.',
    'A spice merchant from Winterthur buying whole spices directly from cooperatives and grinding them fresh.',
    'Épicier de Winterthour qui achète ses épices entières directement auprès de coopératives et les moud fraîchement.',
  ) },
  ticinella: { name: 'Ticinella', origin: 'ticino', d: t(
    'Pastamanufaktur aus dem Maggiatal, die Hartweizen langsam trocknet und durch Bronzeformen zieht.',
    'A pasta maker from the Maggia valley that dries durum wheat slowly and draws it through bronze dies.',
    'Fabrique de pâtes du val Maggia qui sèche lentement le blé dur et le tréfile au bronze.',
  ) },
  hochalp: { name: 'Hochalp Kaffee', origin: 'stgallen', d: t(
    'Rösterei im Toggenburg, die im Trommelröster in kleinen Chargen röstet.',
    'A roastery in the Toggenburg valley roasting in small batches in a drum roaster.',
    'Torréfaction du Toggenburg qui torréfie par petits lots dans un torréfacteur à tambour.',
  ) },
  lindenhof: { name: 'Lindenhof Tee', origin: 'lucerne', d: t(
    'Teehaus aus Luzern mit Gartentees und Kräutern von Schweizer Bergbauern.',
    'A Lucerne tea house offering garden teas and herbs from Swiss mountain farmers.',
    'Maison de thé lucernoise proposant des thés de jardin et des herbes de paysans de montagne suisses.',
  ) },
  thurtaler: { name: 'Thurtaler', origin: 'thurgau', d: t(
    'Mosterei im Thurgau, die Obst aus Hochstammgärten presst und zu Süssmost und Sirup verarbeitet.',
    'A cider press in Thurgau turning fruit from traditional orchards into apple juice and syrup.',
    'Cidrerie de Thurgovie qui presse les fruits de vergers haute-tige pour en faire du jus et du sirop.',
  ) },
  alpquell: { name: 'Alpquell', origin: 'valais', d: t(
    'Mineralquelle im Wallis, abgefüllt direkt an der Quelle auf 1200 m ü. M.',
    'A mineral spring in Valais, bottled right at the source at 1,200 metres.',
    'Source minérale en Valais, mise en bouteille directement à la source à 1200 m d’altitude.',
  ) },
  rigi: { name: 'Rigi Küchenwerk', origin: 'lucerne', d: t(
    'Küchenausstatter aus Küssnacht, der langlebige Werkzeuge für die Alltagsküche entwickelt.',
    'A kitchen outfitter from Küssnacht designing durable tools for everyday cooking.',
    'Équipementier de cuisine de Küssnacht qui conçoit des ustensiles durables pour la cuisine de tous les jours.',
  ) },
  fonderie: { name: 'Fonderie Jura', origin: 'jura', d: t(
    'Giesserei in Delémont, die Pfannen und Töpfe aus Gusseisen und Stahl von Hand fertigt.',
    'A foundry in Delémont hand-making cast iron and steel pans and pots.',
    'Fonderie de Delémont qui fabrique à la main poêles et cocottes en fonte et en acier.',
  ) },
  saentis: { name: 'Säntis Klingen', origin: 'appenzell', d: t(
    'Messerschmiede am Fuss des Säntis, die jede Klinge von Hand schleift.',
    'A knife forge at the foot of the Säntis that hand-sharpens every blade.',
    'Coutellerie au pied du Säntis qui affûte chaque lame à la main.',
  ) },
  limmatperle: { name: 'Limmatperle', origin: 'zurich', d: t(
    'Zürcher Seifensiederei mit biologisch abbaubaren Putz- und Spülmitteln in Nachfüllflaschen.',
    'A Zurich soap maker producing biodegradable cleaning and dish products in refillable bottles.',
    'Savonnerie zurichoise qui produit des nettoyants biodégradables en flacons rechargeables.',
  ) },
  gipfel: { name: 'Gipfel Edition', origin: 'bern', d: t(
    'Die eigene Edition unseres Ladens in Bern: Rezeptbücher, Kurse und Geschenkideen.',
    'Our Bern shop’s own edition: recipe books, courses and gift ideas.',
    'L’édition maison de notre magasin bernois : livres de recettes, cours et idées cadeaux.',
  ) },
} satisfies Record<string, { name: string; origin: OriginKey; d: Translated }>;
export type ManufacturerKey = keyof typeof MANUFACTURERS;

export const demoManufacturers: DemoManufacturer[] = Object.entries(MANUFACTURERS).map(([key, spec]) => ({
  id: demoId('manufacturer', key),
  key,
  name: spec.name,
  link: null,
  description: spec.d,
  originKey: spec.origin,
}));

export function manufacturerId(key: ManufacturerKey): string {
  return demoId('manufacturer', key);
}
