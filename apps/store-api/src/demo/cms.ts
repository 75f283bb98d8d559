import { tx } from './catalogue-spec';
import { INFO_PAGE_KEYS, categoryArtwork, categoryByKey, categoryMediaKey, infoCmsPageKey, type InfoPageKey } from './categories';
import { imageSlot, mapped, page, productSliderSlot, st, textSlot, type BlockSpec } from './cms-builder';
import { buildCmsMediaBase, type ArtworkTheme, type CmsFormat } from './images';
import { CMS_PAGE_KEYS, categoryId, cmsMediaId, cmsPageId, landingPageId, productId } from './keys';
import type { DemoCmsMedia, DemoCmsPage, DemoLandingPage, DemoLocale, Translated } from './types';
import { escapeHtml, mapT } from './util';

/** CMS artwork, layouts (home, listing, detail, landing and info pages) and landing pages. */

// ---------------------------------------------------------------- media

interface ArtworkSpec {
  key: string;
  format: CmsFormat;
  theme: ArtworkTheme;
  alt: Translated;
}

const ARTWORK: ArtworkSpec[] = [
  { key: 'hero-fondue', format: 'hero', theme: 'cheese', alt: tx('Fondue-Abend mit Freunden', 'Fondue night with friends', 'Soirée fondue entre amis') },
  { key: 'hero-chocolate', format: 'hero', theme: 'chocolate', alt: tx('Schokolade aus Pontresina', 'Chocolate from Pontresina', 'Chocolat de Pontresina') },
  { key: 'hero-kitchen', format: 'hero', theme: 'pans', alt: tx('Pfannen aus dem Jura', 'Pans from the Jura', 'Poêles du Jura') },
  { key: 'banner-fondue', format: 'banner', theme: 'cheese', alt: tx('Fondue-Saison bei Gipfel', 'Fondue season at Gipfel', 'Saison de la fondue chez Gipfel') },
  { key: 'banner-schoggi', format: 'banner', theme: 'chocolate', alt: tx('Schoggi-Wochen bei Gipfel', 'Chocolate weeks at Gipfel', 'Semaines du chocolat chez Gipfel') },
  { key: 'banner-mountains', format: 'banner', theme: 'home', alt: tx('Berglandschaft', 'Mountain landscape', 'Paysage de montagne') },
  { key: 'gallery-market', format: 'tile', theme: 'home', alt: tx('Unser Laden an der Marktgasse', 'Our shop on Marktgasse', 'Notre magasin de la Marktgasse') },
  { key: 'gallery-cellar', format: 'tile', theme: 'cheese', alt: tx('Im Käsekeller', 'In the cheese cellar', 'Dans la cave à fromages') },
  { key: 'gallery-roastery', format: 'tile', theme: 'coffee', alt: tx('In der Rösterei', 'At the roastery', 'À la torréfaction') },
  { key: 'gallery-forge', format: 'tile', theme: 'knives', alt: tx('In der Messerschmiede', 'At the knife forge', 'À la coutellerie') },
  { key: 'gallery-mill', format: 'tile', theme: 'baking', alt: tx('An der Mühle', 'At the mill', 'Au moulin') },
  { key: 'tile-caquelon', format: 'tile', theme: 'tools', alt: tx('Caquelon und Gabeln', 'Caquelon and forks', 'Caquelon et fourchettes') },
  { key: 'tile-pralines', format: 'tile', theme: 'chocolate', alt: tx('Pralinés von Hand gemacht', 'Handmade pralines', 'Pralinés faits main') },
];

export const demoCmsMedia: DemoCmsMedia[] = [
  ...ARTWORK.map((spec) => ({ ...buildCmsMediaBase(spec.key, spec.format, spec.alt), key: spec.key, theme: spec.theme })),
  ...categoryArtwork().map(({ key, theme, name }) => {
    const mediaKey = categoryMediaKey(key);
    return { ...buildCmsMediaBase(mediaKey, 'tile', name), key: mediaKey, theme };
  }),
];

