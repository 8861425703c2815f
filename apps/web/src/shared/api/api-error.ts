import type { ApiError as ApiErrorBody } from '@domus/domain/schemas/api-error.schema';

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

  constructor(status: number, code: string, message: string, fields: ApiFieldError[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
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
  const { code, message, fields } = error as Record<string, unknown>;
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
  } as ApiErrorBody['error'];
}
