import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { testimonies } from '../../db/schema.ts';

/** Every testimony in the order the agency set. */
export function findTestimonies(db: Database) {
  return db
    .select({ id: testimonies.id, name: testimonies.name, text: testimonies.text })
    .from(testimonies)
    .orderBy(asc(testimonies.position), asc(testimonies.createdAt));
}
