import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@domus/domain/core/api-error.schema';
import {
  staffAccountParamsSchema,
  staffAccountResponseSchema,
  staffAccountsQuerySchema,
  staffAccountsResponseSchema,
  staffRolesBodySchema,
} from '@domus/domain/person/admin-staff.schema';
import type { Database } from '../../db/client.ts';
import { bearerSecurity, errorResponses, sessionResponses } from '../../lib/openapi.ts';
import { requireSuperAdmin } from '../auth/viewer.ts';
import { listStaffAccounts, setStaffRoles } from './admin-staff.service.ts';

const tags = ['admin'];
const superAdminResponses = {
  ...sessionResponses,
  403: apiErrorSchema.describe('The account is not a super admin: code forbidden'),
} as const;

/**
 * The staff page (issue 16 point 5): the staff accounts with their roles, an account found by
 * its address, and the roles of an account. Super admins only (401, 403 before anything is read).
 */
export const adminStaffRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/admin/staff-accounts',
    {
      config: { access: 'superAdmin' },
      schema: {
        operationId: 'listStaffAccounts',
        tags,
        summary: 'Staff accounts and their roles, or the account of an address',
        description:
          'Without `email`: every agent, admin and super admin with their roles, by address. ' +
          'With `email`: the account of that address whatever its roles (to grant one), or an ' +
          'empty list. Super admins only.',
        security: bearerSecurity,
        querystring: staffAccountsQuerySchema,
        response: { 200: staffAccountsResponseSchema, ...superAdminResponses, ...errorResponses },
      },
    },
    async (request, reply) => {
      const data = await listStaffAccounts(db, requireSuperAdmin(request), request.query.email);
      return reply.header('cache-control', 'no-store').send({ data });
    },
  );

  app.put(
    '/admin/staff-accounts/:id/roles',
    {
      config: { access: 'superAdmin' },
      schema: {
        operationId: 'setStaffAccountRoles',
        tags,
        summary: 'Grant or remove an account’s staff roles',
        description:
          'Gives the account exactly these roles (`isSuperAdmin` makes it an admin too); they ' +
          'take effect on its next request. The change is written into the history (subject ' +
          '`account`, action `role`). The last super admin cannot remove their own super-admin ' +
          'role: 409 `last_super_admin`, nothing changed. Super admins only.',
        security: bearerSecurity,
        params: staffAccountParamsSchema,
        body: staffRolesBodySchema,
        response: {
          200: staffAccountResponseSchema,
          ...superAdminResponses,
          404: apiErrorSchema.describe('No such account: code not_found'),
          409: apiErrorSchema.describe(
            'The last super admin removes their own super-admin role: code last_super_admin',
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => ({
      data: await setStaffRoles(
        db,
        requireSuperAdmin(request),
        request.params.id,
        request.body,
        'setStaffAccountRoles',
      ),
    }),
  );
};
