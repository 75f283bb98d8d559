/** Built-in texts of `@gipfel/cms` (namespace `cms`). */
export const cmsTexts = {
  de: {
    slider: {
      label: 'Bilderkarussell',
      roleDescription: 'Karussell',
      slide: 'Folie',
      position: '{{index}} von {{count}}',
      previous: 'Vorheriges Bild',
      next: 'Nächstes Bild',
    },
    video: {
      consent: 'Beim Abspielen werden Daten an {{provider}} übertragen.',
      load: 'Video von {{provider}} laden',
      title: 'Video auf {{provider}}',
    },
    form: {
      contact: 'Zum Kontaktformular',
      repair: 'Zum Reparaturauftrag',
      return: 'Zur Rücksendung',
      warranty: 'Zur Garantieanfrage',
      newsletter: 'Zur Newsletter-Anmeldung',
    },
    productDetail: {
      description: 'Beschreibung',
      manufacturer: 'Hersteller: {{name}}',
      categories: 'Kategorien',
    },
    unknownElement: 'Kein Element für den CMS-Typ „{{type}}“ registriert (Slot „{{slot}}“).',
    blog: {
      byAuthor: 'Von {{author}}',
      publishedOn: 'Veröffentlicht am',
      relatedProducts: 'Passende Produkte',
      listLabel: 'Beiträge',
      empty: 'Zurzeit gibt es keine Beiträge. Schauen Sie bald wieder vorbei.',
    },
  },
  en: {
    slider: {
      label: 'Image carousel',
      roleDescription: 'carousel',
      slide: 'slide',
      position: '{{index}} of {{count}}',
      previous: 'Previous image',
      next: 'Next image',
    },
    video: {
      consent: 'Playing the video sends data to {{provider}}.',
      load: 'Load video from {{provider}}',
      title: 'Video on {{provider}}',
    },
    form: {
      contact: 'Go to the contact form',
      repair: 'Go to the repair request',
      return: 'Go to the return form',
      warranty: 'Go to the warranty claim',
      newsletter: 'Go to the newsletter signup',
    },
    productDetail: {
      description: 'Description',
      manufacturer: 'Manufacturer: {{name}}',
      categories: 'Categories',
    },
    unknownElement: 'No element registered for the CMS type “{{type}}” (slot “{{slot}}”).',
    blog: {
      byAuthor: 'By {{author}}',
      publishedOn: 'Published on',
      relatedProducts: 'Related products',
      listLabel: 'Posts',
      empty: 'There are no posts at the moment. Please come back soon.',
    },
  },
  fr: {
    slider: {
      label: 'Carrousel d’images',
      roleDescription: 'carrousel',
      slide: 'diapositive',
      position: '{{index}} sur {{count}}',
      previous: 'Image précédente',
      next: 'Image suivante',
    },
    video: {
      consent: 'La lecture de la vidéo transmet des données à {{provider}}.',
      load: 'Charger la vidéo de {{provider}}',
      title: 'Vidéo sur {{provider}}',
    },
    form: {
      contact: 'Vers le formulaire de contact',
      repair: 'Vers la demande de réparation',
      return: 'Vers le formulaire de retour',
      warranty: 'Vers la demande de garantie',
      newsletter: 'Vers l’inscription à la newsletter',
    },
    productDetail: {
      description: 'Description',
      manufacturer: 'Fabricant : {{name}}',
      categories: 'Catégories',
    },
    unknownElement: 'Aucun élément enregistré pour le type CMS « {{type}} » (emplacement « {{slot}} »).',
    blog: {
      byAuthor: 'Par {{author}}',
      publishedOn: 'Publié le',
      relatedProducts: 'Produits associés',
      listLabel: 'Articles',
      empty: 'Aucun article pour le moment. Revenez bientôt.',
    },
  },
} as const;
