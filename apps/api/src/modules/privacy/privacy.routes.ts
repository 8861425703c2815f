import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@domus/domain/core/api-error.schema';
import {
  customerRecordParamsSchema,
  erasureResponseSchema,
} from '@domus/domain/person/privacy.schema';
import type { Database } from '../../db/client.ts';
import {
  bearerSecurity,
  errorResponses,
  sessionResponses,
  staffResponses,
} from '../../lib/openapi.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { outboxDirectory } from '../mail/mail-files.service.ts';
import {
  eraseCustomer,
  eraseOwnAccount,
  exportCustomer,
  exportOwnData,
} from './privacy.service.ts';
import type { PersonalDataExport } from './privacy-export.service.ts';

const adminOnly = apiErrorSchema.describe('The account is not an admin: code forbidden');
const notFound = apiErrorSchema.describe('No such seller or client: code not_found');
const staffAccount = apiErrorSchema.describe(
  'The person’s account is staff: its roles are removed first (code staff_account)',
);
const unverified = apiErrorSchema.describe(
  'The session’s address is not confirmed yet: code address_unverified',
);
const zipFile = z.unknown().describe('The ZIP file (application/zip)');

const EXPORT_CONTENT =
  'One ZIP, streamed: `personal-data.json` (format `domus-personal-data/1`: the account without ' +
  'secrets, seller and client records, listings with their fields and files, saved searches ' +
  'with places, matches and states, the listings the account keeps as favourites, contact ' +
  'messages sent from the person’s addresses, login dates, history entries about them or made ' +
  'by them) and the files of their listings under `listings/<number>/` as the storage holds ' +
  'them. The export is recorded in the history. ' +
  'See docs/decisions/029.';

const ERASE_CONTENT =
  'In one transaction: history entries about the person rewritten without personal values, ' +
  'saved searches deleted with their alerts and matches, favourites deleted with the account, ' +
  'listings never published deleted, published ones withdrawn and detached with their title, ' +
  'description and notes cleared, ' +
  'contact messages from their addresses anonymised, login links, sessions, mails and ' +
  'rate-limit events deleted, seller and client records and the account deleted, and an ' +
  '`erase` entry written; then their listings’ exposés, detached documents and mail files ' +
  'removed from the storage and the outbox. Answers what was done, counted. 409 ' +
  '`staff_account` when the account is staff. See docs/decisions/029 and 044.';

/**
 * Personal data requests (issue 16 point 7; docs/decisions/029): admins export and erase a
 * customer; a logged-in user exports their own data and deletes their own account.
 */
export const privacyRoutes: FastifyPluginAsyncZod<{
  db: Database;
  storage: FileStorage;
  dataDir: string;
}> = async (app, { db, storage, dataDir }) => {
  const stores = { storage, outboxDirectory: outboxDirectory(dataDir) };
  const download = (file: PersonalDataExport) => ({
    'content-type': 'application/zip',
    'content-disposition': `attachment; filename="${file.fileName}"`,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });

  app.get(
    '/admin/customers/:kind/:id/export',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'exportCustomerData',
        tags: ['admin'],
        summary: 'Export everything stored about a customer',
        description: `The person of the seller or client record \`id\` (with their account and its other record). Admins only. ${EXPORT_CONTENT}`,
        security: bearerSecurity,
        params: customerRecordParamsSchema,
        response: {
          200: zipFile,
          ...staffResponses,
          403: adminOnly,
          404: notFound,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const file = await exportCustomer(db, storage, request.viewer, request.params);
      return reply.headers(download(file)).send(file.stream);
    },
  );

  app.post(
    '/admin/customers/:kind/:id/erase',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'eraseCustomer',
        tags: ['admin'],
        summary: 'Erase a customer',
        description: `Erases the person of the seller or client record \`id\` (with their account and its other record). Admins only. ${ERASE_CONTENT}`,
        security: bearerSecurity,
        params: customerRecordParamsSchema,
        response: {
          200: erasureResponseSchema,
          ...staffResponses,
          403: adminOnly,
          404: notFound,
          409: staffAccount,
          ...errorResponses,
        },
      },
    },
    async (request) => ({
      data: await eraseCustomer(db, stores, request.viewer, request.params),
    }),
  );

  app.get(
    '/account/export',
    {
      config: { sessionAction: 'personal-data' },
      schema: {
        operationId: 'exportMyData',
        tags: ['account'],
        summary: 'Export my data',
        description: `Everything stored about the logged-in person. ${EXPORT_CONTENT}`,
        security: bearerSecurity,
        response: { 200: zipFile, ...sessionResponses, 403: unverified, ...errorResponses },
      },
    },
    async (request, reply) => {
      const file = await exportOwnData(db, storage, request.viewer);
      return reply.headers(download(file)).send(file.stream);
    },
  );

  app.delete(
    '/account',
    {
      config: { sessionAction: 'personal-data' },
      schema: {
        operationId: 'deleteMyAccount',
        tags: ['account'],
        summary: 'Delete my account',
        description: `Erases the logged-in person and ends every session of theirs, this one included. ${ERASE_CONTENT}`,
        security: bearerSecurity,
        response: {
          200: erasureResponseSchema,
          ...sessionResponses,
          403: unverified,
          409: staffAccount,
          ...errorResponses,
        },
      },
    },
    async (request) => ({ data: await eraseOwnAccount(db, stores, request.viewer) }),
  );
};
