/** Errors in Shopware's JSON:API-like shape: `{"errors":[{status, code, title, detail, source, meta}]}`. */

export interface ApiErrorEntry {
  status: string;
  code: string;
  title: string;
  detail: string;
  source?: { pointer?: string; parameter?: string };
  meta?: ({ parameters?: Record<string, unknown> } & Record<string, unknown>) | null;
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  412: 'Precondition Failed',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export function statusTitle(status: number): string {
  return TITLES[status] ?? (status >= 500 ? 'Server Error' : 'Client Error');
}

export class StoreApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: ApiErrorEntry[],
    readonly headers: Record<string, string> = {},
  ) {
    super(errors.map((error) => error.detail).join('; '));
    this.name = 'StoreApiError';
  }

  get body(): { errors: ApiErrorEntry[] } {
    return { errors: this.errors };
  }
}

interface ErrorOptions {
  pointer?: string;
  parameters?: Record<string, unknown>;
  title?: string;
  headers?: Record<string, string>;
}

export function apiError(status: number, code: string, detail: string, options: ErrorOptions = {}): StoreApiError {
  return new StoreApiError(status, [errorEntry(status, code, detail, options)], options.headers);
}

export function errorEntry(status: number, code: string, detail: string, options: ErrorOptions = {}): ApiErrorEntry {
  const entry: ApiErrorEntry = {
    status: String(status),
    code,
    title: options.title ?? statusTitle(status),
    detail,
    meta: { parameters: options.parameters ?? {} },
  };
  if (options.pointer !== undefined) entry.source = { pointer: options.pointer };
  return entry;
}

/** A constraint violation, the way Shopware's DataValidator reports it (400, one entry per field). */
export interface Violation {
  pointer: string;
  code: string;
  detail: string;
  parameters?: Record<string, unknown>;
}

export function violations(list: Violation[]): StoreApiError {
  return new StoreApiError(
    400,
    list.map((violation) =>
      errorEntry(400, violation.code, violation.detail, {
        pointer: violation.pointer,
        parameters: violation.parameters,
        title: 'Constraint violation error',
      }),
    ),
  );
}

export const errors = {
  missingAccessKey: () =>
    apiError(401, 'FRAMEWORK__API_INVALID_ACCESS_KEY', 'Header "sw-access-key" is required.'),
  invalidAccessKey: () =>
    apiError(401, 'FRAMEWORK__API_INVALID_ACCESS_KEY', 'Access key is invalid and could not be identified.'),
  maintenance: () =>
    apiError(503, 'FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE', 'The sales channel is in maintenance mode.'),
  invalidLanguageId: () =>
    apiError(412, 'SYSTEM__LANGUAGE_INVALID_EXCEPTION', 'Provided languageId is not a valid uuid'),
  languageNotAvailable: (languageId: string, available: string[]) =>
    apiError(
      412,
      'SYSTEM__SALES_CHANNEL_LANGUAGE_NOT_AVAILABLE_EXCEPTION',
      `Provided language "${languageId}" is not in list of available languages: ${available.join(', ')}`,
    ),
  malformedJson: (reason: string, pointer = '/') =>
    apiError(400, 'FRAMEWORK__INVALID_REQUEST_BODY', `The JSON payload is malformed: ${reason}`, { pointer }),
  invalidCompressedCriteria: (reason: string) =>
    apiError(400, 'FRAMEWORK__INVALID_COMPRESSED_CRITERIA_PARAMETER', `Invalid _criteria parameter: ${reason}`, { pointer: '/_criteria' }),
  bodyNotObject: () =>
    apiError(400, 'FRAMEWORK__INVALID_REQUEST_BODY', 'The request body must be a JSON object.', { pointer: '/' }),
  routeNotFound: (method: string, path: string) =>
    apiError(404, 'FRAMEWORK__ROUTE_NOT_FOUND', `No route found for "${method} ${path}".`),
  notLoggedIn: () => apiError(403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN', 'Customer is not logged in.'),
  /** Shopware's ProductNotFoundException (product detail, wishlist add): 404 `CONTENT__PRODUCT_NOT_FOUND`. */
  productNotFound: (productId: string, pointer = '/productId') =>
    apiError(404, 'CONTENT__PRODUCT_NOT_FOUND', `Product for id ${productId} not found.`, { pointer, parameters: { productId } }),
  internal: () => apiError(500, 'FRAMEWORK__INTERNAL_SERVER_ERROR', 'An unexpected error occurred.'),
  injectedFailure: (status: number, retryAfterSeconds: number) =>
    status === 429
      ? apiError(429, 'FRAMEWORK__RATE_LIMIT_EXCEEDED', `Too many requests, try again in ${retryAfterSeconds} seconds.`, {
          parameters: { seconds: retryAfterSeconds },
          headers: { 'Retry-After': String(retryAfterSeconds) },
        })
      : apiError(status, 'GIPFEL__INJECTED_FAILURE', `Failure injected by STORE_API_FAIL_RATE (status ${status}).`),
};
