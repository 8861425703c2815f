/**
 * A listing as every portal format reads it (issue 32, decision 061): the listing module's row
 * with its pictures and plans by public URL and storage key, its address and its agent. Each
 * format's mapping (immobiliare, idealista, OpenImmo, wohnen-in-suedtirol.it) decides its own
 * values from this; none reads the database.
 */
import type { Category, Subtype } from '../core/constants.ts';

/** The languages the feeds carry texts in (the formats take more; Domus writes these). */
export const FEED_LANGUAGES = ['it', 'de', 'en'] as const;
export type FeedLanguage = (typeof FEED_LANGUAGES)[number];

/** A picture or plan of a listing: where a portal fetches it and where a ZIP reads it from. */
export interface FeedMedia {
  /** Public URL of the file (a JPEG rendition for pictures, the PDF or image for plans). */
  url: string;
  /** Storage key of that same file, for formats that ship the files themselves. */
  key: string;
  mime: string;
  /** The file's name as uploaded (no path), for a portal's caption. */
  name: string;
}

/** The person buyers contact for the listing: its responsible agent, else the agency. */
export interface FeedContact {
  name: string;
  email: string;
  phone: string;
}

/** A listing as the feeds read it. */
export interface FeedListing {
  /** The agency's property number, which staff and buyers quote: every portal's listing id. */
  id: string;
  /** The listing's row id, for the transfer log's link to the listing. */
  listingId?: string;
  category: Category;
  subtype: Subtype;
  rent: boolean;
  /** Sale price or monthly rent in euros; absent when on request. */
  price: number | null;
  /** The category's fields as stored (validated by the category's schema). */
  details: Record<string, unknown>;
  municipality: { name: string; nameDe?: string; istatCode: string | null };
  /** Street and number as entered; `approximate` asks portals not to show the exact spot. */
  address?: { street: string; streetNumber: string; approximate: boolean };
  postalCode?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  /** Public URLs of the listing's pictures, in their order. */
  pictures: readonly string[];
  /** The same pictures with their storage keys (formats that ship files: OpenImmo, WIS). */
  images?: readonly FeedMedia[];
  /** Floor plans, in their order. */
  plans?: readonly FeedMedia[];
  descriptions: Partial<Record<FeedLanguage, { title?: string; text: string }>>;
  contact?: FeedContact;
  /** When it was first submitted, for formats that carry a listing's start. */
  createdAt?: Date;
  /** Rises with every change of the listing (a portal skips an unchanged date). */
  updatedAt: Date;
}

/**
 * One thing a portal requires that the listing lacks: a catalog key of the admin catalog
 * (`admin:feeds.<portal>.<reason>`), the field it names (the admin links to it) and the values
 * its text interpolates.
 */
export interface FeedReadinessIssue {
  key: `admin:feeds.${string}`;
  field: string;
  values?: Record<string, number>;
}
