import type { ContentLocale, DemoLocale } from '../demo/types';

/**
 * Texts of the mails the local Store API sends, in German (Swiss spelling), English and French; the
 * greeting and the signature also in Italian, for the order confirmation (the other mails of an Italian
 * shopper fall back to German, as Shopware renders a template without a translation in the system language).
 */

interface Greeting {
  firstName?: string | null;
  lastName?: string | null;
}

export const SHOP = 'Gipfel';

export function hello(locale: ContentLocale, person: Greeting): string {
  const name = [person.firstName, person.lastName].filter((part) => part && part.trim() !== '').join(' ');
  if (locale === 'it') return name ? `Buongiorno ${name},` : 'Buongiorno,';
  if (locale === 'fr') return name ? `Bonjour ${name},` : 'Bonjour,';
  if (locale === 'en') return name ? `Hello ${name},` : 'Hello,';
  return name ? `Guten Tag ${name}` : 'Guten Tag';
}

export const SIGNATURE: Record<ContentLocale, string> = {
  it: `Cordiali saluti\nIl team ${SHOP}`,
  de: `Freundliche Grüsse\nIhr ${SHOP}-Team`,
  en: `Kind regards\nYour ${SHOP} team`,
  fr: `Meilleures salutations\nVotre équipe ${SHOP}`,
};

export interface MailText {
  subject: string;
  text: string;
}

export function newsletterDoubleOptInMail(locale: DemoLocale, person: Greeting, confirmUrl: string): MailText {
  const body: Record<DemoLocale, MailText> = {
    de: {
      subject: `Bitte bestätigen Sie Ihre Anmeldung zum ${SHOP}-Newsletter`,
      text: `${hello('de', person)}\n\nvielen Dank für Ihr Interesse an unserem Newsletter. Bitte bestätigen Sie Ihre Anmeldung über diesen Link:\n\n${confirmUrl}\n\nHaben Sie sich nicht angemeldet? Dann ignorieren Sie diese E-Mail einfach; Sie erhalten keinen Newsletter.`,
    },
    en: {
      subject: `Please confirm your subscription to the ${SHOP} newsletter`,
      text: `${hello('en', person)}\n\nthank you for your interest in our newsletter. Please confirm your subscription with this link:\n\n${confirmUrl}\n\nIf you did not subscribe, simply ignore this email; you will not receive the newsletter.`,
    },
    fr: {
      subject: `Veuillez confirmer votre inscription à la newsletter ${SHOP}`,
      text: `${hello('fr', person)}\n\nmerci de l’intérêt que vous portez à notre newsletter. Veuillez confirmer votre inscription avec ce lien :\n\n${confirmUrl}\n\nSi vous ne vous êtes pas inscrit, ignorez simplement cet e-mail ; vous ne recevrez pas la newsletter.`,
    },
  };
  const mail = body[locale];
  return { subject: mail.subject, text: `${mail.text}\n\n${SIGNATURE[locale]}` };
}

export function newsletterRegisterMail(locale: DemoLocale, person: Greeting): MailText {
  const body: Record<DemoLocale, MailText> = {
    de: {
      subject: `Willkommen beim ${SHOP}-Newsletter`,
      text: `${hello('de', person)}\n\nIhre Anmeldung ist bestätigt. Ab sofort erhalten Sie unseren Newsletter mit Rezepten, Neuheiten und Aktionen. Abmelden können Sie sich jederzeit über den Link in jedem Newsletter.`,
    },
    en: {
      subject: `Welcome to the ${SHOP} newsletter`,
      text: `${hello('en', person)}\n\nyour subscription is confirmed. From now on you will receive our newsletter with recipes, new products and offers. You can unsubscribe at any time with the link in every newsletter.`,
    },
    fr: {
      subject: `Bienvenue dans la newsletter ${SHOP}`,
      text: `${hello('fr', person)}\n\nvotre inscription est confirmée. Vous recevrez désormais notre newsletter avec des recettes, des nouveautés et des offres. Vous pouvez vous désinscrire à tout moment grâce au lien présent dans chaque newsletter.`,
    },
  };
  const mail = body[locale];
  return { subject: mail.subject, text: `${mail.text}\n\n${SIGNATURE[locale]}` };
}

