/** Form-level outcomes of a failed sign-in, each with a text under `account:login.errors.*`. */
export type LoginError = 'invalidCredentials' | 'inactive' | 'tooManyRequests' | 'generic';

const loginErrorByCode: Record<string, LoginError> = {
  // No matching customer and bad credentials share one message, so nothing tells
  // an attacker which email addresses have an account.
  CHECKOUT__CUSTOMER_NOT_FOUND: 'invalidCredentials',
  CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS: 'invalidCredentials',
  CHECKOUT__CUSTOMER_IS_INACTIVE: 'inactive',
  CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED: 'inactive',
  // Shopware's LoginRoute throttles with CHECKOUT__CUSTOMER_AUTH_THROTTLED (429); other rate limits
  // answer FRAMEWORK__RATE_LIMIT_EXCEEDED.
  CHECKOUT__CUSTOMER_AUTH_THROTTLED: 'tooManyRequests',
  FRAMEWORK__RATE_LIMIT_EXCEEDED: 'tooManyRequests',
};

function errorCodes(error: unknown): string[] {
  if (typeof error !== 'object' || error === null) return [];
  for (const holder of [error, (error as { details?: unknown }).details, (error as { response?: unknown }).response]) {
    const errors = (holder as { errors?: unknown } | undefined)?.errors;
    if (Array.isArray(errors)) {
      return errors.map((e) => (e as { code?: unknown } | null)?.code).filter((code): code is string => typeof code === 'string');
    }
  }
  return [];
}

/** Maps what `POST /account/login` failed with (Store API error answer) to a login error. */
export function getLoginError(error: unknown): LoginError {
  // Shopware's login rate limit answers 429 (CHECKOUT__CUSTOMER_AUTH_THROTTLED, the wait in
  // meta.parameters.seconds; the local Store API adds Retry-After).
  if ((error as { status?: unknown } | null)?.status === 429) return 'tooManyRequests';
  for (const code of errorCodes(error)) {
    const known = loginErrorByCode[code];
    if (known) return known;
  }
  return 'generic';
}