const media = (key: string): string => cmsMediaId(key);

// ---------------------------------------------------------------- links

const PREFIX: Record<DemoLocale, string> = { de: '', en: '/en', fr: '/fr' };

/** Storefront href of a category per language (its SEO path). */
function categoryHref(key: string): Translated {
  const category = categoryByKey(key);
  const seo = category.seoPath;
  return mapT(category.name, (_name, locale) => (seo ? `${PREFIX[locale]}/${seo[locale]}` : `${PREFIX[locale]}/navigation/${category.id}`));
}

function categoryLink(key: string, label?: Translated): Translated {
  const href = categoryHref(key);
  const text = label ?? categoryByKey(key).name;
  return mapT(text, (value, locale) => `<a href="${href[locale]}">${escapeHtml(value)}</a>`);
}

function html(parts: Translated[]): Translated {
  return mapT(parts[0] ?? tx('', '', ''), (_v, locale) => parts.map((part) => part[locale]).join(''));
}

const h = (level: 1 | 2 | 3, text: Translated): Translated => mapT(text, (value) => `<h${level}>${value}</h${level}>`);
const p = (text: Translated): Translated => mapT(text, (value) => `<p>${value}</p>`);

// ---------------------------------------------------------------- blocks

/** "Category boxes": a row of three image/text pairs linking to categories. */
function categoryBoxes(keys: [string, string, string], cssClass = 'category-boxes'): BlockSpec {
  const positions = ['left', 'center', 'right'] as const;
  return {
    type: 'image-text-row',
    name: 'Category boxes',
    cssClass,
    slots: keys.flatMap((key, index) => {
      const category = categoryByKey(key);
      return [
        imageSlot(`${positions[index]}-image`, media(categoryMediaKey(key)), `/navigation/${category.id}`, '240px'),
        textSlot(`${positions[index]}-text`, html([h(3, categoryLink(key)), p(mapT(category.metaDescription ?? category.name, escapeHtml))]), 'center'),
      ];
    }),
  };
}

function gallery(keys: string[], hideOnMobile = false): BlockSpec {
  return {
    type: 'image-gallery',
    name: 'Gallery',
    cssClass: 'home-gallery',
    visibility: hideOnMobile ? { mobile: false } : {},
    slots: [{
      type: 'image-gallery',
      slot: 'imageGallery',
      config: {
        sliderItems: st(keys.map((key) => ({ mediaId: media(key), url: null, newTab: false }))),
        navigationArrows: st('inside'),
        navigationDots: st('inside'),
        galleryPosition: st('left'),
        displayMode: st('standard'),
        minHeight: st('340px'),
        verticalAlign: st(null),
        zoom: st(false),
        fullScreen: st(true),
        keepAspectRatioOnZoom: st(true),
        magnifierOverGallery: st(false),
      },
    }],
  };
}

const slider = (keys: string[], title: Translated, cssClass?: string): BlockSpec => ({
  type: 'product-slider',
  name: 'Product slider',
  cssClass,
  slots: [productSliderSlot(keys.map(productId), title)],
});

// ---------------------------------------------------------------- layouts

