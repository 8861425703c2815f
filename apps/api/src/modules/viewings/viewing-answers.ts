/**
 * A stored viewing as the staff's calls answer it (issue 33 point 2): its status and times, the
 * listing with its address in the caller's language, the agent and the buyer.
 */
import type { Category, Language } from '@domus/domain/core/constants';
import type { Viewing } from '@domus/domain/viewings/viewing.schema';
import { listingAddress } from './viewing-notices.ts';
import type { ViewingRow } from './viewings.repository.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The viewing of a calendar row, the address in `language`. */
export function toViewing(row: ViewingRow, language: Language): Viewing {
  const { viewing, listing } = row;
  return {
    _id: viewing.id,
    status: viewing.status,
    start: iso(viewing.startsAt),
    end: iso(viewing.endsAt),
    requested: viewing.requestedTimes.map((time) => ({
      start: new Date(time.start).toISOString(),
      end: new Date(time.end).toISOString(),
    })),
    pickedSlot: viewing.pickedSlot,
    listing: {
      _id: listing.id,
      property_id: listing.propertyNumber,
      category: listing.category as Category,
      title: listing.title,
      address: listingAddress(listing, language),
    },
    agent:
      viewing.agentId && row.agentEmail ? { _id: viewing.agentId, email: row.agentEmail } : null,
    buyer: {
      clientId: viewing.buyerClientId,
      name: viewing.buyerName,
      email: viewing.buyerEmail,
      tel: viewing.buyerTel,
      language: viewing.buyerLanguage,
    },
    message: viewing.message,
    feedback: viewing.feedback
      ? {
          answer: viewing.feedback as NonNullable<Viewing['feedback']>['answer'],
          reason: viewing.feedbackReason,
          at: (viewing.feedbackAt ?? viewing.updatedAt).toISOString(),
        }
      : null,
    sequence: viewing.sequence,
    createdAt: viewing.createdAt.toISOString(),
    updatedAt: viewing.updatedAt.toISOString(),
  };
}
