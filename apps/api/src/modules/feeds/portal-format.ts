/**
 * What every portal format gives the transfer worker, the feed URL and `npm run feed` (issue 32,
 * decision 062): its readiness rule and its export as one or more files, each streamed. A format
 * never reads the database; it is handed the listings and the removals.
 */
import type { Readable } from 'node:stream';
import type { FeedListing, FeedReadinessIssue } from '@domus/domain/feeds/feed-listing';
import type { Portal } from '@domus/domain/feeds/portals';

/** The publisher and agent of every entry: the agency. */
export interface FeedPublisher {
  name: string;
  email: string;
  phone: string;
  site?: string;
  /** The agency's id at the portal (OpenImmo `anbieternr`, idealista customer code), if any. */
  portalCustomerId?: string;
}

/** A listing that a portal holds and that left (withdrawn, deleted, erased, switched off). */
export interface FeedRemoval {
  /** The property number, as the listing was sent. */
  id: string;
  /** When it left. */
  removedAt: Date;
}

/** A listing a build left out, with the portal's reasons. */
export interface FeedSkip {
  id: string;
  issues: FeedReadinessIssue[];
}

/** What an export is built from. */
export interface PortalExportInput {
  /** The listings to send; a listing not ready for the portal is left out and reported. */
  listings: AsyncIterable<FeedListing>;
  /** The listings to remove from the portal. */
  removals: readonly FeedRemoval[];
  publisher: FeedPublisher;
  /** `full`: everything the portal should hold; `partial`: only the listings given changed. */
  scope: 'full' | 'partial';
  /** Reads a stored file (pictures, plans), for formats that ship them. */
  readFile: (key: string) => Promise<Readable>;
  onSkip?: (skip: FeedSkip) => void;
  /** The moment of the export (names, timestamps); now by default. */
  now?: Date;
}

/** One file of an export, streamed. */
export interface PortalExportFile {
  /** File name (no folder), as the portal expects it. */
  name: string;
  mime: string;
  /**
   * The storage key the file is a copy of (a picture or plan), when it is one: a feed served at
   * a URL hands such a file out from storage instead of keeping a second copy.
   */
  sourceKey?: string;
  /** Read only when iterated, so a delivery that skips a file opens nothing. */
  body: AsyncIterable<string | Uint8Array>;
}

/** A portal's format. */
export interface PortalFormat {
  portal: Portal;
  /** What the portal requires that the listing lacks; empty when ready. */
  readiness: (listing: FeedListing) => FeedReadinessIssue[];
  /** The export's files, in upload order (the data file last, after the media it names). */
  exportFiles: (input: PortalExportInput) => AsyncIterable<PortalExportFile>;
}
