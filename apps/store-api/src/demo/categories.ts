import { CMS_PAGE_KEYS, FOOTER_ROOT_KEY, MAIN_ROOT_KEY, SERVICE_ROOT_KEY, categoryId, cmsMediaId, cmsPageId, landingPageId, productId } from './keys';
import type { ArtworkTheme } from './images';
import type { CategoryLinkType, CategoryType, DemoCategory, NavigationKey, Translated } from './types';
import { DEMO_LOCALES, escapeHtml, mapT, slugify, t } from './util';

/** A node of the navigation spec; ids, paths and SEO paths are derived from it. */
interface CategoryNode {
  key: string;
  name: Translated;
  type?: CategoryType;
  description?: Translated;
  /** Artwork theme of the category tile (only main navigation categories get one). */
  theme?: ArtworkTheme;
  /** `target`: a key, an URL, or (external links only) a path per language. */
  link?: { type: CategoryLinkType; target: string | Translated; newTab?: boolean };
  /** CMS layout key; defaults to the listing layout for main navigation pages. */
  cmsPage?: string;
  visible?: boolean;
  children?: CategoryNode[];
}

/** Key of the static content page (an `info-*` CMS page) shown by a footer/service category. */
export const INFO_PAGE_KEYS = ['shipping', 'payment', 'returns', 'about', 'shop', 'imprint', 'privacy', 'terms', 'contact'] as const;
export type InfoPageKey = (typeof INFO_PAGE_KEYS)[number];
export function infoCmsPageKey(key: InfoPageKey): string {
  return `info-${key}`;
}

const info = (key: InfoPageKey, name: Translated): CategoryNode => ({ key: `service-${key}`, name, cmsPage: infoCmsPageKey(key) });

