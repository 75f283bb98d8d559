import {
  CANTON_CODES,
  CANTON_IDS,
  COUNTRY_IDS,
  DELIVERY_TIME_IDS,
  PAYMENT_METHOD_IDS,
  SALUTATION_IDS,
  SHIPPING_METHOD_IDS,
  TAX_IDS,
  type CantonCode,
} from '../ids';
import type {
  DemoCountry,
  DemoDeliveryTime,
  DemoPaymentMethod,
  DemoSalutation,
  DemoShippingMethod,
  DemoTax,
  DemoUnit,
  TaxKey,
  UnitKey,
} from './types';
import { demoId, t } from './util';

/** Orders from this gross value (in francs) ship free with the standard and express methods. */
export const FREE_SHIPPING_THRESHOLD_CHF = 100;
/** The same threshold for orders in euros. */
export const FREE_SHIPPING_THRESHOLD_EUR = 105;

/** Swiss VAT: 2.6 % on food, drinks and books, 8.1 % on everything else (since 2024). */
export const TAX_RATES: Record<TaxKey, number> = { reduced: 2.6, standard: 8.1 };

export const demoTaxes: DemoTax[] = [
  { id: TAX_IDS.standard, key: 'standard', taxRate: TAX_RATES.standard, position: 1, name: t('Normalsatz 8,1 %', 'Standard rate 8.1%', 'Taux normal 8,1 %') },
  { id: TAX_IDS.reduced, key: 'reduced', taxRate: TAX_RATES.reduced, position: 2, name: t('Reduzierter Satz 2,6 %', 'Reduced rate 2.6%', 'Taux réduit 2,6 %') },
];

export const UNIT_IDS: Record<UnitKey, string> = {
  g: demoId('unit', 'g'),
  kg: demoId('unit', 'kg'),
  ml: demoId('unit', 'ml'),
  l: demoId('unit', 'l'),
  piece: demoId('unit', 'piece'),
};

export const demoUnits: DemoUnit[] = [
  { id: UNIT_IDS.g, key: 'g', shortCode: t('g', 'g', 'g'), name: t('Gramm', 'gram', 'gramme') },
  { id: UNIT_IDS.kg, key: 'kg', shortCode: t('kg', 'kg', 'kg'), name: t('Kilogramm', 'kilogram', 'kilogramme') },
  { id: UNIT_IDS.ml, key: 'ml', shortCode: t('ml', 'ml', 'ml'), name: t('Milliliter', 'millilitre', 'millilitre') },
  { id: UNIT_IDS.l, key: 'l', shortCode: t('l', 'l', 'l'), name: t('Liter', 'litre', 'litre') },
  { id: UNIT_IDS.piece, key: 'piece', shortCode: t('Stk.', 'pc.', 'pce'), name: t('Stück', 'piece', 'pièce') },
];

export const DEMO_DELIVERY_TIME_IDS = {
  ...DELIVERY_TIME_IDS,
  threeToFiveDays: demoId('delivery-time', '3-5'),
  oneToTwoWeeks: demoId('delivery-time', '7-14'),
  immediate: demoId('delivery-time', '0-0'),
} as const;

export const demoDeliveryTimes: DemoDeliveryTime[] = [
  { id: DELIVERY_TIME_IDS.oneToThreeDays, key: '1-3', min: 1, max: 3, unit: 'day', name: t('1-3 Tage', '1-3 days', '1-3 jours') },
  { id: DELIVERY_TIME_IDS.oneDay, key: '1-1', min: 1, max: 1, unit: 'day', name: t('1 Tag', '1 day', '1 jour') },
  { id: DELIVERY_TIME_IDS.twoToFourDays, key: '2-4', min: 2, max: 4, unit: 'day', name: t('2-4 Tage', '2-4 days', '2-4 jours') },
  { id: DEMO_DELIVERY_TIME_IDS.threeToFiveDays, key: '3-5', min: 3, max: 5, unit: 'day', name: t('3-5 Tage', '3-5 days', '3-5 jours') },
  { id: DEMO_DELIVERY_TIME_IDS.oneToTwoWeeks, key: '7-14', min: 7, max: 14, unit: 'day', name: t('1-2 Wochen', '1-2 weeks', '1-2 semaines') },
  { id: DEMO_DELIVERY_TIME_IDS.immediate, key: '0-0', min: 0, max: 0, unit: 'day', name: t('Sofort per Download', 'Instant download', 'Téléchargement immédiat') },
];

