import type { Testimony } from '@domus/domain/person/testimony.schema';
import type { Database } from '../../db/client.ts';
import { findTestimonies } from './testimonies.repository.ts';

/** The testimonies, each with its text in every language. */
export async function listTestimonies(db: Database): Promise<Testimony[]> {
  const rows = await findTestimonies(db);
  return rows.map((row) => ({ _id: row.id, name: row.name, text: row.text }));
}
