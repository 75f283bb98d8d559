/**
 * The error and maintenance texts of the shell (part of namespace `storefront`), on their own so
 * the browser bundle carries only these: an error page rendered without the root loader's data
 * (the root loader itself failed) still speaks the shopper's language. Everything else reaches the
 * browser with the root loader.
 */
export const shellErrorTexts = {
  de: {
    shopName: 'Gipfel',
    error: {
      title: 'Fehler {{status}}',
      403: 'Ihre Sitzung ist abgelaufen. Bitte laden Sie die Seite neu oder gehen Sie zurück und versuchen Sie es noch einmal.',
      404: 'Diese Seite haben wir leider nicht gefunden.',
      408: 'Der Shop antwortet zu langsam. Bitte versuchen Sie es gleich noch einmal.',
      413: 'Das Gesendete ist zu gross. Bitte senden Sie weniger Text oder kleinere Dateien.',
      500: 'Bei uns ist etwas schiefgelaufen.',
      502: 'Der Shop ist gerade nicht erreichbar. Bitte versuchen Sie es in ein paar Sekunden noch einmal.',
      503: 'Der Server ist ausgelastet. Bitte versuchen Sie es später noch einmal.',
      429: 'Zu viele Anfragen. Bitte warten Sie {{seconds}} Sekunden.',
      generic: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es später noch einmal.',
      goHome: 'Zur Startseite',
    },
    maintenance: {
      title: 'Wartungsarbeiten',
      text: 'Wir führen gerade Wartungsarbeiten durch. Der Shop ist in Kürze wieder für Sie da.',
    },
  },
  en: {
    shopName: 'Gipfel',
    error: {
      title: 'Error {{status}}',
      403: 'Your session has expired. Please reload the page, or go back and try again.',
      404: 'Sorry, we could not find this page.',
      408: 'The shop is answering too slowly. Please try again in a moment.',
      413: 'What you sent is too large. Please send less text or smaller files.',
      500: 'Something went wrong on our side.',
      502: 'The shop cannot be reached right now. Please try again in a few seconds.',
      503: 'The server is busy. Please try again later.',
      429: 'Too many requests. Please wait {{seconds}} seconds.',
      generic: 'Something went wrong. Please try again later.',
      goHome: 'Go to the home page',
    },
    maintenance: {
      title: 'Maintenance',
      text: 'We are carrying out maintenance. The shop will be back shortly.',
    },
  },
  fr: {
    shopName: 'Gipfel',
    error: {
      title: 'Erreur {{status}}',
      403: 'Votre session a expiré. Veuillez recharger la page, ou revenir en arrière et réessayer.',
      404: 'Désolés, nous n’avons pas trouvé cette page.',
      408: 'La boutique répond trop lentement. Veuillez réessayer dans un instant.',
      413: 'L’envoi est trop volumineux. Veuillez envoyer moins de texte ou des fichiers plus petits.',
      500: 'Une erreur s’est produite de notre côté.',
      502: 'La boutique est momentanément injoignable. Veuillez réessayer dans quelques secondes.',
      503: 'Le serveur est surchargé. Veuillez réessayer plus tard.',
      429: 'Trop de requêtes. Veuillez patienter {{seconds}} secondes.',
      generic: 'Une erreur s’est produite. Veuillez réessayer plus tard.',
      goHome: 'Retour à l’accueil',
    },
    maintenance: {
      title: 'Maintenance',
      text: 'Nous effectuons des travaux de maintenance. La boutique sera bientôt de retour.',
    },
  },
} as const;
