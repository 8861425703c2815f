/**
 * The logged-in account (decisions.md Accounts and roles; buyer-side.md §3 Account 'me', §7).
 */
import { z } from 'zod';
import { MAX_LENGTH, MESSAGE_KEYS } from '../constants.ts';
import { emailSchema, languageSchema } from './common.schema.ts';
import { clientSchema, sellerInputSchema, sellerSchema } from './seller.schema.ts';

/** Staff flags; a super admin is also an admin. */
export const adminFlagsSchema = z.object({
  isAgent: z.boolean(),
  isAdmin: z.boolean(),
  isSuperAdmin: z.boolean(),
});
/** Staff flags. */
export type AdminFlags = z.infer<typeof adminFlagsSchema>;

/** Answer of `GET /api/v1/account/me`: `{email, admin, seller, client}`. */
export const meSchema = z.object({
  email: z.string(),
  language: languageSchema.optional(),
  verified: z.boolean().optional(),
  admin: adminFlagsSchema,
  seller: sellerSchema.nullable(),
  client: clientSchema.nullable(),
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

/** Body of `PATCH /api/v1/account/me`: `{me, values}` where values are the profile fields. */
export const accountMePatchSchema = z.object({
  me: z.unknown().optional(),
  values: sellerInputSchema,
});

/** Body of `PATCH /api/v1/account/{id}`: `{seller}`. */
export const accountPatchSchema = z.object({ seller: sellerInputSchema });