const home = page(CMS_PAGE_KEYS.home, 'landingpage', tx('Startseite', 'Home page', 'Page d’accueil'), [
  {
    name: 'Hero',
    sizingMode: 'full_width',
    cssClass: 'home-hero',
    blocks: [{
      type: 'image-slider',
      name: 'Hero slider',
      margins: ['0', '0', '0', '0'],
      slots: [{
        type: 'image-slider',
        slot: 'imageSlider',
        config: {
          sliderItems: st([
            { mediaId: media('hero-fondue'), url: `/landingPage/${landingPageId('fondue-saison')}`, newTab: false },
            { mediaId: media('hero-chocolate'), url: `/landingPage/${landingPageId('schoggi-wochen')}`, newTab: false },
            { mediaId: media('hero-kitchen'), url: `/navigation/${categoryId('kitchen-pans')}`, newTab: false },
          ]),
          navigationArrows: st('inside'),
          navigationDots: st('inside'),
          displayMode: st('cover'),
          minHeight: st('440px'),
          verticalAlign: st(null),
          autoSlide: st(true),
          speed: st(300),
          autoplayTimeout: st(5000),
        },
      }],
    }],
  },
  {
    name: 'Welcome',
    blocks: [
      {
        type: 'text',
        name: 'Welcome text',
        cssClass: 'home-intro',
        slots: [textSlot('content', html([
          h(1, tx('Willkommen bei Gipfel', 'Welcome to Gipfel', 'Bienvenue chez Gipfel')),
          p(tx(
            'Seit 1987 verkaufen wir an der Marktgasse in Bern, was wir selbst gerne essen und benutzen: Käse aus dem Felsenkeller, Schokolade von der Bohne bis zur Tafel und Küchenwerkzeug, das ein Leben lang hält.',
            'Since 1987 we have been selling on Bern’s Marktgasse what we love to eat and use ourselves: cheese from the rock cellar, bean-to-bar chocolate and kitchen tools that last a lifetime.',
            'Depuis 1987, nous vendons à la Marktgasse de Berne ce que nous aimons manger et utiliser nous-mêmes : fromage de cave, chocolat de la fève à la tablette et ustensiles qui durent toute une vie.',
          )),
          p(tx(
            '<strong>Ab CHF 100 liefern wir versandkostenfrei</strong> in die ganze Schweiz.',
            '<strong>Free delivery from CHF 100</strong> anywhere in Switzerland.',
            '<strong>Livraison gratuite dès CHF 100</strong> dans toute la Suisse.',
          )),
        ]))],
      },
      slider(['fondue-moitie', 'gruyere-18', 'dark-72-ecuador', 'espresso-gipfel', 'pan-cast-iron', 'knife-chef-20', 'beeswax-wraps', 'flour-zopf', 'appenzeller-black', 'water-still'],
        tx('Unsere Bestseller', 'Our best sellers', 'Nos meilleures ventes'), 'home-topseller'),
    ],
  },
  {
    name: 'Categories',
    backgroundColor: '#f7f3ee',
    cssClass: 'home-categories',
    blocks: [
      { type: 'text', name: 'Categories title', margins: ['40px', '20px', '0', '20px'], slots: [textSlot('content', h(2, tx('Entdecken Sie unser Sortiment', 'Discover our range', 'Découvrez notre assortiment')))] },
      categoryBoxes(['chocolate', 'cheese', 'coffee']),
      categoryBoxes(['kitchen', 'storage', 'cleaning']),
    ],
  },
  {
    name: 'New in',
    blocks: [slider(['dark-64-madagascar', 'fondue-truffle', 'pan-crepe', 'jasmine-pearls', 'knife-cheese-set', 'glass-lunchbox', 'course-sourdough', 'raspberry-syrup'],
      tx('Neu eingetroffen', 'Just arrived', 'Nouveautés'), 'home-new')],
  },
  {
    name: 'Makers',
    sizingMode: 'full_width',
    backgroundMediaId: media('banner-mountains'),
    backgroundMediaMode: 'cover',
    cssClass: 'home-makers',
    blocks: [
      {
        type: 'text',
        name: 'Makers text',
        backgroundColor: 'rgba(255, 255, 255, 0.85)',
        margins: ['60px', '20px', '20px', '20px'],
        slots: [textSlot('content', html([
          h(2, tx('Die Menschen hinter unseren Produkten', 'The people behind our products', 'Les personnes derrière nos produits')),
          p(tx(
            'Wir kennen alle unsere Manufakturen persönlich: die Affineure im Greyerzerland, die Giesserei in Delémont, die Rösterei im Toggenburg.',
            'We know all our makers personally: the affineurs in the Gruyère region, the foundry in Delémont, the roastery in the Toggenburg.',
            'Nous connaissons personnellement toutes nos manufactures : les affineurs de la Gruyère, la fonderie de Delémont, la torréfaction du Toggenburg.',
          )),
        ]), 'center')],
      },
      gallery(['gallery-market', 'gallery-cellar', 'gallery-roastery', 'gallery-forge', 'gallery-mill'], true),
    ],
  },
], 'page-home', media('hero-fondue'));

