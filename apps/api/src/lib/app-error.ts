import type { ApiErrorCode } from '@domus/domain/core/api-error.schema';
import type { ErrorMessageKey } from './i18n.ts';

/** The machine codes of the error body (decisions.md "Contract"). */
export type ErrorCode = ApiErrorCode;

/** A field of a validation error before translation. */
export type FieldProblem = {
  field: string;
  messageKey: ErrorMessageKey;
  params?: Record<string, unknown>;
};

/**
 * An expected failure with a stable code and a translatable message; services throw it and the
 * error handler turns it into the error body in the request language.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly messageKey: ErrorMessageKey;
  readonly fields: FieldProblem[] | undefined;
  /** Headers the answer carries, e.g. the Retry-After of a 429. */
  headers: Record<string, string> | undefined;
  /** A 429's wait in whole seconds: its body and message say it too (issue 30 point 1). */
  retryAfterSeconds: number | undefined;

  constructor(
    statusCode: number,
    code: ErrorCode,
    messageKey: ErrorMessageKey,
    fields?: FieldProblem[],
  ) {
    super(`${code}: ${messageKey}`);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.messageKey = messageKey;
    this.fields = fields;
  }
}

/** 404 for a resource that does not exist. */
export const notFoundError = () => new AppError(404, 'not_found', 'api.not_found');

/**
 * 409 `awaiting_confirmation`: a website user changes a listing of theirs (or its files) while
 * it waits for the agency's confirmation (the domain's `editRefusal`; decisions 012 and 022).
 */
export const awaitingConfirmationError = () =>
  new AppError(409, 'awaiting_confirmation', 'api.awaiting_confirmation');

/** 400 naming the offending fields. */
export const validationError = (fields: FieldProblem[]) =>
  new AppError(400, 'validation_error', 'api.validation_error', fields);

/**
 * 429 with Retry-After: the whole seconds (at least 1) until the caller may try again, so that
 * clients and proxies wait instead of hammering (RFC 9110 §10.2.3). The body carries the same
 * seconds and its message ends with when to try again, in words (issue 30 point 1).
 */
export function rateLimitedError(
  retryAfterSeconds: number,
  code: 'rate_limited' | 'contact_rate_limited' = 'rate_limited',
  messageKey: ErrorMessageKey = 'api.too_many_requests',
): AppError {
  const error = new AppError(429, code, messageKey);
  error.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  error.headers = { 'retry-after': String(error.retryAfterSeconds) };
  return error;
}
