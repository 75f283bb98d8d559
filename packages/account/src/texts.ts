/** Built-in texts of `@gipfel/account`, namespace `account`. */
export const accountTexts = {
  de: {
    login: {
      title: 'Anmelden',
      email: 'E-Mail-Adresse',
      password: 'Passwort',
      submit: 'Anmelden',
      submitting: 'Anmeldung läuft …',
      forgotPassword: 'Passwort vergessen?',
      errors: {
        invalidCredentials: 'Benutzername und/oder Passwort falsch.',
        inactive: 'Ihr Konto ist noch nicht aktiviert. Bitte bestätigen Sie es über den Link in unserer E-Mail.',
        generic: 'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
        emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
        emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
        passwordRequired: 'Bitte geben Sie Ihr Passwort ein.',
      },
    },
  },
  en: {
    login: {
      title: 'Sign in',
      email: 'Email address',
      password: 'Password',
      submit: 'Sign in',
      submitting: 'Signing in …',
      forgotPassword: 'Forgot your password?',
      errors: {
        invalidCredentials: 'Wrong username and/or password.',
        inactive: 'Your account is not activated yet. Please confirm it with the link in our email.',
        generic: 'Signing in failed. Please try again.',
        emailRequired: 'Please enter your email address.',
        emailInvalid: 'Please enter a valid email address.',
        passwordRequired: 'Please enter your password.',
      },
    },
  },
  fr: {
    login: {
      title: 'Se connecter',
      email: 'Adresse e-mail',
      password: 'Mot de passe',
      submit: 'Se connecter',
      submitting: 'Connexion en cours …',
      forgotPassword: 'Mot de passe oublié ?',
      errors: {
        invalidCredentials: 'Nom d’utilisateur et/ou mot de passe incorrect.',
        inactive: 'Votre compte n’est pas encore activé. Veuillez le confirmer avec le lien de notre e-mail.',
        generic: 'La connexion a échoué. Veuillez réessayer.',
        emailRequired: 'Veuillez saisir votre adresse e-mail.',
        emailInvalid: 'Veuillez saisir une adresse e-mail valable.',
        passwordRequired: 'Veuillez saisir votre mot de passe.',
      },
    },
  },
} as const;
