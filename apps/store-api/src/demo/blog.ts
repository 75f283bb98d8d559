import type { ArtworkTheme } from './images';
import type { DemoLocale, DemoMedia, Translated } from './types';
import { demoId, escapeHtml, t } from './util';

/**
 * The news and blog posts of the Gipfel demo shop (the `gipfel_blog_post` entity of the local
 * Store API's blog routes, see docs/decisions/0017). Bodies are HTML as an editor would store
 * them; one post carries a `<script>`, an `onerror` attribute and a link styled as a full-page
 * overlay to another site on purpose, so that the storefront's sanitiser is tested end to end.
 */

export type BlogCategoryKey = 'cheese' | 'seasonal' | 'recipes' | 'sustainability' | 'shop-news';

export const BLOG_CATEGORIES: Record<BlogCategoryKey, Translated> = {
  cheese: t('Käse', 'Cheese', 'Fromage'),
  seasonal: t('Saisonal', 'Seasonal', 'De saison'),
  recipes: t('Rezepte', 'Recipes', 'Recettes'),
  sustainability: t('Nachhaltigkeit', 'Sustainability', 'Durabilité'),
  'shop-news': t('Neues aus dem Shop', 'Shop news', 'Nouvelles de la boutique'),
};

export interface DemoBlogPost {
  id: string;
  key: string;
  category: BlogCategoryKey;
  author: string;
  /** ISO 8601; posts dated after "now" are not published and never served. */
  publishedAt: string;
  title: Translated;
  teaser: Translated;
  /** Sanitised by the storefront, not here: this is what the editor stored. */
  content: Translated;
  cover: DemoMedia & { theme: ArtworkTheme };
  /** Product keys of the demo catalogue. */
  relatedProductKeys: string[];
}

interface PostSpec {
  key: string;
  category: BlogCategoryKey;
  author: string;
  publishedAt: string;
  theme: ArtworkTheme;
  title: Translated;
  teaser: Translated;
  intro: Translated;
  heading: Translated;
  list: Translated[];
  outro: Translated;
  link: { href: string; label: Translated };
  related: string[];
  /** Raw markup appended to the body (used for the sanitiser test post). */
  raw?: string;
}

/** Cover size and renditions (16:9). */
export const BLOG_COVER = { width: 1600, height: 900, thumbnails: [[400, 225], [800, 450], [1600, 900]] } as const;

export function blogImageUrl(key: string, width: number): string {
  return `/media/blog/${key}-${width}.svg`;
}

const at = (date: string) => `${date}T07:00:00.000+00:00`;

