import { tx, type LeafSpec } from './catalogue-spec';

/** Drinks: coffee, tea, juices and mineral water. */

const coffeeStory = [
  tx('{maker} röstet die Bohnen {from} im Trommelröster während 18 Minuten.', '{maker} roasts the beans {from} in a drum roaster for 18 minutes.', '{maker} torréfie les grains {from} pendant 18 minutes dans un torréfacteur à tambour.'),
  tx('Die Bohnen werden {in} von Kleinbauern gepflückt und im Toggenburg von {maker} geröstet.', 'The beans are picked by smallholders {in} and roasted in the Toggenburg by {maker}.', 'Les grains sont cueillis par de petits producteurs {in} et torréfiés dans le Toggenburg par {maker}.'),
];
const coffeeUses = [
  tx('Nach dem Öffnen luftdicht und kühl lagern und innert vier Wochen aufbrauchen.', 'Once opened, keep airtight and cool and use within four weeks.', 'Après ouverture, conserver au frais et à l’abri de l’air et consommer dans les quatre semaines.'),
  tx('Das Röstdatum steht auf jeder Packung.', 'The roast date is printed on every bag.', 'La date de torréfaction figure sur chaque sachet.'),
  tx('Unser Tipp: 18 g Kaffee für einen doppelten Espresso.', 'Our tip: 18 g of coffee for a double espresso.', 'Notre conseil : 18 g de café pour un espresso double.'),
];

export const coffeeBeans: LeafSpec = {
  category: 'coffee-beans', family: 'coffee', tax: 'reduced', maker: 'hochalp', unit: 'g', delivery: 'oneToThreeDays', dims: [90, 230, 60],
  pack: tx('Beutel', 'bag', 'sachet'), packPlural: tx('Beutel', 'bags', 'sachets'), noun: tx('Kaffeebohnen', 'Coffee beans', 'Café en grains'),
  diets: ['vegan', 'gluten-free', 'lactose-free'], story: coffeeStory, uses: coffeeUses,
  items: [
    { key: 'espresso-gipfel', name: tx('Espresso Gipfelstürmer', 'Espresso Gipfelstürmer', 'Espresso Gipfelstürmer'), label: 'Gipfelstürmer', price: 9.9, amount: 250, origin: 'brazil', topseller: true, tiers: true,
      variants: { group: 'size', options: [{ key: '250g', amount: 250 }, { key: '500g', amount: 500, factor: 1.85 }, { key: '1kg', amount: 1000, factor: 3.4 }] },
      note: tx('Brasilien und Indien, dunkel geröstet, mit Schokolade und wenig Säure.', 'Brazil and India, dark roasted, with chocolate notes and low acidity.', 'Brésil et Inde, torréfaction foncée, notes de chocolat et peu d’acidité.') },
    { key: 'ethiopia-yirgacheffe', name: tx('Äthiopien Yirgacheffe', 'Ethiopia Yirgacheffe', 'Éthiopie Yirgacheffe'), label: 'Yirgacheffe', price: 12.5, amount: 250, origin: 'ethiopia', diets: ['vegan', 'organic'],
      variants: { group: 'size', options: [{ key: '250g', amount: 250 }, { key: '500g', amount: 500, factor: 1.9 }] },
      note: tx('Gewaschener Arabica mit Bergamotte, Zitrone und Jasmin.', 'Washed Arabica with bergamot, lemon and jasmine.', 'Arabica lavé aux notes de bergamote, de citron et de jasmin.') },
    { key: 'colombia-huila', name: tx('Kolumbien Huila', 'Colombia Huila', 'Colombie Huila'), label: 'Huila', price: 11.5, amount: 250, origin: 'colombia', listPrice: 13.5,
      note: tx('Rote Früchte, Rohrzucker und ein saftiger Körper.', 'Red fruit, cane sugar and a juicy body.', 'Fruits rouges, sucre de canne et un corps juteux.') },
    { key: 'crema-tessin', name: tx('Caffè Crema Ticino', 'Caffè crema Ticino', 'Caffè crema Ticino'), label: 'Crema Ticino', price: 10.5, amount: 500, origin: 'brazil',
      note: tx('Mittlere Röstung mit 20 % Robusta für eine dichte Crema.', 'Medium roast with 20% Robusta for a dense crema.', 'Torréfaction moyenne avec 20 % de robusta pour une crema dense.') },
    { key: 'decaf-swiss-water', name: tx('Decaf Swiss Water', 'Decaf Swiss Water', 'Décaféiné Swiss Water'), label: 'Decaf', price: 11.9, amount: 250, origin: 'peru', isNew: true,
      note: tx('Schonend mit Wasser entkoffeiniert, nussig und rund.', 'Gently decaffeinated with water, nutty and rounded.', 'Décaféiné en douceur à l’eau, rond et noisetté.') },
    { key: 'indonesia-sumatra', name: tx('Sumatra Mandheling', 'Sumatra Mandheling', 'Sumatra Mandheling'), label: 'Sumatra', price: 12.9, amount: 250, origin: 'indonesia', lowStock: true,
      note: tx('Erdig und würzig, mit Zedernholz und dunkler Schokolade.', 'Earthy and spicy, with cedarwood and dark chocolate.', 'Terreux et épicé, notes de cèdre et de chocolat noir.') },
  ],
};