/** Default listing layout: sidebar with navigation and filters; main with description and listing. */
const listing = page(CMS_PAGE_KEYS.listing, 'product_list', tx('Kategorie-Listing', 'Category listing', 'Liste de catégorie'), [
  {
    type: 'sidebar',
    name: 'Listing',
    mobileBehavior: 'wrap',
    blocks: [
      { type: 'category-navigation', sectionPosition: 'sidebar', margins: ['0', '0', '20px', '0'], visibility: { mobile: false }, slots: [{ type: 'category-navigation', slot: 'content' }] },
      { type: 'sidebar-filter', sectionPosition: 'sidebar', margins: ['0', '0', '20px', '0'], slots: [{ type: 'sidebar-filter', slot: 'content' }] },
      {
        type: 'image-text',
        name: 'Category header',
        cssClass: 'category-header',
        margins: ['0', '0', '20px', '0'],
        slots: [
          { type: 'image', slot: 'left', config: { media: mapped('category.media'), url: st(null), newTab: st(false), minHeight: st('200px'), displayMode: st('cover'), verticalAlign: st(null) } },
          { type: 'text', slot: 'right', config: { content: mapped('category.description'), verticalAlign: st('center') } },
        ],
      },
      {
        type: 'product-listing',
        name: 'Product listing',
        margins: ['0', '0', '20px', '0'],
        slots: [{
          type: 'product-listing',
          slot: 'content',
          config: {
            boxLayout: st('standard'),
            showSorting: st(true),
            useCustomSorting: st(false),
            availableSortings: st({}),
            defaultSorting: st(''),
            filters: st('manufacturer-filter,rating-filter,price-filter,shipping-free-filter,property-filter'),
            propertyWhitelist: st([]),
            limit: st(24),
          },
        }],
      },
    ],
  },
], 'page-listing');

/** Default product detail layout (Shopware 6.5+ shape). */
const detail = page(CMS_PAGE_KEYS.detail, 'product_detail', tx('Produktseite', 'Product page', 'Page produit'), [
  {
    name: 'Product',
    blocks: [
      {
        type: 'product-heading',
        margins: ['0', '0', '20px', '0'],
        slots: [
          { type: 'product-name', slot: 'left', config: { content: mapped('product.name'), verticalAlign: st(null) } },
          { type: 'manufacturer-logo', slot: 'right', config: { media: mapped('product.manufacturer.media'), url: st(null), newTab: st(true), minHeight: st(null), displayMode: st('cover'), verticalAlign: st(null) } },
        ],
      },
      {
        type: 'gallery-buybox',
        margins: ['20px', '0', '20px', '0'],
        slots: [
          {
            type: 'image-gallery',
            slot: 'left',
            config: {
              sliderItems: mapped('product.media'),
              navigationArrows: st('inside'),
              navigationDots: st('inside'),
              galleryPosition: st('left'),
              displayMode: st('standard'),
              minHeight: st('430px'),
              verticalAlign: st(null),
              zoom: st(true),
              fullScreen: st(true),
              keepAspectRatioOnZoom: st(true),
              magnifierOverGallery: st(false),
            },
          },
          { type: 'buy-box', slot: 'right', config: { product: st(null), alignment: st(null) } },
        ],
      },
      {
        type: 'product-description-reviews',
        margins: ['20px', '0', '20px', '0'],
        slots: [{ type: 'product-description-reviews', slot: 'content', config: { product: st(null), alignment: st(null) } }],
      },
      {
        type: 'cross-selling',
        margins: ['20px', '0', '20px', '0'],
        slots: [{ type: 'cross-selling', slot: 'content', config: { product: st(null), displayMode: st('standard'), boxLayout: st('standard'), elMinWidth: st('300px') } }],
      },
    ],
  },
], 'page-product');

