/**
 * What a calendar entry says (issue 33 point 2): its time, status (a request's time as "proposed
 * time 2 of 3"), the listing's number and title, the buyer, the address and, in the agency's
 * calendar, the agent.
 */
import type { Language } from '@domus/domain/core/constants';
import type { TFunction } from 'i18next';
import type { CalendarEntry } from './calendar-entries';
import { formatTimes } from '../../../shared/viewings/viewing-format';

export type EntryText = {
  time: string;
  /** The status, a request's time as "Requested, proposed time 2 of 3". */
  status: string;
  /** The status as the grid shows it ("Requested" and, hidden, "2 of 3") where room is short. */
  shortStatus: string;
  statusDetail: string | null;
  listing: string;
  buyer: string;
  address: string;
  agent: string | null;
};

/** The parts of an entry's text in the staff member's language. */
export function entryText(
  t: TFunction<'admin'>,
  entry: CalendarEntry,
  language: Language,
  withAgent: boolean,
): EntryText {
  const { viewing } = entry;
  const status = t(`viewings.statuses.${viewing.status}`);
  const title = viewing.listing.title[language] || viewing.listing.title.it;
  const detail = entry.proposal ? t('viewings.calendar.requestedTime', entry.proposal) : null;
  return {
    time: formatTimes(entry.start, entry.end),
    status: detail ? `${status}, ${detail}` : status,
    shortStatus: status,
    statusDetail: detail && `, ${detail}`,
    listing: [t('viewings.calendar.number', { number: viewing.listing.property_id }), title]
      .filter(Boolean)
      .join(' · '),
    buyer: viewing.buyer.name,
    address: viewing.listing.address,
    agent: withAgent
      ? viewing.agent
        ? t('viewings.calendar.agentOf', { agent: viewing.agent.email })
        : t('viewings.calendar.noAgent')
      : null,
  };
}