export const coffeeGround: LeafSpec = {
  category: 'coffee-ground', family: 'coffee', tax: 'reduced', maker: 'hochalp', unit: 'g', delivery: 'oneToThreeDays', dims: [90, 200, 60],
  pack: tx('Beutel', 'bag', 'sachet'), packPlural: tx('Beutel', 'bags', 'sachets'), noun: tx('Gemahlener Kaffee', 'Ground coffee', 'Café moulu'),
  diets: ['vegan', 'gluten-free', 'lactose-free'], story: coffeeStory, uses: coffeeUses,
  items: [
    { key: 'filter-morning', name: tx('Filterkaffee Morgenrot', 'Morgenrot filter coffee', 'Café filtre Morgenrot'), label: 'Morgenrot', price: 8.9, amount: 250, origin: 'colombia', topseller: true,
      note: tx('Helle Röstung, mittel gemahlen für Handfilter und Filtermaschine.', 'Light roast, medium ground for pour-over and filter machines.', 'Torréfaction claire, mouture moyenne pour filtre manuel et machine.') },
    { key: 'moka-bialetti', name: tx('Moka Tradizione', 'Moka tradizione', 'Moka tradizione'), label: 'Moka', price: 8.5, amount: 250, origin: 'brazil',
      note: tx('Fein gemahlen für die Bialetti auf dem Herd.', 'Finely ground for the stovetop moka pot.', 'Mouture fine pour la cafetière italienne.') },
    { key: 'french-press-coarse', name: tx('French Press Grob', 'French press coarse', 'Piston mouture grossière'), label: 'French Press', price: 9.2, amount: 250, origin: 'ethiopia', listPrice: 10.9,
      note: tx('Grob gemahlen, vier Minuten ziehen lassen.', 'Coarsely ground, steep for four minutes.', 'Mouture grossière, laisser infuser quatre minutes.') },
    { key: 'cold-brew', name: tx('Cold-Brew-Beutel', 'Cold brew bags', 'Sachets cold brew'), label: 'Cold Brew', price: 10.9, amount: 200, origin: 'colombia', isNew: true,
      note: tx('Acht Filterbeutel für je einen Liter, über Nacht im Kühlschrank ziehen lassen.', 'Eight filter bags for one litre each, steep overnight in the fridge.', 'Huit sachets filtres pour un litre chacun, à infuser une nuit au réfrigérateur.') },
    { key: 'instant-alpine', name: tx('Instant Bergkaffee', 'Mountain instant coffee', 'Café instantané de montagne'), label: 'Instant', price: 7.9, amount: 100, origin: 'brazil',
      note: tx('Gefriergetrocknet, für Hütte, Camping und Büro.', 'Freeze-dried, for the hut, camping and the office.', 'Lyophilisé, pour la cabane, le camping et le bureau.') },
    { key: 'espresso-ground', name: tx('Espresso gemahlen', 'Ground espresso', 'Espresso moulu'), label: 'Espresso', price: 9.5, amount: 250, origin: 'india', soldOut: true,
      note: tx('Unser Gipfelstürmer, fein gemahlen für Siebträger.', 'Our Gipfelstürmer, finely ground for portafilters.', 'Notre Gipfelstürmer, moulu fin pour porte-filtre.') },
  ],
};

