import { tx, type LeafSpec } from './catalogue-spec';

/** Food: chocolate, cheese, baking, spices, pasta and rice. */

const chocolateStory = [
  tx('{maker} röstet die Bohnen selbst und conchiert die Masse über 48 Stunden.', '{maker} roasts the beans in-house and conches the mass for over 48 hours.', '{maker} torréfie les fèves sur place et conche la masse pendant plus de 48 heures.'),
  tx('Der Kakao stammt {from} und wird von {maker} direkt bei der Kooperative eingekauft.', 'The cocoa comes {from} and is bought by {maker} directly from the cooperative.', 'Le cacao vient {from} et {maker} l’achète directement à la coopérative.'),
  tx('Von der Bohne bis zur Tafel entsteht jede Charge in der Manufaktur von {maker} in Pontresina.', 'Every batch is made from bean to bar in the {maker} workshop in Pontresina.', 'Chaque lot est fabriqué de la fève à la tablette dans l’atelier de {maker} à Pontresina.'),
];
const chocolateUses = [
  tx('Am besten bei 16 bis 18 °C lagern und ein paar Minuten vor dem Geniessen aus der Verpackung nehmen.', 'Store at 16 to 18 °C and unwrap a few minutes before eating.', 'À conserver entre 16 et 18 °C et à déballer quelques minutes avant la dégustation.'),
  tx('Passt zu einem Espresso oder einem Glas Dessertwein.', 'Pairs well with an espresso or a glass of dessert wine.', 'Se marie avec un espresso ou un verre de vin doux.'),
  tx('Ein schönes Mitbringsel für Gastgeberinnen und Gastgeber.', 'A lovely gift to bring for your hosts.', 'Un joli cadeau à apporter à vos hôtes.'),
];

export const chocolateDark: LeafSpec = {
  category: 'chocolate-dark', family: 'chocolate', tax: 'reduced', maker: 'bernina', unit: 'g', delivery: 'oneToThreeDays', dims: [80, 10, 160],
  pack: tx('Tafel', 'bar', 'tablette'), packPlural: tx('Tafeln', 'bars', 'tablettes'), noun: tx('Dunkle Schokolade', 'Dark chocolate', 'Chocolat noir'),
  diets: ['vegetarian'], story: chocolateStory, uses: chocolateUses,
  items: [
    { key: 'dark-72-ecuador', name: tx('Grand Cru Ecuador 72 %', 'Grand Cru Ecuador 72%', 'Grand Cru Équateur 72 %'), label: 'Ecuador 72%', price: 6.9, amount: 100, origin: 'ecuador', diets: ['vegan', 'organic'], topseller: true,
      note: tx('Arriba-Nacional-Kakao mit Noten von Jasmin und gelber Frucht.', 'Arriba Nacional cocoa with notes of jasmine and yellow fruit.', 'Cacao Arriba Nacional aux notes de jasmin et de fruits jaunes.') },
    { key: 'dark-85-peru', name: tx('Peru Chuncho 85 %', 'Peru Chuncho 85%', 'Pérou Chuncho 85 %'), label: 'Peru 85%', price: 7.5, amount: 100, origin: 'peru', diets: ['vegan'],
      note: tx('Sehr herb, mit Tönen von Tabak, Kaffee und getrockneten Pflaumen.', 'Very bitter, with tones of tobacco, coffee and dried plums.', 'Très amer, avec des notes de tabac, de café et de pruneaux.') },
    { key: 'dark-70-ghana-orange', name: tx('Dunkel Orange & Fleur de Sel', 'Dark orange & fleur de sel', 'Noir orange & fleur de sel'), label: 'Orange & Sel', price: 5.9, amount: 100, origin: 'ghana', listPrice: 7.2,
      note: tx('Kandierte Orangenschale und ein Hauch Meersalz auf kräftigem Ghana-Kakao.', 'Candied orange peel and a touch of sea salt on robust Ghanaian cocoa.', 'Écorces d’orange confites et une pointe de sel marin sur un cacao ghanéen corsé.') },
    { key: 'dark-64-madagascar', name: tx('Madagaskar Sambirano 64 %', 'Madagascar Sambirano 64%', 'Madagascar Sambirano 64 %'), label: 'Madagascar 64%', price: 7.2, amount: 100, origin: 'madagascar', diets: ['vegan', 'organic'], isNew: true,
      note: tx('Fruchtige Säure von Himbeere und Zitrus, typisch für das Sambirano-Tal.', 'Fruity acidity of raspberry and citrus, typical of the Sambirano valley.', 'Acidité fruitée de framboise et d’agrumes, typique de la vallée de la Sambirano.') },
    { key: 'dark-almond-rosemary', name: tx('Dunkel Mandel Rosmarin', 'Dark almond rosemary', 'Noir amande romarin'), label: 'Mandel Rosmarin', price: 6.5, amount: 100, origin: 'ecuador', diets: ['vegan'],
      note: tx('Geröstete Mandeln aus Spanien und ein feiner Duft von Tessiner Rosmarin.', 'Roasted almonds from Spain and a subtle scent of Ticino rosemary.', 'Amandes grillées d’Espagne et un subtil parfum de romarin tessinois.') },
    { key: 'dark-chili', name: tx('Dunkel Chili & Zimt', 'Dark chilli & cinnamon', 'Noir piment & cannelle'), label: 'Chili & Zimt', price: 5.9, amount: 100, origin: 'peru', soldOut: true,
      note: tx('Ceylon-Zimt trifft auf eine langsam aufsteigende Schärfe von Piment d’Espelette.', 'Ceylon cinnamon meets the slowly building heat of Espelette pepper.', 'La cannelle de Ceylan rencontre la chaleur progressive du piment d’Espelette.') },
    { key: 'dark-baking-drops', name: tx('Couverture-Drops 66 %', 'Couverture drops 66%', 'Pistoles de couverture 66 %'), label: 'Drops 66%', price: 12.9, amount: 500, origin: 'ghana', tiers: true,
      note: tx('Glänzende Drops für Ganache, Mousse und zum Temperieren.', 'Glossy drops for ganache, mousse and tempering.', 'Pistoles brillantes pour ganache, mousse et tempérage.'),
      use: tx('Schmilzt gleichmässig im Wasserbad und bleibt nach dem Temperieren knackig.', 'Melts evenly over a water bath and stays crisp after tempering.', 'Fond uniformément au bain-marie et reste croquant après tempérage.') },
  ],
};