const fondue = page(CMS_PAGE_KEYS.fondue, 'landingpage', tx('Fondue-Saison', 'Fondue season', 'Saison de la fondue'), [
  {
    name: 'Hero',
    sizingMode: 'full_width',
    blocks: [{ type: 'image-cover', name: 'Banner', margins: ['0', '0', '0', '0'], slots: [imageSlot('image', media('banner-fondue'), null, '360px')] }],
  },
  {
    name: 'Intro',
    blocks: [
      {
        type: 'text',
        cssClass: 'landing-intro',
        slots: [textSlot('content', html([
          h(1, tx('Fondue-Saison', 'Fondue season', 'Saison de la fondue')),
          p(tx(
            'Wenn die Tage kürzer werden, gehört das Caquelon auf den Tisch. Unsere Mischungen reibt das Team von Vallon Fromages frisch, und alles Zubehör finden Sie gleich hier.',
            'When the days grow shorter, the caquelon belongs on the table. The Vallon Fromages team grates our blends fresh, and you will find all the equipment right here.',
            'Quand les jours raccourcissent, le caquelon trouve sa place sur la table. L’équipe de Vallon Fromages râpe nos mélanges à la commande, et tout l’équipement se trouve ici.',
          )),
          mapT(categoryLink('cheese-fondue', tx('Alle Fondue- und Raclettekäse ansehen', 'See all fondue and raclette cheese', 'Voir tous les fromages à fondue et à raclette')), (link) => `<p>${link}</p>`),
        ]))],
      },
      slider(['fondue-moitie', 'fondue-vacherin', 'fondue-truffle', 'raclette-valais', 'raclette-pepper', 'fondue-chinoise-broth'], tx('Fondue & Raclette', 'Fondue & raclette', 'Fondue & raclette')),
    ],
  },
  {
    name: 'Equipment',
    backgroundColor: '#fff6d9',
    blocks: [
      {
        type: 'image-text',
        name: 'Caquelon teaser',
        slots: [
          imageSlot('left', media('tile-caquelon'), `/detail/${productId('fondue-caquelon')}`, '320px'),
          textSlot('right', html([
            h(2, tx('Das richtige Caquelon', 'The right caquelon', 'Le bon caquelon')),
            p(tx(
              'Glasiertes Steingut verteilt die Wärme sanft, damit nichts anbrennt. Dazu sechs Gabeln mit farbigen Griffen und ein Rechaud.',
              'Glazed stoneware spreads the heat gently so nothing burns. Add six forks with coloured handles and a burner.',
              'Le grès émaillé répartit doucement la chaleur pour que rien n’attache. Ajoutez six fourchettes à manches colorés et un réchaud.',
            )),
          ]), 'center'),
        ],
      },
      slider(['fondue-caquelon', 'fondue-forks', 'raclette-pans', 'blend-fondue', 'ebook-fondue'], tx('Alles für den Fondueabend', 'Everything for fondue night', 'Tout pour la soirée fondue')),
    ],
  },
], 'landing-fondue', media('banner-fondue'));