const MAIN: CategoryNode = {
  key: MAIN_ROOT_KEY,
  name: t('Startseite', 'Home', 'Accueil'),
  cmsPage: CMS_PAGE_KEYS.home,
  children: [
    {
      key: 'food',
      name: t('Lebensmittel', 'Food', 'Alimentation'),
      theme: 'cheese',
      description: t(
        'Schokolade, Käse, Mehl, Gewürze und Pasta von Schweizer Manufakturen und ausgewählten Partnern.',
        'Chocolate, cheese, flour, spices and pasta from Swiss makers and hand-picked partners.',
        'Chocolat, fromage, farine, épices et pâtes de manufactures suisses et de partenaires choisis.',
      ),
      children: [
        {
          key: 'chocolate',
          name: t('Schokolade', 'Chocolate', 'Chocolat'),
          theme: 'chocolate',
          description: t('Tafeln, Pralinés und Truffes: von der Bohne bis zur Tafel in der Schweiz gefertigt.', 'Bars, pralines and truffles, made from bean to bar in Switzerland.', 'Tablettes, pralinés et truffes, fabriqués de la fève à la tablette en Suisse.'),
          children: [
            { key: 'chocolate-dark', name: t('Dunkle Schokolade', 'Dark chocolate', 'Chocolat noir'), description: t('Kräftige Tafeln mit 60 bis 85 % Kakao aus Einzelherkünften.', 'Intense bars with 60 to 85% cocoa from single origins.', 'Tablettes intenses de 60 à 85 % de cacao d’origine unique.') },
            { key: 'chocolate-milk', name: t('Milchschokolade', 'Milk chocolate', 'Chocolat au lait'), description: t('Zartschmelzende Milchschokolade mit Alpenmilch.', 'Smooth milk chocolate made with Alpine milk.', 'Chocolat au lait fondant à base de lait des Alpes.') },
            { key: 'chocolate-pralines', name: t('Pralinés & Truffes', 'Pralines & truffles', 'Pralinés & truffes'), description: t('Handgemachte Pralinés und Truffes zum Verschenken.', 'Handmade pralines and truffles to give away.', 'Pralinés et truffes faits main à offrir.') },
          ],
        },
        {
          key: 'cheese',
          name: t('Käse', 'Cheese', 'Fromage'),
          theme: 'cheese',
          description: t('Alp- und Bergkäse aus Dorfkäsereien, im Felsenkeller gereift.', 'Alpine and mountain cheese from village dairies, ripened in rock cellars.', 'Fromages d’alpage et de montagne de laiteries de village, affinés en cave.'),
          children: [
            { key: 'cheese-hard', name: t('Hartkäse', 'Hard cheese', 'Fromage à pâte dure'), description: t('Lange gereifte Laibe mit kräftigem Aroma.', 'Long-ripened wheels with a robust flavour.', 'Meules longuement affinées au goût corsé.') },
            { key: 'cheese-semi', name: t('Halbhartkäse', 'Semi-hard cheese', 'Fromage à pâte mi-dure'), description: t('Geschmeidige Käse für Brett und Brot.', 'Supple cheeses for the board and the bread basket.', 'Fromages souples pour le plateau et le pain.') },
            { key: 'cheese-fondue', name: t('Fondue & Raclette', 'Fondue & raclette', 'Fondue & raclette'), description: t('Fertige Mischungen und Raclettekäse für gesellige Abende.', 'Ready blends and raclette cheese for convivial evenings.', 'Mélanges prêts et fromage à raclette pour des soirées conviviales.') },
          ],
        },
        {
          key: 'baking',
          name: t('Backen', 'Baking', 'Pâtisserie'),
          theme: 'baking',
          description: t('Alles für Zopf, Kuchen und Guetzli.', 'Everything for plaited bread, cakes and biscuits.', 'Tout pour la tresse, les gâteaux et les biscuits.'),
          children: [
            { key: 'baking-flour', name: t('Mehl & Getreide', 'Flour & grains', 'Farines & céréales'), description: t('Steingemahlene Mehle aus Schweizer Getreide.', 'Stone-ground flours from Swiss grain.', 'Farines moulues sur pierre à partir de céréales suisses.') },
            { key: 'baking-ingredients', name: t('Backzutaten', 'Baking ingredients', 'Ingrédients de pâtisserie'), description: t('Hefe, Zucker, Vanille und Nüsse.', 'Yeast, sugar, vanilla and nuts.', 'Levure, sucre, vanille et noix.') },
          ],
        },
        {
          key: 'spices',
          name: t('Gewürze', 'Spices', 'Épices'),
          theme: 'spices',
          description: t('Ganze und frisch gemahlene Gewürze, Salze und Mischungen.', 'Whole and freshly ground spices, salts and blends.', 'Épices entières et fraîchement moulues, sels et mélanges.'),
          children: [
            { key: 'spices-blends', name: t('Gewürzmischungen', 'Spice blends', 'Mélanges d’épices'), description: t('Hausgemachte Mischungen für Grill, Curry und Fondue.', 'House blends for grilling, curry and fondue.', 'Mélanges maison pour le gril, le curry et la fondue.') },
            { key: 'spices-salt-pepper', name: t('Salz & Pfeffer', 'Salt & pepper', 'Sel & poivre'), description: t('Alpensalz, Meersalz und Pfeffer aus aller Welt.', 'Alpine salt, sea salt and pepper from around the world.', 'Sel des Alpes, sel marin et poivres du monde entier.') },
          ],
        },
        {
          key: 'pasta',
          name: t('Pasta & Reis', 'Pasta & rice', 'Pâtes & riz'),
          theme: 'pasta',
          description: t('Bronzegezogene Teigwaren, Risottoreis und Polenta aus dem Tessin.', 'Bronze-cut pasta, risotto rice and polenta from Ticino.', 'Pâtes tréfilées au bronze, riz à risotto et polenta du Tessin.'),
          children: [
            { key: 'pasta-dried', name: t('Teigwaren', 'Pasta', 'Pâtes'), description: t('Langsam getrocknete Pasta aus Hartweizen und Dinkel.', 'Slow-dried pasta made from durum wheat and spelt.', 'Pâtes séchées lentement, au blé dur et à l’épeautre.') },
            { key: 'pasta-rice', name: t('Reis & Polenta', 'Rice & polenta', 'Riz & polenta'), description: t('Risottoreis aus Ascona und Maisgriess für Polenta.', 'Risotto rice from Ascona and cornmeal for polenta.', 'Riz à risotto d’Ascona et semoule de maïs pour la polenta.') },
          ],
        },
      ],
    },
    {
      key: 'drinks',
      name: t('Getränke', 'Drinks', 'Boissons'),
      theme: 'drinks',
      description: t('Kaffee, Tee, Süssmost und Mineralwasser.', 'Coffee, tea, apple juice and mineral water.', 'Café, thé, jus de pomme et eau minérale.'),
      children: [
        {
          key: 'coffee',
          name: t('Kaffee', 'Coffee', 'Café'),
          theme: 'coffee',
          description: t('Im Toggenburg geröstet, als Bohnen oder frisch gemahlen.', 'Roasted in the Toggenburg, as beans or freshly ground.', 'Torréfié dans le Toggenburg, en grains ou fraîchement moulu.'),
          children: [
            { key: 'coffee-beans', name: t('Kaffeebohnen', 'Coffee beans', 'Café en grains'), description: t('Ganze Bohnen für Vollautomat und Siebträger.', 'Whole beans for bean-to-cup and espresso machines.', 'Grains entiers pour machines automatiques et à levier.') },
            { key: 'coffee-ground', name: t('Gemahlener Kaffee', 'Ground coffee', 'Café moulu'), description: t('Gemahlen für Filter, Bialetti und French Press.', 'Ground for filter, moka pot and French press.', 'Moulu pour filtre, cafetière italienne et piston.') },
          ],
        },
        {
          key: 'tea',
          name: t('Tee', 'Tea', 'Thé'),
          theme: 'tea',
          description: t('Gartentees und Bergkräuter.', 'Garden teas and mountain herbs.', 'Thés de jardin et herbes de montagne.'),
          children: [
            { key: 'tea-black-green', name: t('Schwarz- & Grüntee', 'Black & green tea', 'Thé noir & vert'), description: t('Klassische Tees aus Darjeeling, Assam, Japan und China.', 'Classic teas from Darjeeling, Assam, Japan and China.', 'Thés classiques de Darjeeling, d’Assam, du Japon et de Chine.') },
            { key: 'tea-herbal', name: t('Kräutertee', 'Herbal tea', 'Tisanes'), description: t('Kräuter von Schweizer Bergbauern.', 'Herbs from Swiss mountain farmers.', 'Herbes de paysans de montagne suisses.') },
          ],
        },
        {
          key: 'soft-drinks',
          name: t('Säfte & Wasser', 'Juices & water', 'Jus & eaux'),
          theme: 'drinks',
          description: t('Süssmost, Sirup und Quellwasser.', 'Apple juice, syrups and spring water.', 'Jus de pomme, sirops et eau de source.'),
          children: [
            { key: 'drinks-juice', name: t('Säfte & Sirupe', 'Juices & syrups', 'Jus & sirops'), description: t('Aus Hochstammobst gepresst.', 'Pressed from traditional orchard fruit.', 'Pressés à partir de fruits de vergers haute-tige.') },
            { key: 'drinks-water', name: t('Mineralwasser', 'Mineral water', 'Eau minérale'), description: t('Still und mit Kohlensäure, aus dem Wallis.', 'Still and sparkling, from Valais.', 'Plate et gazeuse, du Valais.') },
          ],
        },
      ],
    },
    {
      key: 'household',
      name: t('Haushalt', 'Household', 'Ménage'),
      theme: 'pans',
      description: t('Pfannen, Messer, Küchenhelfer, Aufbewahrung und Reinigung.', 'Pans, knives, kitchen tools, storage and cleaning.', 'Poêles, couteaux, ustensiles, rangement et nettoyage.'),
      children: [
        {
          key: 'kitchen',
          name: t('Küche', 'Kitchen', 'Cuisine'),
          theme: 'tools',
          description: t('Werkzeug, das ein Küchenleben lang hält.', 'Tools that last a kitchen lifetime.', 'Des outils qui durent toute une vie de cuisine.'),
          children: [
            { key: 'kitchen-pans', name: t('Pfannen', 'Pans', 'Poêles'), description: t('Gusseisen, Karbonstahl und Edelstahl aus dem Jura.', 'Cast iron, carbon steel and stainless steel from the Jura.', 'Fonte, acier au carbone et inox du Jura.') },
            { key: 'kitchen-knives', name: t('Messer', 'Knives', 'Couteaux'), description: t('Von Hand geschliffene Klingen aus dem Appenzellerland.', 'Hand-sharpened blades from Appenzell.', 'Lames affûtées à la main au pays d’Appenzell.') },
            { key: 'kitchen-tools', name: t('Küchenhelfer', 'Kitchen tools', 'Ustensiles'), description: t('Schwingbesen, Kellen, Reiben und mehr.', 'Whisks, ladles, graters and more.', 'Fouets, louches, râpes et plus encore.') },
          ],
        },
        {
          key: 'storage',
          name: t('Aufbewahrung', 'Storage', 'Rangement'),
          theme: 'storage',
          description: t('Vorräte ordentlich und frisch halten.', 'Keep supplies tidy and fresh.', 'Garder les provisions en ordre et au frais.'),
          children: [
            { key: 'storage-jars', name: t('Vorratsgläser & Dosen', 'Jars & tins', 'Bocaux & boîtes'), description: t('Gläser und Dosen für Mehl, Pasta und Kaffee.', 'Jars and tins for flour, pasta and coffee.', 'Bocaux et boîtes pour la farine, les pâtes et le café.') },
            { key: 'storage-fresh', name: t('Frischhaltung', 'Keeping fresh', 'Conservation'), description: t('Bienenwachstücher, Beutel und Boxen ohne Einwegplastik.', 'Beeswax wraps, bags and boxes without single-use plastic.', 'Emballages à la cire d’abeille, sachets et boîtes sans plastique jetable.') },
          ],
        },
        {
          key: 'cleaning',
          name: t('Reinigung', 'Cleaning', 'Nettoyage'),
          theme: 'cleaning',
          description: t('Biologisch abbaubare Putzmittel und langlebige Bürsten.', 'Biodegradable cleaners and long-lasting brushes.', 'Nettoyants biodégradables et brosses durables.'),
          children: [
            { key: 'cleaning-dishes', name: t('Spülen & Abwasch', 'Washing up', 'Vaisselle'), description: t('Spülmittel, Bürsten und Schwämme.', 'Dish soap, brushes and sponges.', 'Liquide vaisselle, brosses et éponges.') },
            { key: 'cleaning-home', name: t('Putzmittel', 'Household cleaners', 'Produits d’entretien'), description: t('Allzweck-, Bad- und Bodenreiniger im Nachfüllpack.', 'All-purpose, bathroom and floor cleaners in refills.', 'Nettoyants multi-usages, salle de bain et sols en recharge.') },
          ],
        },
      ],
    },
    {
      key: 'cooking-school',
      name: t('Kochschule', 'Cooking school', 'École de cuisine'),
      theme: 'digital',
      description: t('Rezept-E-Books und Online-Kurse zum Sofort-Download.', 'Recipe e-books and online courses to download instantly.', 'Livres de recettes numériques et cours en ligne à télécharger immédiatement.'),
      children: [
        { key: 'digital-ebooks', name: t('Rezept-E-Books', 'Recipe e-books', 'Livres de recettes numériques'), theme: 'digital', description: t('Unsere Lieblingsrezepte als PDF.', 'Our favourite recipes as PDFs.', 'Nos recettes préférées en PDF.') },
        { key: 'digital-courses', name: t('Online-Kochkurse', 'Online cooking courses', 'Cours de cuisine en ligne'), theme: 'digital', description: t('Schritt für Schritt mit unseren Köchinnen und Köchen.', 'Step by step with our cooks.', 'Pas à pas avec nos cuisinières et cuisiniers.') },
      ],
    },
    {
      key: 'offers',
      name: t('Aktionen', 'Offers', 'Promotions'),
      type: 'folder',
      children: [
        { key: 'offers-sale', name: t('Sale', 'Sale', 'Soldes'), theme: 'home', description: t('Alle Produkte, die gerade günstiger sind.', 'Everything currently reduced.', 'Tous les produits actuellement à prix réduit.') },
        { key: 'offers-new', name: t('Neuheiten', 'New in', 'Nouveautés'), theme: 'home', description: t('Frisch eingetroffen in unserem Sortiment.', 'Just arrived in our range.', 'Tout juste arrivé dans notre assortiment.') },
        { key: 'offers-fondue', name: t('Fondue-Saison', 'Fondue season', 'Saison de la fondue'), type: 'link', link: { type: 'landing_page', target: 'fondue-saison' } },
        { key: 'offers-schoggi', name: t('Schoggi-Wochen', 'Chocolate weeks', 'Semaines du chocolat'), type: 'link', link: { type: 'landing_page', target: 'schoggi-wochen' } },
        { key: 'offers-topseller', name: t('Beliebteste Pfanne', 'Best-selling pan', 'Poêle la plus vendue'), type: 'link', link: { type: 'product', target: 'pan-cast-iron' } },
      ],
    },
    // The storefront's recipe pages (decision 0015): a link to its own path in each language.
    { key: 'recipes', name: t('Rezepte', 'Recipes', 'Recettes'), type: 'link', link: { type: 'external', target: t('/recipes', '/en/recipes', '/fr/recipes') } },
  ],
};