const teaStory = [
  tx('{maker} bezieht den Tee {from} und füllt ihn in Luzern in lichtdichte Dosen.', '{maker} sources the tea {from} and packs it into light-proof tins in Lucerne.', '{maker} s’approvisionne {from} et conditionne le thé à Lucerne dans des boîtes opaques.'),
  tx('Gepflückt {in}, sorgfältig verlesen von {maker}.', 'Picked {in}, carefully sorted by {maker}.', 'Cueilli {in}, soigneusement trié par {maker}.'),
];

export const teaBlackGreen: LeafSpec = {
  category: 'tea-black-green', family: 'tea', tax: 'reduced', maker: 'lindenhof', unit: 'g', delivery: 'oneToThreeDays', dims: [80, 120, 80],
  pack: tx('Dose', 'tin', 'boîte'), packPlural: tx('Dosen', 'tins', 'boîtes'), noun: tx('Tee', 'Tea', 'Thé'),
  diets: ['vegan', 'gluten-free', 'lactose-free'], story: teaStory, uses: [
    tx('Mit 90 °C heissem Wasser aufgiessen und drei Minuten ziehen lassen.', 'Pour water at 90 °C and steep for three minutes.', 'Verser de l’eau à 90 °C et laisser infuser trois minutes.'),
    tx('Die Blätter lassen sich zwei- bis dreimal aufgiessen.', 'The leaves can be infused two or three times.', 'Les feuilles peuvent être infusées deux ou trois fois.'),
  ],
  items: [
    { key: 'darjeeling-first-flush', name: tx('Darjeeling First Flush', 'Darjeeling first flush', 'Darjeeling first flush'), label: 'Darjeeling', price: 14.9, amount: 100, origin: 'india', topseller: true,
      note: tx('Die erste Frühlingspflückung mit blumigem, muskatellerartigem Aroma.', 'The first spring picking with a floral, muscatel aroma.', 'La première cueillette de printemps, aux arômes floraux et muscatés.') },
    { key: 'assam-breakfast', name: tx('Assam Breakfast', 'Assam breakfast', 'Assam breakfast'), label: 'Assam', price: 9.9, amount: 100, origin: 'india', tiers: true,
      note: tx('Malzig und kräftig, verträgt einen Schuss Milch.', 'Malty and strong, takes a splash of milk.', 'Malté et corsé, supporte un nuage de lait.') },
    { key: 'sencha-japan', name: tx('Sencha Kagoshima', 'Sencha Kagoshima', 'Sencha Kagoshima'), label: 'Sencha', price: 13.5, amount: 80, origin: 'japan', diets: ['vegan', 'organic'],
      note: tx('Gedämpfter Grüntee mit grasiger Frische und leichter Süsse.', 'Steamed green tea with grassy freshness and gentle sweetness.', 'Thé vert étuvé à la fraîcheur herbacée et légèrement sucré.'),
      use: tx('Nur mit 70 °C warmem Wasser aufgiessen, sonst wird er bitter.', 'Brew with water at only 70 °C or it turns bitter.', 'Infuser avec de l’eau à 70 °C seulement, sinon il devient amer.') },
    { key: 'ceylon-uva', name: tx('Ceylon Uva Highlands', 'Ceylon Uva highlands', 'Ceylan Uva highlands'), label: 'Ceylon Uva', price: 10.9, amount: 100, origin: 'srilanka', listPrice: 12.9,
      note: tx('Frischer Hochlandtee mit einem Hauch Menthol.', 'A bright highland tea with a hint of menthol.', 'Thé des hauts plateaux vif avec une pointe de menthol.') },
    { key: 'jasmine-pearls', name: tx('Jasmin-Perlen', 'Jasmine pearls', 'Perles de jasmin'), label: 'Jasmin', price: 16.5, amount: 80, origin: 'china', isNew: true,
      note: tx('Von Hand gerollte Grünteeperlen, siebenmal mit Jasminblüten aromatisiert.', 'Hand-rolled green tea pearls, scented seven times with jasmine blossoms.', 'Perles de thé vert roulées à la main, parfumées sept fois aux fleurs de jasmin.') },
    { key: 'matcha-ceremonial', name: tx('Matcha Ceremonial', 'Ceremonial matcha', 'Matcha cérémonial'), label: 'Matcha', price: 29, amount: 30, origin: 'japan', maxPurchase: 5, lowStock: true,
      note: tx('Steinvermahlener Tencha aus Uji, leuchtend grün und cremig.', 'Stone-ground tencha from Uji, bright green and creamy.', 'Tencha d’Uji moulu à la pierre, vert vif et crémeux.') },
  ],
};

