import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** Runs a trivial query; rejects when the database cannot answer. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