const FOOTER: CategoryNode = {
  key: FOOTER_ROOT_KEY,
  name: t('Fusszeile', 'Footer', 'Pied de page'),
  children: [
    {
      key: 'footer-shopping',
      name: t('Einkaufen', 'Shopping', 'Achats'),
      type: 'folder',
      children: [
        info('shipping', t('Versand & Lieferung', 'Shipping & delivery', 'Envoi & livraison')),
        info('payment', t('Zahlungsarten', 'Payment methods', 'Moyens de paiement')),
        info('returns', t('Rückgabe & Garantie', 'Returns & warranty', 'Retours & garantie')),
      ],
    },
    {
      key: 'footer-about',
      name: t('Über Gipfel', 'About Gipfel', 'À propos de Gipfel'),
      type: 'folder',
      children: [
        info('about', t('Unsere Geschichte', 'Our story', 'Notre histoire')),
        info('shop', t('Laden in Bern', 'Our shop in Bern', 'Notre magasin à Berne')),
        { key: 'footer-food', name: t('Unser Sortiment', 'Our range', 'Notre assortiment'), type: 'link', link: { type: 'category', target: 'food' } },
        { key: 'footer-instagram', name: t('Instagram', 'Instagram', 'Instagram'), type: 'link', link: { type: 'external', target: 'https://www.instagram.com/', newTab: true } },
      ],
    },
  ],
};

