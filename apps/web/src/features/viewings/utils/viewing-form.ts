/**
 * The checks of a buyer's viewing request before it is sent (issue 33 point 1): the domain's own
 * rules where the browser can apply them (a day of the calendar, a time `HH:MM`, the hour that
 * does not exist when the clocks go forward, a time already past, the guest's contact), so the
 * buyer reads the reason at once on the field; the agent's hours, absences and other viewings
 * only the server knows, and its refusals come back on the same fields.
 */
import { MESSAGE_KEYS } from '@domus/domain/core/message-keys';
import { MAX_LENGTH } from '@domus/domain/core/constants';
import { telSchema } from '@domus/domain/core/common.schema';
import {
  isCalendarDate,
  LOCAL_TIME_PATTERN,
  localInstants,
  minutesOf,
} from '@domus/domain/viewings/agency-time';
import {
  MAX_PROPOSED_TIMES,
  type ProposedTime,
  type ViewingRequestInput,
} from '@domus/domain/viewings/viewing-request.schema';
import { viewingGuestSchema } from '@domus/domain/viewings/viewing.schema';
import type { FormErrors } from '@mantine/form';
import type { ApiFieldError } from '../../../shared/api/api-error';

/** How the buyer chooses: one of the agent's free slots, or times of their own. */
export type ViewingMode = 'slots' | 'propose';

/** One proposed time as typed (`key` keeps the row's fields apart when one is removed). */
export type ProposalRow = { key: number; date: string; time: string };

/** What the viewing form holds. */
export interface ViewingFormValues {
  mode: ViewingMode;
  /** The picked slot's start (ISO instant), or ''. */
  slot: string;
  proposals: ProposalRow[];
  name: string;
  email: string;
  tel: string;
  message: string;
}

export { MAX_PROPOSED_TIMES };

let nextKey = 1;

/** A new empty row of a proposed time. */
export function emptyProposal(): ProposalRow {
  nextKey += 1;
  return { key: nextKey, date: '', time: '' };
}

/** The form's start: the free slots when there are any, else the buyer's own times. */
export function initialViewingValues(mode: ViewingMode): ViewingFormValues {
  return {
    mode,
    slot: '',
    proposals: [emptyProposal()],
    name: '',
    email: '',
    tel: '',
    message: '',
  };
}

/** The rows the buyer filled in (an untouched extra row is no proposal), with their index. */
function filledRows(rows: readonly ProposalRow[]): { row: ProposalRow; index: number }[] {
  const filled = rows
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => row.date.trim() !== '' || row.time.trim() !== '');
  // The first row counts even empty: a request needs one time.
  return filled.length > 0 ? filled : [{ row: rows[0]!, index: 0 }];
}

/**
 * The message key of a proposed time the browser can already refuse, on its date or its time.
 * @param row the typed day and time
 * @param now the present
 */
export function proposalIssue(
  row: ProposalRow,
  now: number,
): { field: 'date' | 'time'; message: string } | null {
  const date = row.date.trim();
  const time = row.time.trim();
  if (date === '') return { field: 'date', message: MESSAGE_KEYS.required };
  if (!isCalendarDate(date)) return { field: 'date', message: MESSAGE_KEYS.viewingDate };
  if (time === '') return { field: 'time', message: MESSAGE_KEYS.required };
  if (!LOCAL_TIME_PATTERN.test(time) || time === '24:00') {
    return { field: 'time', message: MESSAGE_KEYS.viewingTime };
  }
  const instants = localInstants(date, minutesOf(time));
  // 02:30 on the last Sunday of March does not exist in South Tyrol.
  if (instants.length === 0) return { field: 'time', message: MESSAGE_KEYS.viewingNonexistentTime };
  if (instants[0]! < now) return { field: 'time', message: MESSAGE_KEYS.viewingPast };
  return null;
}

/** What the form sends, with the form's index of each proposal sent (for the server's answer). */
export type CheckedViewing = {
  times: ViewingRequestInput;
  contact: { name?: string; email?: string; tel?: string; message?: string };
  proposalRows: number[];
};

/**
 * The form's checks: a picked slot, or each filled proposal a real time to come; a guest's
 * name, e-mail and telephone; a signed-in buyer's telephone, if typed, a telephone number. The
 * errors are message keys (`errors` namespace) by field, as `@mantine/form` holds them, except
 * `slot`, whose message is the dialog's own (`slotRequired`).
 * @param values the form's values
 * @param options whether the buyer is a guest, the present, and the slot's message
 */