export const demoSalutations: DemoSalutation[] = [
  { id: SALUTATION_IDS.mr, key: 'mr', position: 1, displayName: t('Herr', 'Mr.', 'Monsieur'), letterName: t('Sehr geehrter Herr', 'Dear Mr.', 'Cher Monsieur') },
  { id: SALUTATION_IDS.mrs, key: 'mrs', position: 2, displayName: t('Frau', 'Mrs.', 'Madame'), letterName: t('Sehr geehrte Frau', 'Dear Mrs.', 'Chère Madame') },
  {
    id: SALUTATION_IDS.not_specified,
    key: 'not_specified',
    position: 3,
    displayName: t('Keine Angabe', 'Not specified', 'Non spécifié'),
    letterName: t('Guten Tag', 'Hello', 'Bonjour'),
  },
];

export const demoShippingMethods: DemoShippingMethod[] = [
  {
    id: SHIPPING_METHOD_IDS.standard,
    key: 'standard',
    technicalName: 'shipping_standard',
    name: t('Standardversand (A-Post)', 'Standard shipping (A-Post)', 'Envoi standard (Courrier A)'),
    description: t(
      'Paket mit der Schweizerischen Post als A-Post, Zustellung in 1-3 Werktagen. Ab CHF 100 versandkostenfrei.',
      'Parcel with Swiss Post priority (A-Post), delivered in 1-3 working days. Free from CHF 100.',
      'Colis en Courrier A avec La Poste, livré en 1 à 3 jours ouvrables. Gratuit dès CHF 100.',
    ),
    deliveryTimeId: DELIVERY_TIME_IDS.oneToThreeDays,
    prices: { CHF: 7.9, EUR: 8.5 },
    freeFrom: { CHF: FREE_SHIPPING_THRESHOLD_CHF, EUR: FREE_SHIPPING_THRESHOLD_EUR },
    taxType: 'auto',
    position: 1,
    active: true,
    trackingUrl: 'https://service.post.ch/ekp-web/ui/entry/search/%s',
  },
  {
    id: SHIPPING_METHOD_IDS.express,
    key: 'express',
    technicalName: 'shipping_express',
    name: t('Expressversand', 'Express shipping', 'Envoi express'),
    description: t(
      'Bestellung bis 12 Uhr, Zustellung am nächsten Werktag bis 12 Uhr (Mo-Fr). Gekühlte Ware reist in der Isolierbox.',
      'Order by noon and receive it by noon on the next working day (Mon-Fri). Chilled goods travel in an insulated box.',
      "Commandez avant midi, livraison le jour ouvrable suivant avant midi (lu-ve). Les produits frais voyagent dans une boîte isotherme.",
    ),
    deliveryTimeId: DELIVERY_TIME_IDS.oneDay,
    prices: { CHF: 14.9, EUR: 15.9 },
    freeFrom: null,
    taxType: 'auto',
    position: 2,
    active: true,
    trackingUrl: 'https://service.post.ch/ekp-web/ui/entry/search/%s',
  },
  {
    id: SHIPPING_METHOD_IDS.pickup,
    key: 'pickup',
    technicalName: 'shipping_pickup',
    name: t('Abholung im Laden', 'Click & collect', 'Retrait en magasin'),
    description: t(
      'Kostenlos abholen in unserem Laden an der Marktgasse in Bern. Wir melden uns per E-Mail, sobald alles bereitliegt.',
      'Collect free of charge from our shop on Marktgasse in Bern. We email you as soon as everything is ready.',
      'Retrait gratuit dans notre magasin de la Marktgasse à Berne. Nous vous écrivons dès que tout est prêt.',
    ),
    deliveryTimeId: DELIVERY_TIME_IDS.twoToFourDays,
    prices: { CHF: 0, EUR: 0 },
    freeFrom: null,
    taxType: 'auto',
    position: 3,
    active: true,
    trackingUrl: null,
  },
];