const SPECS: PostSpec[] = [
  {
    key: 'alpkaese-sommer',
    category: 'cheese',
    author: 'Anna Zürcher',
    publishedAt: at('2026-10-28'),
    theme: 'cheese',
    title: t('Ein Sommer auf der Alp: so entsteht unser Alpkäse', 'A summer on the alp: how our alpine cheese is made', 'Un été à l’alpage : la naissance de notre fromage d’alpage'),
    teaser: t(
      'Wir haben die Sennerei im Berner Oberland besucht und zugeschaut, wie aus frischer Milch ein Laib Alpkäse wird.',
      'We visited the alpine dairy in the Bernese Oberland and watched fresh milk turn into a wheel of alpine cheese.',
      'Nous avons visité la fromagerie d’alpage de l’Oberland bernois et vu le lait frais devenir une meule de fromage.',
    ),
    intro: t(
      'Um fünf Uhr morgens ist die Milch noch warm, wenn sie in das Kupferkessi fliesst. Die Sennerin erwärmt sie langsam über dem Holzfeuer.',
      'At five in the morning the milk is still warm as it flows into the copper cauldron. The cheesemaker heats it slowly over a wood fire.',
      'À cinq heures du matin, le lait est encore tiède quand il coule dans le chaudron en cuivre. La fromagère le chauffe lentement au feu de bois.',
    ),
    heading: t('Die Schritte bis zum Laib', 'The steps to the wheel', 'Les étapes jusqu’à la meule'),
    list: [
      t('Lab zugeben und die Milch dicklegen lassen', 'Add rennet and let the milk set', 'Ajouter la présure et laisser cailler le lait'),
      t('Die Gallerte mit der Harfe zu Bruch schneiden', 'Cut the curd with the cheese harp', 'Découper le caillé à la harpe'),
      t('Den Bruch pressen und im Salzbad baden', 'Press the curd and bathe it in brine', 'Presser le caillé et le plonger dans la saumure'),
    ],
    outro: t(
      'Danach reift jeder Laib mindestens vier Monate im Keller und wird jede Woche gewendet und geschmiert.',
      'Each wheel then ripens for at least four months in the cellar and is turned and brushed every week.',
      'Chaque meule mûrit ensuite au moins quatre mois en cave, retournée et frottée chaque semaine.',
    ),
    link: { href: 'https://www.myswitzerland.com/', label: t('Mehr über die Alpen', 'More about the Alps', 'En savoir plus sur les Alpes') },
    related: ['alpkaese-bern', 'gruyere-18', 'knife-cheese-set'],
  },
  {
    key: 'kuerbis-saison',
    category: 'seasonal',
    author: 'Luca Bernasconi',
    publishedAt: at('2026-10-21'),
    theme: 'spices',
    title: t('Kürbiszeit: fünf Sorten und was man daraus macht', 'Pumpkin season: five varieties and what to make of them', 'La saison des courges : cinq variétés et leurs usages'),
    teaser: t(
      'Vom Butternut bis zum Muscade de Provence: welche Kürbisse sich für Suppe, Ofen und Risotto eignen.',
      'From butternut to Muscade de Provence: which pumpkins suit soup, the oven and risotto.',
      'Du butternut à la muscade de Provence : quelles courges pour la soupe, le four et le risotto.',
    ),
    intro: t(
      'Auf dem Markt in Bellinzona türmen sich im Oktober die Kürbisse. Nicht jede Sorte schmeckt gleich.',
      'In October the pumpkins pile up at the market in Bellinzona. Not every variety tastes the same.',
      'En octobre, les courges s’entassent au marché de Bellinzone. Toutes les variétés n’ont pas le même goût.',
    ),
    heading: t('Unsere Favoriten', 'Our favourites', 'Nos préférées'),
    list: [
      t('Butternut für cremige Suppen', 'Butternut for creamy soups', 'Butternut pour les soupes onctueuses'),
      t('Hokkaido mit Schale aus dem Ofen', 'Hokkaido roasted with its skin', 'Potimarron rôti avec sa peau'),
      t('Muscade für Risotto und Gnocchi', 'Muscade for risotto and gnocchi', 'Muscade pour le risotto et les gnocchis'),
    ],
    outro: t(
      'Ein Kürbis hält kühl und trocken gelagert bis in den Winter.',
      'Stored cool and dry, a pumpkin keeps well into winter.',
      'Conservée au frais et au sec, une courge tient jusqu’en hiver.',
    ),
    link: { href: 'https://www.myswitzerland.com/', label: t('Märkte in der Schweiz', 'Markets in Switzerland', 'Marchés en Suisse') },
    related: ['risotto-carnaroli', 'blend-risotto', 'pan-cocotte'],
  },
  {
    key: 'fondue-tipps',
    category: 'recipes',
    author: 'Claire Dubois',
    publishedAt: at('2026-10-14'),
    theme: 'cheese',
    title: t('Das perfekte Fondue moitié-moitié', 'The perfect fondue moitié-moitié', 'La fondue moitié-moitié parfaite'),
    teaser: t(
      'Gruyère und Vacherin zu gleichen Teilen, ein Schuss Weisswein und Geduld: unsere Tipps für ein Fondue ohne Klumpen.',
      'Equal parts Gruyère and Vacherin, a splash of white wine and patience: our tips for a fondue without lumps.',
      'Gruyère et vacherin à parts égales, un trait de vin blanc et de la patience : nos conseils pour une fondue sans grumeaux.',
    ),
    intro: t(
      'Ein gutes Fondue beginnt beim Käse: frisch gerieben und mit etwas Maizena vermischt, bindet er gleichmässig.',
      'A good fondue starts with the cheese: freshly grated and tossed with a little cornflour, it binds evenly.',
      'Une bonne fondue commence par le fromage : fraîchement râpé et mélangé à un peu de maïzena, il lie uniformément.',
    ),
    heading: t('So gelingt es', 'How to get it right', 'Pour la réussir'),
    list: [
      t('Caquelon mit Knoblauch ausreiben', 'Rub the caquelon with garlic', 'Frotter le caquelon avec de l’ail'),
      t('Wein erhitzen, Käse portionenweise zugeben', 'Heat the wine, add the cheese in portions', 'Chauffer le vin, ajouter le fromage par portions'),
      t('In Achterform rühren, nie kochen lassen', 'Stir in a figure of eight, never let it boil', 'Remuer en huit, ne jamais laisser bouillir'),
    ],
    outro: t(
      'Zum Schluss ein Gläschen Kirsch – und das Brot am Vortag schneiden, damit es nicht zerfällt.',
      'Finish with a small glass of kirsch – and cut the bread the day before so it does not fall apart.',
      'Pour finir, un petit verre de kirsch – et coupez le pain la veille pour qu’il ne se défasse pas.',
    ),
    link: { href: 'https://www.myswitzerland.com/', label: t('Fondue-Regionen entdecken', 'Discover fondue regions', 'Découvrir les régions de la fondue') },
    related: ['fondue-moitie', 'fondue-caquelon', 'fondue-forks', 'blend-fondue'],
  },
  {
    key: 'unverpackt',
    category: 'sustainability',
    author: 'Reto Imhof',
    publishedAt: at('2026-10-07'),
    theme: 'storage',
    title: t('Weniger Verpackung in der Küche', 'Less packaging in the kitchen', 'Moins d’emballages en cuisine'),
    teaser: t(
      'Bienenwachstücher, Gläser und Stoffbeutel: kleine Umstellungen, die den Abfallsack spürbar leichter machen.',
      'Beeswax wraps, jars and cloth bags: small changes that make the rubbish bag noticeably lighter.',
      'Emballages à la cire d’abeille, bocaux et sacs en tissu : de petits changements qui allègent nettement le sac poubelle.',
    ),
    intro: t(
      'In einem Schweizer Haushalt fallen pro Jahr rund 100 Kilogramm Verpackungen an. Vieles davon lässt sich vermeiden.',
      'A Swiss household produces around 100 kilograms of packaging a year. Much of it can be avoided.',
      'Un ménage suisse produit environ 100 kilos d’emballages par an. Une grande partie peut être évitée.',
    ),
    heading: t('Drei einfache Schritte', 'Three simple steps', 'Trois gestes simples'),
    list: [
      t('Brot im Leinenbeutel aufbewahren', 'Keep bread in a linen bag', 'Conserver le pain dans un sac en lin'),
      t('Käse in Käsepapier statt Folie', 'Cheese in cheese paper instead of film', 'Le fromage dans du papier à fromage plutôt que du film'),
      t('Vorräte in Gläsern nachfüllen', 'Refill supplies in jars', 'Remplir les provisions dans des bocaux'),
    ],
    outro: t(
      'Unsere Nachfüllflaschen für Reinigungsmittel sparen zusätzlich Plastik.',
      'Our refill bottles for cleaning products save even more plastic.',
      'Nos bouteilles de recharge pour produits de nettoyage économisent encore du plastique.',
    ),
    link: { href: 'https://www.bafu.admin.ch/', label: t('Bundesamt für Umwelt', 'Federal Office for the Environment', 'Office fédéral de l’environnement') },
    related: ['beeswax-wraps', 'bread-bag-linen', 'cheese-paper', 'jar-clip'],
  },
  {
    key: 'schoggi-werkstatt',
    category: 'shop-news',
    author: 'Anna Zürcher',
    publishedAt: at('2026-09-30'),
    theme: 'chocolate',
    title: t('Neu im Sortiment: Schokolade aus Pontresina', 'New in the range: chocolate from Pontresina', 'Nouveau : du chocolat de Pontresina'),
    teaser: t(
      'Die Manufaktur Bernina röstet ihre Bohnen selbst. Ab sofort gibt es vier neue Tafeln bei uns.',
      'The Bernina workshop roasts its own beans. Four new bars are now available in our shop.',
      'La manufacture Bernina torréfie elle-même ses fèves. Quatre nouvelles tablettes sont désormais disponibles.',
    ),
    intro: t(
      'Von der Bohne bis zur Tafel: in Pontresina entsteht Schokolade in kleinen Chargen, mit Kakao direkt von Kooperativen.',
      'From bean to bar: in Pontresina chocolate is made in small batches, with cocoa bought directly from cooperatives.',
      'De la fève à la tablette : à Pontresina, le chocolat est fabriqué en petits lots, avec du cacao acheté directement aux coopératives.',
    ),
    heading: t('Die neuen Tafeln', 'The new bars', 'Les nouvelles tablettes'),
    list: [
      t('Grand Cru Ecuador 72 %', 'Grand Cru Ecuador 72%', 'Grand Cru Équateur 72 %'),
      t('Madagaskar Sambirano 64 %', 'Madagascar Sambirano 64%', 'Madagascar Sambirano 64 %'),
      t('Dunkel Mandel Rosmarin', 'Dark almond rosemary', 'Noir amande romarin'),
    ],
    outro: t(
      'Am besten bei 16 bis 18 °C lagern und langsam im Mund schmelzen lassen.',
      'Store at 16 to 18 °C and let it melt slowly in the mouth.',
      'À conserver entre 16 et 18 °C et à laisser fondre lentement en bouche.',
    ),
    link: { href: 'https://www.myswitzerland.com/', label: t('Ferien im Engadin', 'Holidays in the Engadine', 'Vacances en Engadine') },
    related: ['dark-72-ecuador', 'dark-64-madagascar', 'dark-almond-rosemary'],
  },
  {
    key: 'zopf-sonntag',
    category: 'recipes',
    author: 'Claire Dubois',
    publishedAt: at('2026-09-23'),
    theme: 'baking',
    title: t('Sonntagszopf wie bei Grossmutter', 'Sunday plait like grandmother’s', 'La tresse du dimanche comme chez grand-maman'),
    teaser: t(
      'Butter, Milch, Zopfmehl und etwas Geduld beim Flechten: das Rezept für einen goldbraunen Zopf.',
      'Butter, milk, plait flour and a little patience when braiding: the recipe for a golden plait.',
      'Beurre, lait, farine à tresse et un peu de patience pour tresser : la recette d’une tresse dorée.',
    ),
    intro: t(
      'Der Teig ruht über Nacht im Kühlschrank, so bleibt am Sonntagmorgen nur noch das Flechten und Backen.',
      'The dough rests overnight in the fridge, so on Sunday morning only the braiding and baking remain.',
      'La pâte repose la nuit au réfrigérateur : le dimanche matin, il ne reste qu’à tresser et cuire.',
    ),
    heading: t('Zutaten für einen Zopf', 'Ingredients for one plait', 'Ingrédients pour une tresse'),
    list: [
      t('500 g Zopfmehl', '500 g plait flour', '500 g de farine à tresse'),
      t('60 g Butter und 3 dl Milch', '60 g butter and 300 ml milk', '60 g de beurre et 3 dl de lait'),
      t('1 Päckchen Trockenhefe und 1½ TL Salz', '1 sachet of dry yeast and 1½ tsp salt', '1 sachet de levure sèche et 1½ c. à c. de sel'),
    ],
    outro: t(
      'Mit Eigelb bestreichen und bei 200 °C etwa 35 Minuten backen.',
      'Brush with egg yolk and bake at 200 °C for about 35 minutes.',
      'Badigeonner de jaune d’œuf et cuire environ 35 minutes à 200 °C.',
    ),
    link: { href: 'https://www.myswitzerland.com/', label: t('Schweizer Brotkultur', 'Swiss bread culture', 'La culture du pain en Suisse') },
    related: ['flour-zopf', 'dry-yeast', 'course-sourdough'],
  },
  {
    key: 'kaeserei-besuch',
    category: 'cheese',
    author: 'Reto Imhof',
    publishedAt: at('2026-09-16'),
    theme: 'cheese',
    title: t('Zu Besuch in der Emmentaler Schaukäserei', 'Visiting the Emmental show dairy', 'Visite de la fromagerie de démonstration de l’Emmental'),
    teaser: t(
      'Warum hat Emmentaler Löcher? Der Käsermeister erklärt, was im Höhlenkeller passiert.',
      'Why does Emmental have holes? The master cheesemaker explains what happens in the cave cellar.',
      'Pourquoi l’emmental a-t-il des trous ? Le maître fromager explique ce qui se passe dans la cave.',
    ),
    intro: t(
      'Die Löcher entstehen durch Propionsäurebakterien, die während der Reifung Kohlendioxid bilden.',
      'The holes are made by propionic bacteria that produce carbon dioxide as the cheese ripens.',
      'Les trous sont dus aux bactéries propioniques qui produisent du gaz carbonique pendant l’affinage.',
    ),
    heading: t('Was den Geschmack prägt', 'What shapes the flavour', 'Ce qui façonne le goût'),
    list: [
      t('Rohmilch von Kühen, die kein Silofutter bekommen', 'Raw milk from cows fed without silage', 'Lait cru de vaches nourries sans ensilage'),
      t('Reifung von mindestens zwölf Monaten', 'Ripening for at least twelve months', 'Affinage d’au moins douze mois'),
      t('Das Klima im Sandsteinkeller', 'The climate in the sandstone cellar', 'Le climat de la cave en grès'),
    ],
    outro: t(
      'Ein Stück Höhlenkäse passt hervorragend zu Birnen und Nüssen.',
      'A piece of cave-aged cheese goes wonderfully with pears and nuts.',
      'Un morceau de fromage affiné en grotte se marie à merveille avec des poires et des noix.',
    ),
    link: { href: 'https://www.myswitzerland.com/', label: t('Ausflug ins Emmental', 'Trip to the Emmental', 'Excursion dans l’Emmental') },
    related: ['emmentaler-hoehle', 'grater-box'],
  },
  {
    key: 'apfelernte',
    category: 'seasonal',
    author: 'Luca Bernasconi',
    publishedAt: at('2026-09-09'),
    theme: 'drinks',
    title: t('Apfelernte am Bodensee', 'Apple harvest on Lake Constance', 'Récolte des pommes au bord du lac de Constance'),
    teaser: t(
      'Im Thurgau wird gepflückt und gepresst: unser naturtrüber Apfelsaft kommt frisch aus der Mosterei.',
      'Picking and pressing in Thurgau: our cloudy apple juice comes fresh from the cider press.',
      'Cueillette et pressage en Thurgovie : notre jus de pomme trouble arrive tout frais du pressoir.',
    ),
    intro: t(
      'Der Thurgau wird nicht umsonst Mostindien genannt. Im September duftet die ganze Region nach Äpfeln.',
      'Thurgau is not called “Mostindien” for nothing. In September the whole region smells of apples.',
      'Ce n’est pas pour rien que la Thurgovie est surnommée « Mostindien ». En septembre, toute la région sent la pomme.',
    ),
    heading: t('Vom Baum in die Flasche', 'From tree to bottle', 'De l’arbre à la bouteille'),
    list: [
      t('Pflücken und sortieren', 'Picking and sorting', 'Cueillir et trier'),
      t('Waschen, mahlen und pressen', 'Washing, milling and pressing', 'Laver, broyer et presser'),
      t('Kurz erhitzen und abfüllen', 'Heating briefly and bottling', 'Chauffer brièvement et mettre en bouteille'),
    ],
    outro: t(
      'Ein Liter Saft braucht etwa anderthalb Kilogramm Äpfel.',
      'A litre of juice takes about one and a half kilograms of apples.',
      'Un litre de jus demande environ un kilo et demi de pommes.',
    ),
    link: { href: 'https://www.myswitzerland.com/', label: t('Der Thurgau im Herbst', 'Thurgau in autumn', 'La Thurgovie en automne') },
    related: ['apple-juice-cloudy', 'pear-juice', 'apple-cider-sparkling'],
  },
  {
    key: 'newsletter-start',
    category: 'shop-news',
    author: 'Gipfel Redaktion',
    publishedAt: at('2026-09-02'),
    theme: 'home',
    title: t('Unser neuer Newsletter: jeden Monat ein Rezept', 'Our new newsletter: a recipe every month', 'Notre nouvelle newsletter : une recette chaque mois'),
    teaser: t(
      'Ab Oktober verschicken wir monatlich ein saisonales Rezept, Neuheiten aus dem Sortiment und Termine.',
      'From October we send a seasonal recipe, new products and dates every month.',
      'Dès octobre, nous envoyons chaque mois une recette de saison, des nouveautés et des dates.',
    ),
    intro: t(
      'Viele von Ihnen haben nach Rezepten gefragt. Darum gibt es ab sofort unseren Newsletter.',
      'Many of you have asked for recipes. That is why our newsletter starts now.',
      'Vous êtes nombreux à nous demander des recettes. Voici donc notre newsletter.',
    ),
    heading: t('Was Sie erwartet', 'What to expect', 'Ce qui vous attend'),
    list: [
      t('Ein saisonales Rezept', 'A seasonal recipe', 'Une recette de saison'),
      t('Neuheiten aus dem Sortiment', 'New products', 'Les nouveautés'),
      t('Kurse und Veranstaltungen', 'Courses and events', 'Cours et événements'),
    ],
    outro: t(
      'Die Anmeldung ist jederzeit kündbar.',
      'You can unsubscribe at any time.',
      'Vous pouvez vous désinscrire à tout moment.',
    ),
    link: { href: 'javascript:alert(1)', label: t('Jetzt anmelden', 'Sign up now', 'S’inscrire maintenant') },
    related: ['ebook-fondue', 'course-chocolate'],
    // Pasted from an old newsletter tool: the storefront must show the text and run none of it.
    raw:
      '<script>window.__gipfelBlogXss = "script";</script>'
      + '<p><img src="/media/blog/does-not-exist.svg" alt="" onerror="window.__gipfelBlogXss = \'onerror\'"></p>'
      + '<p onclick="window.__gipfelBlogXss = \'onclick\'">Gipfel</p>'
      + '<p><a href="https://evil.example/login" style="position:fixed;inset:0;z-index:2147483647;background:#fff">Session expired</a></p>',
  },
  {
    key: 'gewuerze-winter',
    category: 'recipes',
    author: 'Luca Bernasconi',
    publishedAt: at('2026-08-26'),
    theme: 'spices',
    title: t('Lebkuchengewürz selbst mischen', 'Mixing your own gingerbread spice', 'Préparer son mélange d’épices pour pain d’épices'),
    teaser: t(
      'Zimt, Nelken, Anis und Kardamom: mit der richtigen Mischung duftet die ganze Wohnung nach Advent.',
      'Cinnamon, cloves, anise and cardamom: with the right blend the whole flat smells of Advent.',
      'Cannelle, clous de girofle, anis et cardamome : avec le bon mélange, tout l’appartement sent l’Avent.',
    ),
    intro: t(
      'Frisch gemahlene Gewürze sind deutlich aromatischer als fertige Mischungen aus dem Supermarkt.',
      'Freshly ground spices are far more aromatic than ready-made blends from the supermarket.',
      'Les épices fraîchement moulues sont bien plus aromatiques que les mélanges tout prêts du supermarché.',
    ),
    heading: t('Unsere Mischung', 'Our blend', 'Notre mélange'),
    list: [
      t('4 Teile Zimt', '4 parts cinnamon', '4 parts de cannelle'),
      t('1 Teil Nelken und 1 Teil Anis', '1 part cloves and 1 part anise', '1 part de girofle et 1 part d’anis'),
      t('Je eine Prise Kardamom, Muskat und Pfeffer', 'A pinch each of cardamom, nutmeg and pepper', 'Une pincée de cardamome, de muscade et de poivre'),
    ],
    outro: t(
      'In einem dunklen Glas hält die Mischung bis Weihnachten.',
      'In a dark jar the blend keeps until Christmas.',
      'Dans un bocal sombre, le mélange se conserve jusqu’à Noël.',
    ),
    link: { href: 'https://www.myswitzerland.com/', label: t('Weihnachtsmärkte', 'Christmas markets', 'Marchés de Noël') },
    related: ['blend-gingerbread', 'jar-spice-set', 'pepper-tellicherry'],
  },
  {
    key: 'putzen-natuerlich',
    category: 'sustainability',
    author: 'Anna Zürcher',
    publishedAt: at('2026-08-19'),
    theme: 'cleaning',
    title: t('Natürlich putzen mit Essig und Soda', 'Cleaning naturally with vinegar and soda', 'Nettoyer naturellement au vinaigre et au bicarbonate'),
    teaser: t(
      'Fünf Hausmittel ersetzen fast alle Spezialreiniger. Wir zeigen, wo sie wirken und wo nicht.',
      'Five household staples replace almost every special cleaner. We show where they work and where they do not.',
      'Cinq produits de base remplacent presque tous les nettoyants spéciaux. Nous montrons où ils agissent et où non.',
    ),
    intro: t(
      'Essig löst Kalk, Soda entfettet und Schmierseife pflegt Holzböden – ganz ohne Mikroplastik.',
      'Vinegar dissolves limescale, soda removes grease and soft soap cares for wooden floors – without any microplastics.',
      'Le vinaigre dissout le calcaire, le bicarbonate dégraisse et le savon noir entretient les parquets – sans microplastique.',
    ),
    heading: t('Wofür was?', 'What for what?', 'Quoi pour quoi ?'),
    list: [
      t('Essig für Bad und Wasserkocher', 'Vinegar for the bathroom and kettle', 'Vinaigre pour la salle de bains et la bouilloire'),
      t('Soda für Backofen und Pfannen', 'Soda for the oven and pans', 'Bicarbonate pour le four et les poêles'),
      t('Schmierseife für Böden', 'Soft soap for floors', 'Savon noir pour les sols'),
    ],
    outro: t(
      'Wichtig: Essig nie auf Naturstein wie Marmor verwenden.',
      'Important: never use vinegar on natural stone such as marble.',
      'Important : ne jamais utiliser de vinaigre sur la pierre naturelle comme le marbre.',
    ),
    link: { href: 'https://www.bafu.admin.ch/', label: t('Tipps des Bundes', 'Tips from the federal government', 'Conseils de la Confédération') },
    related: ['cleaner-vinegar', 'floor-soap', 'dish-brush'],
  },
  // Scheduled: not published yet, never served.
  {
    key: 'raclette-winter',
    category: 'recipes',
    author: 'Claire Dubois',
    publishedAt: at('2099-01-15'),
    theme: 'cheese',
    title: t('Raclette-Abend für zehn Personen', 'Raclette evening for ten people', 'Soirée raclette pour dix personnes'),
    teaser: t('Geplant: wie viel Käse pro Person?', 'Scheduled: how much cheese per person?', 'Programmé : combien de fromage par personne ?'),
    intro: t('Noch nicht veröffentlicht.', 'Not published yet.', 'Pas encore publié.'),
    heading: t('Mengen', 'Quantities', 'Quantités'),
    list: [t('200 g Käse pro Person', '200 g cheese per person', '200 g de fromage par personne')],
    outro: t('Bald mehr.', 'More soon.', 'Bientôt plus.'),
    link: { href: 'https://www.myswitzerland.com/', label: t('Wallis', 'Valais', 'Valais') },
    related: ['raclette-valais', 'raclette-pans'],
  },
  {
    key: 'fruehling-baerlauch',
    category: 'seasonal',
    author: 'Luca Bernasconi',
    publishedAt: at('2099-03-20'),
    theme: 'tea',
    title: t('Bärlauch sammeln im Frühling', 'Foraging wild garlic in spring', 'Cueillir l’ail des ours au printemps'),
    teaser: t('Geplant: Bärlauch erkennen.', 'Scheduled: recognising wild garlic.', 'Programmé : reconnaître l’ail des ours.'),
    intro: t('Noch nicht veröffentlicht.', 'Not published yet.', 'Pas encore publié.'),
    heading: t('Verwechslungsgefahr', 'Look-alikes', 'Risques de confusion'),
    list: [t('Maiglöckchen', 'Lily of the valley', 'Muguet')],
    outro: t('Bald mehr.', 'More soon.', 'Bientôt plus.'),
    link: { href: 'https://www.myswitzerland.com/', label: t('Wandern', 'Hiking', 'Randonnée') },
    related: ['salt-herb'],
  },
];

