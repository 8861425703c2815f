import { apiErrorSchema } from '@domus/domain/core/api-error.schema';

/**
 * The error answers every route may give, for its OpenAPI description: 400 validation errors
 * (unknown `lang` included) and the 500 that hides the cause.
 */
export const errorResponses = {
  400: apiErrorSchema.describe('Invalid input: code validation_error with the offending fields'),
  500: apiErrorSchema.describe('Unexpected failure: code internal_error'),
} as const;

/** The OpenAPI security requirement of calls that take the session token. */
export const bearerSecurity = [{ bearerAuth: [] }];

/**
 * The security of a public call that reads no session: an explicit empty requirement, so the
 * description says "public" instead of saying nothing (issue 31 point 5). A token sent anyway is
 * still checked: an unknown, expired or revoked one answers 401 like everywhere.
 */
export const publicSecurity: Record<string, string[]>[] = [];

/**
 * The security of a public call whose answer depends on the session when there is one (a staff
 * member sees drafts, an owner their own listing): no token, or the session token.
 */
export const optionalSessionSecurity = [{}, ...bearerSecurity];

/** The answers of a call that needs a session: 401 without a valid one. */
export const sessionResponses = {
  401: apiErrorSchema.describe(
    'No session, or an unknown, expired or revoked one: code unauthorized',
  ),
} as const;

/** The answers of a staff call: 401 without a session, 403 for a user who is not staff. */
export const staffResponses = {
  ...sessionResponses,
  403: apiErrorSchema.describe('The account is not staff (agent or admin): code forbidden'),
} as const;