/** Double opt-in of a customer registration: the link activates the account. */
export function customerRegisterDoubleOptInMail(locale: DemoLocale, person: Greeting, confirmUrl: string): MailText {
  const body: Record<DemoLocale, MailText> = {
    de: {
      subject: `Bitte bestätigen Sie Ihre Registrierung bei ${SHOP}`,
      text: `${hello('de', person)}\n\nvielen Dank für Ihre Registrierung. Bitte bestätigen Sie Ihr Kundenkonto über diesen Link:\n\n${confirmUrl}\n\nErst danach können Sie sich anmelden. Haben Sie sich nicht registriert? Dann ignorieren Sie diese E-Mail einfach.`,
    },
    en: {
      subject: `Please confirm your registration at ${SHOP}`,
      text: `${hello('en', person)}\n\nthank you for registering. Please confirm your customer account with this link:\n\n${confirmUrl}\n\nYou can log in once it is confirmed. If you did not register, simply ignore this email.`,
    },
    fr: {
      subject: `Veuillez confirmer votre inscription chez ${SHOP}`,
      text: `${hello('fr', person)}\n\nmerci de votre inscription. Veuillez confirmer votre compte client avec ce lien :\n\n${confirmUrl}\n\nVous pourrez vous connecter une fois le compte confirmé. Si vous ne vous êtes pas inscrit, ignorez simplement cet e-mail.`,
    },
  };
  const mail = body[locale];
  return { subject: mail.subject, text: `${mail.text}\n\n${SIGNATURE[locale]}` };
}

/** Password recovery: the link leads to the form for a new password (valid 2 hours). */
export function passwordRecoveryMail(locale: DemoLocale, person: Greeting, recoverUrl: string): MailText {
  const body: Record<DemoLocale, MailText> = {
    de: {
      subject: `Passwort zurücksetzen bei ${SHOP}`,
      text: `${hello('de', person)}\n\nSie haben ein neues Passwort angefordert. Über diesen Link können Sie es in den nächsten 2 Stunden festlegen:\n\n${recoverUrl}\n\nHaben Sie nichts angefordert? Dann ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.`,
    },
    en: {
      subject: `Reset your password at ${SHOP}`,
      text: `${hello('en', person)}\n\nyou asked for a new password. You can set it with this link within the next 2 hours:\n\n${recoverUrl}\n\nIf you did not ask for it, ignore this email; your password stays the same.`,
    },
    fr: {
      subject: `Réinitialiser votre mot de passe chez ${SHOP}`,
      text: `${hello('fr', person)}\n\nvous avez demandé un nouveau mot de passe. Vous pouvez le définir avec ce lien dans les 2 prochaines heures :\n\n${recoverUrl}\n\nSi vous n’avez rien demandé, ignorez cet e-mail ; votre mot de passe reste inchangé.`,
    },
  };
  const mail = body[locale];
  return { subject: mail.subject, text: `${mail.text}\n\n${SIGNATURE[locale]}` };
}

export type ContactFormType = 'contact' | 'repair' | 'return' | 'warranty';

const FORM_NAMES: Record<ContactFormType, Record<DemoLocale, string>> = {
  contact: { de: 'Kontaktformular', en: 'Contact form', fr: 'Formulaire de contact' },
  repair: { de: 'Reparaturauftrag', en: 'Repair request', fr: 'Demande de réparation' },
  return: { de: 'Rücksendung', en: 'Return', fr: 'Retour' },
  warranty: { de: 'Garantieanfrage', en: 'Warranty claim', fr: 'Demande de garantie' },
};