function body(spec: PostSpec, locale: DemoLocale): string {
  const items = spec.list.map((item) => `<li>${escapeHtml(item[locale])}</li>`).join('');
  return [
    `<p>${escapeHtml(spec.intro[locale])}</p>`,
    `<h2>${escapeHtml(spec.heading[locale])}</h2>`,
    `<ul>${items}</ul>`,
    spec.raw ?? '',
    `<p>${escapeHtml(spec.outro[locale])} <a href="${escapeHtml(spec.link.href)}">${escapeHtml(spec.link.label[locale])}</a></p>`,
  ].join('');
}

function cover(spec: PostSpec): DemoBlogPost['cover'] {
  return {
    id: demoId('media', `blog:${spec.key}`),
    fileName: `blog-${spec.key}`,
    fileExtension: 'svg',
    mimeType: 'image/svg+xml',
    url: blogImageUrl(spec.key, BLOG_COVER.width),
    width: BLOG_COVER.width,
    height: BLOG_COVER.height,
    alt: spec.title,
    title: spec.title,
    thumbnails: BLOG_COVER.thumbnails.map(([width, height]) => ({ width, height, url: blogImageUrl(spec.key, width) })),
    theme: spec.theme,
  };
}

/** Every post of the demo shop, published and scheduled. */
export const demoBlogPosts: DemoBlogPost[] = SPECS.map((spec) => ({
  id: demoId('blog-post', spec.key),
  key: spec.key,
  category: spec.category,
  author: spec.author,
  publishedAt: spec.publishedAt,
  title: spec.title,
  teaser: spec.teaser,
  content: { de: body(spec, 'de'), en: body(spec, 'en'), fr: body(spec, 'fr') },
  cover: cover(spec),
  relatedProductKeys: spec.related,
}));