export function checkViewingForm(
  values: ViewingFormValues,
  options: { guest: boolean; now: number; slotRequired: string },
): { ok: true; value: CheckedViewing } | { ok: false; errors: FormErrors } {
  const errors: FormErrors = {};
  let times: ViewingRequestInput | undefined;
  let proposalRows: number[] = [];
  if (values.mode === 'slots') {
    if (values.slot) times = { slot: values.slot };
    else errors.slot = options.slotRequired;
  } else {
    const rows = filledRows(values.proposals).slice(0, MAX_PROPOSED_TIMES);
    const proposals: ProposedTime[] = [];
    for (const { row, index } of rows) {
      const issue = proposalIssue(row, options.now);
      if (issue) errors[`proposals.${index}.${issue.field}`] = issue.message;
      else proposals.push({ date: row.date.trim(), time: row.time.trim() });
    }
    proposalRows = rows.map(({ index }) => index);
    if (proposals.length === rows.length) times = { proposals };
  }

  const contact: CheckedViewing['contact'] = {};
  if (options.guest) {
    const guest = viewingGuestSchema.safeParse({
      name: values.name,
      email: values.email,
      tel: values.tel,
    });
    if (guest.success) Object.assign(contact, guest.data);
    for (const issue of guest.success ? [] : guest.error.issues) {
      const field = String(issue.path[0]);
      errors[field] ??= issue.message;
    }
  } else if (values.tel.trim() !== '') {
    const tel = telSchema.safeParse(values.tel);
    if (tel.success) contact.tel = tel.data;
    else errors.tel = tel.error.issues[0]?.message ?? MESSAGE_KEYS.tel;
  }
  // The field holds no more than the API takes (its maxLength).
  const message = values.message.trim().slice(0, MAX_LENGTH.contactMessage);
  if (message) contact.message = message;

  if (Object.keys(errors).length > 0 || !times) return { ok: false, errors };
  return { ok: true, value: { times, contact, proposalRows } };
}

/**
 * The server's refusals on the form's fields: `times.slot` on the slot picker,
 * `times.proposals.N.time` on the time of the N-th proposal sent (the form's row
 * `proposalRows[N]`), the contact on its field; anything else (the listing, the match) on the
 * form as a whole. The messages are already in the buyer's language.
 * @param fields the refused fields of the answer
 * @param proposalRows the form's index of each proposal sent
 */
export function serverErrors(
  fields: readonly ApiFieldError[],
  proposalRows: readonly number[],
): FormErrors {
  const errors: FormErrors = {};
  for (const { field, message } of fields) {
    const proposal = /^times\.proposals\.(\d+)\.(date|time)$/.exec(field);
    let key = 'form';
    if (field === 'times.slot') key = 'slot';
    else if (proposal) {
      key = `proposals.${proposalRows[Number(proposal[1])] ?? Number(proposal[1])}.${proposal[2]}`;
    } else if (['name', 'email', 'tel', 'message'].includes(field)) key = field;
    errors[key] ??= message;
  }
  return errors;
}

/**
 * The checks of a request for another time through a mail's link: the proposals the buyer typed,
 * each a real time to come, or none at all (staff then get in touch); the message.
 * @param values the form's proposals and message
 * @param now the present
 */
export function checkRescheduleForm(
  values: Pick<ViewingFormValues, 'proposals' | 'message'>,
  now: number,
):
  | {
      ok: true;
      value: { times?: ViewingRequestInput; message?: string; proposalRows: number[] };
    }
  | { ok: false; errors: FormErrors } {
  const rows = values.proposals
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => row.date.trim() !== '' || row.time.trim() !== '')
    .slice(0, MAX_PROPOSED_TIMES);
  const errors: FormErrors = {};
  for (const { row, index } of rows) {
    const issue = proposalIssue(row, now);
    if (issue) errors[`proposals.${index}.${issue.field}`] = issue.message;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const message = values.message.trim().slice(0, MAX_LENGTH.contactMessage);
  return {
    ok: true,
    value: {
      ...(rows.length > 0
        ? {
            times: {
              proposals: rows.map(({ row }) => ({ date: row.date.trim(), time: row.time.trim() })),
            },
          }
        : {}),
      ...(message ? { message } : {}),
      proposalRows: rows.map(({ index }) => index),
    },
  };
}
