/**
 * Italian texts of `@gipfel/account` (namespace `account`): sign-in and the wishlist so far; the
 * account pages and sign-up still show in German (`npm run texts:missing` lists them).
 */
export const itAccount = {
  login: {
    title: 'Accedi',
    email: 'Indirizzo e-mail',
    password: 'Password',
    submit: 'Accedi',
    submitting: 'Accesso in corso …',
    forgotPassword: 'Password dimenticata?',
    noAccount: 'Non avete ancora un conto?',
    register: 'Registratevi ora',
    errors: {
      invalidCredentials: 'Nome utente e/o password errati.',
      inactive: 'Il vostro conto non è ancora attivato. Confermatelo con il link della nostra e-mail.',
      generic: 'L’accesso non è riuscito. Riprovate.',
      tooManyRequests: 'Troppe richieste. Attendete {{seconds}} secondi.',
      emailRequired: 'Inserite il vostro indirizzo e-mail.',
      emailInvalid: 'Inserite un indirizzo e-mail valido.',
      passwordRequired: 'Inserite la vostra password.',
    },
  },
  wishlist: {
    add: 'Aggiungi {{name}} alla lista dei desideri',
    remove: 'Rimuovi {{name}} dalla lista dei desideri',
    addUnnamed: 'Aggiungi alla lista dei desideri',
    removeUnnamed: 'Rimuovi dalla lista dei desideri',
    count_one: '{{count}} articolo nella lista dei desideri',
    count_other: '{{count}} articoli nella lista dei desideri',
    empty: 'La lista dei desideri è vuota.',
    emptyHint: 'Usate il cuore su un prodotto per conservarlo per dopo.',
    toShop: 'Continua gli acquisti',
    loading: 'Caricamento della lista dei desideri …',
    loadFailed: 'Non è stato possibile caricare la lista dei desideri. Riprovate più tardi.',
    needsJavaScript:
      'Senza JavaScript la lista dei desideri viene conservata solo per i clienti registrati. Accedete o attivate JavaScript per conservare i prodotti nella lista.',
    signIn: 'Accedi',
    listLabel: 'Prodotti nella lista dei desideri',
  },
} as const;