const schoggi = page(CMS_PAGE_KEYS.schoggi, 'landingpage', tx('Schoggi-Wochen', 'Chocolate weeks', 'Semaines du chocolat'), [
  {
    name: 'Hero',
    sizingMode: 'full_width',
    backgroundColor: '#3b2418',
    blocks: [
      { type: 'image-cover', name: 'Banner', margins: ['0', '0', '0', '0'], slots: [imageSlot('image', media('banner-schoggi'), null, '360px')] },
      {
        type: 'text',
        cssClass: 'landing-intro text-light',
        slots: [textSlot('content', html([
          h(1, tx('Schoggi-Wochen', 'Chocolate weeks', 'Semaines du chocolat')),
          p(tx(
            'Bis Ende November sind ausgewählte Tafeln und Pralinés von Bernina Chocolatier reduziert. Probieren Sie sich durch Ecuador, Peru und Madagaskar.',
            'Until the end of November, selected bars and pralines from Bernina Chocolatier are reduced. Taste your way through Ecuador, Peru and Madagascar.',
            'Jusqu’à fin novembre, une sélection de tablettes et de pralinés de Bernina Chocolatier est à prix réduit. Voyagez de l’Équateur au Pérou et à Madagascar.',
          )),
        ]), 'center')],
      },
    ],
  },
  {
    name: 'Offers',
    blocks: [
      slider(['dark-70-ghana-orange', 'milk-hazelnut', 'pralines-assorted-16', 'baking-cocoa', 'ebook-chocolate'], tx('Jetzt reduziert', 'Now reduced', 'Actuellement en promotion')),
      slider(['dark-72-ecuador', 'dark-85-peru', 'dark-64-madagascar', 'milk-alpine', 'milk-45-dark-milk', 'truffes-champagne', 'pralines-gianduja'], tx('Unsere Lieblinge', 'Our favourites', 'Nos favoris')),
      {
        type: 'image-text',
        name: 'Pralines teaser',
        visibility: { mobile: false },
        slots: [
          imageSlot('left', media('tile-pralines'), `/navigation/${categoryId('chocolate-pralines')}`, '320px'),
          textSlot('right', html([
            h(2, tx('Von Hand gefüllt', 'Filled by hand', 'Garnis à la main')),
            p(tx(
              'Jedes Praliné wird in Pontresina einzeln gefüllt und dekoriert. Ideal als Geschenk zum Samichlaus.',
              'Every praline is filled and decorated individually in Pontresina. Ideal as a St Nicholas gift.',
              'Chaque praliné est garni et décoré individuellement à Pontresina. Idéal pour la Saint-Nicolas.',
            )),
            mapT(categoryLink('chocolate-pralines'), (link) => `<p>${link}</p>`),
          ]), 'center'),
        ],
      },
    ],
  },
], 'landing-schoggi', media('banner-schoggi'));

// ---------------------------------------------------------------- info pages

