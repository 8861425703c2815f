/**
 * The staff page's calls (issue 16 point 5): finding an account by its address to give it a
 * role, and setting an account's roles. The list of staff is `staffListSchema` (admin-listings).
 */
import { z } from 'zod';
import { emailSchema, idSchema } from '../core/common.schema.ts';

/**
 * Query of `GET /api/v1/admin/staff-accounts`: without `email` every staff account, with it the
 * account of that address whatever its roles (to grant one), or none.
 */
export const staffAccountsQuerySchema = z.object({
  email: z
    .union([z.literal(''), emailSchema])
    .optional()
    .transform((value) => value || undefined),
});

/** An account and its roles. */
export const staffAccountSchema = z.object({
  _id: idSchema,
  email: z.string(),
  isAgent: z.boolean(),
  isAdmin: z.boolean(),
  isSuperAdmin: z.boolean(),
});
/** An account and its roles. */
export type StaffAccount = z.infer<typeof staffAccountSchema>;

/** Answer of `GET /api/v1/admin/staff-accounts`, by address. */
export const staffAccountsResponseSchema = z.object({ data: z.array(staffAccountSchema) });

/** Answer of the role change: the account with its roles now. */
export const staffAccountResponseSchema = z.object({ data: staffAccountSchema });

/** Path of `PUT /api/v1/admin/staff-accounts/{id}/roles`. */
export const staffAccountParamsSchema = z.object({ id: idSchema });

/** Body of `PUT /api/v1/admin/staff-accounts/{id}/roles`: every role switch (a super admin is an admin). */
export const staffRolesBodySchema = z.strictObject({
  isAgent: z.boolean(),
  isAdmin: z.boolean(),
  isSuperAdmin: z.boolean(),
});
/** The roles to give. */
export type StaffRolesBody = z.infer<typeof staffRolesBodySchema>;
