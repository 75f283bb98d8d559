import { accountPagesTexts } from './texts/account-pages';
import { authTexts } from './texts/auth';
import { loginTexts } from './texts/login';
import { wishlistTexts } from './texts/wishlist';

/**
 * Built-in texts of `@gipfel/account`, namespace `account`. Each area keeps its texts in its own
 * file under `texts/` with distinct top-level keys; a test checks de, en and fr have the same keys.
 */
export const accountTexts = {
  de: { ...loginTexts.de, ...authTexts.de, ...accountPagesTexts.de, ...wishlistTexts.de },
  en: { ...loginTexts.en, ...authTexts.en, ...accountPagesTexts.en, ...wishlistTexts.en },
  fr: { ...loginTexts.fr, ...authTexts.fr, ...accountPagesTexts.fr, ...wishlistTexts.fr },
} as const;