export const teaHerbal: LeafSpec = {
  category: 'tea-herbal', family: 'tea', tax: 'reduced', maker: 'lindenhof', unit: 'g', delivery: 'oneToThreeDays', dims: [80, 120, 80],
  pack: tx('Beutel', 'bag', 'sachet'), packPlural: tx('Beutel', 'bags', 'sachets'), noun: tx('Kräutertee', 'Herbal tea', 'Tisane'),
  diets: ['vegan', 'gluten-free', 'lactose-free', 'organic'], story: teaStory, uses: [
    tx('Mit sprudelnd heissem Wasser aufgiessen und fünf bis acht Minuten ziehen lassen.', 'Pour on boiling water and steep for five to eight minutes.', 'Verser de l’eau bouillante et laisser infuser cinq à huit minutes.'),
    tx('Schmeckt auch kalt mit einer Zitronenscheibe.', 'Also delicious cold with a slice of lemon.', 'Aussi délicieux froid avec une rondelle de citron.'),
  ],
  items: [
    { key: 'herbal-alpine', name: tx('Alpenkräutertee', 'Alpine herbal tea', 'Tisane des Alpes'), label: 'Alpenkräuter', price: 7.9, amount: 50, origin: 'valais', topseller: true,
      note: tx('Pfefferminze, Melisse, Thymian und Frauenmantel aus dem Val d’Hérens.', 'Peppermint, lemon balm, thyme and lady’s mantle from the Val d’Hérens.', 'Menthe poivrée, mélisse, thym et alchémille du val d’Hérens.') },
    { key: 'herbal-verveine', name: tx('Verveine', 'Lemon verbena', 'Verveine'), label: 'Verveine', price: 8.5, amount: 40, origin: 'vaud',
      note: tx('Ganze Blätter der Zitronenverbene, ideal nach dem Essen.', 'Whole lemon verbena leaves, ideal after a meal.', 'Feuilles entières de verveine citronnelle, idéales après le repas.') },
    { key: 'herbal-rooibos-orange', name: tx('Rooibos Orange', 'Rooibos orange', 'Rooibos orange'), label: 'Rooibos', price: 7.5, amount: 100, origin: 'switzerland', listPrice: 8.9,
      note: tx('Koffeinfreier Rotbusch mit Orangenschale und Zimt.', 'Caffeine-free red bush with orange peel and cinnamon.', 'Rooibos sans caféine à l’écorce d’orange et à la cannelle.') },
    { key: 'herbal-chamomile', name: tx('Kamillenblüten', 'Chamomile flowers', 'Fleurs de camomille'), label: 'Kamille', price: 6.9, amount: 40, origin: 'thurgau',
      note: tx('Ganze Blüten aus dem Thurgau, mild und honigartig.', 'Whole flowers from Thurgau, mild and honey-like.', 'Fleurs entières de Thurgovie, douces et mielleuses.') },
    { key: 'herbal-winter', name: tx('Wintertee Holunder & Ingwer', 'Winter tea elderflower & ginger', 'Thé d’hiver sureau & gingembre'), label: 'Wintertee', price: 8.2, amount: 80, origin: 'switzerland', isNew: true,
      note: tx('Holunderbeeren, Ingwer, Hagebutte und Apfelstücke wärmen an kalten Tagen.', 'Elderberries, ginger, rose hip and apple pieces warm you on cold days.', 'Baies de sureau, gingembre, cynorrhodon et morceaux de pomme réchauffent les jours froids.') },
    { key: 'herbal-mint-fresh', name: tx('Nanaminze', 'Nana mint', 'Menthe nanah'), label: 'Nanaminze', price: 7.2, amount: 40, origin: 'ticino',
      note: tx('Marokkanische Minze, im Tessin angebaut und sonnengetrocknet.', 'Moroccan mint grown in Ticino and sun-dried.', 'Menthe marocaine cultivée au Tessin et séchée au soleil.') },
  ],
};

