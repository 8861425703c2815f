import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@domus/domain/core/api-error.schema';
import {
  accountMePatchSchema,
  accountOverviewSchema,
  accountPatchSchema,
  emailConfirmationAnswerSchema,
  emailConfirmationRequestSchema,
  meSchema,
} from '@domus/domain/account/account.schema';
import { idParamsSchema } from '@domus/domain/person/seller.schema';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { notFoundError } from '../../lib/app-error.ts';
import { bearerSecurity, errorResponses, sessionResponses } from '../../lib/openapi.ts';
import { requireViewer } from '../auth/viewer.ts';
import type { FileStorage } from '../files/file-storage.ts';
import {
  accountOverview,
  loadMe,
  updateAccountProfile,
  updateMyProfile,
} from './account.service.ts';
import { confirmProfileEmail } from './profile-email-confirm.service.ts';

const tooManyDuplicates = apiErrorSchema.describe(
  'More than 10 address-in-use answers to this account in an hour: code rate_limited',
);

const duplicateOrInvalid = apiErrorSchema.describe(
  'Invalid fields (validation_error), or an e-mail that another account or customer has ' +
    '(duplicate_email)',
);

/** GET/PATCH /account/me, GET /account, PATCH /account/{id} (buyer-side.md §7). */
export const accountRoutes: FastifyPluginAsyncZod<{
  db: Database;
  storage: FileStorage;
  config: Pick<Config, 'publicUrl'>;
}> = async (app, { db, storage, config }) => {
  app.get(
    '/account/me',
    {
      schema: {
        operationId: 'getMe',
        tags: ['account'],
        summary: 'The logged-in account',
        description:
          'The account of the session: `_id`, login e-mail, language, whether the address is ' +
          'verified, staff flags (`admin.isAgent`, `admin.isAdmin`, `admin.isSuperAdmin`; a super ' +
          'admin is an admin too) and the seller and client profiles (null when it has none). ' +
          'Not wrapped in `data`.',
        security: bearerSecurity,
        response: { 200: meSchema, ...sessionResponses, ...errorResponses },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const me = await loadMe(db, viewer.accountId);
      if (!me) throw notFoundError();
      return me;
    },
  );

  app.patch(
    '/account/me',
    {
      config: { sessionAction: 'change-profile' },
      schema: {
        operationId: 'updateMe',
        tags: ['account'],
        summary: 'Save the profile dialog',
        description:
          'Profile dialog rules (buyer-side.md §5): a valid e-mail, name and family name (a ' +
          'construction seller may give a company name instead), salutation f or m, language. The ' +
          "fields go to the account's seller and client profiles (a seller profile is created, " +
          'self-inserted, when `values.sellerType` is given and there is none) and the language ' +
          "to the account. The login address is not changed; another account's login address " +
          "or another customer's e-mail answers 400 `duplicate_email`. A new address that is " +
          'neither the login address nor one of the profiles’ is not stored: it waits for the ' +
          'link mailed to it (`pendingEmail`, decision 046; more than 5 such mails an hour ' +
          'answer 429). Unknown keys (staff ' +
          'flags among them) are ignored. Answers the account as `GET /account/me` does.',
        security: bearerSecurity,
        body: accountMePatchSchema,
        response: {
          200: meSchema,
          ...sessionResponses,
          ...errorResponses,
          400: duplicateOrInvalid,
          429: tooManyDuplicates,
        },
      },
    },
    async (request) =>
      updateMyProfile(db, requireViewer(request), request.body.values, config.publicUrl),
  );

  app.get(
    '/account',
    {
      schema: {
        operationId: 'getAccountLists',
        tags: ['account'],
        summary: "The account page's lists",
        description:
          'For a website user: `properties` = their own listings, confirmed or not, and ' +
          'their drafts (an agent’s too: those begun for a customer), newest first; ' +
          '`unconfirmed` = []; `searches` = their saved searches. For admins: `properties` = ' +
          'the 50 newest listings, without the drafts of others; `unconfirmed` = every listing ' +
          'waiting for confirmation, drafts not included (super admins only, else []). Cards ' +
          'carry `isConfirmed` and `isDraft`. Staff see owner names on the cards.',
        security: bearerSecurity,
        response: { 200: accountOverviewSchema, ...sessionResponses, ...errorResponses },
      },
    },
    async (request) => accountOverview(db, storage, requireViewer(request)),
  );

  app.patch(
    '/account/:id',
    {
      config: { sessionAction: 'change-profile' },
      schema: {
        operationId: 'updateAccount',
        tags: ['account'],
        summary: "Save an account's profile",
        description:
          'As `PATCH /account/me` with body `{seller}`, for the account `id` (the `_id` of ' +
          "`GET /account/me`): the caller's own, or any account for staff. Any other id " +
          'answers 404.',
        security: bearerSecurity,
        params: idParamsSchema,
        body: accountPatchSchema,
        response: {
          200: meSchema,
          ...sessionResponses,
          404: apiErrorSchema.describe('No such account, or not yours: code not_found'),
          ...errorResponses,
          400: duplicateOrInvalid,
          429: tooManyDuplicates,
        },
      },
    },
    async (request) =>
      updateAccountProfile(
        db,
        requireViewer(request),
        request.params.id,
        request.body.seller,
        config.publicUrl,
      ),
  );

  app.post(
    '/account/email-confirmation',
    {
      // The link may be opened on a device whose stored session has ended.
      config: { staleTokenTolerated: true },
      schema: {
        operationId: 'confirmProfileEmail',
        tags: ['account'],
        summary: "Confirm a profile's new e-mail address",
        description:
          'Uses the token of the link mailed to a new profile address (once, within 24 hours; ' +
          'decision 046): the seller and client profiles the change named take the address. ' +
          'Works without a session; with one, only for the account that asked (403 ' +
          'confirmation_foreign). 400 confirmation_invalid for an unknown, used or replaced ' +
          'token, 410 confirmation_expired for an expired one, 400 duplicate_email when the ' +
          'address has meanwhile become another account’s or customer’s.',
        security: [{ bearerAuth: [] }, {}],
        body: emailConfirmationRequestSchema,
        response: {
          200: emailConfirmationAnswerSchema,
          403: apiErrorSchema.describe('The link is another account’s: code confirmation_foreign'),
          410: apiErrorSchema.describe('The link has expired: code confirmation_expired'),
          ...errorResponses,
          400: apiErrorSchema.describe(
            'Invalid body (validation_error), an unknown or used link (confirmation_invalid), ' +
              'or an address taken meanwhile (duplicate_email)',
          ),
        },
      },
    },
    async (request) => ({
      data: await confirmProfileEmail(db, request.viewer, request.body.token),
    }),
  );
};
