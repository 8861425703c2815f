import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@domus/domain/core/api-error.schema';
import {
  idParamsSchema,
  sellerInputSchema,
  sellerListQuerySchema,
  sellerListSchema,
  sellerResponseSchema,
} from '@domus/domain/person/seller.schema';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import {
  bearerSecurity,
  errorResponses,
  sessionResponses,
  staffResponses,
} from '../../lib/openapi.ts';
import { requireStaff, requireViewer } from '../auth/viewer.ts';
import {
  changeSeller,
  createSeller,
  findSellers,
  listSellers,
  SELLER_LIST_LIMIT,
} from './sellers.service.ts';

/** GET /sellers, GET /seller/search, POST /sellers, PATCH /sellers/{id} (seller-side.md §7). */
export const sellersRoutes: FastifyPluginAsyncZod<{
  db: Database;
  config: Pick<Config, 'publicUrl'>;
}> = async (app, { db, config }) => {
  app.get(
    '/sellers',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'listSellers',
        tags: ['sellers'],
        summary: 'Newest customers (staff)',
        description:
          'The newest sellers first, 10 unless `limit` says otherwise (at most 100): the ' +
          "customer picker's first list. Staff only.",
        security: bearerSecurity,
        querystring: sellerListQuerySchema.pick({ limit: true }),
        response: { 200: sellerListSchema, ...staffResponses, ...errorResponses },
      },
    },
    async (request) => {
      requireStaff(request);
      return { data: await listSellers(db, request.query.limit ?? SELLER_LIST_LIMIT) };
    },
  );

  app.get(
    '/seller/search',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'searchSellers',
        tags: ['sellers'],
        summary: 'Search customers (staff)',
        description:
          'At most 10 sellers, newest first, whose name, family name, company, e-mail or ' +
          'telephone contain every word of `q` (any case). An empty `q` lists the newest. Staff ' +
          'only.',
        security: bearerSecurity,
        querystring: sellerListQuerySchema.pick({ q: true }),
        response: { 200: sellerListSchema, ...staffResponses, ...errorResponses },
      },
    },
    async (request) => {
      requireStaff(request);
      return { data: await findSellers(db, request.query.q ?? '') };
    },
  );

  app.post(
    '/sellers',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'createSeller',
        tags: ['sellers'],
        summary: 'Create a customer (staff)',
        description:
          'Seller-step rules (seller-side.md §5): e-mail or telephone, name and family name (or ' +
          "a construction firm's company name); empty strings count as not given; a private " +
          "seller's PEC is dropped. An agent who is not an admin may not create an agent seller " +
          '(400 on `sellerType`). An address that another seller has answers 400 ' +
          '`duplicate_email` on `email`. Staff only.',
        security: bearerSecurity,
        body: sellerInputSchema,
        response: {
          201: sellerResponseSchema,
          ...staffResponses,
          ...errorResponses,
          400: apiErrorSchema.describe(
            'Invalid fields (validation_error) or an e-mail already in use (duplicate_email)',
          ),
        },
      },
    },
    async (request, reply) => {
      const viewer = requireStaff(request);
      return reply.code(201).send({ data: await createSeller(db, viewer, request.body) });
    },
  );

  app.patch(
    '/sellers/:id',
    {
      config: { sessionAction: 'change-profile' },
      schema: {
        operationId: 'updateSeller',
        tags: ['sellers'],
        summary: 'Change a customer',
        description:
          'Saves the whole seller with the rules of `POST /sellers`. Staff may change any ' +
          'seller; a website user only their own seller profile: any other id answers 404. An ' +
          "e-mail that another seller has, or (for a website user) another account's login " +
          'address, answers 400 `duplicate_email`.',
        security: bearerSecurity,
        params: idParamsSchema,
        body: sellerInputSchema,
        response: {
          200: sellerResponseSchema,
          ...sessionResponses,
          404: apiErrorSchema.describe('No such seller, or not yours: code not_found'),
          429: apiErrorSchema.describe(
            'A website user with more than 10 address-in-use answers in an hour: code rate_limited',
          ),
          ...errorResponses,
          400: apiErrorSchema.describe(
            'Invalid fields (validation_error) or an e-mail already in use (duplicate_email)',
          ),
        },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      return {
        data: await changeSeller(db, viewer, request.params.id, request.body, config.publicUrl),
      };
    },
  );
};
