/**
 * One transfer to a portal account (issue 32 point 3, decision 062): what the portal should hold
 * (the published listings switched on for it that are ready for its format), what it holds
 * (portal_listings), and the difference sent — as the whole export or, where the format takes
 * it, only what changed; per listing a line of the log.
 */
import { randomBytes } from 'node:crypto';
import type { FeedListing, FeedReadinessIssue } from '@domus/domain/feeds/feed-listing';
import { PORTAL_FACTS, type Portal } from '@domus/domain/feeds/portals';
import type { Database } from '../../db/client.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { feedKey, isFeedKey } from '../files/storage-keys.ts';
import {
  findFeedListingPage,
  findSwitchedOnNumbers,
  type FeedSelection,
} from '../properties/listing-queries.ts';
import type { PortalAccountRow } from './portal-accounts.repository.ts';
import { updatePortalAccount } from './portal-accounts.repository.ts';
import type {
  FeedPublisher,
  FeedRemoval,
  PortalExportFile,
  PortalFormat,
} from './portal-format.ts';
import {
  findHeldListings,
  insertTransferItems,
  recordRemoved,
  recordSent,
  type TransferItemValues,
} from './portal-transfers.repository.ts';
import type { SecretBox } from './portal-secrets.ts';
import { toFeedListing } from './immobiliare-feed.service.ts';

/** Listings per database page. */
const PAGE = 500;
/**
 * How long a format that sends its whole export each time repeats a removal: a portal that
 * fetches its feed once a night still sees a listing's delete entry from an hourly transfer.
 */
export const REPEAT_REMOVALS_DAYS = 7;

/** A failure of a delivery: `retry` when the portal may take it later (down, busy, timeout). */
export class DeliveryError extends Error {
  readonly retry: boolean;
  constructor(message: string, retry: boolean) {
    super(message);
    this.name = 'DeliveryError';
    this.retry = retry;
  }
}

/** Where an upload goes, the password opened. */
export interface UploadTarget {
  protocol: 'ftp' | 'ftps' | 'sftp';
  host: string;
  port?: number;
  username: string;
  password: string;
  folder: string;
  hostFingerprint?: string;
}

/** Where a push goes, the password opened. */
export interface PushTarget {
  url: string;
  username: string;
  password: string;
  source: string;
}

/** The answer of a portal to one pushed listing. */
export type PushAnswer =
  { ok: true } | { ok: false; retry: boolean; status?: number; message: string };

/** How exports leave Domus: uploads to a server, pushes of single listings. */
export interface Deliveries {
  /** Uploads the files; throws {@link DeliveryError}. */
  upload(
    target: UploadTarget,
    files: AsyncIterable<PortalExportFile>,
  ): Promise<{ bytes: number; hostFingerprint?: string }>;
  /** Pushes one listing's document (or its delete). */
  push(target: PushTarget, item: { id: string; xml: string; delete: boolean }): Promise<PushAnswer>;
}

/** What a transfer needs besides the transfer itself. */
export interface TransferContext {
  db: Database;
  storage: FileStorage;
  secrets: SecretBox;
  /** The site's public base URL: portals fetch pictures by absolute URL. */
  publicUrl: string;
  publisher: FeedPublisher;
  formats: Record<Portal, PortalFormat>;
  deliveries: Deliveries;
}

/** A transfer's figures and per-listing lines. */
export interface TransferOutcome {
  sent: number;
  changed: number;
  removed: number;
  refused: number;
  bytes: number;
  /** Listings the portal itself refused (a push's 4xx), for the admins' mail. */
  portalRefusals: { propertyNumber: number; message: string }[];
}

/** A listing the portal should hold, and its version. */
type Wanted = { listingId: string; version: Date };