export const chocolateMilk: LeafSpec = {
  category: 'chocolate-milk', family: 'chocolate', tax: 'reduced', maker: 'bernina', unit: 'g', delivery: 'oneToThreeDays', dims: [80, 10, 160],
  pack: tx('Tafel', 'bar', 'tablette'), packPlural: tx('Tafeln', 'bars', 'tablettes'), noun: tx('Milchschokolade', 'Milk chocolate', 'Chocolat au lait'),
  diets: ['vegetarian', 'gluten-free'], story: chocolateStory, uses: chocolateUses,
  items: [
    { key: 'milk-alpine', name: tx('Alpenmilch Classic', 'Alpine milk classic', 'Lait des Alpes classique'), label: 'Alpenmilch', price: 4.9, amount: 100, origin: 'graubuenden', topseller: true, tiers: true,
      note: tx('Vollmilch von Bündner Bergbetrieben und 38 % Kakao für einen runden, karamelligen Schmelz.', 'Whole milk from Grisons mountain farms and 38% cocoa for a round, caramel melt.', 'Lait entier de fermes grisonnes et 38 % de cacao pour un fondant rond et caramélisé.') },
    { key: 'milk-hazelnut', name: tx('Milch Ganze Haselnüsse', 'Milk whole hazelnuts', 'Lait noisettes entières'), label: 'Haselnuss', price: 5.5, amount: 100, origin: 'italy', listPrice: 6.5,
      note: tx('Ganze, geröstete Piemonteser Haselnüsse in dicker Milchschokolade.', 'Whole roasted Piedmont hazelnuts in thick milk chocolate.', 'Noisettes entières du Piémont grillées dans un chocolat au lait épais.') },
    { key: 'milk-caramel-salt', name: tx('Milch Caramel & Salz', 'Milk caramel & salt', 'Lait caramel & sel'), label: 'Caramel Salz', price: 5.5, amount: 100, origin: 'switzerland',
      note: tx('Knusprige Caramelsplitter und Salz aus Bex sorgen für Biss.', 'Crunchy caramel pieces and salt from Bex add bite.', 'Des éclats de caramel croquants et du sel de Bex apportent du croquant.') },
    { key: 'milk-45-dark-milk', name: tx('Dark Milk 45 %', 'Dark milk 45%', 'Lait intense 45 %'), label: 'Dark Milk 45%', price: 6.2, amount: 100, origin: 'ecuador', isNew: true,
      note: tx('Mehr Kakao, weniger Zucker: die Brücke zwischen Milch- und dunkler Schokolade.', 'More cocoa, less sugar: the bridge between milk and dark chocolate.', 'Plus de cacao, moins de sucre : le pont entre chocolat au lait et chocolat noir.') },
    { key: 'milk-white-vanilla', name: tx('Weiss Bourbon-Vanille', 'White Bourbon vanilla', 'Blanc vanille Bourbon'), label: 'Weiss Vanille', price: 5.2, amount: 100, origin: 'madagascar',
      note: tx('Weisse Schokolade mit echten Vanillesamen aus Madagaskar.', 'White chocolate with real vanilla seeds from Madagascar.', 'Chocolat blanc aux vraies graines de vanille de Madagascar.') },
    { key: 'milk-kids-bars', name: tx('Znüni-Riegel 10 Stück', 'Snack bars 10 pieces', 'Barres goûter 10 pièces'), label: 'Znüni-Riegel', price: 7.9, amount: 250, origin: 'switzerland', lowStock: true,
      note: tx('Zehn einzeln verpackte Milchschokoladeriegel mit Cornflakes, ideal für Schultasche und Rucksack.', 'Ten individually wrapped milk chocolate bars with cornflakes, ideal for school bags and rucksacks.', 'Dix barres au lait emballées individuellement avec des cornflakes, idéales pour le sac d’école ou le sac à dos.') },
  ],
};

export const chocolatePralines: LeafSpec = {
  category: 'chocolate-pralines', family: 'chocolate', tax: 'reduced', maker: 'bernina', unit: 'g', delivery: 'oneToThreeDays', dims: [150, 40, 150],
  pack: tx('Schachtel', 'box', 'boîte'), packPlural: tx('Schachteln', 'boxes', 'boîtes'), noun: tx('Pralinés', 'Pralines', 'Pralinés'),
  diets: ['vegetarian'], story: [
    tx('Jedes Stück wird bei {maker} von Hand gefüllt und dekoriert.', 'Every piece is filled and decorated by hand at {maker}.', 'Chaque pièce est garnie et décorée à la main chez {maker}.'),
    tx('Die Füllungen bereitet {maker} mit frischem Rahm aus dem Engadin zu.', '{maker} prepares the fillings with fresh cream from the Engadine.', '{maker} prépare les garnitures avec de la crème fraîche de l’Engadine.'),
  ],
  uses: [
    tx('Kühl lagern und innert drei Wochen geniessen.', 'Keep cool and enjoy within three weeks.', 'À conserver au frais et à déguster dans les trois semaines.'),
    tx('In einer Geschenkschachtel mit Seidenpapier verpackt.', 'Packed in a gift box with tissue paper.', 'Emballé dans une boîte cadeau avec du papier de soie.'),
  ],
  items: [
    { key: 'truffes-champagne', name: tx('Champagner-Truffes', 'Champagne truffles', 'Truffes au champagne'), label: 'Truffes', price: 24.9, amount: 200, origin: 'france', maxPurchase: 6, topseller: true,
      note: tx('Zarte Ganache mit Marc de Champagne, in Kakaopulver gewälzt.', 'Delicate ganache with Marc de Champagne, rolled in cocoa powder.', 'Ganache délicate au marc de champagne, roulée dans le cacao en poudre.') },
    { key: 'pralines-assorted-16', name: tx('Pralinés Auswahl 16 Stück', 'Praline selection 16 pieces', 'Assortiment de pralinés 16 pièces'), label: 'Pralinés 16', price: 32, amount: 180, origin: 'switzerland', listPrice: 38,
      note: tx('Sechzehn Sorten von Nougat über Kirsch bis Passionsfrucht.', 'Sixteen kinds from nougat to kirsch to passion fruit.', 'Seize sortes, du nougat au kirsch en passant par le fruit de la passion.') },
    { key: 'pralines-kirsch', name: tx('Kirschstängeli', 'Kirsch sticks', 'Bâtons au kirsch'), label: 'Kirschstängeli', price: 14.5, amount: 125, origin: 'lucerne',
      note: tx('Der Klassiker mit flüssiger Füllung aus Zuger Kirsch unter einer Zuckerkruste.', 'The classic with a liquid filling of Zug kirsch under a sugar crust.', 'Le classique au cœur liquide de kirsch de Zoug sous une croûte de sucre.') },
    { key: 'pralines-gianduja', name: tx('Gianduja-Herzen', 'Gianduja hearts', 'Cœurs gianduja'), label: 'Gianduja', price: 16.9, amount: 150, origin: 'italy', isNew: true,
      note: tx('Herzförmige Haselnuss-Nougats aus Piemonteser Nüssen.', 'Heart-shaped hazelnut nougats made from Piedmont nuts.', 'Nougats aux noisettes du Piémont en forme de cœur.') },
    { key: 'pralines-advent', name: tx('Adventskalender Pralinés', 'Praline advent calendar', 'Calendrier de l’Avent pralinés'), label: 'Advent', price: 49, amount: 360, origin: 'switzerland', isNew: true, maxPurchase: 3,
      note: tx('24 Türchen mit je einem Praliné, von Lebkuchen bis Marroni.', '24 doors with one praline each, from gingerbread to chestnut.', '24 fenêtres avec chacune un praliné, du pain d’épices à la châtaigne.') },
    { key: 'mendiants-nuts', name: tx('Mendiants Nuss & Frucht', 'Mendiants nuts & fruit', 'Mendiants noix & fruits'), label: 'Mendiants', price: 12.9, amount: 120, origin: 'switzerland',
      note: tx('Schokoladetaler mit Pistazien, Baumnüssen, Aprikosen und Cranberrys.', 'Chocolate discs topped with pistachios, walnuts, apricots and cranberries.', 'Palets de chocolat garnis de pistaches, noix, abricots et canneberges.') },
  ],
};

