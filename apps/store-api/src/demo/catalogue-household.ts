import { tx, type LeafSpec } from './catalogue-spec';

/** Household: pans, knives, kitchen tools, storage, cleaning; and the digital cooking school. */

const piece = { unit: 'piece' as const, pack: tx('Stück', 'piece', 'pièce'), packPlural: tx('Stück', 'pieces', 'pièces') };

export const kitchenPans: LeafSpec = {
  category: 'kitchen-pans', family: 'pans', tax: 'standard', maker: 'fonderie', ...piece, delivery: 'twoToFourDays', dims: [280, 60, 480],
  noun: tx('Pfanne', 'Pan', 'Poêle'), story: [
    tx('In Delémont von {maker} gegossen und von Hand entgratet.', 'Cast by {maker} in Delémont and deburred by hand.', 'Coulée par {maker} à Delémont et ébavurée à la main.'),
    tx('{maker} fertigt jede Pfanne in kleiner Serie im Jura und gibt 25 Jahre Garantie.', '{maker} makes every pan in small runs in the Jura and gives a 25-year guarantee.', '{maker} fabrique chaque poêle en petite série dans le Jura et offre 25 ans de garantie.'),
  ],
  uses: [
    tx('Geeignet für alle Herdarten inklusive Induktion.', 'Suitable for all hobs including induction.', 'Convient à tous les feux, induction comprise.'),
    tx('Nach dem Spülen trocknen und dünn einölen.', 'After washing, dry and oil lightly.', 'Après lavage, sécher et huiler légèrement.'),
    tx('Backofenfest bis 260 °C.', 'Oven-safe up to 260 °C.', 'Va au four jusqu’à 260 °C.'),
  ],
  items: [
    { key: 'pan-cast-iron', name: tx('Gusseisenpfanne Jura', 'Jura cast iron pan', 'Poêle en fonte Jura'), label: 'Gusseisen', price: 89, amount: 1, origin: 'jura', materials: ['cast-iron'], topseller: true, weight: 2.6,
      variants: { group: 'size', options: [{ key: '20cm', factor: 0.8 }, { key: '24cm' }, { key: '28cm', factor: 1.25 }] },
      note: tx('Vorgeölt, speichert Hitze lange und bildet mit jedem Braten eine bessere Patina.', 'Pre-seasoned, holds heat for a long time and builds a better patina with every use.', 'Pré-culottée, elle garde longtemps la chaleur et développe une meilleure patine à chaque cuisson.') },
    { key: 'pan-carbon-steel', name: tx('Eisenpfanne Karbonstahl', 'Carbon steel pan', 'Poêle en acier au carbone'), label: 'Karbonstahl', price: 59, amount: 1, origin: 'jura', materials: ['carbon-steel'], weight: 1.6,
      variants: { group: 'size', options: [{ key: '24cm' }, { key: '28cm', factor: 1.2, soldOut: true }] },
      note: tx('Leicht und reaktionsschnell, die Pfanne der Profiküchen für Rösti und Steak.', 'Light and responsive, the professional kitchen’s pan for rösti and steak.', 'Légère et réactive, la poêle des cuisines professionnelles pour les röstis et les steaks.') },
    { key: 'pan-stainless-sauteuse', name: tx('Sauteuse Edelstahl 3-Schicht', 'Tri-ply stainless sauté pan', 'Sauteuse inox trois couches'), label: 'Sauteuse', price: 129, amount: 1, origin: 'jura', materials: ['stainless-steel', 'aluminium'], listPrice: 159, weight: 1.9,
      note: tx('Aluminiumkern zwischen zwei Edelstahlschichten, mit Glasdeckel und Schüttrand.', 'An aluminium core between two stainless layers, with a glass lid and pouring rim.', 'Cœur en aluminium entre deux couches d’inox, avec couvercle en verre et bord verseur.') },
    { key: 'pan-cocotte', name: tx('Cocotte Gusseisen emailliert', 'Enamelled cast iron cocotte', 'Cocotte en fonte émaillée'), label: 'Cocotte', price: 179, amount: 1, origin: 'jura', materials: ['cast-iron'], weight: 4.8, dims: [300, 170, 360], delivery: 'threeToFiveDays',
      variants: { group: 'colour', options: [{ key: 'red' }, { key: 'anthracite' }, { key: 'sage', soldOut: true }, { key: 'blue' }] },
      note: tx('Vier Liter Inhalt für Voressen, Brot und Schmorgerichte, innen mattschwarz emailliert.', 'Four litres for stews, bread and braises, with a matt black enamel interior.', 'Quatre litres pour ragoûts, pain et braisés, émail intérieur noir mat.') },
    { key: 'pan-crepe', name: tx('Crêpes-Pfanne', 'Crêpe pan', 'Poêle à crêpes'), label: 'Crêpes', price: 49, amount: 1, origin: 'france', materials: ['carbon-steel'], isNew: true, weight: 1.1,
      note: tx('Flacher Rand und 26 cm Durchmesser für hauchdünne Crêpes.', 'A low rim and 26 cm diameter for paper-thin crêpes.', 'Bord bas et 26 cm de diamètre pour des crêpes très fines.') },
    { key: 'pan-wok', name: tx('Wok Karbonstahl', 'Carbon steel wok', 'Wok en acier au carbone'), label: 'Wok', price: 69, amount: 1, origin: 'jura', materials: ['carbon-steel', 'wood'], weight: 1.4, lowStock: true,
      note: tx('Gehämmerter Wok mit Holzgriff und flachem Boden für Induktion.', 'A hammered wok with a wooden handle and flat base for induction.', 'Wok martelé à manche en bois et fond plat pour l’induction.') },
  ],
};

