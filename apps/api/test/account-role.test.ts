/**
 * The command-line task that makes staff accounts (decisions.md Accounts and roles: staff
 * accounts are made with a command-line task, never by a public call).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts } from '../src/db/schema.ts';
import { setAccountRole } from '../src/modules/staff/account-role.service.ts';
import { createSession } from '../src/modules/auth/sessions.service.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    routes: (app) => {
      app.get('/api/v1/test/who', async (request) => ({ viewer: request.viewer }));
    },
  });
});
afterAll(() => t?.close());

const flagsOf = async (email: string) => {
  const [row] = await t.database.db
    .select({
      isAgent: accounts.isAgent,
      isAdmin: accounts.isAdmin,
      isSuperAdmin: accounts.isSuperAdmin,
    })
    .from(accounts)
    .where(eq(accounts.email, email));
  return row;
};

describe('account:role (decisions.md Accounts and roles: staff accounts)', () => {
  it('creates an account with the role, then changes it; a super admin is also an admin', async () => {
    const created = await setAccountRole(t.database.db, ' Boss@Example.com ', 'superadmin');
    expect(created).toMatchObject({ email: 'boss@example.com', created: true });
    expect(await flagsOf('boss@example.com')).toEqual({
      isAgent: false,
      isAdmin: true,
      isSuperAdmin: true,
    });

    const agent = await setAccountRole(t.database.db, 'boss@example.com', 'agent');
    expect(agent.created).toBe(false);
    expect(await flagsOf('boss@example.com')).toEqual({
      isAgent: true,
      isAdmin: false,
      isSuperAdmin: false,
    });
    expect(await t.database.db.$count(accounts, eq(accounts.email, 'boss@example.com'))).toBe(1);
  });

  it('a role change applies to the sessions already open', async () => {
    await setAccountRole(t.database.db, 'clerk@example.com', 'admin');
    const [row] = await t.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, 'clerk@example.com'));
    const { token } = await createSession(t.database.db, { accountId: row!.id, verified: true });
    const who = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/test/who',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await who()).json()).toMatchObject({ viewer: { isAdmin: true } });
    await setAccountRole(t.database.db, 'clerk@example.com', 'none');
    expect((await who()).json()).toMatchObject({
      viewer: { isAdmin: false, isAgent: false, isSuperAdmin: false },
    });
  });

  it('refuses an invalid address', async () => {
    await expect(setAccountRole(t.database.db, 'not-an-address', 'admin')).rejects.toThrow();
  });

  it('the command line refuses a wrong role before it opens any database', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'domus-role-'));
    const cli = path.resolve(import.meta.dirname, '../src/modules/staff/account-role.cli.ts');
    try {
      // (A full run opens and migrates the embedded database of DATA_DIR, which takes a minute
      // on a busy machine; setAccountRole above is what it runs.)
      const run = promisify(execFile)(process.execPath, [cli, 'agent@example.com', 'king'], {
        env: { ...process.env, DATA_DIR: dataDir, INIT_CWD: dataDir },
      });
      await expect(run).rejects.toMatchObject({
        code: 2,
        stderr: expect.stringContaining('agent|admin|superadmin|none') as unknown,
      });
      expect(await readdir(dataDir)).toEqual([]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
