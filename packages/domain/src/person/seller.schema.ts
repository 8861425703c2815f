/**
 * Sellers and clients (seller-side.md §3 Seller or contact, §5 Seller step; buyer-side.md §3,
 * §5 New client dialog and Profile dialog).
 */
import { z } from 'zod';
import { MAX_LENGTH, SALUTATIONS, SELLER_TYPES } from '../core/constants.ts';
import { MESSAGE_KEYS } from '../core/message-keys.ts';
import {
  companyReplacesName,
  hasCompanyFields,
  missingNames,
  SELLER_MAX_LENGTH,
} from './seller-fields.ts';
import { emailSchema, idSchema, languageSchema, telSchema } from '../core/common.schema.ts';

/** Seller kinds: private, agent, construction (Privato, Agente Immobiliare, Impresa Immobiliare). */
export const sellerTypeSchema = z.enum(SELLER_TYPES);
/** A seller kind. */
export type SellerType = z.infer<typeof sellerTypeSchema>;

/**
 * Salutation as stored: `f` or `m`. The spoken forms of older clients (Signora, Signor, Frau,
 * Herr, Ms, Mr and similar) are read as the code.
 */
export const salutationSchema = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  const text = value.trim().toLowerCase().replace(/\.$/, '');
  if (['signora', 'sig.ra', 'sigra', 'frau', 'ms', 'mrs', 'miss'].includes(text)) return 'f';
  if (['signor', 'signore', 'sig', 'herr', 'mr'].includes(text)) return 'm';
  return text;
}, z.enum(SALUTATIONS));
/** A salutation code. */
export type Salutation = z.infer<typeof salutationSchema>;

/**
 * An optional text that clients may send empty: '' counts as not given (seller-side.md §5: empty
 * strings are removed before sending).
 */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));

const optionalEmail = z
  .union([z.literal(''), emailSchema])
  .optional()
  .transform((v) => v || undefined);
/** A PEC (certified e-mail) address: an e-mail address of at most `SELLER_MAX_LENGTH.pec`. */
const optionalPec = z
  .union([z.literal(''), emailSchema.max(SELLER_MAX_LENGTH.pec)])
  .optional()
  .transform((v) => v || undefined);
const optionalTel = z
  .union([z.literal(''), telSchema])
  .optional()
  .transform((v) => v || undefined);

/** A postal address of a person. */
export const personAddressSchema = z.object({
  street: optionalText(MAX_LENGTH.street),
  streetNumber: optionalText(MAX_LENGTH.streetNumber),
  postalCode: optionalText(10),
  municipality: optionalText(MAX_LENGTH.municipality),
  country: optionalText(MAX_LENGTH.region),
});

/**
 * A person's postal address as answered. Plain strings: the input schema's transforms (empty to
 * absent) cannot run backwards when an answer is serialised.
 */
export const personAddressOutputSchema = z.object({
  street: z.string().nullish(),
  streetNumber: z.string().nullish(),
  postalCode: z.string().nullish(),
  municipality: z.string().nullish(),
  country: z.string().nullish(),
});

const personShape = {
  salutation: z
    .union([z.literal(''), salutationSchema])
    .optional()
    .transform((v) => v || undefined),
  name: optionalText(SELLER_MAX_LENGTH.name),
  familyName: optionalText(SELLER_MAX_LENGTH.familyName),
  companyName: optionalText(SELLER_MAX_LENGTH.companyName),
  email: optionalEmail,
  tel: optionalTel,
  language: languageSchema.default('it'),
  address: personAddressSchema.optional(),
};

/**
 * Name and family name, which a construction firm may replace by its company name: a missing
 * name reads 'global.errors.required', for a construction firm 'global.errors.companyOrName'
 * on the missing names and on the company name.
 */
function checkNames(
  seller: Parameters<typeof missingNames>[0],
  ctx: z.RefinementCtx<Record<string, unknown>>,
): void {
  const missing = missingNames(seller);
  if (missing.length === 0) return;
  const firm = companyReplacesName(seller.sellerType);
  const message = firm ? MESSAGE_KEYS.companyOrName : MESSAGE_KEYS.required;
  for (const field of missing) ctx.addIssue({ code: 'custom', path: [field], message });
  if (firm) ctx.addIssue({ code: 'custom', path: ['companyName'], message });
}

/** The seller without the PEC when their type has no company fields (seller-side.md §5). */
const withoutPrivatePec = <T extends { sellerType?: SellerType | undefined; pec?: string }>(
  seller: T,
): T => (hasCompanyFields(seller.sellerType) ? seller : { ...seller, pec: undefined });

/**
 * A seller as sent to `POST /api/v1/sellers` and `PATCH /api/v1/sellers/{id}`: e-mail or
 * telephone required ('Inserire numero di telefono o email', reported on both), name and family
 * name required (a construction firm may give its company name instead); the PEC address is
 * dropped for private sellers.
 */
