/**
 * The history of changes (issue 16 point 6): every change made by staff or by an owner to a
 * listing, a customer, a saved search, a match's state or a role, with who, when, what changed
 * (field, before, after) and from which screen or call. The API writes an entry in the same
 * transaction as the change; no call edits or deletes one (only the erasure of a person rewrites
 * that person's values, decision 029).
 */

/** What a history entry is about. */
export const HISTORY_SUBJECTS = [
  'listing',
  'seller',
  'client',
  'search',
  'match',
  'account',
  'message',
  'viewing',
] as const;

/**
 * What a history entry is about: a listing, a seller, a client, a saved search, a match, an
 * account, a contact message handled in the staff inbox (decision 032), or a viewing (issue 33,
 * decision 069).
 */
export type HistorySubject = (typeof HISTORY_SUBJECTS)[number];

/** What was done. `update` lists its fields; the others may list fields too (a confirmation's main images). */
export const HISTORY_ACTIONS = [
  'create',
  'update',
  'delete',
  'submit',
  'confirm',
  'withdraw',
  'close',
  'publish',
  'assign',
  'state',
  'offer',
  'role',
  'merge',
  'export',
  'erase',
] as const;

/** What was done to the subject. */
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** The part the actor played when they made the change. */
export const HISTORY_ACTOR_ROLES = [
  'owner',
  'client',
  'agent',
  'admin',
  'superAdmin',
  'system',
] as const;

/** The part the actor played: the listing's owner, a buyer, staff by their highest role, or the system. */
export type HistoryActorRole = (typeof HISTORY_ACTOR_ROLES)[number];

/** A JSON value as stored for a field's before and after. */
export type HistoryValue =
  string | number | boolean | null | HistoryValue[] | { [key: string]: HistoryValue };

/** One field's change: its name as the API calls it, the value before and after. */
export type HistoryChange = { field: string; before: HistoryValue; after: HistoryValue };

/** At most this many characters of a text value are kept in an entry (a description is long). */
export const HISTORY_VALUE_MAX_LENGTH = 2000;

function normalise(value: unknown): HistoryValue {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') {
    return value.length > HISTORY_VALUE_MAX_LENGTH
      ? `${value.slice(0, HISTORY_VALUE_MAX_LENGTH)}…`
      : value;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map(normalise);
  if (typeof value === 'object') {
    const out: { [key: string]: HistoryValue } = {};
    for (const key of Object.keys(value).sort()) {
      const v = (value as Record<string, unknown>)[key];
      if (v !== undefined) out[key] = normalise(v);
    }
    return out;
  }
  // A bigint as its digits; functions and symbols are no stored value.
  return typeof value === 'bigint' ? value.toString() : null;
}

const same = (a: HistoryValue, b: HistoryValue) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that differ between two states of a record, in the order of `fields` (or of the
 * keys of both when not given). Missing, undefined and null count as the same (no value);
 * dates become ISO strings, objects compare by content whatever their key order, long texts are
 * cut at {@link HISTORY_VALUE_MAX_LENGTH}.
 * @param before the stored state before the change
 * @param after the state after the change
 * @param fields the fields to compare; others are ignored (an update's `updatedAt`, say)
 */
export function diffForHistory(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields?: readonly string[],
): HistoryChange[] {
  const keys = fields ?? [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const changes: HistoryChange[] = [];
  for (const field of keys) {
    const b = normalise(before[field]);
    const a = normalise(after[field]);
    if (!same(a, b)) changes.push({ field, before: b, after: a });
  }
  return changes;
}

/**
 * The actor's role for a history entry from their staff flags; `fallback` when they are not
 * staff (the listing's owner, or a buyer).
 * @param flags the actor's staff flags, or null for the system
 * @param fallback the role of a non-staff actor
 */
export function historyActorRole(
  flags: { isAgent: boolean; isAdmin: boolean; isSuperAdmin: boolean } | null,
  fallback: 'owner' | 'client' = 'owner',
): HistoryActorRole {
  if (!flags) return 'system';
  if (flags.isSuperAdmin) return 'superAdmin';
  if (flags.isAdmin) return 'admin';
  if (flags.isAgent) return 'agent';
  return fallback;
}