const INFO_TEXTS: Record<InfoPageKey, [Translated, Translated[]]> = {
  shipping: [tx('Versand & Lieferung', 'Shipping & delivery', 'Envoi & livraison'), [
    tx('Wir versenden mit der Schweizerischen Post. Bestellungen bis 15 Uhr verlassen unser Lager am selben Tag.', 'We ship with Swiss Post. Orders placed by 3 pm leave our warehouse the same day.', 'Nous expédions avec La Poste. Les commandes passées avant 15 h quittent notre entrepôt le jour même.'),
    tx('Standardversand kostet CHF 7.90, ab CHF 100 Bestellwert ist er gratis. Käse reist gekühlt in der Isolierbox.', 'Standard shipping costs CHF 7.90 and is free from an order value of CHF 100. Cheese travels chilled in an insulated box.', 'L’envoi standard coûte CHF 7.90 et il est gratuit dès CHF 100 de commande. Le fromage voyage au frais dans une boîte isotherme.'),
  ]],
  payment: [tx('Zahlungsarten', 'Payment methods', 'Moyens de paiement'), [
    tx('Sie bezahlen bequem per Rechnung, Vorauskasse, Kreditkarte oder TWINT.', 'Pay by invoice, prepayment, credit card or TWINT.', 'Payez par facture, paiement anticipé, carte de crédit ou TWINT.'),
    tx('Bei Abholung im Laden ist auch Barzahlung möglich.', 'Cash payment is also possible when collecting in store.', 'Le paiement en espèces est aussi possible lors du retrait en magasin.'),
  ]],
  returns: [tx('Rückgabe & Garantie', 'Returns & warranty', 'Retours & garantie'), [
    tx('Ungeöffnete Haushaltsartikel nehmen wir innert 30 Tagen zurück. Lebensmittel sind vom Umtausch ausgeschlossen.', 'We accept unopened household items within 30 days. Food cannot be exchanged.', 'Nous reprenons les articles ménagers non ouverts sous 30 jours. Les denrées alimentaires ne sont pas échangées.'),
    tx('Auf Pfannen von Fonderie Jura gewähren wir 25 Jahre Garantie.', 'Pans from Fonderie Jura carry a 25-year guarantee.', 'Les poêles Fonderie Jura bénéficient d’une garantie de 25 ans.'),
  ]],
  about: [tx('Unsere Geschichte', 'Our story', 'Notre histoire'), [
    tx('Gipfel begann 1987 als kleiner Käseladen in der Berner Altstadt.', 'Gipfel started in 1987 as a small cheese shop in Bern’s old town.', 'Gipfel a commencé en 1987 comme petite fromagerie dans la vieille ville de Berne.'),
    tx('Heute arbeiten wir mit über dreissig Manufakturen aus der ganzen Schweiz zusammen.', 'Today we work with more than thirty makers from all over Switzerland.', 'Aujourd’hui, nous travaillons avec plus de trente manufactures de toute la Suisse.'),
  ]],
  shop: [tx('Laden in Bern', 'Our shop in Bern', 'Notre magasin à Berne'), [
    tx('Marktgasse 12, 3011 Bern. Geöffnet Montag bis Freitag 9 bis 18.30 Uhr, Samstag 8 bis 17 Uhr.', 'Marktgasse 12, 3011 Bern. Open Monday to Friday 9 am to 6.30 pm, Saturday 8 am to 5 pm.', 'Marktgasse 12, 3011 Berne. Ouvert du lundi au vendredi de 9 h à 18 h 30, le samedi de 8 h à 17 h.'),
    tx('Online bestellte Ware können Sie hier kostenlos abholen.', 'You can collect online orders here free of charge.', 'Vous pouvez y retirer gratuitement vos commandes en ligne.'),
  ]],
  imprint: [tx('Impressum', 'Imprint', 'Mentions légales'), [
    tx('Gipfel Feinkost AG, Marktgasse 12, 3011 Bern, Schweiz. UID: CHE-123.456.789 MWST.', 'Gipfel Feinkost AG, Marktgasse 12, 3011 Bern, Switzerland. UID: CHE-123.456.789 VAT.', 'Gipfel Feinkost SA, Marktgasse 12, 3011 Berne, Suisse. IDE : CHE-123.456.789 TVA.'),
    tx('Diese Website ist ein Demoshop; alle Marken und Produkte sind erfunden.', 'This website is a demo shop; all brands and products are invented.', 'Ce site est une boutique de démonstration ; toutes les marques et tous les produits sont fictifs.'),
  ]],
  privacy: [tx('Datenschutz', 'Privacy', 'Protection des données'), [
    tx('Wir bearbeiten Ihre Daten nach dem Schweizer Datenschutzgesetz und nur, um Ihre Bestellung abzuwickeln.', 'We process your data under the Swiss Data Protection Act and only to handle your order.', 'Nous traitons vos données selon la loi suisse sur la protection des données et uniquement pour traiter votre commande.'),
    tx('Wir verwenden keine Tracking-Dienste von Dritten.', 'We do not use third-party tracking services.', 'Nous n’utilisons aucun service de suivi tiers.'),
  ]],
  terms: [tx('Allgemeine Geschäftsbedingungen', 'Terms and conditions', 'Conditions générales de vente'), [
    tx('Alle Preise verstehen sich in Schweizer Franken inklusive Mehrwertsteuer.', 'All prices are in Swiss francs including VAT.', 'Tous les prix s’entendent en francs suisses, TVA comprise.'),
    tx('Der Vertrag kommt mit unserer Bestellbestätigung per E-Mail zustande.', 'The contract is concluded with our order confirmation by email.', 'Le contrat est conclu avec notre confirmation de commande par e-mail.'),
  ]],
  contact: [tx('Kontakt', 'Contact', 'Contact'), [
    tx('Sie erreichen uns unter +41 31 000 00 00 oder hallo@gipfel.example.', 'Reach us at +41 31 000 00 00 or hallo@gipfel.example.', 'Joignez-nous au +41 31 000 00 00 ou à hallo@gipfel.example.'),
    tx('Für Reparaturen, Rücksendungen und Garantiefälle nutzen Sie bitte unsere Formulare.', 'For repairs, returns and warranty claims, please use our forms.', 'Pour les réparations, retours et cas de garantie, veuillez utiliser nos formulaires.'),
  ]],
};