const cheeseStory = [
  tx('Gekäst wird {in}, gereift im Felsenkeller von {maker}.', 'It is made {in} and ripened in the {maker} rock cellar.', 'Fabriqué {in}, il est affiné dans la cave de roche de {maker}.'),
  tx('{maker} pflegt die Laibe wöchentlich mit Salzwasser und wendet sie von Hand.', '{maker} washes the wheels weekly with brine and turns them by hand.', '{maker} frotte les meules chaque semaine à l’eau salée et les retourne à la main.'),
  tx('Die Milch stammt von Betrieben im Umkreis von zwanzig Kilometern um die Käserei.', 'The milk comes from farms within twenty kilometres of the dairy.', 'Le lait provient de fermes situées à moins de vingt kilomètres de la fromagerie.'),
];
const cheeseUses = [
  tx('Eine Stunde vor dem Servieren aus dem Kühlschrank nehmen.', 'Take out of the fridge an hour before serving.', 'Sortir du réfrigérateur une heure avant de servir.'),
  tx('Im Käsepapier im Gemüsefach bis zu drei Wochen haltbar.', 'Keeps up to three weeks in cheese paper in the vegetable drawer.', 'Se conserve jusqu’à trois semaines dans du papier à fromage au bac à légumes.'),
  tx('Passt zu Birnenbrot, Nüssen und einem Glas Chasselas.', 'Goes with pear bread, nuts and a glass of Chasselas.', 'Accompagne le pain aux poires, les noix et un verre de chasselas.'),
];

export const cheeseHard: LeafSpec = {
  category: 'cheese-hard', family: 'cheese', tax: 'reduced', maker: 'vallon', unit: 'g', delivery: 'oneDay', dims: [120, 50, 150],
  pack: tx('Stück', 'piece', 'morceau'), packPlural: tx('Stücke', 'pieces', 'morceaux'), noun: tx('Hartkäse', 'Hard cheese', 'Fromage à pâte dure'),
  diets: ['vegetarian', 'gluten-free', 'lactose-free'], story: cheeseStory, uses: cheeseUses,
  items: [
    { key: 'gruyere-18', name: tx('Gruyère AOP réserve 18 Monate', 'Gruyère AOP réserve 18 months', 'Gruyère AOP réserve 18 mois'), label: 'Gruyère 18M', price: 11.9, amount: 300, origin: 'fribourg', topseller: true, tiers: true,
      note: tx('Kristallin und nussig, mit langem, würzigem Abgang.', 'Crystalline and nutty, with a long, savoury finish.', 'Cristallin et noisetté, avec une longue finale relevée.') },
    { key: 'sbrinz', name: tx('Sbrinz AOP', 'Sbrinz AOP', 'Sbrinz AOP'), label: 'Sbrinz', price: 9.8, amount: 250, origin: 'lucerne',
      note: tx('Der extraharte Innerschweizer Käse zum Brechen und Reiben.', 'The extra-hard cheese from Central Switzerland for breaking and grating.', 'Le fromage extra-dur de Suisse centrale à casser et à râper.'),
      use: tx('Mit dem Sbrinz-Stecher in Mocken brechen oder fein über Risotto reiben.', 'Break into chunks with a cheese knife or grate finely over risotto.', 'Le casser en morceaux au couteau ou le râper finement sur un risotto.') },
    { key: 'emmentaler-hoehle', name: tx('Emmentaler AOP Höhlengereift', 'Cave-aged Emmentaler AOP', 'Emmentaler AOP affiné en grotte'), label: 'Emmentaler', price: 8.9, amount: 300, origin: 'emmental', maker: 'vallon',
      note: tx('Zwölf Monate in der Sandsteinhöhle gereift, mit dunkler Rinde und kräftigem Aroma.', 'Ripened for twelve months in a sandstone cave, with a dark rind and bold flavour.', 'Affiné douze mois dans une grotte de grès, à la croûte sombre et au goût affirmé.') },
    { key: 'alpkaese-bern', name: tx('Berner Alpkäse AOP', 'Bernese Alpine cheese AOP', 'Fromage d’alpage bernois AOP'), label: 'Alpkäse', price: 12.5, amount: 300, origin: 'bern', listPrice: 14.9,
      note: tx('Im Sommer auf der Alp über offenem Feuer gekäst.', 'Made in summer on the Alpine pasture over an open fire.', 'Fabriqué en été à l’alpage sur un feu de bois.') },
    { key: 'hobelkaese', name: tx('Hobelkäse in Rollen', 'Shaved cheese rolls', 'Rebibes de fromage'), label: 'Hobelkäse', price: 7.5, amount: 120, origin: 'bern', isNew: true,
      note: tx('Hauchdünn gehobelte Röllchen aus drei Jahre altem Alpkäse.', 'Wafer-thin rolls shaved from three-year-old Alpine cheese.', 'Fines rebibes tirées d’un fromage d’alpage de trois ans.') },
    { key: 'belper-knolle', name: tx('Knolle mit Pfeffer', 'Pepper-crusted cheese ball', 'Boule de fromage au poivre'), label: 'Pfefferknolle', price: 8.5, amount: 90, origin: 'bern', soldOut: true,
      note: tx('Kleine, getrocknete Frischkäsekugel mit Knoblauch, Salz und schwarzem Pfeffer.', 'A small dried fresh-cheese ball with garlic, salt and black pepper.', 'Petite boule de fromage frais séchée à l’ail, au sel et au poivre noir.') },
  ],
};