/** Labels of the fields as they appear in the mail, in their order. */
export const CONTACT_FIELD_LABELS: Record<string, Record<DemoLocale, string>> = {
  salutation: { de: 'Anrede', en: 'Salutation', fr: 'Civilité' },
  firstName: { de: 'Vorname', en: 'First name', fr: 'Prénom' },
  lastName: { de: 'Nachname', en: 'Last name', fr: 'Nom' },
  email: { de: 'E-Mail', en: 'Email', fr: 'E-mail' },
  phone: { de: 'Telefon', en: 'Phone', fr: 'Téléphone' },
  company: { de: 'Firma', en: 'Company', fr: 'Entreprise' },
  businessType: { de: 'Branche', en: 'Business type', fr: 'Secteur' },
  address: { de: 'Adresse', en: 'Address', fr: 'Adresse' },
  postcode: { de: 'PLZ', en: 'Postcode', fr: 'NPA' },
  customerNumber: { de: 'Kundennummer', en: 'Customer number', fr: 'Numéro de client' },
  invoiceNumber: { de: 'Rechnungsnummer', en: 'Invoice number', fr: 'Numéro de facture' },
  orderNumber: { de: 'Bestellnummer (Webshop)', en: 'Webshop order number', fr: 'Numéro de commande (boutique en ligne)' },
  itemNumbers: { de: 'Artikelnummern', en: 'Item numbers', fr: 'Numéros d’article' },
  itemName: { de: 'Artikel', en: 'Item', fr: 'Article' },
  itemDescription: { de: 'Artikelbeschreibung', en: 'Item description', fr: 'Description de l’article' },
  itemPrice: { de: 'Preis', en: 'Price', fr: 'Prix' },
  quantity: { de: 'Menge', en: 'Quantity', fr: 'Quantité' },
  problemDescription: { de: 'Problembeschreibung', en: 'Description of the problem', fr: 'Description du problème' },
  proofOfPurchase: { de: 'Kaufbeleg vorhanden', en: 'Proof of purchase', fr: 'Preuve d’achat' },
  returnLabelRequested: { de: 'Rücksendeetikett gewünscht', en: 'Return label requested', fr: 'Étiquette de retour souhaitée' },
  subject: { de: 'Betreff', en: 'Subject', fr: 'Objet' },
  comment: { de: 'Nachricht', en: 'Message', fr: 'Message' },
};

const YES_NO: Record<DemoLocale, [string, string]> = { de: ['ja', 'nein'], en: ['yes', 'no'], fr: ['oui', 'non'] };

function display(value: unknown, locale: DemoLocale): string {
  if (typeof value === 'boolean') return value ? YES_NO[locale][0] : YES_NO[locale][1];
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/** The mail the shop receives for a contact, repair, return or warranty form. */
export function contactFormMail(locale: DemoLocale, formType: ContactFormType, subject: string, fields: Record<string, unknown>): MailText {
  const intro: Record<DemoLocale, string> = {
    de: `Über das ${FORM_NAMES[formType].de} des Shops ist eine Nachricht eingegangen:`,
    en: `A message was sent with the shop's ${FORM_NAMES[formType].en.toLowerCase()} form:`,
    fr: `Un message a été envoyé avec le formulaire « ${FORM_NAMES[formType].fr} » de la boutique :`,
  };
  const lines = Object.keys(CONTACT_FIELD_LABELS)
    .filter((key) => key !== 'comment' && fields[key] !== undefined && fields[key] !== null && fields[key] !== '')
    .map((key) => `${CONTACT_FIELD_LABELS[key]![locale]}: ${display(fields[key], locale)}`);
  const comment = typeof fields.comment === 'string' ? `\n\n${CONTACT_FIELD_LABELS.comment![locale]}:\n${fields.comment}` : '';
  return {
    subject: `[${FORM_NAMES[formType][locale]}] ${subject}`,
    text: `${intro[locale]}\n\n${lines.join('\n')}${comment}`,
  };
}
