/**
 * The sellers' weekly reports (issue 33 point 5, decision 070): from Monday 08:00 (the agency's
 * time) each seller with published listings gets one mail about the week before, in their
 * language, queued in the outbox in batches, each batch in the transaction that claims its
 * sellers; the mail worker then delivers them at its own pace. Staff send one seller's report at
 * once from a listing; the seller switches the report off by the link in every report.
 */
import {
  dueReportWeek,
  lastEndedWeek,
  OWNER_REPORT_KINDS,
  type OwnerReportFigures,
  type ReportWeek,
} from '@domus/domain/account/owner-report';
import { canSendOwnerReport } from '@domus/domain/person/permissions';
import type { Database, Executor } from '../../db/client.ts';
import { AppError, notFoundError } from '../../lib/app-error.ts';
import type { Viewer } from '../auth/sessions.service.ts';
import { enqueueMail, enqueueMails, type OutgoingMail } from '../mail/mail-outbox.service.ts';
import {
  findListingSeller,
  findPublishedListingsOfSellers,
} from '../properties/listing-queries.ts';
import { findStatRows } from './listing-statistics.repository.ts';
import { composeOwnerReportMail, type ReportListing } from './owner-report-mail.ts';
import { isOwnerReportToken, ownerReportToken } from './owner-report-token.ts';
import {
  claimReportSellers,
  findReportSeller,
  findViewingFeedback,
  setWeeklyReport,
  type ReportSeller,
} from './owner-reports.repository.ts';

/** What the reports need of the configuration. */
export type OwnerReportSettings = {
  /** The public base URL of the site, without a trailing slash. */
  publicUrl: string;
  /** The secret the switch-off links are HMACs with (the alert mails' key). */
  tokenKey: string;
};

/** Sellers claimed and mailed per transaction. */
export const OWNER_REPORT_BATCH = 200;

/** The web page that switches a seller's report off with the mail's token. */
export function weeklyReportStopUrl(s: OwnerReportSettings, sellerId: string): string {
  const query = new URLSearchParams({
    weeklyReport: 'off',
    seller: sellerId,
    // Not `token`: the account page reads that as a login link's.
    reportToken: ownerReportToken(s.tokenKey, sellerId),
  });
  return `${s.publicUrl}/account?${query.toString()}`;
}

/** The figures of each listing for the week and the week before, every kind present. */
async function figuresOf(
  db: Executor,
  listingIds: string[],
  week: ReportWeek,
): Promise<Map<string, OwnerReportFigures>> {
  const figures = new Map<string, OwnerReportFigures>();
  for (const id of listingIds) {
    const empty = Object.fromEntries(
      OWNER_REPORT_KINDS.map((kind) => [kind, { week: 0, previous: 0 }]),
    ) as OwnerReportFigures;
    figures.set(id, empty);
  }
  const rows = await findStatRows(db, listingIds, week.previousFrom, week.to, OWNER_REPORT_KINDS);
  for (const row of rows) {
    const figure = figures.get(row.listingId)?.[row.kind as keyof OwnerReportFigures];
    if (!figure) continue;
    if (row.day >= week.from) figure.week += row.count;
    else figure.previous += row.count;
  }
  return figures;
}

