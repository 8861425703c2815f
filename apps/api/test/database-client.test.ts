import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  testDatabaseKind,
  type TestDatabase,
} from './helpers/test-database.ts';

// PostgreSQL only: PGlite runs in the process and has no server to drop a connection.
describe.runIf(testDatabaseKind() === 'postgres')(
  'database client on a PostgreSQL server that drops its connections',
  () => {
    let database: TestDatabase & { url?: string };
    beforeAll(async () => {
      database = await createTestDatabase();
    });
    afterAll(async () => {
      await database.destroy();
    });

    it('survives an administrator terminating the idle connections and keeps answering', async () => {
      // Leaves idle connections in the pool.
      await Promise.all([1, 2, 3].map(() => database.db.execute(sql`select pg_sleep(0.05)`)));
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const dbName = new URL(database.url!).pathname.slice(1);
      const { rows } = await admin.query<{ terminated: boolean }>(
        'select pg_terminate_backend(pid) as terminated from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [dbName],
      );
      await admin.end();
      expect(rows.length).toBeGreaterThan(0);
      // The terminated connections' errors arrive on the next tick; the process must not crash.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const answer: unknown = await database.db.execute(sql`select 1 as one`);
      expect((answer as { rows: { one: number }[] }).rows[0]?.one).toBe(1);
    });
  },
);