export const cheeseSemi: LeafSpec = {
  category: 'cheese-semi', family: 'cheese', tax: 'reduced', maker: 'vallon', unit: 'g', delivery: 'oneDay', dims: [120, 50, 150],
  pack: tx('Stück', 'piece', 'morceau'), packPlural: tx('Stücke', 'pieces', 'morceaux'), noun: tx('Halbhartkäse', 'Semi-hard cheese', 'Fromage à pâte mi-dure'),
  diets: ['vegetarian', 'gluten-free'], story: cheeseStory, uses: cheeseUses,
  items: [
    { key: 'appenzeller-black', name: tx('Appenzeller Extra Schwarz', 'Appenzeller Extra black', 'Appenzeller Extra noir'), label: 'Appenzeller', price: 9.9, amount: 250, origin: 'appenzell', topseller: true,
      note: tx('Mit geheimer Kräutersulz gepflegt und mindestens sechs Monate gereift.', 'Rubbed with a secret herbal brine and ripened for at least six months.', 'Soigné avec une saumure aux herbes secrète et affiné au moins six mois.') },
    { key: 'tete-de-moine', name: tx('Tête de Moine AOP', 'Tête de Moine AOP', 'Tête de Moine AOP'), label: 'Tête de Moine', price: 19.9, amount: 850, origin: 'jura',
      note: tx('Ganzer Laib aus dem Berner Jura, gemacht zum Schaben mit der Girolle.', 'A whole wheel from the Bernese Jura, made for shaving with the girolle.', 'Meule entière du Jura bernois, faite pour être raclée à la girolle.') },
    { key: 'vacherin-fribourgeois', name: tx('Vacherin Fribourgeois AOP', 'Vacherin Fribourgeois AOP', 'Vacherin fribourgeois AOP'), label: 'Vacherin FR', price: 10.5, amount: 300, origin: 'fribourg',
      note: tx('Cremig und leicht säuerlich, die Hälfte jedes Moitié-moitié-Fondues.', 'Creamy and slightly tangy, half of every moitié-moitié fondue.', 'Crémeux et légèrement acidulé, la moitié de toute fondue moitié-moitié.') },
    { key: 'tilsiter-red', name: tx('Tilsiter Rotmilch', 'Raw-milk Tilsiter', 'Tilsit au lait cru'), label: 'Tilsiter', price: 7.9, amount: 250, origin: 'thurgau', listPrice: 9.2,
      note: tx('Aus Thurgauer Rohmilch, rezent und mit kleinen Löchern.', 'Made from Thurgau raw milk, tangy and with small holes.', 'Au lait cru de Thurgovie, relevé et à petits trous.') },
    { key: 'ticino-formaggella', name: tx('Formaggella Ticinese', 'Formaggella from Ticino', 'Formaggella tessinoise'), label: 'Formaggella', price: 8.4, amount: 250, origin: 'ticino', isNew: true,
      note: tx('Kleiner Laib aus Ziegen- und Kuhmilch aus dem Bleniotal.', 'A small wheel of goat and cow milk from the Blenio valley.', 'Petite meule de lait de chèvre et de vache du val Blenio.') },
    { key: 'bergkaese-graubuenden', name: tx('Bündner Bergkäse', 'Grisons mountain cheese', 'Fromage de montagne grison'), label: 'Bergkäse GR', price: 8.8, amount: 300, origin: 'graubuenden', lowStock: true,
      note: tx('Aus Heumilch der Val Müstair, mild und butterig.', 'Made with hay milk from Val Müstair, mild and buttery.', 'Au lait de foin du val Müstair, doux et beurré.') },
  ],
};

export const cheeseFondue: LeafSpec = {
  category: 'cheese-fondue', family: 'cheese', tax: 'reduced', maker: 'vallon', unit: 'g', delivery: 'oneDay', dims: [140, 60, 200],
  pack: tx('Packung', 'pack', 'paquet'), packPlural: tx('Packungen', 'packs', 'paquets'), noun: tx('Fondue und Raclette', 'Fondue and raclette', 'Fondue et raclette'),
  diets: ['vegetarian'], story: [
    tx('{maker} mischt die Käse nach eigenem Rezept und reibt sie frisch.', '{maker} blends the cheeses to its own recipe and grates them fresh.', '{maker} assemble les fromages selon sa propre recette et les râpe frais.'),
    tx('Gekäst {in}, gemischt und abgepackt im Greyerzerland.', 'Made {in}, blended and packed in the Gruyère region.', 'Fabriqué {in}, assemblé et emballé en Gruyère.'),
  ],
  uses: [
    tx('Langsam im Caquelon unter Rühren in Achterform schmelzen.', 'Melt slowly in the caquelon, stirring in a figure of eight.', 'Faire fondre lentement dans le caquelon en remuant en huit.'),
    tx('Rechnen Sie mit etwa 200 g pro Person.', 'Allow about 200 g per person.', 'Comptez environ 200 g par personne.'),
  ],
  items: [
    { key: 'fondue-moitie', name: tx('Fondue Moitié-Moitié', 'Moitié-moitié fondue', 'Fondue moitié-moitié'), label: 'Moitié-Moitié', price: 14.9, amount: 600, origin: 'fribourg', topseller: true, tiers: true,
      note: tx('Halb Gruyère, halb Vacherin Fribourgeois, mit Weisswein und Kirsch.', 'Half Gruyère, half Vacherin Fribourgeois, with white wine and kirsch.', 'Moitié gruyère, moitié vacherin fribourgeois, avec vin blanc et kirsch.') },
    { key: 'fondue-vacherin', name: tx('Fondue 100 % Vacherin', 'Fondue 100% Vacherin', 'Fondue 100 % vacherin'), label: 'Fondue Vacherin', price: 15.9, amount: 600, origin: 'fribourg',
      note: tx('Ohne Wein, nur mit Wasser geschmolzen, besonders sämig.', 'Melted with water instead of wine, especially velvety.', 'Fondue à l’eau sans vin, particulièrement onctueuse.'),
      use: tx('Bei tiefer Temperatur schmelzen, Vacherin verträgt keine Hitze.', 'Melt at a low temperature: Vacherin does not like heat.', 'Faire fondre à basse température : le vacherin n’aime pas la chaleur.') },
    { key: 'fondue-truffle', name: tx('Trüffelfondue', 'Truffle fondue', 'Fondue à la truffe'), label: 'Trüffelfondue', price: 24.9, amount: 400, origin: 'italy', isNew: true, listPrice: 29,
      note: tx('Unsere Moitié-Moitié-Mischung mit schwarzem Sommertrüffel.', 'Our moitié-moitié blend with black summer truffle.', 'Notre mélange moitié-moitié à la truffe noire d’été.') },
    { key: 'raclette-valais', name: tx('Raclette du Valais AOP', 'Raclette du Valais AOP', 'Raclette du Valais AOP'), label: 'Raclette VS', price: 13.5, amount: 500, origin: 'valais', tiers: true,
      note: tx('Aus Walliser Rohmilch, in Scheiben für das Pfännli.', 'Made from Valais raw milk, sliced for the raclette pans.', 'Au lait cru valaisan, en tranches pour les coupelles.') },
    { key: 'raclette-pepper', name: tx('Raclette Pfeffer', 'Pepper raclette', 'Raclette au poivre'), label: 'Raclette Pfeffer', price: 11.9, amount: 400, origin: 'switzerland',
      note: tx('Raclettescheiben mit grob geschrotetem Tellicherry-Pfeffer in der Rinde.', 'Raclette slices with coarse Tellicherry pepper in the rind.', 'Tranches à raclette avec du poivre de Tellicherry concassé dans la croûte.') },
    { key: 'fondue-chinoise-broth', name: tx('Bouillon für Fondue chinoise', 'Broth for fondue chinoise', 'Bouillon pour fondue chinoise'), label: 'Bouillon', price: 6.9, amount: 1000, origin: 'switzerland', diets: ['gluten-free', 'lactose-free'],
      note: tx('Klare Gemüsebouillon mit Ingwer, Sternanis und Zitronengras.', 'A clear vegetable broth with ginger, star anise and lemongrass.', 'Bouillon de légumes clair au gingembre, à l’anis étoilé et à la citronnelle.') },
  ],
};