export const demoPaymentMethods: DemoPaymentMethod[] = [
  {
    id: PAYMENT_METHOD_IDS.invoice,
    key: 'invoice',
    technicalName: 'payment_invoice',
    shortName: 'invoice_payment',
    name: t('Rechnung', 'Invoice', 'Facture'),
    description: t(
      'Bezahlen Sie bequem innert 30 Tagen nach Erhalt der Ware, mit QR-Rechnung.',
      'Pay within 30 days of receiving your goods, with a Swiss QR bill.',
      'Payez dans les 30 jours suivant la réception de la marchandise, avec une QR-facture.',
    ),
    position: 1,
    active: true,
    afterOrderEnabled: true,
    asynchronous: false,
  },
  {
    id: PAYMENT_METHOD_IDS.prepayment,
    key: 'prepayment',
    technicalName: 'payment_prepayment',
    shortName: 'pre_payment',
    name: t('Vorauskasse', 'Prepayment', 'Paiement anticipé'),
    description: t(
      'Sie überweisen den Betrag vorab; wir versenden die Ware, sobald Ihre Zahlung eingegangen ist.',
      'Transfer the amount in advance; we ship your order as soon as your payment has arrived.',
      'Vous virez le montant à l’avance ; nous expédions la marchandise dès réception de votre paiement.',
    ),
    position: 2,
    active: true,
    afterOrderEnabled: true,
    asynchronous: false,
  },
  {
    id: PAYMENT_METHOD_IDS.online,
    key: 'online',
    technicalName: 'payment_gipfel_online',
    shortName: 'gipfel_online_payment',
    name: t('Kreditkarte / TWINT', 'Credit card / TWINT', 'Carte de crédit / TWINT'),
    description: t(
      'Visa, Mastercard oder TWINT: Sie werden nach der Bestellung zu unserer sicheren Zahlungsseite weitergeleitet.',
      'Visa, Mastercard or TWINT: after ordering you are taken to our secure payment page.',
      'Visa, Mastercard ou TWINT : après la commande, vous êtes redirigé vers notre page de paiement sécurisée.',
    ),
    position: 3,
    active: true,
    afterOrderEnabled: true,
    asynchronous: true,
  },
  {
    id: PAYMENT_METHOD_IDS.cashOnDelivery,
    key: 'cashOnDelivery',
    technicalName: 'payment_cash_on_delivery',
    shortName: 'cash_payment',
    name: t('Barzahlung bei Abholung', 'Cash on pick-up', 'Paiement en espèces au retrait'),
    description: t(
      'Bezahlen Sie bar oder mit Karte, wenn Sie Ihre Bestellung im Laden abholen.',
      'Pay in cash or by card when you collect your order in store.',
      'Payez en espèces ou par carte lors du retrait de votre commande en magasin.',
    ),
    position: 4,
    active: true,
    afterOrderEnabled: false,
    asynchronous: false,
  },
];

/** The 26 cantons' names in de, en and fr (shared by the seed's country states and the demo content). */
export const CANTON_NAMES: Record<CantonCode, [string, string, string]> = {
  ZH: ['Zürich', 'Zurich', 'Zurich'],
  BE: ['Bern', 'Bern', 'Berne'],
  LU: ['Luzern', 'Lucerne', 'Lucerne'],
  UR: ['Uri', 'Uri', 'Uri'],
  SZ: ['Schwyz', 'Schwyz', 'Schwytz'],
  OW: ['Obwalden', 'Obwalden', 'Obwald'],
  NW: ['Nidwalden', 'Nidwalden', 'Nidwald'],
  GL: ['Glarus', 'Glarus', 'Glaris'],
  ZG: ['Zug', 'Zug', 'Zoug'],
  FR: ['Freiburg', 'Fribourg', 'Fribourg'],
  SO: ['Solothurn', 'Solothurn', 'Soleure'],
  BS: ['Basel-Stadt', 'Basel-City', 'Bâle-Ville'],
  BL: ['Basel-Landschaft', 'Basel-Country', 'Bâle-Campagne'],
  SH: ['Schaffhausen', 'Schaffhausen', 'Schaffhouse'],
  AR: ['Appenzell Ausserrhoden', 'Appenzell Outer Rhodes', 'Appenzell Rhodes-Extérieures'],
  AI: ['Appenzell Innerrhoden', 'Appenzell Inner Rhodes', 'Appenzell Rhodes-Intérieures'],
  SG: ['St. Gallen', 'St. Gallen', 'Saint-Gall'],
  GR: ['Graubünden', 'Grisons', 'Grisons'],
  AG: ['Aargau', 'Aargau', 'Argovie'],
  TG: ['Thurgau', 'Thurgau', 'Thurgovie'],
  TI: ['Tessin', 'Ticino', 'Tessin'],
  VD: ['Waadt', 'Vaud', 'Vaud'],
  VS: ['Wallis', 'Valais', 'Valais'],
  NE: ['Neuenburg', 'Neuchâtel', 'Neuchâtel'],
  GE: ['Genf', 'Geneva', 'Genève'],
  JU: ['Jura', 'Jura', 'Jura'],
};