export const sellerInputSchema = z
  .object({
    ...personShape,
    sellerType: sellerTypeSchema.default('private'),
    fiscalCode: optionalText(SELLER_MAX_LENGTH.fiscalCode),
    pec: optionalPec,
    taxCode: optionalText(SELLER_MAX_LENGTH.taxCode),
    isSelfInserted: z.boolean().optional(),
  })
  .superRefine((seller, ctx) => {
    if (!seller.email && !seller.tel) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: MESSAGE_KEYS.emailOrTel });
      ctx.addIssue({ code: 'custom', path: ['tel'], message: MESSAGE_KEYS.emailOrTel });
    }
    checkNames(seller, ctx);
  })
  .transform(withoutPrivatePec);
/** A seller as sent. */
export type SellerInput = z.output<typeof sellerInputSchema>;

/**
 * The fields of the profile dialog (buyer-side.md §5 Profile dialog), sent as `values` of
 * `PATCH /api/v1/account/me` and as `seller` of `PATCH /api/v1/account/{id}`: a valid e-mail is
 * required ('global.errors.email'); name and family name are required, except that a
 * construction firm may give its company name instead; empty strings count as not given and a
 * private seller's PEC is dropped (seller-side.md §5). `sellerType` is only given by accounts
 * that sell. Keys the dialog does not have (staff flags, ids, `isSelfInserted`) are stripped.
 */
export const profileInputSchema = z
  .object({
    ...personShape,
    // A missing address reads as an empty one, so that it too gets 'global.errors.email'.
    email: z.preprocess((value) => value ?? '', emailSchema),
    sellerType: sellerTypeSchema.optional(),
    fiscalCode: optionalText(SELLER_MAX_LENGTH.fiscalCode),
    pec: optionalPec,
    taxCode: optionalText(SELLER_MAX_LENGTH.taxCode),
  })
  .superRefine(checkNames)
  .transform(withoutPrivatePec);
/** The profile dialog's fields, parsed. */
export type ProfileInput = z.output<typeof profileInputSchema>;

const personOutputShape = {
  _id: idSchema,
  salutation: z.enum(SALUTATIONS).nullable().optional(),
  name: z.string().nullable().optional(),
  familyName: z.string().nullable().optional(),
  companyName: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  tel: z.string().nullable().optional(),
  language: languageSchema,
  address: personAddressOutputSchema.nullable().optional(),
};

/** A seller as answered. */
export const sellerSchema = z.object({
  ...personOutputShape,
  sellerType: sellerTypeSchema,
  fiscalCode: z.string().nullable().optional(),
  pec: z.string().nullable().optional(),
  taxCode: z.string().nullable().optional(),
  isSelfInserted: z.boolean(),
});
/** A seller. */
export type Seller = z.infer<typeof sellerSchema>;

/** Answer of `GET /api/v1/sellers` and `GET /api/v1/seller/search`: `{data: Seller[]}`. */
export const sellerListSchema = z.object({ data: z.array(sellerSchema) });

/** Answer of `POST /api/v1/sellers` and `PATCH /api/v1/sellers/{id}`: `{data: Seller}`. */
export const sellerResponseSchema = z.object({ data: sellerSchema });

/** Path of `PATCH /api/v1/sellers/{id}` (and of other calls naming one record). */
export const idParamsSchema = z.object({ id: idSchema });

/** Query of `GET /api/v1/sellers` and `GET /api/v1/seller/search`. */
export const sellerListQuerySchema = z.object({
  q: z.string().trim().max(MAX_LENGTH.searchQuery).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

/**
 * A client (buyer) as sent: valid e-mail, name and family name required (buyer-side.md §5 New
 * client dialog).
 */
export const clientInputSchema = z.object({
  ...personShape,
  name: z.string().trim().min(1, { message: MESSAGE_KEYS.required }).max(MAX_LENGTH.name),
  familyName: z.string().trim().min(1, { message: MESSAGE_KEYS.required }).max(MAX_LENGTH.name),
  email: emailSchema,
});
/** A client as sent. */
export type ClientInput = z.output<typeof clientInputSchema>;

/** A client as answered. */
export const clientSchema = z.object({ ...personOutputShape, email: z.string() });
/** A client. */
export type Client = z.infer<typeof clientSchema>;

/**
 * Body of `POST /api/v1/clients-create`: the new client and the accepted privacy notice (an
 * unchecked box gives 'errore'). `me` is what the web app knows of the visitor, if anything.
 */
export const clientsCreateBodySchema = z.object({
  me: z.unknown().optional(),
  client: clientInputSchema.extend({
    privacy: z.literal(true, { message: MESSAGE_KEYS.privacy }),
  }),
  /** A solved captcha (the site's proof-of-work challenge), when the server asks for one. */
  captcha: z.string().max(10_000).optional(),
});

/** Answer of `POST /api/v1/clients`: `{data: Client}`. */
export const clientResponseSchema = z.object({ data: clientSchema });

/** Answer of `POST /api/v1/clients-create`: the client and an (unverified) session token. */
export const clientsCreateResponseSchema = z.object({ client: clientSchema, token: z.string() });