const bakingStory = [
  tx('{maker} vermahlt das Getreide langsam auf Steinwalzen, damit der Keimling erhalten bleibt.', '{maker} grinds the grain slowly on stone rollers so the germ is preserved.', '{maker} moud lentement le grain sur des meules de pierre pour préserver le germe.'),
  tx('Das Getreide wächst {in} und wird nach der Ernte in der Mühle von {maker} gelagert.', 'The grain grows {in} and is stored at the {maker} mill after harvest.', 'Le grain pousse {in} et est stocké au moulin {maker} après la récolte.'),
];
const bakingUses = [
  tx('Trocken und luftdicht lagern.', 'Store dry and airtight.', 'À conserver au sec et à l’abri de l’air.'),
  tx('Rezeptidee: Auf der Rückseite der Packung finden Sie unser Hausrezept.', 'Recipe idea: our house recipe is printed on the back of the pack.', 'Idée recette : notre recette maison est imprimée au dos du paquet.'),
];

export const bakingFlour: LeafSpec = {
  category: 'baking-flour', family: 'baking', tax: 'reduced', maker: 'aaremuehle', unit: 'g', delivery: 'oneToThreeDays', dims: [110, 220, 70],
  pack: tx('Sack', 'bag', 'sac'), packPlural: tx('Säcke', 'bags', 'sacs'), noun: tx('Mehl', 'Flour', 'Farine'),
  diets: ['vegan'], story: bakingStory, uses: bakingUses,
  items: [
    { key: 'flour-zopf', name: tx('Zopfmehl', 'Plaited bread flour', 'Farine pour tresse'), label: 'Zopfmehl', price: 3.9, amount: 1000, origin: 'bern', topseller: true, tiers: true,
      note: tx('Weissmehl mit etwas Dinkel für einen luftigen, glänzenden Sonntagszopf.', 'White flour with a little spelt for an airy, glossy Sunday plait.', 'Farine blanche avec un peu d’épeautre pour une tresse du dimanche aérienne et brillante.') },
    { key: 'flour-spelt', name: tx('UrDinkel-Ruchmehl', 'Ancient spelt dark flour', 'Farine bise d’épeautre ancien'), label: 'UrDinkel', price: 5.4, amount: 1000, origin: 'emmental', diets: ['vegan', 'organic'],
      note: tx('Dunkles Mehl aus alten Schweizer Dinkelsorten mit nussigem Geschmack.', 'Dark flour from old Swiss spelt varieties with a nutty taste.', 'Farine bise issue d’anciennes variétés suisses d’épeautre au goût de noisette.') },
    { key: 'flour-rye', name: tx('Walliser Roggenmehl', 'Valais rye flour', 'Farine de seigle valaisanne'), label: 'Roggenmehl', price: 4.8, amount: 1000, origin: 'valais', diets: ['vegan', 'organic'],
      note: tx('Für das Walliser Roggenbrot AOP und kräftige Sauerteigbrote.', 'For Valais rye bread AOP and hearty sourdough loaves.', 'Pour le pain de seigle valaisan AOP et les pains au levain rustiques.') },
    { key: 'flour-polenta-bramata', name: tx('Maismehl Bramata', 'Bramata cornmeal', 'Farine de maïs bramata'), label: 'Bramata', price: 4.5, amount: 1000, origin: 'ticino', diets: ['vegan', 'gluten-free'], listPrice: 5.4,
      note: tx('Grob gemahlener Rheintaler Ribelmais, auch zum Backen von Maisbrot.', 'Coarsely ground Rhine valley Ribel maize, also for baking cornbread.', 'Maïs Ribel de la vallée du Rhin moulu grossièrement, aussi pour le pain de maïs.') },
    { key: 'flour-gluten-free-mix', name: tx('Glutenfreie Mehlmischung', 'Gluten-free flour blend', 'Mélange de farines sans gluten'), label: 'Glutenfrei Mix', price: 6.9, amount: 1000, origin: 'switzerland', diets: ['vegan', 'gluten-free'], isNew: true,
      note: tx('Reis-, Buchweizen- und Hirsemehl mit Flohsamenschalen für elastische Teige.', 'Rice, buckwheat and millet flour with psyllium husk for elastic doughs.', 'Farines de riz, de sarrasin et de millet avec du psyllium pour des pâtes élastiques.') },
    { key: 'oats-fine', name: tx('Haferflocken fein', 'Fine rolled oats', 'Flocons d’avoine fins'), label: 'Haferflocken', price: 3.2, amount: 750, origin: 'switzerland', diets: ['vegan', 'organic'],
      note: tx('Schweizer Hafer, gedämpft und fein gewalzt, für Birchermüesli und Guetzli.', 'Swiss oats, steamed and finely rolled, for Bircher muesli and biscuits.', 'Avoine suisse étuvée et finement laminée, pour le birchermüesli et les biscuits.') },
  ],
};

