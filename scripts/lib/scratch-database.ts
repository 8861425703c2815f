/**
 * Scratch databases for the benchmarks: a new database on a PostgreSQL server, dropped again when
 * the benchmark is done.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Creates the database `<prefix>_<random>` on the server of `serverUrl` (its own database is only
 * used to connect); throws when the server does not answer.
 * @returns its URL, and `drop`, which drops it with the connections still open to it
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}