/** The published listings of a selection, a page at a time, in the feeds' terms. */
export async function* feedListings(
  ctx: Pick<TransferContext, 'db' | 'storage' | 'publicUrl'>,
  selection: FeedSelection,
): AsyncGenerator<FeedListing> {
  const fileUrl = (key: string) => absoluteUrl(ctx.publicUrl, ctx.storage.url(key));
  let after: string | null = null;
  for (;;) {
    const page = await findFeedListingPage(ctx.db, after, PAGE, selection);
    for (const row of page) yield toFeedListing(row, fileUrl);
    if (page.length < PAGE) return;
    after = page.at(-1)!.id;
  }
}

/** A URL of this site made absolute (local storage answers /files/…). */
export function absoluteUrl(publicUrl: string, url: string): string {
  return url.startsWith('/') ? `${publicUrl}${url}` : url;
}

/** Reads a stored file as a stream, for the formats that ship pictures and plans. */
function fileReader(storage: FileStorage) {
  return async (key: string) => {
    const object = await storage.get(key);
    if (!object) throw new Error(`stored file missing: ${key}`);
    return object.body;
  };
}

/**
 * Pass one: which listings the portal should hold (switched on, published, ready), and the lines
 * of those it refuses for what they lack. A partial transfer reads only the listings changed
 * since the portal got them (every change of what readiness reads bumps a listing's version)
 * and, of the others, only which are still switched on and published (`stillOn`).
 */
async function wantedListings(
  ctx: TransferContext,
  account: PortalAccountRow,
  format: PortalFormat,
  partial: boolean,
): Promise<{
  wanted: Map<number, Wanted>;
  notReady: TransferItemValues[];
  stillOn?: Set<number>;
}> {
  const wanted = new Map<number, Wanted>();
  const notReady: TransferItemValues[] = [];
  const selection: FeedSelection = partial
    ? { accountId: account.id, changedOnly: true }
    : { accountId: account.id };
  for await (const listing of feedListings(ctx, selection)) {
    const issues: FeedReadinessIssue[] = format.readiness(listing);
    const number = Number(listing.id);
    if (issues.length) {
      notReady.push({
        propertyNumber: number,
        propertyId: listing.listingId ?? null,
        action: 'refused',
        issues,
      });
    } else {
      wanted.set(number, { listingId: listing.listingId!, version: listing.updatedAt });
    }
  }
  if (!partial) return { wanted, notReady };
  return { wanted, notReady, stillOn: new Set(await findSwitchedOnNumbers(ctx.db, account.id)) };
}

/**
 * Runs one transfer and records what the portal holds now; throws {@link DeliveryError} when the
 * portal could not be reached or refused the whole transfer (nothing is recorded then).
 * @param ctx the database, storage, formats and deliveries
 * @param account the portal account
 * @param transfer the transfer's id and scope
 */