/** The cantons' Italian names (it-CH of the demo shop). */
export const CANTON_NAMES_IT: Record<CantonCode, string> = {
  ZH: 'Zurigo', BE: 'Berna', LU: 'Lucerna', UR: 'Uri', SZ: 'Svitto', OW: 'Obvaldo', NW: 'Nidvaldo', GL: 'Glarona', ZG: 'Zugo',
  FR: 'Friburgo', SO: 'Soletta', BS: 'Basilea Città', BL: 'Basilea Campagna', SH: 'Sciaffusa', AR: 'Appenzello Esterno',
  AI: 'Appenzello Interno', SG: 'San Gallo', GR: 'Grigioni', AG: 'Argovia', TG: 'Turgovia', TI: 'Ticino', VD: 'Vaud', VS: 'Vallese',
  NE: 'Neuchâtel', GE: 'Ginevra', JU: 'Giura',
};

export const demoCountries: DemoCountry[] = [
  {
    id: COUNTRY_IDS.CH,
    iso: 'CH',
    iso3: 'CHE',
    name: t('Schweiz', 'Switzerland', 'Suisse'),
    position: 1,
    active: true,
    shippingAvailable: true,
    displayStateInRegistration: true,
    forceStateInRegistration: false,
    postalCodeRequired: true,
    postalCodePattern: '\\d{4}',
    vatIdPattern: 'CHE-?\\d{3}\\.?\\d{3}\\.?\\d{3}( ?(MWST|TVA|IVA))?',
    isEu: false,
    states: CANTON_CODES.map((code, index) => {
      const [de, en, fr] = CANTON_NAMES[code];
      return { id: CANTON_IDS[code], shortCode: `CH-${code}`, name: t(de, en, fr), position: index + 1 };
    }),
  },
  {
    id: COUNTRY_IDS.LI,
    iso: 'LI',
    iso3: 'LIE',
    name: t('Liechtenstein', 'Liechtenstein', 'Liechtenstein'),
    position: 2,
    active: true,
    shippingAvailable: true,
    displayStateInRegistration: false,
    forceStateInRegistration: false,
    postalCodeRequired: true,
    postalCodePattern: '94(8[5-9]|9[0-8])',
    vatIdPattern: null,
    isEu: false,
    states: [],
  },
  ...(
    [
      ['DE', 'DEU', 3, t('Deutschland', 'Germany', 'Allemagne'), '\\d{5}', '(DE)?[0-9]{9}'],
      ['AT', 'AUT', 4, t('Österreich', 'Austria', 'Autriche'), '\\d{4}', '(AT)?U[0-9]{8}'],
      ['FR', 'FRA', 5, t('Frankreich', 'France', 'France'), '\\d{5}', '(FR)?[0-9A-Z]{2}[0-9]{9}'],
      ['IT', 'ITA', 6, t('Italien', 'Italy', 'Italie'), '\\d{5}', '(IT)?[0-9]{11}'],
    ] as const
  ).map(
    ([iso, iso3, position, name, postalCodePattern, vatIdPattern]): DemoCountry => ({
      id: COUNTRY_IDS[iso],
      iso,
      iso3,
      name,
      position,
      active: true,
      shippingAvailable: true,
      displayStateInRegistration: false,
      forceStateInRegistration: false,
      postalCodeRequired: true,
      postalCodePattern,
      vatIdPattern,
      isEu: true,
      states: [],
    }),
  ),
];
