/** Texts of the wishlist area of `@gipfel/account`: each language has the same keys. */
export const wishlistTexts = {
  de: {
    wishlist: {
      add: '{{name}} auf den Merkzettel setzen',
      remove: '{{name}} vom Merkzettel entfernen',
      addUnnamed: 'Auf den Merkzettel setzen',
      removeUnnamed: 'Vom Merkzettel entfernen',
      count_one: '{{count}} Artikel auf dem Merkzettel',
      count_other: '{{count}} Artikel auf dem Merkzettel',
      empty: 'Ihr Merkzettel ist leer.',
      emptyHint: 'Mit dem Herz bei einem Produkt merken Sie es sich für später.',
      toShop: 'Weiter einkaufen',
      loading: 'Der Merkzettel wird geladen …',
      loadFailed: 'Der Merkzettel konnte nicht geladen werden. Bitte versuchen Sie es später erneut.',
      needsJavaScript:
        'Ohne JavaScript wird der Merkzettel nur für angemeldete Kundinnen und Kunden gespeichert. Melden Sie sich an oder aktivieren Sie JavaScript, um Produkte zu merken.',
      signIn: 'Anmelden',
      listLabel: 'Produkte auf dem Merkzettel',
    },
  },
  en: {
    wishlist: {
      add: 'Add {{name}} to wishlist',
      remove: 'Remove {{name}} from wishlist',
      addUnnamed: 'Add to wishlist',
      removeUnnamed: 'Remove from wishlist',
      count_one: '{{count}} item on the wishlist',
      count_other: '{{count}} items on the wishlist',
      empty: 'Your wishlist is empty.',
      emptyHint: 'Use the heart on a product to keep it for later.',
      toShop: 'Continue shopping',
      loading: 'Loading the wishlist …',
      loadFailed: 'The wishlist could not be loaded. Please try again later.',
      needsJavaScript:
        'Without JavaScript the wishlist is only kept for signed-in customers. Sign in or turn on JavaScript to keep products on your wishlist.',
      signIn: 'Sign in',
      listLabel: 'Products on the wishlist',
    },
  },
  fr: {
    wishlist: {
      add: 'Ajouter {{name}} à la liste d’envies',
      remove: 'Retirer {{name}} de la liste d’envies',
      addUnnamed: 'Ajouter à la liste d’envies',
      removeUnnamed: 'Retirer de la liste d’envies',
      count_one: '{{count}} article dans la liste d’envies',
      count_other: '{{count}} articles dans la liste d’envies',
      count_many: '{{count}} articles dans la liste d’envies',
      empty: 'Votre liste d’envies est vide.',
      emptyHint: 'Avec le cœur d’un produit, vous le gardez pour plus tard.',
      toShop: 'Continuer vos achats',
      loading: 'Chargement de la liste d’envies …',
      loadFailed: 'La liste d’envies n’a pas pu être chargée. Veuillez réessayer plus tard.',
      needsJavaScript:
        'Sans JavaScript, la liste d’envies n’est conservée que pour les clients connectés. Connectez-vous ou activez JavaScript pour garder des produits.',
      signIn: 'Se connecter',
      listLabel: 'Produits de la liste d’envies',
    },
  },
} as const;