export const kitchenKnives: LeafSpec = {
  category: 'kitchen-knives', family: 'knives', tax: 'standard', maker: 'saentis', ...piece, delivery: 'twoToFourDays', dims: [50, 25, 330],
  noun: tx('Messer', 'Knife', 'Couteau'), materials: ['stainless-steel'], story: [
    tx('Jede Klinge wird bei {maker} am Fuss des Säntis von Hand geschliffen und abgezogen.', 'Every blade is hand-ground and stropped by {maker} at the foot of the Säntis.', 'Chaque lame est affûtée et affilée à la main par {maker} au pied du Säntis.'),
    tx('{maker} härtet den Stahl auf 60 HRC für lange Schärfe.', '{maker} hardens the steel to 60 HRC for lasting sharpness.', '{maker} trempe l’acier à 60 HRC pour un tranchant durable.'),
  ],
  uses: [
    tx('Bitte von Hand spülen und sofort abtrocknen.', 'Please wash by hand and dry immediately.', 'Laver à la main et sécher immédiatement.'),
    tx('Nachschleifen bieten wir im Laden in Bern kostenlos an.', 'We resharpen it for free in our Bern shop.', 'Nous l’affûtons gratuitement dans notre magasin de Berne.'),
  ],
  items: [
    { key: 'knife-chef-20', name: tx('Kochmesser 20 cm', 'Chef’s knife 20 cm', 'Couteau de chef 20 cm'), label: 'Kochmesser', price: 149, amount: 1, origin: 'appenzell', materials: ['stainless-steel', 'wood'], topseller: true, weight: 0.22,
      note: tx('Das Allzweckmesser mit Griff aus Schweizer Nussbaum.', 'The all-purpose knife with a Swiss walnut handle.', 'Le couteau polyvalent avec manche en noyer suisse.') },
    { key: 'knife-santoku', name: tx('Santoku 18 cm', 'Santoku 18 cm', 'Santoku 18 cm'), label: 'Santoku', price: 139, amount: 1, origin: 'appenzell', materials: ['stainless-steel', 'wood'], listPrice: 165, weight: 0.19,
      note: tx('Japanische Form mit Kullenschliff, damit Gemüse nicht klebt.', 'A Japanese shape with a hollow edge so vegetables do not stick.', 'Forme japonaise à alvéoles pour que les légumes n’adhèrent pas.') },
    { key: 'knife-bread', name: tx('Brotmesser Wellenschliff', 'Serrated bread knife', 'Couteau à pain cranté'), label: 'Brotmesser', price: 89, amount: 1, origin: 'appenzell', weight: 0.18,
      note: tx('Schneidet knusprige Kruste und weichen Zopf, ohne zu reissen.', 'Cuts crisp crusts and soft plaited bread without tearing.', 'Tranche les croûtes croustillantes et la tresse moelleuse sans déchirer.') },
    { key: 'knife-paring', name: tx('Rüstmesser 3er-Set', 'Paring knife set of 3', 'Set de 3 couteaux d’office'), label: 'Rüstmesser', price: 29, amount: 3, origin: 'appenzell', materials: ['stainless-steel', 'plastic'], tiers: true,
      variants: { group: 'colour', options: [{ key: 'red' }, { key: 'blue' }, { key: 'mustard' }, { key: 'sage' }] },
      note: tx('Drei handliche Schälmesser mit Griffen aus Recycling-Kunststoff.', 'Three handy peeling knives with recycled plastic handles.', 'Trois couteaux d’office pratiques avec manches en plastique recyclé.') },
    { key: 'knife-cheese-set', name: tx('Käsemesser-Set', 'Cheese knife set', 'Set de couteaux à fromage'), label: 'Käsemesser', price: 69, amount: 3, origin: 'appenzell', materials: ['stainless-steel', 'wood'], isNew: true,
      note: tx('Für Hartkäse, Weichkäse und Sbrinz, in einer Holzschachtel.', 'For hard cheese, soft cheese and Sbrinz, in a wooden box.', 'Pour pâtes dures, pâtes molles et sbrinz, dans un coffret en bois.') },
    { key: 'knife-sharpener', name: tx('Schleifstein 1000/6000', 'Whetstone 1000/6000', 'Pierre à aiguiser 1000/6000'), label: 'Schleifstein', price: 59, amount: 1, origin: 'japan', materials: ['ceramic', 'bamboo'], maxPurchase: 3,
      note: tx('Kombistein mit Bambussockel zum Schärfen und Polieren.', 'A combination stone with a bamboo base for sharpening and polishing.', 'Pierre combinée sur socle en bambou pour affûter et polir.') },
  ],
};

