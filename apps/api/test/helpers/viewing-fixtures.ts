/**
 * The people, listing, hours and clock of the viewing tests (issue 33 points 1–2): two agents,
 * an admin, a seller writing in German whose listing the first agent is responsible for, and a
 * clock the tests control, set to Monday 24 March 2031, 08:00 in Bolzano — the week that ends
 * with the spring clock change (Sunday 30 March 2031, 02:00 → 03:00).
 */
import { eq } from 'drizzle-orm';
import { localInstant, minutesOf } from '@domus/domain/viewings/agency-time';
import type { ViewingHours } from '@domus/domain/viewings/viewing-hours';
import type { Database } from '../../src/db/client.ts';
import { accounts, properties, sellers, viewingHours } from '../../src/db/schema.ts';
import { listing, person, type Person } from './account-fixtures.ts';
import { MERANO, seedPlaces } from './search-fixtures.ts';

/** The present of the tests: Monday 24 March 2031, 08:00 Europe/Rome (07:00 UTC). */
export const START_OF_TESTS = new Date('2031-03-24T07:00:00Z');

/** A clock the tests move. */
export function testClock(start = START_OF_TESTS) {
  let now = start;
  return {
    now: () => now,
    set: (instant: Date) => {
      now = instant;
    },
  };
}

/** The instant of a local day and time in Bolzano, as ISO (the earlier of a repeated time). */
export function rome(date: string, time: string): string {
  return new Date(localInstant(date, minutesOf(time))).toISOString();
}

/** The agents' week: mornings and afternoons Monday to Saturday, and Sunday's small hours. */
export const AGENT_HOURS: ViewingHours = {
  mon: [
    { start: '09:00', end: '12:00' },
    { start: '14:00', end: '18:00' },
  ],
  tue: [
    { start: '09:00', end: '12:00' },
    { start: '14:00', end: '18:00' },
  ],
  wed: [
    { start: '09:00', end: '12:00' },
    { start: '14:00', end: '18:00' },
  ],
  thu: [
    { start: '09:00', end: '12:00' },
    { start: '14:00', end: '18:00' },
  ],
  fri: [
    { start: '09:00', end: '12:00' },
    { start: '14:00', end: '18:00' },
  ],
  sat: [{ start: '09:00', end: '12:00' }],
  // Across the hour the spring change skips: 02:30 on 30 March 2031 does not exist.
  sun: [{ start: '00:00', end: '06:00' }],
};

export type ViewingWorld = {
  agent: Person;
  otherAgent: Person;
  admin: Person;
  seller: Person;
  listingId: string;
  listingNumber: number;
  /** A listing of the other agent. */
  otherListingId: string;
};

/** Writes an agent's week straight into the table (the hours' own tests go through the API). */
export async function giveHours(db: Database, agentId: string, hours = AGENT_HOURS) {
  const days = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
  await db.delete(viewingHours).where(eq(viewingHours.agentId, agentId));
  await db.insert(viewingHours).values(
    days.flatMap((day, index) =>
      hours[day].map((range) => ({
        agentId,
        weekday: index + 1,
        startMinute: minutesOf(range.start),
        endMinute: minutesOf(range.end),
      })),
    ),
  );
}

/** The places, people and listings (in Merano); both agents get {@link AGENT_HOURS}. */
export async function viewingWorld(db: Database): Promise<ViewingWorld> {
  await seedPlaces(db);
  const agent = await person(db, 'lukas.pichler@agency.example', { isAgent: true });
  await db
    .update(sellers)
    .set({ name: 'Lukas', familyName: 'Pichler' })
    .where(eq(sellers.id, agent.sellerId));
  const otherAgent = await person(db, 'sara.bianchi@agency.example', { isAgent: true });
  const admin = await person(db, 'admin@agency.example', { isAdmin: true });
  const seller = await person(db, 'hermann.seller@example.org');
  await db
    .update(sellers)
    .set({ name: 'Hermann', familyName: 'Egger', language: 'de' })
    .where(eq(sellers.id, seller.sellerId));
  await db.update(accounts).set({ language: 'it' }).where(eq(accounts.id, agent.accountId));
  const { id: listingId } = await listing(db, seller.sellerId);
  const { id: otherListingId } = await listing(db, seller.sellerId);
  await db
    .update(properties)
    .set({
      responsibleAgentId: agent.accountId,
      street: 'Corso Libertà',
      streetNumber: '12',
      municipalityId: MERANO,
      location: { address: { postalCode: '39012' } },
      title: {
        it: 'Trilocale con balcone',
        de: 'Dreizimmerwohnung mit Balkon',
        en: 'Three-room flat',
      },
    })
    .where(eq(properties.id, listingId));
  await db
    .update(properties)
    .set({ responsibleAgentId: otherAgent.accountId })
    .where(eq(properties.id, otherListingId));
  const [row] = await db
    .select({ number: properties.propertyNumber })
    .from(properties)
    .where(eq(properties.id, listingId));
  await giveHours(db, agent.accountId);
  await giveHours(db, otherAgent.accountId);
  return {
    agent,
    otherAgent,
    admin,
    seller,
    listingId,
    listingNumber: row!.number,
    otherListingId,
  };
}
