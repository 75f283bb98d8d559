/** Turns a text object into the shape every other language must match (same keys, any strings). */
type TextShape<T> = { readonly [K in keyof T]: T[K] extends string ? string : TextShape<T[K]> };

// Swiss Standard German: "ss", never "ß".
const de = {
  close: 'Schliessen',
  loading: 'Wird geladen …',
  required: 'Pflichtfeld',
  optional: 'optional',
  errorPrefix: 'Fehler:',
  externalLinkBlocked: 'Externe Seite: zu Ihrer Sicherheit nicht verlinkt',
  menu: 'Menü',
  menuCategories: 'Sortiment',
  menuShowAll: 'Alles aus {{name}}',
  menuService: 'Service',
  menuSettings: 'Sprache, Währung und Lieferland',
} as const;

const en = {
  close: 'Close',
  loading: 'Loading…',
  required: 'Required',
  optional: 'optional',
  errorPrefix: 'Error:',
  externalLinkBlocked: 'External site: not linked for your safety',
  menu: 'Menu',
  menuCategories: 'Categories',
  menuShowAll: 'All of {{name}}',
  menuService: 'Service',
  menuSettings: 'Language, currency and delivery country',
} as const satisfies TextShape<typeof de>;

const fr = {
  close: 'Fermer',
  loading: 'Chargement…',
  required: 'Champ obligatoire',
  optional: 'facultatif',
  errorPrefix: 'Erreur\u00a0:',
  externalLinkBlocked: 'Site externe\u00a0: pas de lien, pour votre sécurité',
  menu: 'Menu',
  menuCategories: 'Assortiment',
  menuShowAll: 'Tout l’univers {{name}}',
  menuService: 'Service',
  menuSettings: 'Langue, devise et pays de livraison',
} as const satisfies TextShape<typeof de>;

/** Built-in texts of `@gipfel/ui`, namespace `ui`. */
export const uiTexts = { de, en, fr } as const;

export type UiTextKey = keyof typeof de;
