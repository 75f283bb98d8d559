/** Italian texts of `@gipfel/cms` (namespace `cms`). */
export const itCms = {
  slider: {
    label: 'Carosello di immagini',
    roleDescription: 'carosello',
    slide: 'diapositiva',
    position: '{{index}} di {{count}}',
    previous: 'Immagine precedente',
    next: 'Immagine successiva',
  },
  video: {
    consent: 'La riproduzione del video invia dati a {{provider}}.',
    load: 'Carica il video da {{provider}}',
    title: 'Video su {{provider}}',
  },
  form: {
    contact: 'Al modulo di contatto',
    repair: 'Alla richiesta di riparazione',
    return: 'Al modulo di reso',
    warranty: 'Alla richiesta di garanzia',
    newsletter: 'All’iscrizione alla newsletter',
  },
  productDetail: {
    description: 'Descrizione',
    manufacturer: 'Produttore: {{name}}',
    categories: 'Categorie',
  },
  unknownElement: 'Nessun elemento registrato per il tipo CMS «{{type}}» (slot «{{slot}}»).',
  blog: {
    byAuthor: 'Di {{author}}',
    publishedOn: 'Pubblicato il',
    relatedProducts: 'Prodotti correlati',
    listLabel: 'Articoli',
    empty: 'Al momento non ci sono articoli. Tornate presto.',
  },
} as const;
