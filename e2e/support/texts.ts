import { checkoutTexts } from '../../packages/checkout/src/texts';

export { checkoutTexts };

// Labels the specs look for come from the packages' text tables, so a text change moves the tests
// with it. Only the tables themselves are imported (plain objects), not the packages.

type Language = keyof typeof checkoutTexts;

/** The guest form's field labels and its submit button, in one language. */
export function guestFormLabels(language: Language) {
  const page = checkoutTexts[language].page;
  return {
    firstName: page.firstName,
    lastName: page.lastName,
    email: page.email,
    street: page.street,
    zipcode: page.zipcode,
    city: page.city,
    submit: page.guestSubmit,
  };
}
