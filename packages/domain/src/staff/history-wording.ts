/**
 * How an entry of the history of changes reads (issue 30 point 7): one sentence saying what was
 * done ("Confirmed the listing", "Changed the telephone"), and the changed fields a person
 * needs, each value in the reader's language. The sentences, the objects they name and the
 * screens are texts of the `admin` catalog (`history.sentences`, `history.objects`,
 * `history.sources`); this module decides which of them an entry takes, and which fields are
 * internal (ids) or already said by the sentence and so are not listed.
 */
import type { HistoryAction, HistoryChange, HistorySubject } from './history.ts';

/**
 * How a field's values are shown: `hidden` an internal id nobody reads, `files` images or plans
 * (thumbnails or names), `type` a property type, `place` a listing's location, `account` a staff
 * account (its address), `seller` a listing's owner (their name), `texts` a text in three
 * languages, `instant` a moment (a viewing's start and end) written as a day and time of the
 * agency, `value` anything else (an option of the catalogs, a number, a yes or no, a text).
 */
export type HistoryValueKind =
  'hidden' | 'files' | 'type' | 'place' | 'account' | 'seller' | 'texts' | 'instant' | 'value';

const VALUE_KINDS: Readonly<Record<string, HistoryValueKind>> = {
  accountId: 'hidden',
  mergedFrom: 'hidden',
  mergedInto: 'hidden',
  images: 'files',
  plans: 'files',
  mainImage: 'files',
  mainImages: 'files',
  type: 'type',
  location: 'place',
  handlerId: 'account',
  agentId: 'account',
  owner: 'seller',
  title: 'texts',
  description: 'texts',
  informations: 'texts',
  commercialDescription: 'texts',
  cultivationDescription: 'texts',
  // A viewing's booked time (issue 33).
  start: 'instant',
  end: 'instant',
};

/** How the values of `field` are shown (see {@link HistoryValueKind}). */
export function historyValueKind(field: string): HistoryValueKind {
  return VALUE_KINDS[field] ?? 'value';
}

/** Fields an action's sentence already says, not listed again below it. */
const SAID_BY_SENTENCE: Partial<Record<HistoryAction, readonly string[]>> = {
  confirm: ['isConfirmed', 'isDraft'],
  submit: ['isDraft'],
  offer: ['property_id'],
  assign: ['responsibleAgent'],
};

/** The changes of an entry a person reads: without internal ids and what its sentence says. */
export function shownHistoryChanges(entry: {
  action: HistoryAction;
  changes: readonly HistoryChange[];
}): HistoryChange[] {
  const said = SAID_BY_SENTENCE[entry.action] ?? [];
  return entry.changes.filter(
    (change) => historyValueKind(change.field) !== 'hidden' && !said.includes(change.field),
  );
}

/**
 * Fields with an object of their own in the sentences (`admin:history.objects.fields.<field>`):
 * a change of one or two of them names them ("Changed the telephone and the e-mail address"),
 * any other change names the subject ("Changed the listing").
 */
export const HISTORY_FIELD_OBJECTS = [
  'salutation',
  'name',
  'familyName',
  'companyName',
  'email',
  'tel',
  'language',
  'address',
  'sellerType',
  'fiscalCode',
  'pec',
  'taxCode',
  'title',
  'description',
  'price',
  'rentPrice',
  'images',
  'plans',
  'mainImages',
  'location',
  'video',
  'status',
  'note',
  'handlerId',
  'feedback',
] as const;
/** A field with an object of its own in the sentences. */
export type HistoryFieldObject = (typeof HISTORY_FIELD_OBJECTS)[number];

const FIELD_OBJECTS = new Set<string>(HISTORY_FIELD_OBJECTS);
/** Fields a sentence names by another's object: a viewing's reason is part of the feedback. */
const OBJECT_OF: Readonly<Record<string, HistoryFieldObject>> = { feedbackReason: 'feedback' };
/** The most fields a sentence names; a change of more names its subject. */
const MOST_NAMED_FIELDS = 2;

/** What a sentence names: the subject, or fields (keys under `admin:history.objects.`). */
export type HistoryObject = `subjects.${HistorySubject}` | `fields.${HistoryFieldObject}`;

/**
 * The sentence of an entry: its key under `admin:history.sentences.` and what fills it. `what`
 * is the objects the sentence names (joined as a list), `agent` the responsible agent's address,
 * `state` a match's new state, `number` a listing's number.
 */
