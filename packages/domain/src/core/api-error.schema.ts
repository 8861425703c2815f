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
  /**
   * Viewings (issue 33 point 2, decision 069): another booked viewing of the agent overlaps
   * (409); the viewing's status no longer allows the change (409); a buyer's signed link that is
   * not ours or altered (400), past its expiry (410), or older than the viewing's last change
   * (409).
   */
  'viewing_conflict',
  'viewing_state',
  'viewing_link_invalid',
  'viewing_link_expired',
  'viewing_link_superseded',
  /**
   * Refusals of an upload of another CRM's OpenImmo export (issue 32 point 5, decision 064):
   * over the size limit (413); not a ZIP, a ZIP bomb, too many entries, a path outside the
   * folder or a link, no OpenImmo document, a DOCTYPE (external entities, entity expansion),
   * malformed XML, an encoding other than UTF-8 or ISO-8859-1/windows-1252 (422); an upload
   * imported already (409).
   */
  'import_too_large',
  'import_not_zip',
  'import_zip_bomb',
  'import_too_many_entries',
  'import_unsafe_path',
  'import_no_openimmo',
  'import_xml_doctype',
  'import_xml_invalid',
  'import_encoding',
  'import_not_previewed',
  /**
   * 409: staff send a seller's weekly report who has no address, switched it off or has nothing
   * published (issue 33 point 5, decision 070).
   */
  'owner_report_unavailable',
  /**
   * Favourites (issue 34 point 3): the listing to keep is not published or does not exist (404);
   * the account keeps as many as it may already (409).
   */
  'listing_unavailable',
  'favourites_full',
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
