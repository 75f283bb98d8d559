import { accountTexts } from '../../packages/account/src/texts';
import { checkoutTexts } from '../../packages/checkout/src/texts';
import { formsTexts } from '../../packages/forms/src/texts';
import { storefrontTexts } from '../../apps/storefront/app/texts/storefront-texts';

export { checkoutTexts };

// Labels the specs look for come from the packages' text tables, so a text change moves the tests
// with it. Only the tables themselves are imported (plain objects), not the packages or the app.

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

/**
 * A service form's texts in one language: its field labels (`firstName`, `comment`, …), the
 * captcha's label and its new-image button, and each form's title, submit button and success text.
 */
export function serviceFormTexts(language: Language) {
  const service = formsTexts[language].service;
  return { ...service.fields, captcha: service.captcha.label, newImage: service.captcha.refresh, kinds: service.kinds };
}

/** The account package's texts in one language (sign-in, sign-up, recovery, account pages). */
export function accountPageTexts(language: Language) {
  return accountTexts[language];
}

/** The storefront's own texts in one language (page titles, header, footer). */
export function storefrontPageTexts(language: Language) {
  return storefrontTexts[language];
}