export async function runTransfer(
  ctx: TransferContext,
  account: PortalAccountRow,
  transfer: { id: string; scope: string },
): Promise<TransferOutcome> {
  const portal = account.portal as Portal;
  const format = ctx.formats[portal];
  const held = new Map(
    (await findHeldListings(ctx.db, account.id)).map((row) => [row.propertyNumber, row]),
  );
  const push = account.delivery === 'httpPush';
  // Partial where the format or the delivery takes it and the portal already holds something.
  const partial =
    push || (transfer.scope === 'partial' && PORTAL_FACTS[portal].partial && held.size > 0);
  const { wanted, notReady, stillOn } = await wantedListings(ctx, account, format, partial);
  const now = new Date();

  const isHeld = (number: number) => {
    const row = held.get(number);
    return row !== undefined && row.removedAt === null;
  };
  const fresh = [...wanted].filter(([number]) => !isHeld(number));
  const changed = [...wanted].filter(
    ([number, want]) =>
      isHeld(number) && held.get(number)!.sentVersion.getTime() < want.version.getTime(),
  );
  const notReadyNumbers = new Set(notReady.map((item) => item.propertyNumber));
  // Leaving: switched off, unpublished, deleted or erased — or changed so that it is not ready.
  const leaving = [...held.values()].filter(
    (row) =>
      row.removedAt === null &&
      !wanted.has(row.propertyNumber) &&
      (!stillOn || !stillOn.has(row.propertyNumber) || notReadyNumbers.has(row.propertyNumber)),
  );

  const repeatSince = now.getTime() - REPEAT_REMOVALS_DAYS * 86_400_000;
  const removals: FeedRemoval[] = [
    ...leaving.map((row) => ({ id: String(row.propertyNumber), removedAt: now })),
    // A whole-file feed repeats the deletes of the last days (see REPEAT_REMOVALS_DAYS).
    ...(partial
      ? []
      : [...held.values()]
          .filter(
            (row) =>
              row.removedAt &&
              row.removedAt.getTime() >= repeatSince &&
              !wanted.has(row.propertyNumber),
          )
          .map((row) => ({ id: String(row.propertyNumber), removedAt: row.removedAt! }))),
  ];
  const selection: FeedSelection = partial
    ? { accountId: account.id, changedOnly: true }
    : { accountId: account.id };

  const delivered = push
    ? await pushListings(ctx, account, selection, removals)
    : await deliverExport(ctx, account, format, {
        listings: feedListings(ctx, selection),
        removals,
        scope: partial ? 'partial' : 'full',
        now,
      });

  const refusedByPortal = new Set(delivered.refusals.map((r) => r.propertyNumber));
  const items: TransferItemValues[] = [
    ...fresh
      .filter(([n]) => !refusedByPortal.has(n))
      .map(([n, want]) => ({ propertyNumber: n, propertyId: want.listingId, action: 'new' })),
    ...changed
      .filter(([n]) => !refusedByPortal.has(n))
      .map(([n, want]) => ({ propertyNumber: n, propertyId: want.listingId, action: 'changed' })),
    ...leaving.map((row) => ({
      propertyNumber: row.propertyNumber,
      propertyId: row.propertyId,
      action: 'removed',
    })),
    ...notReady,
    ...delivered.refusals.map((r) => ({
      propertyNumber: r.propertyNumber,
      propertyId: wanted.get(r.propertyNumber)?.listingId ?? null,
      action: 'refused',
      message: r.message,
    })),
  ];
  await ctx.db.transaction(async (tx) => {
    await recordSent(
      tx,
      account.id,
      [...wanted]
        .filter(([n]) => !refusedByPortal.has(n))
        .map(([n, want]) => ({
          propertyNumber: n,
          propertyId: want.listingId,
          version: want.version,
        })),
    );
    await recordRemoved(
      tx,
      account.id,
      leaving.map((row) => row.propertyNumber),
    );
    await insertTransferItems(tx, transfer.id, items);
  });
  return {
    sent: fresh.length - fresh.filter(([n]) => refusedByPortal.has(n)).length,
    changed: changed.length - changed.filter(([n]) => refusedByPortal.has(n)).length,
    removed: leaving.length,
    refused: notReady.length + delivered.refusals.length,
    bytes: delivered.bytes,
    portalRefusals: delivered.refusals,
  };
}

/** What a delivery answers: its bytes and the listings the portal refused one by one. */
type Delivered = { bytes: number; refusals: { propertyNumber: number; message: string }[] };

/**
 * Builds the format's export and delivers it: uploaded to the account's server, or stored for
 * the account's feed URL (pictures there are handed out from storage, not copied).
 */