export const kitchenTools: LeafSpec = {
  category: 'kitchen-tools', family: 'tools', tax: 'standard', maker: 'rigi', ...piece, delivery: 'twoToFourDays', dims: [80, 40, 300],
  noun: tx('Küchenhelfer', 'Kitchen tool', 'Ustensile'), story: [
    tx('Entwickelt von {maker} in Küssnacht und im Alltag unserer Testküche erprobt.', 'Designed by {maker} in Küssnacht and tested daily in our test kitchen.', 'Conçu par {maker} à Küssnacht et testé au quotidien dans notre cuisine d’essai.'),
    tx('{maker} setzt auf langlebige Materialien und Ersatzteile statt Wegwerfware.', '{maker} relies on durable materials and spare parts instead of throwaway goods.', '{maker} mise sur des matériaux durables et des pièces de rechange plutôt que sur le jetable.'),
  ],
  uses: [
    tx('Spülmaschinenfest.', 'Dishwasher-safe.', 'Va au lave-vaisselle.'),
    tx('Mit Aufhängeöse für die Küchenreling.', 'With a hanging loop for the kitchen rail.', 'Avec une boucle pour la barre de cuisine.'),
  ],
  items: [
    { key: 'fondue-caquelon', name: tx('Fondue-Caquelon Keramik', 'Ceramic fondue caquelon', 'Caquelon à fondue en céramique'), label: 'Caquelon', price: 59, amount: 1, origin: 'switzerland', materials: ['ceramic'], topseller: true, weight: 1.8, dims: [240, 110, 330],
      variants: { group: 'colour', options: [{ key: 'red' }, { key: 'anthracite' }, { key: 'natural' }] },
      note: tx('Glasiertes Steingut für sechs Personen, auch für Induktion mit Adapterplatte.', 'Glazed stoneware for six people, also for induction with the adapter plate.', 'Grès émaillé pour six personnes, aussi pour l’induction avec plaque adaptatrice.') },
    { key: 'fondue-forks', name: tx('Fonduegabeln 6er-Set', 'Fondue forks set of 6', 'Set de 6 fourchettes à fondue'), label: 'Fonduegabeln', price: 24.9, amount: 6, origin: 'switzerland', materials: ['stainless-steel', 'wood'],
      note: tx('Sechs Gabeln mit farbigen Holzgriffen, damit jedes Brotstück seinen Besitzer findet.', 'Six forks with coloured wooden handles so every piece of bread finds its owner.', 'Six fourchettes à manches en bois colorés, pour que chaque morceau de pain retrouve son propriétaire.') },
    { key: 'raclette-pans', name: tx('Raclette-Pfännli 4 Stück', 'Raclette pans 4 pieces', 'Coupelles à raclette 4 pièces'), label: 'Pfännli', price: 34.9, amount: 4, origin: 'switzerland', materials: ['cast-iron', 'wood'], listPrice: 42,
      note: tx('Kleine Gusseisenpfännchen mit Holzgriff für Raclette am Tisch.', 'Small cast iron pans with wooden handles for table raclette.', 'Petites coupelles en fonte à manche en bois pour la raclette à table.') },
    { key: 'whisk-balloon', name: tx('Schwingbesen 30 cm', 'Balloon whisk 30 cm', 'Fouet 30 cm'), label: 'Schwingbesen', price: 19.9, amount: 1, origin: 'lucerne', materials: ['stainless-steel'], tiers: true,
      note: tx('Zwölf federnde Drähte schlagen Rahm und Eiweiss in Rekordzeit.', 'Twelve springy wires whip cream and egg whites in record time.', 'Douze fils souples montent crème et blancs en un temps record.') },
    { key: 'grater-box', name: tx('Vierkantreibe', 'Box grater', 'Râpe à quatre faces'), label: 'Reibe', price: 29, amount: 1, origin: 'lucerne', materials: ['stainless-steel', 'silicone'], lowStock: true,
      note: tx('Vier Seiten für Rösti, Käse, Zitronenschale und Gurkenscheiben.', 'Four sides for rösti, cheese, lemon zest and cucumber slices.', 'Quatre faces pour les röstis, le fromage, le zeste de citron et les tranches de concombre.') },
    { key: 'spatula-wood', name: tx('Holzkellen-Set Buche', 'Beech wooden spoon set', 'Set de cuillères en hêtre'), label: 'Holzkellen', price: 22, amount: 3, origin: 'switzerland', materials: ['wood'], isNew: true,
      note: tx('Drei Kellen aus Emmentaler Buchenholz, geölt.', 'Three spoons made of oiled beech wood from the Emmental.', 'Trois cuillères en hêtre de l’Emmental, huilées.'),
      use: tx('Von Hand spülen und gelegentlich mit Speiseöl pflegen.', 'Wash by hand and treat with cooking oil from time to time.', 'Laver à la main et entretenir de temps en temps à l’huile alimentaire.') },
    { key: 'roesti-turner', name: tx('Röstiwender', 'Rösti turner', 'Spatule à rösti'), label: 'Röstiwender', price: 16.9, amount: 1, origin: 'lucerne', materials: ['silicone', 'stainless-steel'],
      note: tx('Breite, dünne Silikonkante, die unter jede Rösti gleitet.', 'A wide, thin silicone edge that slides under any rösti.', 'Un bord large et fin en silicone qui glisse sous n’importe quel rösti.') },
  ],
};