export type HistorySentence =
  | { key: 'create' | 'update' | 'delete'; what: HistoryObject[] }
  | { key: 'assign'; agent: string }
  | { key: 'state'; state: string }
  | { key: 'offer'; number: string }
  | {
      key:
        | 'submit'
        | 'confirm'
        | 'withdraw'
        | 'closeSold'
        | 'closeLet'
        | 'publish'
        | 'unassign'
        | 'role'
        | 'mergedInto'
        | 'mergedFrom'
        | 'export'
        | 'erase';
    };

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * The one mapping from an entry's action (and what it changed) to its sentence.
 * @param entry the entry's subject, action and changes as stored
 */
export function historySentence(entry: {
  subject: HistorySubject;
  action: HistoryAction;
  changes: readonly HistoryChange[];
}): HistorySentence {
  const change = (field: string) => entry.changes.find((c) => c.field === field);
  const subject: HistoryObject = `subjects.${entry.subject}`;
  switch (entry.action) {
    case 'create':
    case 'delete':
      return { key: entry.action, what: [subject] };
    case 'update': {
      const fields = [
        ...new Set(shownHistoryChanges(entry).map((c) => OBJECT_OF[c.field] ?? c.field)),
      ];
      const named =
        fields.length > 0 &&
        fields.length <= MOST_NAMED_FIELDS &&
        fields.every((field) => FIELD_OBJECTS.has(field));
      return {
        key: 'update',
        what: named ? fields.map((field) => `fields.${field}` as HistoryObject) : [subject],
      };
    }
    case 'assign': {
      const agent = text(change('responsibleAgent')?.after);
      return agent ? { key: 'assign', agent } : { key: 'unassign' };
    }
    case 'state':
      return { key: 'state', state: text(change('state')?.after) };
    case 'offer':
      return { key: 'offer', number: text(change('property_id')?.after) };
    case 'merge':
      return { key: change('mergedInto') ? 'mergedInto' : 'mergedFrom' };
    case 'close':
      return { key: change('status')?.after === 'let' ? 'closeLet' : 'closeSold' };
    default:
      return { key: entry.action };
  }
}

/**
 * The screen or task an entry came from, by the call's operationId (key under
 * `admin:history.sources.`); null for a call no screen of the agency names.
 */
const SOURCES: Readonly<Record<string, string>> = {
  createProperty: 'listingForm',
  updateProperty: 'listingForm',
  deleteProperty: 'listingForm',
  deleteFile: 'listingForm',
  withdrawAdminListing: 'adminTables',
  closeAdminListing: 'adminTables',
  publishAdminListing: 'adminTables',
  deleteAdminListing: 'adminTables',
  assignAdminListingAgent: 'adminTables',
  bulkAdminListings: 'adminTables',
  createSeller: 'sellerForm',
  updateSeller: 'sellerForm',
  createClient: 'clientForm',
  createClientAccount: 'clientForm',
  updateMe: 'accountPage',
  exportMyData: 'accountPage',
  deleteMyAccount: 'accountPage',
  updateAccount: 'customerPage',
  mergeAdminCustomers: 'customerPage',
  exportCustomerData: 'customerPage',
  eraseCustomer: 'customerPage',
  setStaffAccountRoles: 'staffPage',
  setAdminContactMessageHandled: 'inbox',
  setAdminRequestHandled: 'inbox',
  setAdminMatchState: 'clientSearches',
  offerAdminListing: 'clientSearches',
  requestViewing: 'viewingRequest',
  confirmAdminViewing: 'viewingCalendar',
  proposeAdminViewing: 'viewingCalendar',
  declineAdminViewing: 'viewingCalendar',
  cancelAdminViewing: 'viewingCalendar',
  recordAdminViewingOutcome: 'viewingCalendar',
  recordAdminViewingFeedback: 'viewingCalendar',
  updateAdminInboxViewing: 'inbox',
  cancelViewingByLink: 'viewingMail',
  rescheduleViewingByLink: 'viewingMail',
  giveViewingFeedbackByLink: 'viewingMail',
  cli: 'commandLine',
};

/** The screen or task of a source (a key under `admin:history.sources.`), or null. */
export function historySourceKey(source: string): string | null {
  return SOURCES[source] ?? null;
}