async function deliverExport(
  ctx: TransferContext,
  account: PortalAccountRow,
  format: PortalFormat,
  input: {
    listings: AsyncIterable<FeedListing>;
    removals: FeedRemoval[];
    scope: 'full' | 'partial';
    now: Date;
  },
): Promise<Delivered> {
  const files = format.exportFiles({
    ...input,
    publisher: {
      ...ctx.publisher,
      ...(account.customerId ? { portalCustomerId: account.customerId } : {}),
    },
    readFile: fileReader(ctx.storage),
  });
  if (account.delivery === 'feedUrl')
    return { bytes: await storeFeed(ctx, account, files), refusals: [] };
  const password = openPassword(ctx, account);
  const { bytes, hostFingerprint } = await ctx.deliveries.upload(
    {
      protocol: account.delivery as UploadTarget['protocol'],
      host: account.endpoint ?? '',
      ...(account.port ? { port: account.port } : {}),
      username: account.username ?? '',
      password,
      folder: account.folder ?? '/',
      ...(account.hostFingerprint ? { hostFingerprint: account.hostFingerprint } : {}),
    },
    files,
  );
  // An SFTP server's key seen on the first transfer is kept: a later, different key is refused.
  if (hostFingerprint && !account.hostFingerprint) {
    await updatePortalAccount(ctx.db, account.id, { hostFingerprint });
  }
  return { bytes, refusals: [] };
}

/** The account's password, or a refusal that says it must be entered again. */
function openPassword(ctx: TransferContext, account: PortalAccountRow): string {
  const password = account.secretEncrypted
    ? ctx.secrets.open(account.secretEncrypted, account.id)
    : null;
  if (password === null) {
    throw new DeliveryError(
      'the stored password cannot be read: enter it again in the portal account',
      false,
    );
  }
  return password;
}

/**
 * Stores the export for the feed URL under a new random prefix, then points the account at it
 * and removes the previous export's files: a portal fetching meanwhile reads the old one whole.
 */
async function storeFeed(
  ctx: TransferContext,
  account: PortalAccountRow,
  files: AsyncIterable<PortalExportFile>,
): Promise<number> {
  const prefix = randomBytes(16).toString('hex');
  const manifest: { name: string; mime: string; key: string }[] = [];
  let bytes = 0;
  for await (const file of files) {
    if (file.sourceKey) {
      manifest.push({ name: file.name, mime: file.mime, key: file.sourceKey });
      continue;
    }
    const key = feedKey(prefix, file.name);
    bytes += await ctx.storage.putStream(key, file.body);
    manifest.push({ name: file.name, mime: file.mime, key });
  }
  const previous = account.feedFiles ?? [];
  await updatePortalAccount(ctx.db, account.id, { feedFiles: manifest });
  for (const file of previous) {
    if (isFeedKey(file.key)) await ctx.storage.delete(file.key).catch(() => undefined);
  }
  return bytes;
}

/**
 * The push delivery (immobiliare.it): each new or changed listing and each removal as its own
 * document. A listing the portal refuses is reported and not recorded as held; a portal that is
 * down stops the transfer for a retry.
 */
async function pushListings(
  ctx: TransferContext,
  account: PortalAccountRow,
  selection: FeedSelection,
  removals: FeedRemoval[],
): Promise<Delivered> {
  const { immobiliareFeed } = await import('./immobiliare-feed.builder.ts');
  const target: PushTarget = {
    url: account.endpoint ?? '',
    username: account.username ?? '',
    password: openPassword(ctx, account),
    // The source value immobiliare.it's support issues goes in the account's customer number.
    source: account.customerId ?? ctx.publisher.name,
  };
  const refusals: Delivered['refusals'] = [];
  let bytes = 0;
  const send = async (id: string, xml: string, remove: boolean) => {
    bytes += Buffer.byteLength(xml);
    const answer = await ctx.deliveries.push(target, { id, xml, delete: remove });
    if (answer.ok) return;
    if (answer.retry) throw new DeliveryError(answer.message, true);
    refusals.push({ propertyNumber: Number(id), message: answer.message });
  };
  for await (const listing of feedListings(ctx, selection)) {
    if (ctx.formats.immobiliare.readiness(listing).length) continue;
    await send(listing.id, await immobiliareFeed([listing], { publisher: ctx.publisher }), false);
  }
  for (const removal of removals) {
    await send(
      removal.id,
      await immobiliareFeed([], { publisher: ctx.publisher, removals: [removal] }),
      true,
    );
  }
  return { bytes, refusals };
}
