/** Italian error and maintenance texts of the shell (host-supplied, decision 0055): in the browser bundle like the others. */
export const itShellErrors = {
  shopName: 'Gipfel',
  error: {
    title: 'Errore {{status}}',
    403: 'La sessione è scaduta. Ricaricate la pagina, oppure tornate indietro e riprovate.',
    404: 'Spiacenti, non abbiamo trovato questa pagina.',
    408: 'Il negozio risponde troppo lentamente. Riprovate tra un momento.',
    413: 'Quanto inviato è troppo grande. Inviate meno testo o file più piccoli.',
    500: 'Si è verificato un errore da parte nostra.',
    502: 'Al momento il negozio non è raggiungibile. Riprovate tra qualche secondo.',
    503: 'Il server è sovraccarico. Riprovate più tardi.',
    429: 'Troppe richieste. Attendete {{seconds}} secondi.',
    generic: 'Si è verificato un errore. Riprovate più tardi.',
    goHome: 'Alla pagina iniziale',
  },
  maintenance: {
    title: 'Manutenzione',
    text: 'Stiamo effettuando lavori di manutenzione. Il negozio tornerà presto disponibile.',
  },
} as const;