export const storageJars: LeafSpec = {
  category: 'storage-jars', family: 'storage', tax: 'standard', maker: 'rigi', ...piece, delivery: 'twoToFourDays', dims: [110, 180, 110],
  noun: tx('Vorratsbehälter', 'Storage container', 'Récipient de conservation'), story: [
    tx('Von {maker} entworfen, damit Vorräte sichtbar, trocken und stapelbar bleiben.', 'Designed by {maker} so supplies stay visible, dry and stackable.', 'Conçu par {maker} pour que les provisions restent visibles, au sec et empilables.'),
    tx('Gefertigt {in} für {maker}.', 'Made {in} for {maker}.', 'Fabriqué {in} pour {maker}.'),
  ],
  uses: [
    tx('Dichtungsring lässt sich zum Spülen abnehmen.', 'The seal can be removed for washing.', 'Le joint se retire pour le lavage.'),
    tx('Passt ins Standardregal mit 30 cm Tiefe.', 'Fits a standard 30 cm deep shelf.', 'Convient à une étagère standard de 30 cm de profondeur.'),
  ],
  items: [
    { key: 'jar-clip', name: tx('Bügelglas', 'Clip-top jar', 'Bocal à étrier'), label: 'Bügelglas', price: 9.9, amount: 1, origin: 'italy', materials: ['glass'], topseller: true, tiers: true,
      variants: { group: 'size', options: [{ key: '0.5l', factor: 0.8 }, { key: '1l' }, { key: '1.5l', factor: 1.3 }] },
      note: tx('Klarglas mit Bügelverschluss und Gummiring, auch zum Einmachen.', 'Clear glass with a clip lid and rubber ring, also for preserving.', 'Verre clair avec fermeture à étrier et joint en caoutchouc, aussi pour les conserves.') },
    { key: 'tin-coffee', name: tx('Kaffeedose mit Ventil', 'Coffee tin with valve', 'Boîte à café avec valve'), label: 'Kaffeedose', price: 34, amount: 1, origin: 'switzerland', materials: ['stainless-steel'],
      variants: { group: 'colour', options: [{ key: 'anthracite' }, { key: 'natural' }, { key: 'red' }] },
      note: tx('Aromaventil und Datumsrad für 500 g Bohnen.', 'An aroma valve and date wheel for 500 g of beans.', 'Valve d’arôme et roue de date pour 500 g de grains.') },
    { key: 'jar-spice-set', name: tx('Gewürzgläser 6er-Set', 'Spice jars set of 6', 'Set de 6 pots à épices'), label: 'Gewürzgläser', price: 24, amount: 6, origin: 'germany', materials: ['glass', 'bamboo'], listPrice: 29,
      note: tx('Sechs Gläser mit Bambusdeckel und Streueinsatz, inklusive Etiketten.', 'Six jars with bamboo lids and shaker inserts, labels included.', 'Six pots avec couvercle en bambou et saupoudreur, étiquettes incluses.') },
    { key: 'bread-box', name: tx('Brotkasten Eiche', 'Oak bread bin', 'Boîte à pain en chêne'), label: 'Brotkasten', price: 89, amount: 1, origin: 'switzerland', materials: ['wood'], weight: 2.9, dims: [400, 180, 250], delivery: 'oneToTwoWeeks',
      note: tx('Massive Schweizer Eiche mit Luftschlitzen, Deckel als Schneidebrett.', 'Solid Swiss oak with air slots; the lid doubles as a cutting board.', 'Chêne suisse massif avec fentes d’aération, le couvercle sert de planche à découper.') },
    { key: 'flour-bin', name: tx('Mehldose Keramik', 'Ceramic flour canister', 'Pot à farine en céramique'), label: 'Mehldose', price: 39, amount: 1, origin: 'switzerland', materials: ['ceramic', 'wood'], isNew: true,
      note: tx('Zwei Kilo Platz, Holzdeckel mit Silikonring.', 'Room for two kilos, with a wooden lid and silicone seal.', 'Contient deux kilos, couvercle en bois avec joint en silicone.') },
    { key: 'pasta-jar-tall', name: tx('Pastaglas hoch', 'Tall pasta jar', 'Bocal à pâtes haut'), label: 'Pastaglas', price: 19.9, amount: 1, origin: 'italy', materials: ['glass', 'bamboo'], soldOut: true,
      note: tx('30 cm hoch, passend für Spaghetti in voller Länge.', '30 cm tall, fits full-length spaghetti.', '30 cm de haut, pour des spaghettis entiers.') },
  ],
};