const SERVICE: CategoryNode = {
  key: SERVICE_ROOT_KEY,
  name: t('Service', 'Service', 'Service'),
  children: [
    info('contact', t('Kontakt', 'Contact', 'Contact')),
    info('imprint', t('Impressum', 'Imprint', 'Mentions légales')),
    info('privacy', t('Datenschutz', 'Privacy', 'Protection des données')),
    info('terms', t('AGB', 'Terms & conditions', 'CGV')),
  ],
};

function resolveLink(link: NonNullable<CategoryNode['link']>): { internalLink: string | null; externalLink: string | null; externalLinkTranslated?: Translated } {
  const target = link.target;
  if (typeof target !== 'string') {
    if (link.type !== 'external') throw new Error('Only external links can have a target per language');
    return { internalLink: null, externalLink: target.de, externalLinkTranslated: target };
  }
  switch (link.type) {
    case 'category':
      return { internalLink: categoryId(target), externalLink: null };
    case 'product':
      return { internalLink: productId(target), externalLink: null };
    case 'landing_page':
      return { internalLink: landingPageId(target), externalLink: null };
    case 'external':
      return { internalLink: null, externalLink: target };
  }
}

function plain(html: Translated | undefined): Translated | null {
  return html === undefined ? null : mapT(html, (text) => text.replace(/<[^>]+>/g, ''));
}

