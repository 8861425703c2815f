/**
 * An account's names as staff lists show them. An account has no name of its own: it is the
 * name, family name, company and telephone of its first seller profile, read by a subquery per
 * column so that an account without a profile still answers (with nulls).
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { accounts, sellers } from './schema.ts';

/** One column of the account's first seller profile. */
function firstProfile(column: SQLWrapper): SQL<string | null> {
  return sql<
    string | null
  >`(select ${column} from ${sellers} where ${sellers.accountId} = ${accounts.id} order by ${sellers.createdAt} limit 1)`;
}

/** The columns of an account's names and telephone, for a select from `accounts`. */
export const accountNameColumns = {
  name: firstProfile(sellers.name),
  familyName: firstProfile(sellers.familyName),
  companyName: firstProfile(sellers.companyName),
  tel: firstProfile(sellers.tel),
};
