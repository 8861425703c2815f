/**
 * What a property category says about itself (decision 020): its subtypes, its fields, their
 * defaults and visibility per subtype, its step-3 form, its headline facts, its detail-page
 * sections, the columns the database keeps for search and sort, and its matching criteria.
 * Every consumer (web form, detail page, card, API writes, mails, exposé, admin tables) reads
 * these instead of comparing category names. A category's field schemas are not part of its
 * module but of its {@link CategoryDetails} (`category-details.ts`), so that the modules load no
 * zod (issue 17).
 */
import type { z } from 'zod';
import type { Category, Language, Subtype, SubtypeOf } from '../../core/constants.ts';
import type { ListingFormatter } from '../../format/listing-format.ts';
import type { CategoryFacts } from '../../core/category-facts.ts';
import type { FormPlacement } from './field-kinds.ts';

/** A parking kind with a count and a price. */
export type ParkingSpotKind = 'garage' | 'parkingLot' | 'truckLot';
/** A shared-parking flag. */
export type ParkingFlag = 'common' | 'bike';

/**
 * The sub-steps of the step-3 form in the order the form shows them (titles under
 * `sell:details.sections.<id>`): characteristics; building and plot; hotel; rooms and areas;
 * land; price, parking and further information.
 */
export const DETAILS_SECTIONS = [
  'characteristics',
  'building',
  'hotel',
  'roomsAndAreas',
  'land',
  'price',
] as const;
/** One sub-step of the step-3 form. */
export type DetailsSectionId = (typeof DETAILS_SECTIONS)[number];

/** The defaults a subtype starts with (seller-side.md §9 Defaults). */
export type SubtypeDefaults = {
  condition?: 1;
  energyClass?: 'G';
  constructionYear?: number;
  numOfUnits?: number;
  minFloor?: number;
  maxFloor?: number;
  floor?: number;
  hotel?: { stars: number };
};

/**
 * The facts a listing is summed up by on its card, its detail page's summary line, the alert
 * mail, the exposé and admin tables: rooms, baths and area (null when not given or not counted
 * by the category) and the key of the price's label.
 */
export interface HeadlineFacts {
  rooms: number | null;
  baths: number | null;
  area: number | null;
  /** Key of the price label in the `property` catalog (`fields.price` or `fields.rent`). */
  priceLabelKey: string;
}

/** One labelled value of the detail page. */
export interface DetailRow {
  /** Stable key (the field path), also used as the test id. */
  key: string;
  label: string;
  value: string;
}

/** The sections of the detail page that list labelled values (buyer-side.md §2). */
export type DetailSectionKey = 'properties' | 'amenities' | 'rooms' | 'areas' | 'cultivation';

/** One section of labelled values. */
export interface DetailSection {
  key: DetailSectionKey;
  rows: DetailRow[];
}

/** The columns a listing row derives from its category fields (buyer-side.md §9). */
export type DerivedColumns = {
  roomTotal: number | null;
  bathTotal: number | null;
  bedrooms: number | null;
  area: number | null;
};

/** The category fields of a listing as a loose record (the `details` JSON). */
export type DetailsRecord = Record<string, unknown>;

/**
 * A listing as the modules read it: any property as the API answers it (its category fields are
 * read by name). Kept structural so that the property schema can be built from the modules.
 */
export type ListingView = {
  rent: boolean;
  rentPrice: number | null;
  type: { id: string; name: Record<Language, string> };
} & { [field: string]: unknown };

