/**
 * The database's check on a listing's category lists exactly the categories of the registry
 * (decision 020), and the rooms index covers exactly the categories that count rooms: a category
 * added to the registry without its migration, or the other way round, fails here.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATEGORY_REGISTRY,
  roomCountingCategories,
} from '@domus/domain/listing/categories/category-registry';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

describe('properties_category_check (decision 020)', () => {
  it('allows exactly the categories of the registry', async () => {
    const result: unknown = await database.db.execute(
      sql`select pg_get_constraintdef(oid) as definition from pg_constraint
          where conname = 'properties_category_check'`,
    );
    const [row] = (result as { rows: { definition: string }[] }).rows;
    const named = [...(row?.definition ?? '').matchAll(/'([a-z]+)'/g)].map((m) => m[1]);
    expect(named.sort()).toEqual(Object.keys(CATEGORY_REGISTRY).sort());
  });

  it('indexes the rooms of exactly the categories whose listings count rooms (buyer-side.md §9)', async () => {
    const result: unknown = await database.db.execute(
      sql`select indexdef from pg_indexes where indexname = 'properties_search_rooms_idx'`,
    );
    const [row] = (result as { rows: { indexdef: string }[] }).rows;
    const where = (row?.indexdef ?? '').split(/ WHERE /i)[1] ?? '';
    const named = [...where.matchAll(/'([a-z]+)'/g)].map((m) => m[1]);
    expect(named.sort()).toEqual(roomCountingCategories().sort());
    expect(named.length).toBeGreaterThan(0);
  });
});
