/**
 * A person to erase (issue 16 target: 50 listings, 20 searches, 2,000 matches), seeded set-based
 * in SQL for speed, and the scan of every text, varchar and jsonb column of every table of the
 * public schema for their personal values. Shared by the erasure test and `npm run bench:erase`.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../src/db/client.ts';
import { createSession } from '../../src/modules/auth/sessions.service.ts';

/** The person's values, each one unlikely to occur anywhere else in the database. */
export const PERSONAL = {
  name: 'Zebulonia',
  familyName: 'Quirkwater',
  companyName: 'Zibaldone Immobili Srl',
  email: 'zeb.quirk@example.org',
  tel: '+39 0471 987654',
  fiscalCode: 'QRKZBL80A41A952X',
  pec: 'quirkwater@pec.example.it',
  street: 'Via Zibaldone',
  streetNumber: '19/Q',
  postalCode: 'X-39997',
  municipality: 'Borgo Zafferano',
} as const;

/** A person's values, as {@link PERSONAL} has them. */
export type PersonalValues = { [K in keyof typeof PERSONAL]: string };

/** Values of another person, none of which contains one of {@link PERSONAL}. */
export function otherPersonalValues(n: number): PersonalValues {
  const values = Object.fromEntries(
    Object.keys(PERSONAL).map((key) => [key, `other${n}-${key}`]),
  ) as PersonalValues;
  return { ...values, email: `other.${n}@example.net` };
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The ids of a seeded person and a live session of theirs. */
export type ErasablePerson = {
  accountId: string;
  sellerId: string;
  clientId: string;
  token: string;
  listingIds: string[];
};

/**
 * Seeds a person: an account, a seller and a client record with `values` ({@link PERSONAL} by
 * default), `listings` listings of theirs (one a draft) with a picture each and a
 * land-register document, `searches` saved searches with a drawn zone, each matched with
 * `matches / searches` listings of others, history entries about them that carry their values,
 * a contact message, login links, a session, a mail and rate-limit events.
 */
export async function seedErasable(
  db: Executor,
  values: PersonalValues = PERSONAL,
  counts: { listings: number; searches: number; matches: number } = {
    listings: 50,
    searches: 20,
    matches: 2000,
  },
): Promise<ErasablePerson> {
  const p = values;
  const email = p.email;
  const address = sql`${JSON.stringify({
    street: p.street,
    streetNumber: p.streetNumber,
    postalCode: p.postalCode,
    municipality: p.municipality,
    country: 'Italia',
  })}::jsonb`;
  const [account] = rowsOf<{ id: string }>(
    await db.execute(
      sql`insert into accounts (email, email_verified_at) values (${email}, now()) returning id`,
    ),
  );
  const accountId = account!.id;
  const [seller] = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into sellers (account_id, salutation, name, family_name, company_name, email, tel,
                           address, seller_type, fiscal_code, pec, is_self_inserted)
      values (${accountId}, 'f', ${p.name}, ${p.familyName}, ${p.companyName}, ${email}, ${p.tel},
              ${address}, 'construction', ${p.fiscalCode}, ${p.pec}, true)
      returning id`),
  );
  const [client] = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into clients (account_id, name, family_name, email, tel, address, privacy_accepted_at)
      values (${accountId}, ${p.name}, ${p.familyName}, ${email}, ${p.tel}, ${address}, now())
      returning id`),
  );
  const sellerId = seller!.id;
  const clientId = client!.id;
  const [type] = rowsOf<{ id: string }>(
    await db.execute(
      sql`select id from property_types where category = 'residential' and code = 'apartment'`,
    ),
  );
  const typeId = type!.id;
  type SqlOwner = { sellerId: string | null; accountId: string | null; notes: string | null };
  const listing = (owner: SqlOwner, n: number, draft: boolean) => sql`
    insert into properties (category, type_id, price, is_confirmed, is_draft, owner_id, created_by_id,
                            title, description, informations, street, submitted_at)
    select 'residential', ${typeId}, 200000 + i, ${!draft}, ${draft}, ${owner.sellerId},
           ${owner.accountId},
           '{"it":"Appartamento","de":"Wohnung","en":"Apartment"}'::jsonb,
           '{"it":"","de":"","en":""}'::jsonb, ${owner.notes}, 'Via Museo',
           ${draft ? null : sql`now()`}
      from generate_series(1, ${n}) as i
    returning id`;
  const mine: SqlOwner = { sellerId, accountId, notes: `Chiamare ${p.tel}` };
  const own = [
    ...rowsOf<{ id: string }>(await db.execute(listing(mine, counts.listings - 1, false))),
    ...rowsOf<{ id: string }>(await db.execute(listing(mine, 1, true))),
  ].map((r) => r.id);
  const perSearch = Math.ceil(counts.matches / counts.searches);
  const others = rowsOf<{ id: string }>(
    await db.execute(listing({ sellerId: null, accountId: null, notes: null }, perSearch, false)),
  ).map((r) => r.id);
  const ownArray = sql`array[${sql.join(
    own.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  await db.execute(sql`
    insert into files (property_id, kind, name, mime, storage_key, uploaded_by_id, position)
    select id, 'image', ${`${p.familyName}-foto.jpg`}, 'image/jpeg',
           to_char(now(), 'YYYY/MM/') || gen_random_uuid() || '.jpg', ${accountId}::uuid, 0
      from unnest(${ownArray}) as id
    union all
    select ${own[0]!}::uuid, 'landregister', ${`Visura ${p.familyName}.pdf`}, 'application/pdf',
           to_char(now(), 'YYYY/MM/') || gen_random_uuid() || '.pdf', ${accountId}::uuid, 0`);
  const searchIds = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into saved_searches (client_id, type_id, budget)
      select ${clientId}, ${typeId}, 300000 from generate_series(1, ${counts.searches})
      returning id`),
  ).map((r) => r.id);
  const searchArray = sql`array[${sql.join(
    searchIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  await db.execute(sql`
    insert into saved_search_locations (search_id, kind, name, area)
    select id, 'polygon', ${`Vicino a ${p.street}`},
           ST_GeomFromText('POLYGON((11.3 46.4, 11.4 46.4, 11.4 46.5, 11.3 46.4))', 4326)
      from unnest(${searchArray}) as id`);
  const otherArray = sql`array[${sql.join(
    others.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  await db.execute(sql`
    insert into matches (search_id, property_id, state)
    select s, l, 'new' from unnest(${searchArray}) as s cross join unnest(${otherArray}) as l
     limit ${counts.matches}`);
  // History about them, as the routes write it: their records, their listings (with their name
  // as the owner's), the states of their matches, and what they did themselves.
  const changes = (field: string, before: string, after: string) =>
    JSON.stringify([{ field, before, after }]);
  await db.execute(sql`
    insert into history_entries (actor_account_id, actor_role, subject, subject_id, seller_id,
                                 action, changes, source)
    values (${accountId}, 'owner', 'seller', ${sellerId}, ${sellerId}, 'update',
            ${changes('tel', '+39 000', p.tel)}::jsonb, 'updateMe'),
           (null, 'admin', 'seller', ${sellerId}, ${sellerId}, 'update',
            ${JSON.stringify([
              {
                field: 'address',
                before: null,
                after: { street: p.street, postalCode: p.postalCode },
              },
            ])}::jsonb,
            'updateSeller')`);
  await db.execute(sql`
    insert into history_entries (actor_account_id, actor_role, subject, subject_id, listing_id,
                                 seller_id, action, changes, source)
    select ${accountId}, 'owner', 'listing', id, id, ${sellerId}, 'update',
           ${changes('owner', `${p.familyName} ${p.name}`, p.companyName)}::jsonb ||
           '[{"field":"price","before":1,"after":2}]'::jsonb, 'updateProperty'
      from unnest(${ownArray}) as id`);
  await db.execute(sql`
    insert into history_entries (actor_account_id, actor_role, subject, subject_id, client_id,
                                 listing_id, action, changes, source)
    select null, 'admin', 'match', m.id, ${clientId}, m.property_id, 'state',
           ${changes('state', 'new', 'visit')}::jsonb, 'setMatchState'
      from matches m where m.search_id = any(${searchArray}) limit 200`);
  await db.execute(sql`
    insert into contact_messages (name, email, tel, message, client_ip)
    values (${`${p.name} ${p.familyName}`}, ${email.toUpperCase()}, ${p.tel},
            ${`Sono ${p.name}, abito in ${p.street} ${p.streetNumber}`}, '192.0.2.7')`);
  await db.execute(sql`
    insert into login_tokens (token_hash, email, account_id, expires_at, used_at)
    values (${randomBytes(16).toString('hex')}, ${email}, ${accountId}, now(), now()),
           (${randomBytes(16).toString('hex')}, ${email}, null, now(), null)`);
  await db.execute(sql`
    insert into mail_outbox (kind, to_address, subject, text)
    values ('match-alert', ${email}, 'Nuovi annunci', ${`Gentile ${p.name} ${p.familyName}`}),
           ('contact', 'agency@example.com', 'Contatto', ${`${p.name} ${p.familyName} scrive`})`);
  await db.execute(sql`update mail_outbox set reply_to = ${email} where kind = 'contact'`);
  await db.execute(sql`
    insert into rate_limit_events (scope, key)
    values ('login-address', ${`${email}|192.0.2.7`}), ('duplicate-email', ${accountId})`);
  const { token } = await createSession(db, {
    accountId,
    verified: true,
  });
  return { accountId, sellerId, clientId, token, listingIds: own };
}

/** A column that can hold text: the scan reads it as text. */
type TextColumn = { table_name: string; column_name: string };

/**
 * Where any of `values` still occurs (any case) in a text, varchar or jsonb column of a table of
 * the public schema, as `table.column: value`; empty when nowhere. Columns are read from
 * information_schema, so a table added later is scanned too.
 */
export async function scanForValues(db: Executor, values: readonly string[]): Promise<string[]> {
  const columns = rowsOf<TextColumn>(
    await db.execute(sql`
      select c.table_name, c.column_name
        from information_schema.columns c
        join information_schema.tables t
          on t.table_schema = c.table_schema and t.table_name = c.table_name
       where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
         and c.data_type in ('text', 'character varying', 'jsonb')
       order by 1, 2`),
  );
  const found: string[] = [];
  const patterns = values.map(
    (value) => `%${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
  );
  const ident = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);
  for (const { table_name: table, column_name: column } of columns) {
    // One pass over the column for all values; the values are told apart only where one is.
    const [row] = rowsOf<{ hits: string[] | null }>(
      await db.execute(sql`
        select array_agg(distinct p) as hits
          from ${ident(table)} as t
          join unnest(array[${sql.join(
            patterns.map((p) => sql`${p}`),
            sql`, `,
          )}]::text[]) as p on lower(t.${ident(column)}::text) like p`),
    );
    for (const hit of row?.hits ?? []) {
      found.push(`${table}.${column}: ${values[patterns.indexOf(hit)]}`);
    }
  }
  return found;
}