export const bakingIngredients: LeafSpec = {
  category: 'baking-ingredients', family: 'baking', tax: 'reduced', maker: 'aaremuehle', unit: 'g', delivery: 'oneToThreeDays', dims: [90, 140, 50],
  pack: tx('Packung', 'pack', 'paquet'), packPlural: tx('Packungen', 'packs', 'paquets'), noun: tx('Backzutat', 'Baking ingredient', 'Ingrédient de pâtisserie'),
  diets: ['vegetarian'], story: [
    tx('Ausgewählt und abgefüllt von {maker} in Bern.', 'Selected and packed by {maker} in Bern.', 'Sélectionné et conditionné par {maker} à Berne.'),
    tx('Die Rohware stammt {from} und wird in kleinen Mengen abgepackt.', 'The raw goods come {from} and are packed in small quantities.', 'La matière première vient {from} et est conditionnée en petites quantités.'),
  ],
  uses: bakingUses,
  items: [
    { key: 'vanilla-pods', name: tx('Bourbon-Vanilleschoten', 'Bourbon vanilla pods', 'Gousses de vanille Bourbon'), label: 'Vanille', price: 9.9, amount: 10, origin: 'madagascar', diets: ['vegan'], maxPurchase: 10,
      note: tx('Drei pralle Schoten, 16 bis 18 cm lang, im Glasröhrchen.', 'Three plump pods, 16 to 18 cm long, in a glass tube.', 'Trois gousses charnues de 16 à 18 cm, en tube de verre.') },
    { key: 'ground-hazelnuts', name: tx('Gemahlene Haselnüsse', 'Ground hazelnuts', 'Noisettes moulues'), label: 'Haselnuss', price: 5.9, amount: 200, origin: 'italy', diets: ['vegan'], topseller: true,
      note: tx('Geröstet und fein gemahlen, für Nusstorte und Brunsli.', 'Roasted and finely ground, for nut cake and Brunsli biscuits.', 'Grillées et finement moulues, pour la tarte aux noix et les Brunsli.') },
    { key: 'dry-yeast', name: tx('Trockenhefe 5 × 7 g', 'Dried yeast 5 × 7 g', 'Levure sèche 5 × 7 g'), label: 'Trockenhefe', price: 2.4, amount: 35, origin: 'switzerland', diets: ['vegan'], minPurchase: 2,
      note: tx('Fünf Beutel für je 500 g Mehl, ohne Vorteig verwendbar.', 'Five sachets for 500 g of flour each, usable without a starter.', 'Cinq sachets pour 500 g de farine chacun, utilisables sans levain.') },
    { key: 'raw-cane-sugar', name: tx('Rohrohrzucker', 'Raw cane sugar', 'Sucre de canne brut'), label: 'Rohrzucker', price: 3.6, amount: 500, origin: 'brazil', diets: ['vegan', 'organic'],
      note: tx('Unraffiniert, mit feinen Melassenoten.', 'Unrefined, with subtle molasses notes.', 'Non raffiné, aux fines notes de mélasse.') },
    { key: 'birnel', name: tx('Birnel Birnendicksaft', 'Birnel pear syrup', 'Birnel concentré de poires'), label: 'Birnel', price: 7.2, amount: 250, origin: 'lucerne', diets: ['vegan'],
      note: tx('Eingekochter Saft aus Luzerner Hochstammbirnen, dunkel und karamellig.', 'Boiled-down juice from Lucerne orchard pears, dark and caramel-like.', 'Jus réduit de poires de vergers lucernois, sombre et caramélisé.') },
    { key: 'baking-cocoa', name: tx('Backkakao stark entölt', 'Low-fat baking cocoa', 'Cacao à pâtisserie dégraissé'), label: 'Backkakao', price: 5.2, amount: 250, origin: 'ghana', diets: ['vegan'], maker: 'bernina', listPrice: 6.2,
      note: tx('Alkalisiertes Kakaopulver mit tiefer Farbe für Brownies und Cakes.', 'Dutch-processed cocoa powder with a deep colour for brownies and cakes.', 'Cacao en poudre alcalinisé à la couleur profonde pour brownies et cakes.') },
  ],
};

const spiceStory = [
  tx('{maker} kauft die ganzen Gewürze {from} direkt bei Kooperativen ein und mahlt sie erst nach Bestellung.', '{maker} buys the whole spices {from} directly from cooperatives and only grinds them to order.', '{maker} achète les épices entières {from} directement auprès de coopératives et ne les moud qu’à la commande.'),
  tx('In Winterthur von {maker} sorgfältig gemischt und in Braunglas abgefüllt.', 'Carefully blended by {maker} in Winterthur and filled into amber glass.', 'Mélangé avec soin par {maker} à Winterthour et conditionné en verre brun.'),
];
const spiceUses = [
  tx('Dunkel lagern: So bleibt das Aroma ein Jahr lang frisch.', 'Keep in the dark so the aroma stays fresh for a year.', 'À conserver à l’abri de la lumière : l’arôme reste frais un an.'),
  tx('Erst kurz vor Ende der Garzeit zugeben.', 'Add shortly before the end of the cooking time.', 'Ajouter peu avant la fin de la cuisson.'),
  tx('Der Nachfüllbeutel passt in unser Gewürzglas.', 'The refill bag fits our spice jar.', 'Le sachet de recharge convient à notre pot à épices.'),
];

export const spicesBlends: LeafSpec = {
  category: 'spices-blends', family: 'spices', tax: 'reduced', maker: 'sonnhalde', unit: 'g', delivery: 'oneToThreeDays', dims: [50, 100, 50],
  pack: tx('Glas', 'jar', 'pot'), packPlural: tx('Gläser', 'jars', 'pots'), noun: tx('Gewürzmischung', 'Spice blend', 'Mélange d’épices'),
  diets: ['vegan', 'gluten-free', 'lactose-free'], story: spiceStory, uses: spiceUses,
  items: [
    { key: 'blend-fondue', name: tx('Fondue-Gewürz', 'Fondue seasoning', 'Épices à fondue'), label: 'Fondue-Gewürz', price: 6.5, amount: 50, origin: 'switzerland',
      note: tx('Muskatnuss, weisser Pfeffer und Knoblauch, abgestimmt auf Käsefondue.', 'Nutmeg, white pepper and garlic, tuned for cheese fondue.', 'Noix de muscade, poivre blanc et ail, dosés pour la fondue au fromage.') },
    { key: 'blend-bbq', name: tx('Grillgewürz Rauchig', 'Smoky barbecue rub', 'Épices à grillade fumées'), label: 'BBQ Rauch', price: 7.2, amount: 80, origin: 'spain', topseller: true,
      note: tx('Geräuchertes Paprikapulver aus der Extremadura mit braunem Zucker und Kreuzkümmel.', 'Smoked paprika from Extremadura with brown sugar and cumin.', 'Paprika fumé d’Estrémadure, sucre brun et cumin.') },
    { key: 'blend-curry-madras', name: tx('Curry Madras', 'Madras curry', 'Curry de Madras'), label: 'Curry Madras', price: 6.9, amount: 60, origin: 'india',
      note: tx('Scharf und erdig, mit frisch geröstetem Koriander und Bockshornklee.', 'Hot and earthy, with freshly roasted coriander and fenugreek.', 'Piquant et terreux, avec coriandre et fenugrec fraîchement torréfiés.') },
    { key: 'blend-gingerbread', name: tx('Lebkuchengewürz', 'Gingerbread spice', 'Épices à pain d’épices'), label: 'Lebkuchen', price: 6.2, amount: 50, origin: 'srilanka', isNew: true, listPrice: 7.5,
      note: tx('Zimt, Nelken, Anis und Kardamom für Biberli und Lebkuchen.', 'Cinnamon, cloves, anise and cardamom for Biberli and gingerbread.', 'Cannelle, clous de girofle, anis et cardamome pour biberli et pain d’épices.') },
    { key: 'blend-herbes-alpes', name: tx('Alpenkräuter', 'Alpine herbs', 'Herbes des Alpes'), label: 'Alpenkräuter', price: 7.9, amount: 30, origin: 'graubuenden', diets: ['vegan', 'organic', 'gluten-free'],
      note: tx('Thymian, Quendel, Bergbohnenkraut und Schafgarbe von Bündner Bergbauern.', 'Thyme, wild thyme, winter savory and yarrow from Grisons mountain farmers.', 'Thym, serpolet, sarriette et achillée de paysans de montagne grisons.') },
    { key: 'blend-risotto', name: tx('Risotto-Gewürz Safran', 'Saffron risotto seasoning', 'Assaisonnement risotto au safran'), label: 'Risotto Safran', price: 9.5, amount: 40, origin: 'valais', lowStock: true,
      note: tx('Mit Safranfäden aus Mund im Wallis und getrockneten Steinpilzen.', 'With saffron threads from Mund in Valais and dried porcini.', 'Avec des pistils de safran de Mund en Valais et des cèpes séchés.') },
  ],
};

