/** Built-in texts of `@gipfel/cms` (namespace `cms`). */
export const cmsTexts = {
  de: {
    unknownElement: 'Kein Element für den CMS-Typ „{{type}}“ registriert (Slot „{{slot}}“).',
  },
  en: {
    unknownElement: 'No element registered for the CMS type “{{type}}” (slot “{{slot}}”).',
  },
  fr: {
    unknownElement: 'Aucun élément enregistré pour le type CMS « {{type}} » (emplacement « {{slot}} »).',
  },
} as const;