const infoPages = INFO_PAGE_KEYS.map((key) => {
  const [title, paragraphs] = INFO_TEXTS[key];
  return page(infoCmsPageKey(key), 'page', title, [
    { name: 'Content', blocks: [{ type: 'text', cssClass: 'info-page', slots: [textSlot('content', html([h(1, mapT(title, escapeHtml)), ...paragraphs.map(p)]))] }] },
  ], 'page-info');
});

export const demoCmsPages: DemoCmsPage[] = [home, listing, detail, fondue, schoggi, ...infoPages];

// ---------------------------------------------------------------- landing pages

export const demoLandingPages: DemoLandingPage[] = [
  {
    id: landingPageId('fondue-saison'),
    key: 'fondue-saison',
    name: tx('Fondue-Saison', 'Fondue season', 'Saison de la fondue'),
    seoPath: tx('Fondue-Saison', 'Fondue-season', 'Saison-de-la-fondue'),
    cmsPageId: cmsPageId(CMS_PAGE_KEYS.fondue),
    metaTitle: tx('Fondue-Saison | Gipfel', 'Fondue season | Gipfel', 'Saison de la fondue | Gipfel'),
    metaDescription: tx(
      'Fonduemischungen, Raclette und Caquelons für gemütliche Winterabende.',
      'Fondue blends, raclette and caquelons for cosy winter evenings.',
      'Mélanges à fondue, raclette et caquelons pour des soirées d’hiver conviviales.',
    ),
    keywords: tx('fondue, raclette, caquelon, käse', 'fondue, raclette, caquelon, cheese', 'fondue, raclette, caquelon, fromage'),
    active: true,
  },
  {
    id: landingPageId('schoggi-wochen'),
    key: 'schoggi-wochen',
    name: tx('Schoggi-Wochen', 'Chocolate weeks', 'Semaines du chocolat'),
    seoPath: tx('Schoggi-Wochen', 'Chocolate-weeks', 'Semaines-du-chocolat'),
    cmsPageId: cmsPageId(CMS_PAGE_KEYS.schoggi),
    metaTitle: tx('Schoggi-Wochen | Gipfel', 'Chocolate weeks | Gipfel', 'Semaines du chocolat | Gipfel'),
    metaDescription: tx(
      'Ausgewählte Schokoladen und Pralinés aus Pontresina zu Aktionspreisen.',
      'Selected chocolates and pralines from Pontresina at special prices.',
      'Chocolats et pralinés de Pontresina sélectionnés à prix spéciaux.',
    ),
    keywords: tx('schokolade, schoggi, pralinés, aktion', 'chocolate, pralines, offer', 'chocolat, pralinés, promotion'),
    active: true,
  },
];
