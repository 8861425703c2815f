/**
 * What the detail rows of one listing are built from (buyer-side.md §2): the listing, its
 * formatter, its category's rules and the helpers that tell whether a field is shown. Lower than
 * the field definitions and the row builders, which both read it.
 */
import type { Subtype } from '../../core/constants.ts';
import type { ListingFormatter } from '../../format/listing-format.ts';
import type { ListingView, ParkingFlag, ParkingSpotKind } from './category-module.ts';

/** What a category tells the detail rows. */
export interface DetailRowRules {
  isFieldVisible: (subtype: Subtype, field: string) => boolean;
  parkingSpots: (subtype: Subtype) => readonly ParkingSpotKind[];
  parkingFlags: (subtype: Subtype) => readonly ParkingFlag[];
  roomKinds: (subtype: Subtype) => readonly string[] | null;
  /** Label key (under `property:fields.`) of the first area row: `salesArea` or `area`. */
  areaLabel: 'salesArea' | 'area';
  /** Whether the category offers a rent price beside a sale price. */
  offersRentPrice: (rent: boolean) => boolean;
}

/** A listing's category fields as a loose record. */
export type AnyDetails = Record<string, unknown>;

/** What the row builders of one listing share. */
export interface DetailRowContext {
  property: ListingView;
  f: ListingFormatter;
  rules: DetailRowRules;
  subtype: Subtype;
  details: AnyDetails;
  /** Whether a field has a value and its subtype shows it. */
  visible: (field: string) => boolean;
  /** A field's label in the page's language (`property:fields.<name>`). */
  field: (name: string) => string;
}

/** Whether a value is a finite number. */
export const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
/** Whether a value is a number above 0. */
export const positive = (value: unknown): value is number => isNumber(value) && value > 0;