export const storageFresh: LeafSpec = {
  category: 'storage-fresh', family: 'storage', tax: 'standard', maker: 'rigi', ...piece, delivery: 'twoToFourDays', dims: [200, 20, 250],
  noun: tx('Frischhaltehelfer', 'Keep-fresh helper', 'Aide à la conservation'), story: [
    tx('{maker} verzichtet auf Einwegplastik und setzt auf waschbare Materialien.', '{maker} avoids single-use plastic and uses washable materials.', '{maker} renonce au plastique jetable au profit de matières lavables.'),
    tx('Genäht {in}, im Auftrag von {maker}.', 'Sewn {in} on behalf of {maker}.', 'Cousu {in} pour le compte de {maker}.'),
  ],
  uses: [
    tx('Mit kaltem Wasser und milder Seife waschen.', 'Wash with cold water and mild soap.', 'Laver à l’eau froide avec un savon doux.'),
    tx('Hält Brot, Käse und Gemüse länger frisch.', 'Keeps bread, cheese and vegetables fresh for longer.', 'Garde le pain, le fromage et les légumes frais plus longtemps.'),
  ],
  items: [
    { key: 'beeswax-wraps', name: tx('Bienenwachstücher 3er-Set', 'Beeswax wraps set of 3', 'Set de 3 emballages à la cire d’abeille'), label: 'Wachstücher', price: 24.9, amount: 3, origin: 'emmental', materials: ['cotton'], topseller: true, tiers: true,
      note: tx('Baumwolle mit Emmentaler Bienenwachs, Jojobaöl und Baumharz.', 'Cotton with Emmental beeswax, jojoba oil and tree resin.', 'Coton enduit de cire d’abeille de l’Emmental, d’huile de jojoba et de résine.') },
    { key: 'bread-bag-linen', name: tx('Brotbeutel Leinen', 'Linen bread bag', 'Sac à pain en lin'), label: 'Brotbeutel', price: 19.9, amount: 1, origin: 'switzerland', materials: ['linen'],
      variants: { group: 'colour', options: [{ key: 'natural' }, { key: 'sage' }, { key: 'blue' }] },
      note: tx('Atmungsaktives Leinen mit Kordelzug für einen Laib oder Zopf.', 'Breathable linen with a drawstring for one loaf or plait.', 'Lin respirant avec cordon pour une miche ou une tresse.') },
    { key: 'cheese-paper', name: tx('Käsepapier 20 Bogen', 'Cheese paper 20 sheets', 'Papier à fromage 20 feuilles'), label: 'Käsepapier', price: 9.5, amount: 20, origin: 'france', materials: ['paper'], listPrice: 11.5,
      note: tx('Zweischichtiges Papier, das Käse atmen lässt und Feuchtigkeit hält.', 'Two-layer paper that lets cheese breathe while holding moisture.', 'Papier double couche qui laisse respirer le fromage tout en gardant l’humidité.') },
    { key: 'glass-lunchbox', name: tx('Glas-Lunchbox', 'Glass lunch box', 'Lunchbox en verre'), label: 'Lunchbox', price: 22, amount: 1, origin: 'germany', materials: ['glass', 'bamboo'], isNew: true,
      note: tx('Ofenfestes Borosilikatglas mit Bambusdeckel, 0,8 Liter.', 'Oven-safe borosilicate glass with a bamboo lid, 0.8 litres.', 'Verre borosilicaté allant au four avec couvercle en bambou, 0,8 litre.') },
    { key: 'silicone-lids', name: tx('Silikon-Stretchdeckel 6 Stück', 'Silicone stretch lids 6 pieces', 'Couvercles extensibles en silicone 6 pièces'), label: 'Stretchdeckel', price: 14.9, amount: 6, origin: 'switzerland', materials: ['silicone'],
      note: tx('Sechs Grössen von 6 bis 21 cm für Schüsseln, Dosen und halbe Melonen.', 'Six sizes from 6 to 21 cm for bowls, tins and half melons.', 'Six tailles de 6 à 21 cm pour bols, boîtes et demi-melons.') },
    { key: 'produce-bags', name: tx('Gemüsenetze 5er-Set', 'Produce bags set of 5', 'Set de 5 filets à légumes'), label: 'Gemüsenetze', price: 12.9, amount: 5, origin: 'switzerland', materials: ['cotton'], lowStock: true,
      note: tx('Leichte Netze aus Bio-Baumwolle für Markt und Kühlschrank.', 'Light organic cotton nets for the market and the fridge.', 'Filets légers en coton bio pour le marché et le réfrigérateur.') },
  ],
};

