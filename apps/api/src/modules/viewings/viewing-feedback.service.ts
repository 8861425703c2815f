/**
 * The buyer's answer to "how was it?" through the signed links of that mail (issue 33 point 3,
 * decision 069): the page the link opens reads what the link answers and the feedback given so
 * far, and records the buyer's answer only on their click, so that a mail scanner following the
 * link records nothing. A link acts while it is valid (30 days after the viewing's end, the
 * viewing's sequence unchanged) and the viewing is recorded as held; the same answer again
 * answers the same and writes nothing, another answer replaces it. Expired, superseded or
 * tampered links change nothing and say so.
 */
import { canBuyerChangeViewing } from '@domus/domain/person/permissions';
import { feedbackRefusal } from '@domus/domain/viewings/viewing-outcome';
import type { ViewingFeedbackLinkBody } from '@domus/domain/viewings/viewing-outcome.schema';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { checkViewingLink } from './viewing-links.ts';
import { refusalError, stateError, writeOutcome } from './viewing-outcome.service.ts';
import type { ViewingsSettings } from './viewing-request.service.ts';
import {
  findViewingListing,
  findViewingRecord,
  lockViewing,
  type ViewingRecord,
} from './viewings.repository.ts';

/** The answer of a link that does not act, as an error: nothing is changed. */
function linkRefusal(answer: 'tampered' | 'expired' | 'superseded'): AppError {
  if (answer === 'expired') {
    return new AppError(410, 'viewing_link_expired', 'api.viewing_feedback_link_expired');
  }
  if (answer === 'superseded') {
    return new AppError(409, 'viewing_link_superseded', 'api.viewing_link_superseded');
  }
  return new AppError(400, 'viewing_link_invalid', 'api.viewing_link_invalid');
}

/** The feedback of a stored viewing as answered, or null. */
function feedbackOf(viewing: ViewingRecord) {
  return viewing.feedback
    ? {
        answer: viewing.feedback as 'interested' | 'offer' | 'not_interested',
        reason: viewing.feedbackReason,
        at: (viewing.feedbackAt ?? viewing.updatedAt).toISOString(),
      }
    : null;
}

/** What checking a feedback link of the viewing answers now. */
async function check(viewing: ViewingRecord, token: string, settings: ViewingsSettings) {
  return checkViewingLink(
    await settings.linkKey(),
    token,
    { viewingId: viewing.id, action: 'feedback', sequence: viewing.sequence },
    settings.clock(),
  ).answer;
}

/**
 * `GET /api/v1/viewings/{id}/feedback`: what the page shows before the buyer clicks — whether
 * the link acts, the viewing and the feedback given so far, unless the link is not ours (an
 * unknown viewing answers as a tampered link, so the call reveals no viewing). Changes nothing.
 */
export async function readFeedbackLink(
  db: Database,
  id: string,
  token: string,
  settings: ViewingsSettings,
) {
  const viewing = await findViewingRecord(db, id);
  const answer = viewing ? await check(viewing, token, settings) : 'tampered';
  if (!viewing || answer === 'tampered') return { answer: 'tampered' as const, viewing: null };
  const listing = (await findViewingListing(db, viewing.propertyId))!;
  return {
    answer,
    viewing: {
      status: viewing.status,
      start: viewing.startsAt?.toISOString() ?? null,
      end: viewing.endsAt?.toISOString() ?? null,
      listing: { property_id: listing.propertyNumber, title: listing.title },
      feedback: feedbackOf(viewing),
    },
  };
}

/**
 * `POST /api/v1/viewings/{id}/feedback`: records the buyer's answer under the viewing's lock,
 * only with a link valid now (400 tampered, 410 expired, 409 superseded) for a viewing recorded
 * as held (409 viewing_state otherwise: staff corrected it); 400 on `reason` with an answer
 * other than "not interested". Answers the feedback as recorded.
 */
export async function giveFeedbackByLink(
  db: Database,
  id: string,
  body: ViewingFeedbackLinkBody,
  settings: ViewingsSettings,
) {
  const now = settings.clock();
  return db.transaction(async (tx) => {
    const before = await lockViewing(tx, id);
    if (!before) throw linkRefusal('tampered');
    const answer = await check(before, body.token, settings);
    if (!canBuyerChangeViewing(answer)) {
      throw linkRefusal(answer as 'tampered' | 'expired' | 'superseded');
    }
    if (before.status !== 'held') throw stateError();
    // The same answer sent again without words keeps the words given with it the first time.
    const kept =
      body.feedback === before.feedback ? (before.feedbackReason ?? undefined) : undefined;
    const feedback = { answer: body.feedback, reason: body.reason ?? kept };
    // The buyer's one click needs no words: a reason is theirs to give.
    const refused = feedbackRefusal(before.status, feedback, false);
    if (refused) throw refusalError(refused);
    await writeOutcome(
      tx,
      before,
      { status: before.status, feedback },
      {
        history: { accountId: before.buyerAccountId, role: 'client' },
        source: 'giveViewingFeedbackByLink',
      },
      now,
    );
    return feedbackOf((await findViewingRecord(tx, id))!)!;
  });
}