function build(root: CategoryNode, navigation: NavigationKey): DemoCategory[] {
  const out: DemoCategory[] = [];
  const visit = (node: CategoryNode, parent: DemoCategory | null, afterCategoryId: string | null, position: number, names: Translated[]): DemoCategory => {
    const id = categoryId(node.key);
    const level = parent === null ? 1 : parent.level + 1;
    const type: CategoryType = node.type ?? 'page';
    const isRoot = parent === null;
    const trail = isRoot ? [] : [...names, node.name];
    const seoPath = type === 'page' && !isRoot
      ? (Object.fromEntries(DEMO_LOCALES.map((locale) => [locale, `${trail.map((n) => slugify(n[locale], locale)).join('/')}/`])) as unknown as Translated)
      : null;
    const link = node.link ? resolveLink(node.link) : { internalLink: null, externalLink: null };
    const cmsKey = type === 'page' ? (node.cmsPage ?? (navigation === 'main' && !isRoot ? CMS_PAGE_KEYS.listing : null)) : null;
    const description = node.description
      ? mapT(node.description, (text) => `<p>${escapeHtml(text)}</p>`)
      : null;
    const category: DemoCategory = {
      id,
      key: node.key,
      navigation,
      parentId: parent?.id ?? null,
      afterCategoryId,
      level,
      path: parent === null ? null : `${parent.path ?? '|'}${parent.id}|`,
      position,
      type,
      name: node.name,
      description,
      metaTitle: type === 'page' ? mapT(node.name, (text) => `${text} | Gipfel`) : null,
      metaDescription: plain(node.description),
      keywords: type === 'page' ? mapT(node.name, (text) => text.toLowerCase()) : null,
      seoPath,
      cmsPageId: cmsKey === null ? null : cmsPageId(cmsKey),
      mediaId: node.theme && navigation === 'main' ? cmsMediaId(categoryMediaKey(node.key)) : null,
      linkType: node.link?.type ?? null,
      internalLink: link.internalLink,
      externalLink: link.externalLink,
      ...(link.externalLinkTranslated ? { externalLinkTranslated: link.externalLinkTranslated } : {}),
      linkNewTab: node.link?.newTab ?? false,
      active: true,
      visible: node.visible ?? true,
      displayNestedProducts: navigation === 'main' && type === 'page',
      productAssignmentType: 'product',
    };
    out.push(category);
    let previous: string | null = null;
    (node.children ?? []).forEach((child, index) => {
      const built = visit(child, category, previous, index + 1, trail);
      previous = built.id;
    });
    return category;
  };
  visit(root, null, null, 1, []);
  return out;
}