const cleaningStory = [
  tx('{maker} siedet in Zürich aus pflanzlichen Ölen und füllt in Nachfüllflaschen ab.', '{maker} makes it in Zurich from plant oils and fills it into refillable bottles.', '{maker} le fabrique à Zurich à partir d’huiles végétales et le conditionne en flacons rechargeables.'),
  tx('Vollständig biologisch abbaubar, hergestellt von {maker}.', 'Fully biodegradable, made by {maker}.', 'Entièrement biodégradable, fabriqué par {maker}.'),
];
const cleaningUses = [
  tx('Die leere Flasche nehmen wir im Laden zurück und füllen sie wieder auf.', 'Bring the empty bottle to our shop and we refill it.', 'Rapportez le flacon vide au magasin, nous le remplissons.'),
  tx('Von Kindern fernhalten.', 'Keep out of the reach of children.', 'Tenir hors de portée des enfants.'),
];

export const cleaningDishes: LeafSpec = {
  category: 'cleaning-dishes', family: 'cleaning', tax: 'standard', maker: 'limmatperle', unit: 'ml', delivery: 'twoToFourDays', dims: [70, 220, 70],
  pack: tx('Flasche', 'bottle', 'flacon'), packPlural: tx('Flaschen', 'bottles', 'flacons'), noun: tx('Abwaschmittel', 'Washing-up product', 'Produit vaisselle'),
  diets: ['vegan'], story: cleaningStory, uses: cleaningUses,
  items: [
    { key: 'dish-soap-lemon', name: tx('Abwaschmittel Zitrone', 'Lemon washing-up liquid', 'Liquide vaisselle citron'), label: 'Abwasch Zitrone', price: 5.9, amount: 500, origin: 'zurich', topseller: true, tiers: true,
      variants: { group: 'size', options: [{ key: '0.5l', amount: 500 }, { key: '1l', amount: 1000, factor: 1.7 }] },
      note: tx('Löst Fett kraftvoll, duftet nach sizilianischer Zitrone.', 'Cuts grease powerfully and smells of Sicilian lemon.', 'Dégraisse efficacement et sent le citron de Sicile.') },
    { key: 'dishwasher-tabs', unit: 'piece', pack: tx('Packung', 'pack', 'paquet'), packPlural: tx('Packungen', 'packs', 'paquets'), name: tx('Geschirrspüler-Tabs 40 Stück', 'Dishwasher tabs 40 pieces', 'Tablettes lave-vaisselle 40 pièces'), label: 'Tabs', price: 14.9, amount: 40, origin: 'zurich', listPrice: 17.9,
      note: tx('Phosphatfrei in wasserlöslicher Folie, wirksam schon ab 40 °C.', 'Phosphate-free in a water-soluble film, effective from 40 °C.', 'Sans phosphate dans un film hydrosoluble, efficaces dès 40 °C.') },
    { key: 'dish-brush', unit: 'piece', pack: tx('Stück', 'piece', 'pièce'), packPlural: tx('Stück', 'pieces', 'pièces'), name: tx('Spülbürste Buche', 'Beech dish brush', 'Brosse à vaisselle en hêtre'), label: 'Spülbürste', price: 8.9, amount: 1, origin: 'germany', materials: ['wood'],
      note: tx('Buchenholzgriff mit Agavenfasern und austauschbarem Kopf.', 'A beech handle with agave fibres and a replaceable head.', 'Manche en hêtre, fibres d’agave et tête remplaçable.') },
    { key: 'sponge-cloths', unit: 'piece', pack: tx('Stück', 'piece', 'pièce'), packPlural: tx('Stück', 'pieces', 'pièces'), name: tx('Schwammtücher 5 Stück', 'Sponge cloths 5 pieces', 'Lavettes éponges 5 pièces'), label: 'Schwammtücher', price: 7.5, amount: 5, origin: 'germany', materials: ['cotton'], isNew: true,
      note: tx('Aus Zellulose und Baumwolle, kompostierbar und waschbar bei 60 °C.', 'Made of cellulose and cotton, compostable and washable at 60 °C.', 'En cellulose et coton, compostables et lavables à 60 °C.') },
    { key: 'tea-towels', unit: 'piece', pack: tx('Stück', 'piece', 'pièce'), packPlural: tx('Stück', 'pieces', 'pièces'), name: tx('Geschirrtücher Leinen 2 Stück', 'Linen tea towels 2 pieces', 'Torchons en lin 2 pièces'), label: 'Geschirrtücher', price: 29, amount: 2, origin: 'stgallen', materials: ['linen'],
      variants: { group: 'colour', options: [{ key: 'natural' }, { key: 'red' }, { key: 'blue' }, { key: 'mustard' }] },
      note: tx('Halbleinen aus dem Toggenburg, saugfähig und fusselfrei.', 'Half-linen from the Toggenburg, absorbent and lint-free.', 'Mi-lin du Toggenburg, absorbant et sans peluches.') },
    { key: 'pot-scraper', unit: 'piece', pack: tx('Stück', 'piece', 'pièce'), packPlural: tx('Stück', 'pieces', 'pièces'), name: tx('Topfschaber Set', 'Pan scraper set', 'Set de grattoirs à casseroles'), label: 'Topfschaber', price: 9.9, amount: 3, origin: 'switzerland', materials: ['plastic'], soldOut: true,
      note: tx('Drei Schaber aus Recycling-Kunststoff für Gusseisen und Emaille.', 'Three recycled plastic scrapers for cast iron and enamel.', 'Trois grattoirs en plastique recyclé pour la fonte et l’émail.') },
  ],
};

