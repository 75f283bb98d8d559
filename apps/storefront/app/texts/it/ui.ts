/** Italian texts of `@gipfel/ui` (namespace `ui`). */
export const itUi = {
  close: 'Chiudi',
  loading: 'Caricamento …',
  required: 'Campo obbligatorio',
  optional: 'facoltativo',
  errorPrefix: 'Errore:',
  externalLinkBlocked: 'Pagina esterna: per la vostra sicurezza non collegata',
  menu: 'Menu',
  menuCategories: 'Assortimento',
  menuShowAll: 'Tutto di {{name}}',
  menuService: 'Servizio',
  menuSettings: 'Lingua, valuta e paese di consegna',
} as const;
