/**
 * The error body of every failed API call (decisions.md Contract).
 */
import { z } from 'zod';

/** Stable machine codes of API errors. */
export const API_ERROR_CODES = [
  'validation_error',
  'not_found',
  'unauthorized',
  'forbidden',
  /** The session's address is not confirmed yet (decision 024). */
  'address_unverified',
  /**
   * 409: the owner changes a listing that waits for the agency's confirmation (docs/decisions/012
   * and 022).
   */
  'awaiting_confirmation',
  /** 409: the last super admin removes their own super-admin role (issue 16 point 5). */
  'last_super_admin',
  /**
   * 409: the erasure of a person (or the deletion of one's own account) names a staff account,
   * whose roles must be removed first (decision 029).
   */
  'staff_account',
  /**
   * A profile e-mail confirmation link (decision 046): unknown or used (400), expired (410), or
   * opened in another account's session (403).
   */
  'confirmation_invalid',
  'confirmation_expired',
  'confirmation_foreign',
  /**
   * 409: a merge of two customers who each have their own verified account, not forced (issue 29
   * point 7, decision 030).
   */
  'merge_verified_accounts',
  'payload_too_large',
  'unsupported_media_type',
  'invalid_file',
  'unsafe_file',
  'too_many_files',
  'rate_limited',
  'contact_rate_limited',
  'captcha_invalid',
  'invalid_token',
  'duplicate_email',
  /** The geocoder cannot place the address: unknown municipality (seller-side.md §8). */
  'address_not_found',
  'internal_error',
] as const;
/** An API error code. */
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** One offending field of a validation error, its message in the request's language. */
export const apiErrorFieldSchema = z.object({ field: z.string(), message: z.string() });

/**
 * `{ error: { code, message, fields?, retryAfterSeconds? } }`, the message in the request's
 * language.
 */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(API_ERROR_CODES),
    message: z.string(),
    fields: z.array(apiErrorFieldSchema).optional(),
    /**
     * A refusal for too many requests (429): the whole seconds until the caller may try again,
     * as in its Retry-After header; the message says it in words (issue 30 point 1).
     */
    retryAfterSeconds: z.number().int().positive().optional(),
  }),
});
/** The error body. */
export type ApiError = z.infer<typeof apiErrorSchema>;
