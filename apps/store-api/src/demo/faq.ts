import { tx } from './catalogue-spec';
import type { DemoFaqEntry, ProductFamily, Translated } from './types';
import { demoId, hashNumber } from './util';

/** Frequently asked questions per family; some products show two or three of them. */
const POOLS: Partial<Record<ProductFamily, [Translated, Translated][]>> = {
  pans: [
    [tx('Ist die Pfanne induktionstauglich?', 'Does the pan work on induction?', 'La poêle est-elle compatible induction ?'), tx('Ja, der ferromagnetische Boden funktioniert auf allen Herdarten, auch auf Induktion.', 'Yes, the ferromagnetic base works on all hobs, including induction.', 'Oui, le fond ferromagnétique fonctionne sur tous les feux, induction comprise.')],
    [tx('Wie brenne ich die Pfanne ein?', 'How do I season the pan?', 'Comment culotter la poêle ?'), tx('Dünn mit Rapsöl einreiben und eine Stunde bei 220 °C in den Ofen stellen; zwei- bis dreimal wiederholen.', 'Rub thinly with rapeseed oil and bake for an hour at 220 °C; repeat two or three times.', 'Frotter finement à l’huile de colza et passer une heure au four à 220 °C ; répéter deux ou trois fois.')],
    [tx('Darf die Pfanne in die Spülmaschine?', 'Can the pan go in the dishwasher?', 'La poêle va-t-elle au lave-vaisselle ?'), tx('Bitte nicht: Heisses Wasser und eine Bürste genügen, danach gut trocknen.', 'Please do not: hot water and a brush are enough, then dry well.', 'Non : de l’eau chaude et une brosse suffisent, puis bien sécher.')],
  ],
  knives: [
    [tx('Wie oft muss ich das Messer schleifen?', 'How often should I sharpen the knife?', 'À quelle fréquence aiguiser le couteau ?'), tx('Bei täglichem Gebrauch etwa zweimal im Jahr auf dem Stein, dazwischen mit dem Wetzstahl abziehen.', 'With daily use about twice a year on a stone, honing on a steel in between.', 'En usage quotidien, environ deux fois par an sur pierre, avec un fusil entre-temps.')],
    [tx('Ist der Griff spülmaschinenfest?', 'Is the handle dishwasher-safe?', 'Le manche va-t-il au lave-vaisselle ?'), tx('Nein, Holz und Klinge danken es Ihnen, wenn Sie von Hand spülen.', 'No, the wood and blade will thank you for washing by hand.', 'Non, le bois et la lame vous remercieront de les laver à la main.')],
  ],
  cheese: [
    [tx('Wie wird der Käse verschickt?', 'How is the cheese shipped?', 'Comment le fromage est-il expédié ?'), tx('Vakuumiert in einer Isolierbox mit Kühlelement, damit er frisch ankommt.', 'Vacuum-packed in an insulated box with an ice pack so it arrives fresh.', 'Sous vide dans une boîte isotherme avec un pain de glace pour qu’il arrive frais.')],
    [tx('Ist der Käse laktosefrei?', 'Is the cheese lactose-free?', 'Le fromage est-il sans lactose ?'), tx('Lange gereifte Hartkäse enthalten von Natur aus praktisch keine Laktose mehr.', 'Long-ripened hard cheeses are naturally practically free of lactose.', 'Les fromages à pâte dure longuement affinés ne contiennent pratiquement plus de lactose.')],
    [tx('Kann ich den Käse einfrieren?', 'Can I freeze the cheese?', 'Puis-je congeler le fromage ?'), tx('Gerieben für Fondue oder Gratin ja, am Stück leidet die Textur.', 'Grated for fondue or gratin yes; in a piece the texture suffers.', 'Râpé pour la fondue ou le gratin oui ; en morceau la texture en souffre.')],
  ],
  coffee: [
    [tx('Wann wurde der Kaffee geröstet?', 'When was the coffee roasted?', 'Quand le café a-t-il été torréfié ?'), tx('Wir rösten jeden Dienstag und Freitag; Ihr Kaffee ist bei Versand höchstens vier Tage alt.', 'We roast every Tuesday and Friday; your coffee is at most four days old when shipped.', 'Nous torréfions le mardi et le vendredi ; votre café a au plus quatre jours à l’expédition.')],
    [tx('Für welche Zubereitung eignet er sich?', 'Which brewing method suits it?', 'Pour quelle préparation convient-il ?'), tx('Die Bohnen passen in jede Mühle; auf Wunsch mahlen wir sie im Laden für Sie.', 'The beans suit any grinder; on request we grind them for you in the shop.', 'Les grains conviennent à tous les moulins ; sur demande, nous les moulons au magasin.')],
  ],
  chocolate: [
    [tx('Enthält die Schokolade Spuren von Nüssen?', 'May the chocolate contain traces of nuts?', 'Le chocolat peut-il contenir des traces de noix ?'), tx('Ja, in unserer Manufaktur werden Haselnüsse und Mandeln verarbeitet.', 'Yes, hazelnuts and almonds are processed in our workshop.', 'Oui, des noisettes et des amandes sont travaillées dans notre atelier.')],
    [tx('Wird die Schokolade im Sommer gekühlt verschickt?', 'Is chocolate shipped chilled in summer?', 'Le chocolat est-il expédié au frais en été ?'), tx('Von Juni bis August verschicken wir Schokolade mit Kühlelement.', 'From June to August we ship chocolate with an ice pack.', 'De juin à août, nous expédions le chocolat avec un pain de glace.')],
  ],
  digital: [
    [tx('Wie erhalte ich den Download?', 'How do I get the download?', 'Comment recevoir le téléchargement ?'), tx('Nach der Zahlung finden Sie die Datei in Ihrem Konto unter Bestellungen.', 'After payment you will find the file in your account under orders.', 'Après le paiement, le fichier se trouve dans votre compte, sous Commandes.')],
    [tx('Kann ich vom Kauf zurücktreten?', 'Can I withdraw from the purchase?', 'Puis-je annuler l’achat ?'), tx('Mit dem Download verzichten Sie auf das Widerrufsrecht für digitale Inhalte.', 'By downloading you waive the right of withdrawal for digital content.', 'En téléchargeant, vous renoncez au droit de rétractation pour les contenus numériques.')],
  ],
  tools: [
    [tx('Gibt es Ersatzteile?', 'Are spare parts available?', 'Existe-t-il des pièces de rechange ?'), tx('Ja, Griffe und Dichtungen können Sie bei uns einzeln nachbestellen.', 'Yes, you can reorder handles and seals individually from us.', 'Oui, vous pouvez recommander poignées et joints séparément.')],
  ],
};

/** FAQ entries of a product: about half of the products of a family with a pool get some. */
export function faqForProduct(productKey: string, family: ProductFamily, force = false): DemoFaqEntry[] {
  const pool = POOLS[family];
  if (!pool || (!force && hashNumber(`faq:${productKey}`) % 2 === 1)) return [];
  const count = Math.min(pool.length, 1 + (hashNumber(`faq-count:${productKey}`) % 3));
  return pool.slice(0, count).map(([question, answer], index) => ({
    id: demoId('product-faq', `${productKey}:${index}`),
    position: index + 1,
    question,
    answer,
  }));
}
