/** The uploads of other CRMs' exports (`listing_imports`, issue 32 point 5, decision 064). */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { listingImports } from '../../db/schema.ts';

export type ListingImportRow = typeof listingImports.$inferSelect;

export async function insertImport(
  db: Executor,
  values: {
    id: string;
    createdById: string;
    fileKey: string;
    fileName: string;
    bytes: number;
    preview: unknown;
  },
): Promise<ListingImportRow> {
  const [row] = await db.insert(listingImports).values(values).returning();
  return row!;
}

export async function findImport(db: Executor, id: string): Promise<ListingImportRow | undefined> {
  const [row] = await db.select().from(listingImports).where(eq(listingImports.id, id));
  return row;
}

/** Records the import's result: imported (its ZIP dropped) or failed as a whole. */
export async function finishImport(
  db: Executor,
  id: string,
  values: { status: 'imported' | 'failed'; result: unknown; fileKey: string | null },
): Promise<ListingImportRow> {
  const [row] = await db
    .update(listingImports)
    .set({ ...values, importedAt: values.status === 'imported' ? new Date() : null })
    .where(eq(listingImports.id, id))
    .returning();
  return row!;
}
