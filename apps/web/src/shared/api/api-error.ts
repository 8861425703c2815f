import type { ApiError as ApiErrorBody } from '@domus/domain/core/api-error.schema';

/** One offending field of a validation error, its message in the interface language. */
export interface ApiFieldError {
  field: string;
  message: string;
}

/**
 * A failed API call, carrying the error body of the API contract (decisions.md Contract):
 * `code` is the stable machine code, `message` is already in the visitor's language.
 * `status` 0 means the server could not be reached.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: ApiFieldError[];
  /**
   * A refusal for too many requests: the seconds until the same request may be tried again
   * (the body's `retryAfterSeconds`, else the Retry-After header; issue 30 point 1).
   */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    fields: ApiFieldError[] = [],
    retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** Whether the server refused because of too many requests (429). */
  get isRateLimited(): boolean {
    return this.status === 429;
  }

  /** Whether the request itself was wrong (4xx), so repeating it cannot help. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

/** The error body of the contract, or `undefined` when `body` is anything else. */
export function readErrorBody(body: unknown): ApiErrorBody['error'] | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const error = body.error;
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message, fields, retryAfterSeconds } = error as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return undefined;
  const validFields = Array.isArray(fields)
    ? fields.filter(
        (f): f is ApiFieldError =>
          typeof f === 'object' &&
          f !== null &&
          typeof (f as ApiFieldError).field === 'string' &&
          typeof (f as ApiFieldError).message === 'string',
      )
    : undefined;
  return {
    code,
    message,
    ...(validFields ? { fields: validFields } : {}),
    ...(isWait(retryAfterSeconds) ? { retryAfterSeconds } : {}),
  } as ApiErrorBody['error'];
}

/** Whether `value` is a wait in seconds as a 429 states it. */
function isWait(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/**
 * The seconds of a Retry-After header (RFC 9110 §10.2.3: a number of seconds or a date), or
 * `undefined` when it says neither.
 */
export function retryAfterHeader(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return isWait(Number(trimmed)) ? Number(trimmed) : undefined;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  const seconds = Math.ceil((date - now) / 1000);
  return seconds > 0 ? seconds : undefined;
}