const juiceStory = [
  tx('{maker} presst das Obst aus Hochstammgärten {in} frisch nach der Ernte.', '{maker} presses fruit from traditional orchards {in} fresh after harvest.', '{maker} presse les fruits de vergers haute-tige {in} juste après la récolte.'),
  tx('Schonend pasteurisiert und ohne Zuckerzusatz abgefüllt von {maker}.', 'Gently pasteurised and bottled by {maker} without added sugar.', 'Pasteurisé en douceur et mis en bouteille par {maker} sans sucre ajouté.'),
];

export const drinksJuice: LeafSpec = {
  category: 'drinks-juice', family: 'drinks', tax: 'reduced', maker: 'thurtaler', unit: 'ml', delivery: 'twoToFourDays', dims: [80, 300, 80],
  pack: tx('Flasche', 'bottle', 'bouteille'), packPlural: tx('Flaschen', 'bottles', 'bouteilles'), noun: tx('Saft', 'Juice', 'Jus'),
  diets: ['vegan', 'gluten-free', 'lactose-free'], story: juiceStory, uses: [
    tx('Nach dem Öffnen gekühlt innert fünf Tagen trinken.', 'Once opened, keep chilled and drink within five days.', 'Après ouverture, conserver au frais et boire dans les cinq jours.'),
    tx('Gut gekühlt oder mit Mineralwasser gespritzt servieren.', 'Serve well chilled or topped up with sparkling water.', 'Servir bien frais ou allongé d’eau gazeuse.'),
  ],
  items: [
    { key: 'apple-juice-cloudy', name: tx('Süssmost naturtrüb', 'Cloudy apple juice', 'Jus de pomme trouble'), label: 'Süssmost', price: 3.9, amount: 1000, origin: 'thurgau', topseller: true, tiers: true,
      note: tx('Aus Boskoop, Gravensteiner und Bohnapfel, mit feiner Säure.', 'From Boskoop, Gravensteiner and Bohnapfel apples, with a gentle acidity.', 'De pommes Boskoop, Gravenstein et Bohnapfel, à l’acidité délicate.') },
    { key: 'pear-juice', name: tx('Birnensaft Schweizer Wasserbirne', 'Swiss pear juice', 'Jus de poire suisse'), label: 'Birnensaft', price: 4.2, amount: 1000, origin: 'thurgau',
      note: tx('Aus alten Wasserbirnen, süss und vollmundig.', 'From old juicing pears, sweet and full-bodied.', 'De vieilles poires à cidre, doux et ample.') },
    { key: 'elderflower-syrup', name: tx('Holunderblütensirup', 'Elderflower syrup', 'Sirop de fleurs de sureau'), label: 'Holunder', price: 7.9, amount: 500, origin: 'stgallen', listPrice: 9.2,
      note: tx('Im Juni gepflückte Blüten mit Zitronen angesetzt.', 'Blossoms picked in June, infused with lemons.', 'Fleurs cueillies en juin, macérées avec des citrons.'),
      use: tx('Eins zu sieben mit kaltem Wasser verdünnen.', 'Dilute one to seven with cold water.', 'Diluer à raison d’un volume pour sept d’eau froide.') },
    { key: 'raspberry-syrup', name: tx('Himbeersirup', 'Raspberry syrup', 'Sirop de framboise'), label: 'Himbeer', price: 8.5, amount: 500, origin: 'valais', isNew: true,
      note: tx('Walliser Himbeeren, nur mit Rohrzucker eingekocht.', 'Valais raspberries cooked down with cane sugar only.', 'Framboises valaisannes cuites uniquement au sucre de canne.') },
    { key: 'apple-cider-sparkling', name: tx('Apfelschaumwein alkoholfrei', 'Alcohol-free sparkling apple', 'Pétillant de pomme sans alcool'), label: 'Apfel Prickel', price: 9.9, amount: 750, origin: 'thurgau', maxPurchase: 12,
      note: tx('Flaschengärung aus Thurgauer Äpfeln, zum Anstossen ohne Alkohol.', 'Bottle-fermented from Thurgau apples, for a toast without alcohol.', 'Fermenté en bouteille à partir de pommes de Thurgovie, pour trinquer sans alcool.') },
    { key: 'grape-juice-red', name: tx('Traubensaft Rot', 'Red grape juice', 'Jus de raisin rouge'), label: 'Traubensaft', price: 6.9, amount: 750, origin: 'vaud', lowStock: true,
      note: tx('Aus Gamay-Trauben vom Genfersee, tiefrot und fruchtig.', 'From Gamay grapes on Lake Geneva, deep red and fruity.', 'De raisins gamay du Léman, rouge profond et fruité.') },
  ],
};

