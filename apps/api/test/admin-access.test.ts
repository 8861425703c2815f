/**
 * Who may call the admin API (issue 15 point 6; seller-side.md §6; decision 026): every admin
 * operation of the OpenAPI description answers 401 without a session and 403 to a website user,
 * before its query or body is read; the admin-only ones (bulk actions, assigning the responsible
 * agent) answer 403 to an agent as well. The operations are read from the live description, so
 * that a new admin call is covered by its own test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { person, type Person } from './helpers/account-fixtures.ts';
import { seedPlaces } from './helpers/search-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

type Operation = { operationId: string };

const t: TestApp = await createTestApp();
const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{
  paths: Record<string, Record<string, Operation>>;
}>();
const adminOperations = Object.entries(doc.paths)
  .filter(([path]) => path.startsWith('/api/v1/admin/'))
  .flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      // Valid path parameters, so that only the caller decides the answer.
      url: path
        .replace('{category}', 'residential')
        .replace('{kind}', 'seller')
        .replace('{id}', '0b7f3c1e-5d2a-4c3b-9e8f-1a2b3c4d5e6f'),
      operationId: op.operationId,
    })),
  );
/** Operations for admins only: agents get 403 too. */
const ADMIN_ONLY = new Set([
  'bulkAdminListings',
  'assignAdminListingAgent',
  // The whole history is for admins, the staff roles for super admins (issue 16 points 5, 6).
  'listAdminHistory',
  'listStaffAccounts',
  'setStaffAccountRoles',
  // Merging two customers is an admin's (decision 030).
  'mergeAdminCustomers',
  'exportCustomerData',
  'eraseCustomer',
  // The portal accounts are super admins'; what goes to the portals and the import, admins'
  // (issue 32 points 1, 3, 4 and 5; decisions 062 and 064).
  'listPortalAccounts',
  'createPortalAccount',
  'updatePortalAccount',
  'deletePortalAccount',
  'startPortalTransfer',
  'switchListingPortal',
  'switchAdminListingsPortal',
  'previewListingImport',
  'getListingImport',
  'applyListingImport',
]);

let user: Person;
let agent: Person;

beforeAll(async () => {
  await seedPlaces(t.database.db);
  user = await person(t.database.db, 'user@example.com');
  agent = await person(t.database.db, 'agent@example.com', { isAgent: true });
});
afterAll(() => t.close());

function call(op: (typeof adminOperations)[number], token?: string) {
  return t.app.inject({
    method: op.method,
    url: op.url,
    headers: {
      'accept-language': 'de',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    // A malformed body: the caller is refused before it is read.
    ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: { bogus: true } }),
  });
}

describe('admin API access (issue 15 point 6)', () => {
  it('describes the admin calls of the contract (docs/admin-api.md)', () => {
    expect(adminOperations.map((op) => op.operationId).sort()).toEqual(
      [
        'assignAdminListingAgent',
        'bulkAdminListings',
        'deleteAdminListing',
        'exportAdminCustomers',
        'exportAdminListings',
        'getAdminCustomer',
        'listAdminCustomers',
        'mergeAdminCustomers',
        'eraseCustomer',
        'exportCustomerData',
        'getAdminOverview',
        'listAdminClientSearches',
        'listAdminContactMessages',
        'listAdminHistory',
        'listAdminListingHistory',
        'listAdminInbox',
        'listAdminListings',
        'listAdminRecentMatches',
        'listAdminRequests',
        'listConfirmationQueue',
        'listStaff',
        'listStaffAccounts',
        'offerAdminListing',
        'publishAdminListing',
        'setAdminContactMessageHandled',
        'setAdminMatchState',
        'setAdminRequestHandled',
        'setStaffAccountRoles',
        'updateAdminInboxMessage',
        'updateAdminInboxRequest',
        'withdrawAdminListing',
        // Mark as sold or let (issue 34 point 4).
        'closeAdminListing',
        // Portals and the import (issue 32).
        'applyListingImport',
        'createPortalAccount',
        'deletePortalAccount',
        'getListingImport',
        'getListingPortals',
        'getPortalTransfer',
        'listListingsPortals',
        'listPortalAccounts',
        'listPortalTransfers',
        'previewListingImport',
        'startPortalTransfer',
        'switchAdminListingsPortal',
        'switchListingPortal',
        'updatePortalAccount',
        // A listing's statistics and its seller's weekly report (issue 33 points 4 and 5).
        'getAdminListingStatistics',
        'sendOwnerReport',
        // Viewings (issue 33 points 1–2).
        'getAgentViewingHours',
        'setAgentViewingHours',
        'getAgentViewingAbsences',
        'setAgentViewingAbsences',
        'listAdminViewings',
        'getAdminViewing',
        'confirmAdminViewing',
        'proposeAdminViewing',
        'declineAdminViewing',
        'cancelAdminViewing',
        'recordAdminViewingOutcome',
        'recordAdminViewingFeedback',
        'updateAdminInboxViewing',
        // How many accounts keep a listing (issue 34 point 3).
        'getAdminListingFavourites',
      ].sort(),
    );
  });

  it.each(adminOperations.map((op) => [op.operationId, op] as const))(
    '%s: 401 without a session, 403 for a website user (in German)',
    async (_name, op) => {
      const anonymous = await call(op);
      expect(anonymous.statusCode, anonymous.body).toBe(401);
      expect(anonymous.json()).toMatchObject({ error: { code: 'unauthorized' } });
      const website = await call(op, user.token);
      expect(website.statusCode, website.body).toBe(403);
      expect(website.json()).toMatchObject({
        error: { code: 'forbidden', message: expect.stringMatching(/Berechtigung/) as unknown },
      });
    },
  );

  it.each(adminOperations.map((op) => [op.operationId, op] as const))(
    '%s: an agent is let in unless the call is for admins',
    async (name, op) => {
      const answer = await call(op, agent.token);
      if (ADMIN_ONLY.has(name)) expect(answer.statusCode, answer.body).toBe(403);
      else expect([200, 400, 404], answer.body).toContain(answer.statusCode);
    },
  );
});
