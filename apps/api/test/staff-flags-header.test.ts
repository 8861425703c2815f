/**
 * The staff flags of every answer to a call with a session (issue 30.6, decision 051): a browser
 * keeps the flags of its login, and this header is how it learns a role given or taken since, on
 * its next call, whatever the call and whether it succeeded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, auth, person, type Person } from './helpers/account-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let user: Person;
let superAdmin: Person;

const call = apiCaller(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
  user = await person(t.database.db, 'future-agent@example.com');
  superAdmin = await person(t.database.db, 'boss@example.com', {
    isAdmin: true,
    isSuperAdmin: true,
  });
});
afterAll(() => t?.close());

const setRoles = async (roles: { isAgent: boolean; isAdmin: boolean }) => {
  const answer = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/admin/staff-accounts/${user.accountId}/roles`,
    headers: auth(superAdmin.token),
    payload: { ...roles, isSuperAdmin: false },
  });
  expect(answer.statusCode, answer.body).toBe(200);
};

describe('issue 30.6: roles apply from the next request, in the browser too', () => {
  it('issue 30.6: every answer to a session names its staff flags as they are now', async () => {
    const me = await call('GET', '/account/me', user.token);
    expect(me.statusCode).toBe(200);
    expect(me.headers['domus-staff-flags']).toBe('none');
    // A refusal says it too: the browser learns why and what it may open.
    const refused = await call('GET', '/admin/overview', user.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['domus-staff-flags']).toBe('none');

    await setRoles({ isAgent: true, isAdmin: false });
    const next = await call('GET', '/account/me', user.token);
    expect(next.headers['domus-staff-flags']).toBe('isAgent');
    expect((await call('GET', '/admin/overview', user.token)).statusCode).toBe(200);

    await setRoles({ isAgent: true, isAdmin: true });
    expect((await call('GET', '/account/me', user.token)).headers['domus-staff-flags']).toBe(
      'isAgent,isAdmin',
    );
    await setRoles({ isAgent: false, isAdmin: false });
    const after = await call('GET', '/admin/overview', user.token);
    expect(after.statusCode).toBe(403);
    expect(after.headers['domus-staff-flags']).toBe('none');

    // A visitor's answers carry no flags.
    expect((await call('GET', '/types')).headers['domus-staff-flags']).toBeUndefined();
  });
});