export const drinksWater: LeafSpec = {
  category: 'drinks-water', family: 'drinks', tax: 'reduced', maker: 'alpquell', unit: 'ml', delivery: 'twoToFourDays', dims: [70, 280, 70],
  pack: tx('Flasche', 'bottle', 'bouteille'), packPlural: tx('Flaschen', 'bottles', 'bouteilles'), noun: tx('Mineralwasser', 'Mineral water', 'Eau minérale'),
  diets: ['vegan', 'gluten-free', 'lactose-free'], story: [
    tx('Abgefüllt von {maker} direkt an der Quelle {in}.', 'Bottled by {maker} right at the source {in}.', 'Mis en bouteille par {maker} directement à la source {in}.'),
    tx('Das Wasser fliesst zwanzig Jahre durch Kalk und Granit, bevor {maker} es abfüllt.', 'The water flows for twenty years through limestone and granite before {maker} bottles it.', 'L’eau s’écoule vingt ans à travers calcaire et granit avant que {maker} ne la mette en bouteille.'),
  ],
  uses: [
    tx('Nur in Sechserschritten bestellbar, passend zum Harass.', 'Orderable in steps of six only, to fit the crate.', 'Commandable uniquement par six, pour remplir la caisse.'),
    tx('Die Glasflaschen nehmen wir bei der nächsten Lieferung zurück.', 'We take back the glass bottles with your next delivery.', 'Nous reprenons les bouteilles en verre lors de la prochaine livraison.'),
  ],
  items: [
    { key: 'water-still', name: tx('Quellwasser still', 'Still spring water', 'Eau de source plate'), label: 'Still', price: 1.4, amount: 1000, origin: 'valais', topseller: true, minPurchase: 6, purchaseSteps: 6, maxPurchase: 48, tiers: true,
      note: tx('Weich und mineralarm, ideal auch für Tee und Babynahrung.', 'Soft and low in minerals, also ideal for tea and baby food.', 'Douce et faiblement minéralisée, idéale aussi pour le thé et les biberons.') },
    { key: 'water-sparkling', name: tx('Quellwasser prickelnd', 'Sparkling spring water', 'Eau de source gazeuse'), label: 'Prickelnd', price: 1.4, amount: 1000, origin: 'valais', minPurchase: 6, purchaseSteps: 6, maxPurchase: 48,
      note: tx('Mit feiner Kohlensäure, spritzig zum Essen.', 'With fine bubbles, lively with meals.', 'Aux fines bulles, vive à table.') },
    { key: 'water-medium', name: tx('Quellwasser leicht', 'Lightly sparkling spring water', 'Eau de source légèrement gazeuse'), label: 'Leicht', price: 1.4, amount: 1000, origin: 'valais', minPurchase: 6, purchaseSteps: 6, listPrice: 1.6,
      note: tx('Der Mittelweg mit halb so viel Kohlensäure.', 'The middle way with half the bubbles.', 'Le juste milieu avec moitié moins de bulles.') },
    { key: 'water-glass-small', name: tx('Quellwasser still Glas 0,5 l', 'Still spring water glass 0.5 l', 'Eau de source plate verre 0,5 l'), label: 'Still 0,5 l', price: 1.2, amount: 500, origin: 'valais', minPurchase: 6, purchaseSteps: 6,
      note: tx('In der Mehrweg-Glasflasche für Restaurant und Tisch.', 'In a returnable glass bottle for the restaurant and the table.', 'En bouteille de verre consignée pour le restaurant et la table.') },
    { key: 'water-lemon', name: tx('Quellwasser Zitrone-Melisse', 'Spring water lemon & balm', 'Eau de source citron-mélisse'), label: 'Zitrone Melisse', price: 1.8, amount: 500, origin: 'valais', isNew: true, minPurchase: 6, purchaseSteps: 6,
      note: tx('Leicht prickelnd, mit natürlichem Zitronen- und Melissenextrakt, ohne Zucker.', 'Lightly sparkling, with natural lemon and balm extract, without sugar.', 'Légèrement gazeuse, à l’extrait naturel de citron et de mélisse, sans sucre.') },
  ],
};

export const DRINK_SPECS: LeafSpec[] = [coffeeBeans, coffeeGround, teaBlackGreen, teaHerbal, drinksJuice, drinksWater];