export const cleaningHome: LeafSpec = {
  category: 'cleaning-home', family: 'cleaning', tax: 'standard', maker: 'limmatperle', unit: 'ml', delivery: 'twoToFourDays', dims: [80, 260, 80],
  pack: tx('Flasche', 'bottle', 'flacon'), packPlural: tx('Flaschen', 'bottles', 'flacons'), noun: tx('Reiniger', 'Cleaner', 'Nettoyant'),
  diets: ['vegan'], story: cleaningStory, uses: cleaningUses,
  items: [
    { key: 'cleaner-all-purpose', name: tx('Allzweckreiniger Lavendel', 'Lavender all-purpose cleaner', 'Nettoyant multi-usages lavande'), label: 'Allzweck', price: 6.9, amount: 750, origin: 'zurich', topseller: true, tiers: true,
      note: tx('Für Böden, Fronten und Arbeitsflächen, mit ätherischem Lavendelöl.', 'For floors, fronts and worktops, with lavender essential oil.', 'Pour sols, façades et plans de travail, à l’huile essentielle de lavande.') },
    { key: 'cleaner-vinegar', name: tx('Essigreiniger Apfel', 'Apple vinegar cleaner', 'Nettoyant au vinaigre de pomme'), label: 'Essigreiniger', price: 5.5, amount: 750, origin: 'thurgau',
      note: tx('Entkalkt Armaturen und Wasserkocher mit Thurgauer Apfelessig.', 'Descales taps and kettles with Thurgau apple vinegar.', 'Détartre robinets et bouilloires au vinaigre de pomme de Thurgovie.') },
    { key: 'cleaner-bathroom', name: tx('Badreiniger Minze', 'Mint bathroom cleaner', 'Nettoyant salle de bain menthe'), label: 'Bad Minze', price: 7.5, amount: 500, origin: 'zurich', listPrice: 8.9,
      note: tx('Mit Zitronensäure gegen Kalk und Seifenreste.', 'With citric acid against limescale and soap residue.', 'À l’acide citrique contre le calcaire et les résidus de savon.') },
    { key: 'cleaner-refill-5l', name: tx('Allzweckreiniger Nachfüllkanister 5 l', 'All-purpose refill canister 5 l', 'Bidon de recharge multi-usages 5 l'), label: 'Nachfüll 5 l', price: 34, amount: 5000, origin: 'zurich', maxPurchase: 4, delivery: 'threeToFiveDays', weight: 5.3,
      note: tx('Füllt sieben Sprühflaschen und spart Verpackung.', 'Refills seven spray bottles and saves packaging.', 'Remplit sept flacons pulvérisateurs et économise l’emballage.') },
    { key: 'laundry-soap', name: tx('Waschmittel flüssig Sensitiv', 'Sensitive liquid detergent', 'Lessive liquide sensitive'), label: 'Waschmittel', price: 16.9, amount: 1500, origin: 'zurich', isNew: true,
      note: tx('Ohne Duft- und Farbstoffe, für 30 Waschgänge.', 'Free from fragrance and dyes, for 30 washes.', 'Sans parfum ni colorant, pour 30 lavages.') },
    { key: 'floor-soap', name: tx('Schmierseife für Holzböden', 'Soft soap for wooden floors', 'Savon noir pour parquets'), label: 'Schmierseife', price: 12.5, amount: 1000, origin: 'zurich', lowStock: true,
      note: tx('Reinigt und pflegt geölte Parkett- und Dielenböden.', 'Cleans and nourishes oiled parquet and plank floors.', 'Nettoie et nourrit les parquets et planchers huilés.') },
  ],
};

const digitalStory = [
  tx('Herausgegeben von {maker}, mit Rezepten aus unserer Testküche in Bern.', 'Published by {maker}, with recipes from our test kitchen in Bern.', 'Édité par {maker}, avec des recettes de notre cuisine d’essai à Berne.'),
  tx('{maker} aktualisiert die Inhalte jedes Jahr, Updates erhalten Sie kostenlos.', '{maker} updates the content every year; you receive updates for free.', '{maker} met à jour le contenu chaque année ; les mises à jour sont gratuites.'),
];