export const spicesSaltPepper: LeafSpec = {
  category: 'spices-salt-pepper', family: 'spices', tax: 'reduced', maker: 'sonnhalde', unit: 'g', delivery: 'oneToThreeDays', dims: [50, 100, 50],
  pack: tx('Glas', 'jar', 'pot'), packPlural: tx('Gläser', 'jars', 'pots'), noun: tx('Salz und Pfeffer', 'Salt and pepper', 'Sel et poivre'),
  diets: ['vegan', 'gluten-free', 'lactose-free'], story: spiceStory, uses: spiceUses,
  items: [
    { key: 'pepper-tellicherry', name: tx('Pfeffer Tellicherry ganz', 'Whole Tellicherry pepper', 'Poivre de Tellicherry en grains'), label: 'Tellicherry', price: 8.9, amount: 80, origin: 'india', topseller: true,
      note: tx('Besonders grosse, vollreife Körner von der Malabarküste.', 'Extra-large, fully ripe berries from the Malabar coast.', 'Grains extra-larges et bien mûrs de la côte de Malabar.') },
    { key: 'pepper-kampot', name: tx('Roter Kampot-Pfeffer', 'Red Kampot pepper', 'Poivre rouge de Kampot'), label: 'Kampot rot', price: 12.9, amount: 50, origin: 'vietnam', isNew: true,
      note: tx('Am Strauch ausgereift, fruchtig-süss mit milder Schärfe.', 'Ripened on the vine, fruity and sweet with gentle heat.', 'Mûri sur la plante, fruité et doux avec un piquant léger.') },
    { key: 'salt-alpine', name: tx('Alpensalz aus Bex', 'Alpine salt from Bex', 'Sel des Alpes de Bex'), label: 'Alpensalz', price: 3.9, amount: 500, origin: 'vaud', tiers: true,
      note: tx('Steinsalz aus den Minen von Bex, unbehandelt und ohne Rieselhilfe.', 'Rock salt from the Bex mines, untreated and without anti-caking agents.', 'Sel gemme des mines de Bex, non traité et sans antiagglomérant.') },
    { key: 'salt-fleur-de-sel', name: tx('Fleur de Sel de Guérande', 'Fleur de sel from Guérande', 'Fleur de sel de Guérande'), label: 'Fleur de Sel', price: 8.5, amount: 125, origin: 'france',
      note: tx('Von Hand abgeschöpfte Salzblüten, leicht feucht und knusprig.', 'Salt flowers skimmed by hand, slightly moist and crunchy.', 'Fleurs de sel récoltées à la main, légèrement humides et croquantes.') },
    { key: 'salt-herb', name: tx('Kräutersalz Garten', 'Garden herb salt', 'Sel aux herbes du jardin'), label: 'Kräutersalz', price: 5.9, amount: 150, origin: 'switzerland', listPrice: 6.9,
      note: tx('Alpensalz mit Schnittlauch, Petersilie, Liebstöckel und Knoblauch.', 'Alpine salt with chives, parsley, lovage and garlic.', 'Sel des Alpes avec ciboulette, persil, livèche et ail.') },
    { key: 'pepper-mix-five', name: tx('Fünf-Pfeffer-Mischung', 'Five-pepper blend', 'Mélange cinq poivres'), label: '5 Pfeffer', price: 9.2, amount: 70, origin: 'india',
      note: tx('Schwarz, weiss, grün, rosa Beeren und Piment für die Mühle.', 'Black, white, green, pink berries and allspice for the mill.', 'Noir, blanc, vert, baies roses et piment de la Jamaïque pour le moulin.') },
  ],
};

const pastaStory = [
  tx('{maker} zieht den Teig durch Bronzeformen und trocknet ihn 36 Stunden bei niedriger Temperatur.', '{maker} draws the dough through bronze dies and dries it for 36 hours at a low temperature.', '{maker} tréfile la pâte au bronze et la sèche 36 heures à basse température.'),
  tx('Hergestellt {in} aus ausgewähltem Getreide, ohne Zusatzstoffe.', 'Made {in} from selected grain, without additives.', 'Fabriqué {in} à partir de céréales choisies, sans additifs.'),
];
const pastaUses = [
  tx('Die raue Oberfläche hält jede Sauce.', 'The rough surface holds on to every sauce.', 'La surface rugueuse retient toutes les sauces.'),
  tx('In reichlich Salzwasser kochen und eine Minute vor Ende abgiessen.', 'Boil in plenty of salted water and drain a minute early.', 'Cuire dans beaucoup d’eau salée et égoutter une minute avant la fin.'),
];

