/**
 * Where a viewing stands and what may happen to it next (issue 33 points 1–2, decision 069): a
 * buyer's request waits for staff, who confirm it at one of its times or at another, or decline
 * it; the buyer cancels or asks for another time from the mail; after the viewing the agent
 * records whether it was held (point 3).
 */

/**
 * A viewing's status: `requested` (times proposed, nothing booked), `confirmed` (booked at one
 * time), `declined` (staff said no to the request), `cancelled` (by staff or the buyer after it
 * was asked for or booked), and after the viewing `held` or `no_show`.
 */
export const VIEWING_STATUSES = [
  'requested',
  'confirmed',
  'declined',
  'cancelled',
  'held',
  'no_show',
] as const;
export type ViewingStatus = (typeof VIEWING_STATUSES)[number];

/**
 * What changes a viewing: staff confirm one of the request's times, propose (book) another time
 * or move a booked one, decline a request or cancel a booking; the buyer cancels or asks for
 * another time through a signed link of their mail.
 */
export const VIEWING_CHANGES = [
  'confirm',
  'propose',
  'decline',
  'cancel',
  'buyerCancel',
  'buyerReschedule',
] as const;
export type ViewingChange = (typeof VIEWING_CHANGES)[number];

/** The statuses each change starts from. */
const CHANGE_FROM: Readonly<Record<ViewingChange, readonly ViewingStatus[]>> = {
  confirm: ['requested'],
  propose: ['requested', 'confirmed'],
  decline: ['requested'],
  cancel: ['confirmed'],
  buyerCancel: ['requested', 'confirmed'],
  buyerReschedule: ['requested', 'confirmed'],
};

/** The status each change leads to. */
export const CHANGE_TO: Readonly<Record<ViewingChange, ViewingStatus>> = {
  confirm: 'confirmed',
  propose: 'confirmed',
  decline: 'declined',
  cancel: 'cancelled',
  buyerCancel: 'cancelled',
  buyerReschedule: 'requested',
};

/**
 * Whether `change` may be made to a viewing in `status` (a declined, cancelled or past viewing
 * is changed no more).
 * @param status the viewing's status now
 * @param change what is to be done
 */
export function canMakeViewingChange(status: ViewingStatus, change: ViewingChange): boolean {
  return CHANGE_FROM[change].includes(status);
}

/**
 * Whether a viewing in `status` holds its agent's time, so that no other viewing of the agent
 * may overlap it (the calendar's rule and the table's exclusion constraint): a booked viewing,
 * and one that took place or was missed, which stays where it was.
 * @param status the viewing's status
 */
export function holdsAgentTime(status: ViewingStatus): boolean {
  return status === 'confirmed' || status === 'held' || status === 'no_show';
}