/** One property category's module (its facts for prices, renting and matching included). */
export interface CategoryModule<C extends Category = Category> extends CategoryFacts {
  category: C;
  /** Subtype codes in display order (seller-side.md §3). */
  subtypes: readonly SubtypeOf<C>[];
  /**
   * The names of the category's own fields (the keys of the `details` JSON), in the order of its
   * `detailsShape` (a test holds them equal): code that only asks which fields a category has
   * reads these, without building the schemas.
   */
  detailFields: readonly string[];
  /**
   * The defaults a new listing of a subtype starts with.
   * @param subtype the subtype code
   * @param year the current year (a parameter so that the rule stays pure)
   */
  defaults: (subtype: Subtype, year: number) => SubtypeDefaults;
  /**
   * Whether a top-level field is shown for a subtype (seller-side.md §5); fields without a rule
   * are shown.
   */
  isFieldVisible: (subtype: Subtype, field: string) => boolean;
  /** Parking kinds with count and price offered to a subtype. */
  parkingSpots: (subtype: Subtype) => readonly ParkingSpotKind[];
  /** Shared-parking flags offered to a subtype. */
  parkingFlags: (subtype: Subtype) => readonly ParkingFlag[];
  /** The room kinds a subtype offers (null: every kind its fields have). */
  roomKinds: (subtype: Subtype) => readonly string[] | null;
  /**
   * The category's own clean-up of values switched off for a subtype, after hidden fields are
   * dropped (e.g. a villa's community garden becomes none).
   */
  cleanDetails: (subtype: Subtype, details: DetailsRecord) => DetailsRecord;
  /** Values computed from the others (the residential sales area), applied on every write. */
  deriveDetails: (subtype: Subtype, details: DetailsRecord) => DetailsRecord;
  /** The step-3 form: its sub-steps with the top-level fields each shows, in order. */
  form: {
    sections: Partial<Record<DetailsSectionId, readonly string[]>>;
    /** Whether a sub-step applies to a subtype (all do unless said otherwise). */
    showsSection: (id: DetailsSectionId, subtype: Subtype) => boolean;
    /**
     * Fields that are one range (the lowest and highest floor): when the subtype changes, the new
     * subtype's defaults replace them together or not at all.
     */
    ranges?: readonly (readonly string[])[];
    /**
     * Where the category's form places a field other than its definition says, by field name
     * (a garage's area among its general figures, the residential sales area computed).
     */
    placements?: Readonly<Record<string, FormPlacement>>;
    /** The form sums up the rooms and baths it counts beside their counts (seller-side.md §9). */
    sumsRooms?: boolean;
  };
  /** Rooms, baths, area and price label of a listing. */
  headlineFacts: (property: ListingView) => HeadlineFacts;
  /** The sections a listing of the category can have on its detail page, whatever its values. */
  detailSectionKeys: readonly DetailSectionKey[];
  /** The labelled values of the detail page, in the formatter's language. */
  detailSections: (property: ListingView, formatter: ListingFormatter) => DetailSection[];
  /** The derived columns of the listing's row, from its validated category fields. */
  columns: (details: DetailsRecord) => DerivedColumns;
  /**
   * The columns of the category's admin table, in display order (issue 15): the columns every
   * category shares (`category-kit.ts` `adminColumns`) around the category's own facts.
   */
  adminColumns: readonly AdminColumn[];
}

/**
 * A category's field schemas (`<category>.schema.ts`, listed by `category-details.ts`): kept out
 * of its module so that the pages that read the registry build no schema (decision 020,
 * issue 17). Code that validates reads them.
 */
export interface CategoryDetails<
  C extends Category = Category,
  S extends z.ZodRawShape = z.ZodRawShape,
> {
  category: C;
  /** The category's own fields (the keys of the `details` JSON). */
  detailsShape: S;
  /** Checks across the category's fields (e.g. floors in order), also run on whole listings. */
  refineDetails: (details: DetailsRecord, ctx: z.RefinementCtx) => void;
}

/**
 * How an admin table cell is written: `image` the main image, `text` as stored, `number` a
 * count, `money` euros, `area` m², `hectares`, `index` a figure with its unit key, `date` a
 * time stamp, `boolean` yes/no, `enum` a value label (`valueLabelPrefix` + value), `list` texts
 * joined, `person` a name, `place` municipality and zone, `status` the listing status.
 */
export type AdminColumnKind =
  | 'image'
  | 'text'
  | 'number'
  | 'money'
  | 'area'
  | 'hectares'
  | 'date'
  | 'boolean'
  | 'enum'
  | 'list'
  | 'person'
  | 'place'
  | 'status';

/**
 * One column of an admin listing table. Its `key` is the table's sort value, the CSV column and,
 * for a category fact, the key of the row's `facts`.
 */
export interface AdminColumn {
  /** Stable key: `sort=<key>` in the address, `facts[key]` for a category fact. */
  key: string;
  /** Full catalog key of the header (`admin:columns.price`, `property:fields.floor`). */
  labelKey: string;
  kind: AdminColumnKind;
  /** Whether the table sorts by it (every column but the picture). */
  sortable: boolean;
  /**
   * Whether the table leaves it out until a staff member picks it in the column menu (issue 30
   * point 8): a table at 1280 px shows its key columns without scrolling sideways.
   */
  hiddenByDefault?: boolean;
  /**
   * For a category fact: its path in the listing's category fields (`['hotel', 'stars']`),
   * which the API sorts and filters by and reads the value from. Absent for the shared columns.
   */
  detailsPath?: readonly string[];
  /** For an `enum` fact: the catalog prefix of its value labels (`property:values.sellType.`). */
  valueLabelPrefix?: string;
  /** For an `enum` fact: its values in their order, which the table sorts by. */
  values?: readonly (string | number)[];
  /** For a `list` fact: the path sorted by (the first crop's name), else `detailsPath`. */
  sortPath?: readonly string[];
}
