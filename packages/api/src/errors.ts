import { isMaintenanceMode } from '@shopware/helpers';
import type { Schemas } from './types';

/** One error object as Shopware sends it in `{"errors": [...]}` (JSON:API error). */
export type ShopwareErrorObject = Schemas['error'];

export const MAINTENANCE_MESSAGE = 'MAINTENANCE_MODE';
export const UNKNOWN_ERROR_MESSAGE = 'Unknown error';

export interface StoreApiErrorInit {
  status: number;
  errors?: ShopwareErrorObject[];
  message?: string;
  method?: string;
  url?: string;
  retryAfterSeconds?: number;
  cause?: unknown;
}

/**
 * Lists each Shopware error as `title [pointer]: detail`, one per line, or `Unknown error`
 * when the server sent none.
 */
export function formatErrorMessage(errors: readonly ShopwareErrorObject[]): string {
  if (errors.length === 0) return UNKNOWN_ERROR_MESSAGE;
  return errors
    .map((error) => {
      const title = error.title || error.code || 'Error';
      const pointer = error.source?.pointer ? ` [${error.source.pointer}]` : '';
      const detail = error.detail || error.description || 'no details';
      return `${title}${pointer}: ${detail}`;
    })
    .join('\n');
}

/**
 * A failed Store API or Admin API call. `status` is the HTTP status (502 when the server
 * could not be reached, 408 on timeout, 503 in maintenance mode), `errors` the error objects
 * Shopware returned.
 */
export class StoreApiError extends Error {
  override readonly name = 'StoreApiError';
  readonly status: number;
  readonly errors: ShopwareErrorObject[];
  readonly method: string | undefined;
  readonly url: string | undefined;
  /** Seconds to wait before trying again, from `Retry-After` (on 429 and 503). */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: StoreApiErrorInit) {
    const errors = init.errors ?? [];
    super(init.message ?? formatErrorMessage(errors), init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.errors = errors;
    this.method = init.method;
    this.url = init.url;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }

  /** The Shopware error codes, e.g. `VIOLATION::IS_BLANK_ERROR`. */
  get codes(): string[] {
    return this.errors.map((error) => error.code).filter((code): code is string => typeof code === 'string');
  }
}

export function isStoreApiError(error: unknown): error is StoreApiError {
  return error instanceof StoreApiError;
}

/** True for the error a sales channel in maintenance mode produces (status 503, `MAINTENANCE_MODE`). */
export function isMaintenanceError(error: unknown): error is StoreApiError {
  return error instanceof StoreApiError && error.status === 503 && error.message === MAINTENANCE_MESSAGE;
}

/** Whether the error list holds Shopware's maintenance-mode code. */
export function hasMaintenanceCode(errors: readonly ShopwareErrorObject[]): boolean {
  return isMaintenanceMode([...errors]);
}

/**
 * Parses a `Retry-After` header: delay in seconds or an HTTP date. Returns whole seconds
 * (rounded up, never negative) or undefined when absent or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | undefined {
  if (value === null || value === undefined) return undefined;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.ceil(Number(trimmed));
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/** Reads `errors` out of a response body, tolerating bodies that are not Shopware errors. */
export function extractErrors(body: unknown): ShopwareErrorObject[] {
  if (!body || typeof body !== 'object') return [];
  const errors = (body as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter((item): item is ShopwareErrorObject => !!item && typeof item === 'object');
}
