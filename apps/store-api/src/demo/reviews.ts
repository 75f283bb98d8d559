import { LANGUAGE_IDS } from '../ids';
import type { DemoLocale, DemoReview, ProductFamily } from './types';
import { daysBeforeReference, demoId, hashNumber, pick, slugify } from './util';

/** Generated customer reviews: 0 to 5 per product, mixed languages, some pending, some answered. */

const LANGUAGE_BY_LOCALE: Record<DemoLocale, string> = {
  de: LANGUAGE_IDS['de-DE'],
  en: LANGUAGE_IDS['en-GB'],
  fr: LANGUAGE_IDS['fr-CH'],
};

const REVIEWERS: Record<DemoLocale, string[]> = {
  de: ['Ursula Brunner', 'Reto Gerber', 'Sandra Keller', 'Beat Zürcher', 'Monika Baumann', 'Lukas Frei', 'Andrea Schmid', 'Thomas Hänni'],
  en: ['Emily Carter', 'James Whitfield', 'Priya Sharma', 'Oliver Grant', 'Hannah Lewis', 'Daniel Moore'],
  fr: ['Claire Rochat', 'Julien Favre', 'Nathalie Mottier', 'Pascal Berset', 'Sophie Perrin', 'Yves Chappuis'],
};

type Lines = { title: string; content: string }[];

/** Generic texts per rating; `{name}` is the product name. */
const TEXTS: Record<DemoLocale, Record<1 | 2 | 3 | 4 | 5, Lines>> = {
  de: {
    5: [
      { title: 'Einfach top', content: '{name} hat mich voll überzeugt. Ich bestelle bestimmt wieder.' },
      { title: 'Genau wie beschrieben', content: 'Schnelle Lieferung, gut verpackt und die Qualität stimmt. Klare Empfehlung!' },
      { title: 'Unser neuer Favorit', content: 'Seit wir {name} haben, wollen wir nichts anderes mehr. Die ganze Familie ist begeistert.' },
    ],
    4: [
      { title: 'Sehr gut', content: 'Qualität und Geschmack sind super, der Preis ist etwas hoch, aber fair.' },
      { title: 'Fast perfekt', content: '{name} ist sehr gut. Einen Stern Abzug, weil die Lieferung einen Tag länger dauerte.' },
    ],
    3: [
      { title: 'Ganz ok', content: 'Solide, aber nicht ganz so besonders, wie ich erwartet hatte.' },
      { title: 'Geschmackssache', content: 'Für mich in Ordnung, meinem Partner war es zu intensiv.' },
    ],
    2: [{ title: 'Nicht mein Fall', content: 'Leider hat mich {name} nicht überzeugt. Die Verpackung war aber tadellos.' }],
    1: [{ title: 'Enttäuscht', content: 'Bei mir kam die Ware beschädigt an. Schade.' }],
  },
  en: {
    5: [
      { title: 'Absolutely love it', content: '{name} is excellent. I will definitely order again.' },
      { title: 'Exactly as described', content: 'Fast delivery, nicely packed and great quality. Highly recommended!' },
    ],
    4: [
      { title: 'Very good', content: 'Great quality; a little pricey but worth it.' },
      { title: 'Nearly perfect', content: 'Really happy with {name}. One star off because delivery took a day longer than expected.' },
    ],
    3: [{ title: 'Decent', content: 'Solid, but not quite as special as I had hoped.' }],
    2: [{ title: 'Not for me', content: '{name} did not win me over, although the packaging was perfect.' }],
    1: [{ title: 'Disappointed', content: 'My parcel arrived damaged. A shame.' }],
  },
  fr: {
    5: [
      { title: 'Excellent', content: '{name} m’a entièrement convaincu. Je recommanderai sans hésiter.' },
      { title: 'Conforme à la description', content: 'Livraison rapide, emballage soigné et qualité au rendez-vous. Je recommande !' },
    ],
    4: [
      { title: 'Très bien', content: 'Très bonne qualité, un peu cher mais cela en vaut la peine.' },
      { title: 'Presque parfait', content: '{name} est très bien. Une étoile de moins car la livraison a pris un jour de plus.' },
    ],
    3: [{ title: 'Correct', content: 'Bien, mais pas aussi exceptionnel que je l’espérais.' }],
    2: [{ title: 'Pas pour moi', content: '{name} ne m’a pas convaincu, même si l’emballage était impeccable.' }],
    1: [{ title: 'Déçu', content: 'Mon colis est arrivé abîmé. Dommage.' }],
  },
};

const REPLIES: Record<DemoLocale, { good: string; bad: string }> = {
  de: {
    good: 'Herzlichen Dank für Ihre Bewertung! Es freut uns sehr, dass es Ihnen schmeckt und gefällt. Ihr Gipfel-Team',
    bad: 'Das tut uns leid! Bitte melden Sie sich bei unserem Kundendienst, wir finden eine Lösung. Ihr Gipfel-Team',
  },
  en: {
    good: 'Thank you so much for your review! We are delighted you enjoy it. Your Gipfel team',
    bad: 'We are sorry to hear that! Please contact our customer service and we will find a solution. Your Gipfel team',
  },
  fr: {
    good: 'Merci beaucoup pour votre avis ! Nous sommes ravis que le produit vous plaise. Votre équipe Gipfel',
    bad: 'Nous en sommes désolés ! Contactez notre service clientèle, nous trouverons une solution. Votre équipe Gipfel',
  },
};

const REVIEW_COUNTS = [0, 1, 2, 3, 3, 4, 5, 2, 0, 5];
const POINTS: (1 | 2 | 3 | 4 | 5)[] = [5, 5, 4, 5, 4, 3, 5, 4, 2, 5, 4, 1];
const LOCALES: DemoLocale[] = ['de', 'de', 'de', 'fr', 'en', 'fr', 'de', 'en'];

/** The reviews of one product (deterministic from its key). */
export function reviewsForProduct(productKey: string, productId: string, name: Record<DemoLocale, string>, _family: ProductFamily): DemoReview[] {
  const count = REVIEW_COUNTS[hashNumber(`reviews:${productKey}`) % REVIEW_COUNTS.length] ?? 0;
  return Array.from({ length: count }, (_, index) => {
    const seed = `${productKey}:${index}`;
    const locale = pick(LOCALES, `locale:${seed}`);
    const points = pick(POINTS, `points:${seed}`);
    const text = pick(TEXTS[locale][points], `text:${seed}`);
    const user = pick(REVIEWERS[locale], `user:${seed}`);
    const status = hashNumber(`status:${seed}`) % 6 !== 0;
    const replies = hashNumber(`reply:${seed}`) % 4 === 0 || points <= 2;
    return {
      id: demoId('product-review', seed),
      productId,
      languageId: LANGUAGE_BY_LOCALE[locale],
      locale,
      title: text.title,
      content: text.content.replace('{name}', name[locale]),
      points,
      status,
      comment: status && replies ? REPLIES[locale][points >= 4 ? 'good' : 'bad'] : null,
      externalUser: user,
      externalEmail: `${slugify(user, locale).toLowerCase()}@example.ch`,
      createdAt: daysBeforeReference(3 + (hashNumber(`date:${seed}`) % 360), 8 + (index % 10)),
    };
  });
}

/** Average points of the approved reviews, rounded to two decimals; null without any. */
export function ratingAverage(reviews: readonly DemoReview[]): number | null {
  const approved = reviews.filter((review) => review.status);
  if (approved.length === 0) return null;
  return Math.round((approved.reduce((sum, review) => sum + review.points, 0) / approved.length) * 100) / 100;
}
