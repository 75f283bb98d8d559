/** Turns a text object into the shape every other language must match (same keys, any strings). */
type TextShape<T> = { readonly [K in keyof T]: T[K] extends string ? string : TextShape<T[K]> };

// Swiss Standard German: "ss", never "ß".
const de = {
  close: 'Schliessen',
  loading: 'Wird geladen …',
  required: 'Pflichtfeld',
  optional: 'optional',
  errorPrefix: 'Fehler:',
} as const;

const en = {
  close: 'Close',
  loading: 'Loading…',
  required: 'Required',
  optional: 'optional',
  errorPrefix: 'Error:',
} as const satisfies TextShape<typeof de>;

const fr = {
  close: 'Fermer',
  loading: 'Chargement…',
  required: 'Champ obligatoire',
  optional: 'facultatif',
  errorPrefix: 'Erreur\u00a0:',
} as const satisfies TextShape<typeof de>;

/** Built-in texts of `@gipfel/ui`, namespace `ui`. */
export const uiTexts = { de, en, fr } as const;

export type UiTextKey = keyof typeof de;