export function categoryMediaKey(categoryKey: string): string {
  return `category-${categoryKey}`;
}

export const demoCategories: DemoCategory[] = [...build(MAIN, 'main'), ...build(FOOTER, 'footer'), ...build(SERVICE, 'service')];

const BY_KEY = new Map(demoCategories.map((category) => [category.key, category]));
export function categoryByKey(key: string): DemoCategory {
  const category = BY_KEY.get(key);
  if (!category) throw new Error(`Unknown demo category: ${key}`);
  return category;
}

/** Main-navigation categories with a tile artwork: key, theme and name (for the CMS media list). */
export function categoryArtwork(): { key: string; theme: ArtworkTheme; name: Translated }[] {
  const out: { key: string; theme: ArtworkTheme; name: Translated }[] = [];
  const visit = (node: CategoryNode): void => {
    if (node.theme) out.push({ key: node.key, theme: node.theme, name: node.name });
    node.children?.forEach(visit);
  };
  visit(MAIN);
  return out;
}

/** Leaf categories products are assigned to, with the family's default artwork. */
export type LeafCategoryKey =
  | 'chocolate-dark' | 'chocolate-milk' | 'chocolate-pralines'
  | 'cheese-hard' | 'cheese-semi' | 'cheese-fondue'
  | 'baking-flour' | 'baking-ingredients'
  | 'spices-blends' | 'spices-salt-pepper'
  | 'pasta-dried' | 'pasta-rice'
  | 'coffee-beans' | 'coffee-ground'
  | 'tea-black-green' | 'tea-herbal'
  | 'drinks-juice' | 'drinks-water'
  | 'kitchen-pans' | 'kitchen-knives' | 'kitchen-tools'
  | 'storage-jars' | 'storage-fresh'
  | 'cleaning-dishes' | 'cleaning-home'
  | 'digital-ebooks' | 'digital-courses';

export const SALE_CATEGORY_KEY = 'offers-sale';
export const NEW_CATEGORY_KEY = 'offers-new';