export const pastaDried: LeafSpec = {
  category: 'pasta-dried', family: 'pasta', tax: 'reduced', maker: 'ticinella', unit: 'g', delivery: 'oneToThreeDays', dims: [100, 250, 60],
  pack: tx('Packung', 'pack', 'paquet'), packPlural: tx('Packungen', 'packs', 'paquets'), noun: tx('Teigwaren', 'Pasta', 'Pâtes'),
  diets: ['vegan'], story: pastaStory, uses: pastaUses,
  items: [
    { key: 'spaghetti-bronze', name: tx('Spaghetti trafilati al bronzo', 'Bronze-cut spaghetti', 'Spaghetti tréfilés au bronze'), label: 'Spaghetti', price: 3.9, amount: 500, origin: 'ticino', topseller: true, tiers: true,
      note: tx('Aus Hartweizengriess, mit matter, rauer Oberfläche.', 'Made from durum wheat semolina, with a matt, rough surface.', 'À la semoule de blé dur, à la surface mate et rugueuse.') },
    { key: 'pizzoccheri', name: tx('Pizzoccheri aus Buchweizen', 'Buckwheat pizzoccheri', 'Pizzoccheri au sarrasin'), label: 'Pizzoccheri', price: 4.9, amount: 500, origin: 'graubuenden',
      note: tx('Breite Buchweizennudeln für den Puschlaver Auflauf mit Kohl und Kartoffeln.', 'Wide buckwheat noodles for the Poschiavo bake with cabbage and potatoes.', 'Larges pâtes au sarrasin pour le gratin de Poschiavo au chou et aux pommes de terre.') },
    { key: 'spaetzli-dried', name: tx('Knöpfli getrocknet', 'Dried Swiss spaetzle', 'Spätzli séchés'), label: 'Knöpfli', price: 3.5, amount: 500, origin: 'switzerland', diets: ['vegetarian'],
      note: tx('Mit Schweizer Freilandeiern, in acht Minuten gar.', 'Made with Swiss free-range eggs, cooked in eight minutes.', 'Aux œufs suisses de plein air, cuits en huit minutes.') },
    { key: 'fusilli-spelt', name: tx('Dinkel-Fusilli', 'Spelt fusilli', 'Fusilli à l’épeautre'), label: 'Dinkel-Fusilli', price: 4.6, amount: 500, origin: 'bern', diets: ['vegan', 'organic'], listPrice: 5.4,
      note: tx('Aus Berner UrDinkel, mit leicht nussigem Geschmack.', 'Made from Bernese ancient spelt, with a slightly nutty flavour.', 'À l’épeautre ancien bernois, au goût légèrement noisetté.') },
    { key: 'tagliatelle-egg', name: tx('Tagliatelle all’uovo', 'Egg tagliatelle', 'Tagliatelles aux œufs'), label: 'Tagliatelle', price: 4.8, amount: 250, origin: 'ticino', diets: ['vegetarian'], isNew: true,
      note: tx('Zu Nestern gedrehte Eiernudeln, dünn ausgewallt.', 'Thinly rolled egg noodles twisted into nests.', 'Pâtes aux œufs finement abaissées et roulées en nids.') },
    { key: 'paccheri', name: tx('Paccheri', 'Paccheri', 'Paccheri'), label: 'Paccheri', price: 4.2, amount: 500, origin: 'italy', soldOut: true,
      note: tx('Grosse, glatte Röhren aus Gragnano zum Füllen oder für Ragù.', 'Large smooth tubes from Gragnano for stuffing or ragù.', 'Gros tubes lisses de Gragnano à farcir ou pour le ragù.') },
  ],
};

export const pastaRice: LeafSpec = {
  category: 'pasta-rice', family: 'pasta', tax: 'reduced', maker: 'ticinella', unit: 'g', delivery: 'oneToThreeDays', dims: [100, 200, 60],
  pack: tx('Packung', 'pack', 'paquet'), packPlural: tx('Packungen', 'packs', 'paquets'), noun: tx('Reis und Polenta', 'Rice and polenta', 'Riz et polenta'),
  diets: ['vegan', 'gluten-free'], story: pastaStory, uses: [
    tx('Langsam unter Rühren garen, bis alles cremig ist.', 'Cook slowly while stirring until creamy.', 'Cuire lentement en remuant jusqu’à obtenir une texture crémeuse.'),
    tx('Ergibt vier grosszügige Portionen.', 'Makes four generous servings.', 'Donne quatre portions généreuses.'),
  ],
  items: [
    { key: 'risotto-loto', name: tx('Risottoreis Loto aus Ascona', 'Loto risotto rice from Ascona', 'Riz à risotto Loto d’Ascona'), label: 'Reis Loto', price: 5.9, amount: 1000, origin: 'ticino', topseller: true,
      note: tx('Der nördlichste Reis Europas, gewachsen auf den Terreni alla Maggia.', 'Europe’s northernmost rice, grown on the Terreni alla Maggia.', 'Le riz le plus septentrional d’Europe, cultivé sur les Terreni alla Maggia.') },
    { key: 'risotto-carnaroli', name: tx('Carnaroli Riserva', 'Carnaroli riserva', 'Carnaroli riserva'), label: 'Carnaroli', price: 7.5, amount: 1000, origin: 'italy',
      note: tx('Ein Jahr gelagert, damit das Korn beim Kochen bissfest bleibt.', 'Aged for a year so the grain stays al dente while cooking.', 'Vieilli un an pour que le grain reste al dente à la cuisson.') },
    { key: 'polenta-rossa', name: tx('Polenta Rossa Tessin', 'Red polenta from Ticino', 'Polenta rouge du Tessin'), label: 'Polenta Rossa', price: 6.4, amount: 500, origin: 'ticino', listPrice: 7.5,
      note: tx('Aus der alten roten Maissorte Rosso del Ticino, grob gemahlen.', 'From the old red maize variety Rosso del Ticino, coarsely ground.', 'De l’ancienne variété de maïs rouge Rosso del Ticino, moulue grossièrement.') },
    { key: 'polenta-instant', name: tx('Polenta Express', 'Quick polenta', 'Polenta express'), label: 'Polenta Express', price: 3.4, amount: 500, origin: 'switzerland',
      note: tx('Vorgegart und in fünf Minuten bereit.', 'Pre-cooked and ready in five minutes.', 'Précuite et prête en cinq minutes.') },
    { key: 'rice-venere', name: tx('Schwarzer Venere-Reis', 'Black Venere rice', 'Riz noir Venere'), label: 'Venere', price: 6.9, amount: 500, origin: 'italy', isNew: true,
      note: tx('Vollkornreis mit Duft nach frisch gebackenem Brot.', 'Wholegrain rice with the scent of freshly baked bread.', 'Riz complet au parfum de pain frais.') },
    { key: 'risotto-porcini-mix', name: tx('Risotto Steinpilz fertig gemischt', 'Porcini risotto mix', 'Risotto aux cèpes prêt à cuire'), label: 'Risotto Funghi', price: 8.9, amount: 300, origin: 'ticino', diets: ['vegetarian', 'gluten-free'],
      note: tx('Loto-Reis mit getrockneten Steinpilzen und Gemüsebouillon, nur noch Butter und Käse dazu.', 'Loto rice with dried porcini and vegetable stock: just add butter and cheese.', 'Riz Loto aux cèpes séchés et bouillon de légumes : il suffit d’ajouter beurre et fromage.') },
  ],
};

export const FOOD_SPECS: LeafSpec[] = [
  chocolateDark, chocolateMilk, chocolatePralines,
  cheeseHard, cheeseSemi, cheeseFondue,
  bakingFlour, bakingIngredients,
  spicesBlends, spicesSaltPepper,
  pastaDried, pastaRice,
];
