import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@domus/domain/core/api-error.schema';
import { idSchema } from '@domus/domain/core/common.schema';
import {
  portalAccountInputSchema,
  portalAccountSchema,
  portalAccountWithFeedUrlSchema,
} from '@domus/domain/feeds/portal-account.schema';
import { bearerSecurity, errorResponses, sessionResponses } from '../../lib/openapi.ts';
import { requireAdmin, requireSuperAdmin } from '../auth/viewer.ts';
import {
  changePortalAccount,
  createPortalAccount,
  listPortalAccounts,
  removePortalAccount,
} from './portal-accounts.service.ts';
import type { FeedsContext } from './feeds-context.ts';

const tags = ['portals'];
const superAdminResponses = {
  ...sessionResponses,
  403: apiErrorSchema.describe('The account is not a super admin: code forbidden'),
} as const;
const adminResponses = {
  ...sessionResponses,
  403: apiErrorSchema.describe('The account is not an admin: code forbidden'),
} as const;
const notFound = { 404: apiErrorSchema.describe('No such portal account: code not_found') };
const accountParams = z.object({ id: idSchema });

/**
 * The portal accounts (issue 32 point 4): listed by admins, added, changed and removed by super
 * admins. Passwords are write-only; a feed URL is answered
 * once, when it is made.
 */
export const portalAccountsRoutes: FastifyPluginAsyncZod<{ feeds: FeedsContext }> = async (
  app,
  { feeds },
) => {
  const { db } = feeds;

  app.get(
    '/admin/portal-accounts',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listPortalAccounts',
        tags,
        summary: 'The agency’s portal accounts',
        description:
          'Every portal account with its delivery, schedule and the number of listings ' +
          'switched on for it; whether a password is stored, never the password. Admins, who ' +
          'switch listings per portal; only super admins change the accounts.',
        security: bearerSecurity,
        response: {
          200: z.object({ data: z.array(portalAccountSchema) }),
          ...adminResponses,
          ...errorResponses,
        },
      },
    },
    async (request) => {
      requireAdmin(request);
      return { data: await listPortalAccounts(db) };
    },
  );

  app.post(
    '/admin/portal-accounts',
    {
      config: { access: 'superAdmin' },
      schema: {
        operationId: 'createPortalAccount',
        tags,
        summary: 'Add a portal account',
        description:
          'The portal, its delivery (feed URL, push, FTP, FTPS or SFTP) with server and ' +
          'credentials, the schedule and whether new listings go there by default. The ' +
          'password is stored encrypted and never answered. With the feed-URL delivery the ' +
          'answer carries `feedUrl`, the secret address the portal fetches: shown this once. ' +
          'Super admins only.',
        security: bearerSecurity,
        body: portalAccountInputSchema,
        response: {
          201: z.object({ data: portalAccountWithFeedUrlSchema }),
          ...superAdminResponses,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      requireSuperAdmin(request);
      const data = await createPortalAccount(db, feeds.secrets, feeds.publicUrl, request.body);
      return reply.code(201).send({ data });
    },
  );

  app.put(
    '/admin/portal-accounts/:id',
    {
      config: { access: 'superAdmin' },
      schema: {
        operationId: 'updatePortalAccount',
        tags,
        summary: 'Change a portal account',
        description:
          'The account as a whole; a `password` left out keeps the stored one. `newFeedUrl: ' +
          'true` makes a new feed URL (answered once) and stops the old one. Super admins only.',
        security: bearerSecurity,
        params: accountParams,
        body: portalAccountInputSchema.extend({ newFeedUrl: z.boolean().optional() }),
        response: {
          200: z.object({ data: portalAccountWithFeedUrlSchema }),
          ...superAdminResponses,
          ...notFound,
          ...errorResponses,
        },
      },
    },
    async (request) => {
      requireSuperAdmin(request);
      return {
        data: await changePortalAccount(
          db,
          feeds.secrets,
          feeds.publicUrl,
          request.params.id,
          request.body,
        ),
      };
    },
  );

  app.delete(
    '/admin/portal-accounts/:id',
    {
      config: { access: 'superAdmin' },
      schema: {
        operationId: 'deletePortalAccount',
        tags,
        summary: 'Remove a portal account',
        description:
          'Removes the account with its listing switches, what it holds and its transfer log. ' +
          'The portal keeps what it has: switch the listings off and let a transfer run first ' +
          'to remove them there. Super admins only.',
        security: bearerSecurity,
        params: accountParams,
        response: {
          204: z.null().describe('Removed'),
          ...superAdminResponses,
          ...notFound,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      requireSuperAdmin(request);
      await removePortalAccount(db, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