/** The report mails of `sellers` for `week`: one per seller that has published listings. */
async function reportMails(
  db: Executor,
  settings: OwnerReportSettings,
  sellers: ReportSeller[],
  week: ReportWeek,
): Promise<OutgoingMail[]> {
  const listings = await findPublishedListingsOfSellers(
    db,
    sellers.map((seller) => seller.id),
  );
  const ids = listings.map((listing) => listing.id);
  const figures = await figuresOf(db, ids, week);
  const feedback = new Map<string, ReportListing['feedback']>();
  for (const row of await findViewingFeedback(db, ids, week.from, week.to)) {
    feedback.set(row.listingId, { ...feedback.get(row.listingId), [row.feedback]: row.count });
  }
  const mails: OutgoingMail[] = [];
  for (const seller of sellers) {
    const own: ReportListing[] = listings
      .filter((listing) => listing.sellerId === seller.id)
      .map((listing) => ({
        id: listing.id,
        propertyNumber: listing.propertyNumber,
        title: listing.title,
        figures: figures.get(listing.id)!,
        feedback: feedback.get(listing.id) ?? {},
      }));
    if (own.length === 0) continue;
    const stop = weeklyReportStopUrl(settings, seller.id);
    const name =
      [seller.name, seller.familyName].filter(Boolean).join(' ').trim() || seller.companyName || '';
    const mail = composeOwnerReportMail({
      language: seller.language,
      name,
      week,
      listings: own,
      links: {
        statistics: (id) =>
          `${settings.publicUrl}/account?${new URLSearchParams({ statistics: id }).toString()}`,
        stop,
      },
    });
    mails.push({
      kind: 'owner-report',
      to: seller.email,
      language: seller.language,
      ...mail,
      listUnsubscribe: `${settings.publicUrl}/api/v1/owner-reports/${seller.id}/one-click?${new URLSearchParams({ token: ownerReportToken(settings.tokenKey, seller.id) }).toString()}`,
    });
  }
  return mails;
}

/**
 * Queues the reports of the week due at `now` for every seller who has not had it yet, a batch
 * of sellers per transaction; answers how many were queued (0 before Monday 08:00, or when all
 * were sent). Safe to run in several processes at once: each seller is claimed once.
 */
export async function prepareWeeklyReports(
  db: Database,
  settings: OwnerReportSettings,
  now = new Date(),
  batch = OWNER_REPORT_BATCH,
): Promise<number> {
  const week = dueReportWeek(now);
  if (!week) return 0;
  let queued = 0;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const sellers = await claimReportSellers(tx, week.week, batch);
      await enqueueMails(tx, await reportMails(tx, settings, sellers, week));
      return sellers.length;
    });
    queued += claimed;
    if (claimed < batch) return queued;
  }
}

/**
 * Sends the seller of the listing `listingId` their report of the last ended week now (staff,
 * from the listing). It does not count as the week's report: the Monday one still goes.
 * 404 for an unknown listing; 409 for a listing without seller, a seller without address or
 * published listings, or one who switched the report off.
 */
export async function sendOwnerReportNow(
  db: Database,
  settings: OwnerReportSettings,
  viewer: NonNullable<Viewer>,
  listingId: string,
  now = new Date(),
): Promise<{ to: string; week: string }> {
  if (!canSendOwnerReport(viewer)) throw new AppError(403, 'forbidden', 'api.forbidden');
  const listing = await findListingSeller(db, listingId);
  if (!listing) throw notFoundError();
  const seller = listing.sellerId ? await findReportSeller(db, listing.sellerId) : undefined;
  if (!seller?.email)
    throw new AppError(409, 'owner_report_unavailable', 'api.ownerReportNoAddress');
  if (!seller.weeklyReport)
    throw new AppError(409, 'owner_report_unavailable', 'api.ownerReportOff');
  const week = lastEndedWeek(now);
  const [mail] = await reportMails(db, settings, [{ ...seller, email: seller.email }], week);
  if (!mail) throw new AppError(409, 'owner_report_unavailable', 'api.ownerReportNothingPublished');
  await enqueueMail(db, mail);
  return { to: seller.email, week: week.week };
}

/**
 * Switches the seller's weekly report off (or on again) with the token of a report's link.
 * A wrong token answers 404, as for an unknown seller, and changes nothing.
 */
export async function switchWeeklyReport(
  db: Database,
  settings: OwnerReportSettings,
  sellerId: string,
  token: string,
  enabled: boolean,
): Promise<void> {
  if (!isOwnerReportToken(settings.tokenKey, sellerId, token)) throw notFoundError();
  if (!(await setWeeklyReport(db, sellerId, enabled))) throw notFoundError();
}
