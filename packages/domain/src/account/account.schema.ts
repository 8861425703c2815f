/**
 * The logged-in account (decisions.md Accounts and roles; buyer-side.md §3 Account 'me', §7).
 */
import { z } from 'zod';
import { MAX_LENGTH } from '../core/constants.ts';
import { MESSAGE_KEYS } from '../core/message-keys.ts';
import { emailSchema, idSchema, languageSchema } from '../core/common.schema.ts';
import { propertyCardSchema } from '../listing/property-card.schema.ts';
import { savedSearchSchema } from '../search/saved-search.schema.ts';
import { clientSchema, profileInputSchema, sellerSchema } from '../person/seller.schema.ts';

/** Staff flags; a super admin is also an admin. */
export const adminFlagsSchema = z.object({
  isAgent: z.boolean(),
  isAdmin: z.boolean(),
  isSuperAdmin: z.boolean(),
});
/** Staff flags. */
export type AdminFlags = z.infer<typeof adminFlagsSchema>;

/**
 * Answer of `GET /api/v1/account/me`: `{email, admin, seller, client}`, with the account's id
 * (`_id`, the `{id}` of `PATCH /api/v1/account/{id}`), language and whether its e-mail address
 * is verified.
 */
export const meSchema = z.object({
  _id: idSchema.optional(),
  email: z.string(),
  language: languageSchema.optional(),
  verified: z.boolean().optional(),
  admin: adminFlagsSchema,
  seller: sellerSchema.nullable(),
  client: clientSchema.nullable(),
  /**
   * The profile address waiting for its confirmation link (decision 046): the profiles keep
   * their address until it is opened. Absent or null when none is pending.
   */
  pendingEmail: z.object({ email: z.string(), expiresAt: z.iso.datetime() }).nullable().optional(),
});
/** The logged-in account. */
export type Me = z.infer<typeof meSchema>;

/**
 * A login callback: a path inside the site (`sell`, `/find/searches/…`), never another origin.
 */
export const callbackSchema = z
  .string()
  .trim()
  .max(MAX_LENGTH.url)
  .regex(/^(?!.*\/\/)(?!.*\\)\/?[A-Za-z0-9\-._~/?=&%+]*$/, { message: MESSAGE_KEYS.callback });

/** Body of `POST /api/v1/account/login`: e-mail and optional callback. */
export const loginRequestSchema = z.object({
  email: emailSchema,
  callback: callbackSchema.optional(),
  captcha: z.string().max(10_000).optional(),
  lang: languageSchema.optional(),
});

/**
 * Body of `PATCH /api/v1/account/me`: `{me, values}` where values are the fields of the profile
 * dialog (buyer-side.md §5). `me` is what the web app last read and is not used.
 */
export const accountMePatchSchema = z.object({
  me: z.unknown().optional(),
  values: profileInputSchema,
});

/** Body of `POST /api/v1/account/email-confirmation`: the token of the mailed link. */
export const emailConfirmationRequestSchema = z.object({
  token: z.string().trim().min(1).max(256),
});

/** Answer of `POST /api/v1/account/email-confirmation`: the address now proved. */
export const emailConfirmationAnswerSchema = z.object({ data: z.object({ email: z.string() }) });

/** Body of `PATCH /api/v1/account/{id}`: `{seller}`, the fields of the profile dialog. */
export const accountPatchSchema = z.object({ seller: profileInputSchema });

/**
 * Answer of `GET /api/v1/account` (buyer-side.md §2 Account page): the listings of the Properties
 * tab (the account's own; for admins the newest listings), the unconfirmed listings (super
 * admins only, else empty) and the account's saved searches.
 */
export const accountOverviewSchema = z.object({
  properties: z.array(propertyCardSchema),
  unconfirmed: z.array(propertyCardSchema),
  searches: z.array(savedSearchSchema),
});
/** The account page's lists. */
export type AccountOverview = z.infer<typeof accountOverviewSchema>;