export const digitalEbooks: LeafSpec = {
  category: 'digital-ebooks', family: 'digital', tax: 'reduced', maker: 'gipfel', ...piece, delivery: 'oneDay', dims: [0, 0, 0],
  noun: tx('E-Book', 'E-book', 'Livre numérique'), story: digitalStory, uses: [
    tx('Sofort nach der Zahlung als PDF in Ihrem Konto herunterladbar.', 'Downloadable as a PDF from your account right after payment.', 'Téléchargeable en PDF depuis votre compte dès le paiement.'),
  ],
  items: [
    { key: 'ebook-fondue', name: tx('E-Book: Fondue & Raclette', 'E-book: Fondue & raclette', 'Livre numérique : Fondue & raclette'), label: 'E-Book Fondue', price: 14.9, amount: 1, origin: 'switzerland', topseller: true,
      note: tx('32 Rezepte von der klassischen Moitié-Moitié bis zum Tomatenfondue.', '32 recipes from classic moitié-moitié to tomato fondue.', '32 recettes de la moitié-moitié classique à la fondue à la tomate.') },
    { key: 'ebook-baking', name: tx('E-Book: Zopf, Brot & Guetzli', 'E-book: Plaits, bread & biscuits', 'Livre numérique : Tresse, pain & biscuits'), label: 'E-Book Backen', price: 16.9, amount: 1, origin: 'switzerland', isNew: true,
      note: tx('Schritt-für-Schritt-Fotos zum Flechten und 45 Rezepte für das ganze Jahr.', 'Step-by-step plaiting photos and 45 recipes for the whole year.', 'Photos pas à pas pour tresser et 45 recettes pour toute l’année.') },
    { key: 'ebook-chocolate', name: tx('E-Book: Schoggi-Desserts', 'E-book: Chocolate desserts', 'Livre numérique : Desserts au chocolat'), label: 'E-Book Schoggi', price: 12.9, amount: 1, origin: 'switzerland', listPrice: 16.9,
      note: tx('Mousse, Fondant und Truffes, dazu eine Anleitung zum Temperieren.', 'Mousse, fondant and truffles, plus a guide to tempering.', 'Mousse, fondant et truffes, avec un guide du tempérage.') },
  ],
};

export const digitalCourses: LeafSpec = {
  category: 'digital-courses', family: 'digital', tax: 'standard', maker: 'gipfel', ...piece, delivery: 'oneDay', dims: [0, 0, 0],
  noun: tx('Online-Kurs', 'Online course', 'Cours en ligne'), story: digitalStory, uses: [
    tx('Zugangsdaten und Kursunterlagen erhalten Sie als PDF direkt nach dem Kauf.', 'You receive your access details and course notes as a PDF right after purchase.', 'Vous recevez vos accès et le support de cours en PDF dès l’achat.'),
  ],
  items: [
    { key: 'course-knife-skills', name: tx('Online-Kurs: Messertechnik', 'Online course: Knife skills', 'Cours en ligne : Techniques de couteau'), label: 'Kurs Messer', price: 39, amount: 1, origin: 'switzerland',
      note: tx('Sechs Videolektionen vom Zwiebelwürfeln bis zum Filetieren.', 'Six video lessons from dicing onions to filleting.', 'Six leçons vidéo, de la ciselure d’oignon au filetage.') },
    { key: 'course-sourdough', name: tx('Online-Kurs: Sauerteig', 'Online course: Sourdough', 'Cours en ligne : Levain'), label: 'Kurs Sauerteig', price: 49, amount: 1, origin: 'switzerland', isNew: true,
      note: tx('Vom eigenen Anstellgut bis zum Walliser Roggenbrot in vier Wochen.', 'From your own starter to Valais rye bread in four weeks.', 'De votre propre levain au pain de seigle valaisan en quatre semaines.') },
    { key: 'course-chocolate', name: tx('Online-Kurs: Pralinés selber machen', 'Online course: Make your own pralines', 'Cours en ligne : Pralinés maison'), label: 'Kurs Pralinés', price: 59, amount: 1, origin: 'switzerland', maxPurchase: 1,
      note: tx('Mit unserer Chocolatière Ganache, Hohlkörper und Dekor meistern.', 'Master ganache, shells and decoration with our chocolatier.', 'Maîtrisez ganache, coques et décor avec notre chocolatière.') },
  ],
};

export const HOUSEHOLD_SPECS: LeafSpec[] = [kitchenPans, kitchenKnives, kitchenTools, storageJars, storageFresh, cleaningDishes, cleaningHome];
export const DIGITAL_SPECS: LeafSpec[] = [digitalEbooks, digitalCourses];
