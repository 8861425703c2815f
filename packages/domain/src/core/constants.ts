/**
 * Limits, value lists and timings shared by the forms of the web app and the API's validation, so
 * that both sides always agree. Section references point into the specification.
 */

import { CATEGORY_FACTS } from './category-facts.ts';

// ---------------------------------------------------------------------------------------------
// Languages
// ---------------------------------------------------------------------------------------------

/** Interface languages (seller-side.md §1). */
export const LANGUAGES = ['it', 'de', 'en'] as const;
/** One interface language. */
export type Language = (typeof LANGUAGES)[number];

/** BCP 47 locale of each interface language, for the formats that still use Intl (dates, PDFs). */
export const LOCALE_TAGS = { it: 'it-IT', de: 'de-DE', en: 'en-GB' } as const satisfies Record<
  Language,
  string
>;
/** The fallback language (seller-side.md §1). */
export const DEFAULT_LANGUAGE: Language = 'it';
/**
 * The agency's time zone: days of the admin tables' filters, the overview's "last 7 days" and
 * dates in exports are South Tyrol's days.
 */
export const AGENCY_TIME_ZONE = 'Europe/Rome';
/** Currency of every price (seller-side.md §1). */
export const CURRENCY = 'EUR';

// ---------------------------------------------------------------------------------------------
// Categories and subtypes
// ---------------------------------------------------------------------------------------------

/**
 * Property categories, also the `{type}` segment of property paths (decisions.md Contract), in
 * display order: the category registry's (`core/category-facts.ts`).
 */
export const CATEGORIES = Object.keys(CATEGORY_FACTS) as readonly (keyof typeof CATEGORY_FACTS)[] as
  // The registry is never empty: the first category is the default tab and search.
  readonly [keyof typeof CATEGORY_FACTS, ...(keyof typeof CATEGORY_FACTS)[]];
/** One property category. */
export type Category = keyof typeof CATEGORY_FACTS;

/** Subtype codes per category (seller-side.md §3), in display order: the registry's. */
export const SUBTYPES = Object.fromEntries(
  CATEGORIES.map((category) => [category, CATEGORY_FACTS[category].subtypes]),
) as { [C in Category]: (typeof CATEGORY_FACTS)[C]['subtypes'] };
/** Subtype codes of one category. */
export type SubtypeOf<C extends Category> = (typeof SUBTYPES)[C][number];
/** Any subtype code (codes repeat across categories, e.g. `hotel`, `residential`). */
export type Subtype = SubtypeOf<Category>;
/** Every distinct subtype code. */
export const SUBTYPE_CODES = [...new Set(Object.values(SUBTYPES).flat())] as Subtype[];

// ---------------------------------------------------------------------------------------------
// Enumerated property values (seller-side.md §3)
// ---------------------------------------------------------------------------------------------

/** Condition: 1 perfect, 2 good, 3 habitable, 4 to renovate. */
export const CONDITIONS = [1, 2, 3, 4] as const;
/** Energy classes, best first; `undefined` means not yet certified. */
export const ENERGY_CLASSES = ['gold', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'undefined'] as const;
/** Fixed display colour of each energy class (seller-side.md §9: "Colours are fixed per class"). */
export const ENERGY_CLASS_COLORS = {
  gold: '#c9a227',
  A: '#00a651',
  B: '#50b848',
  C: '#bed630',
  D: '#fff200',
  E: '#fdb913',
  F: '#f37021',
  G: '#ed1c24',
  undefined: '#9e9e9e',
} as const satisfies Record<(typeof ENERGY_CLASSES)[number], string>;
/**
 * Upper bounds in kWh/m² per year of each energy class (seller-side.md §9); above the last bound
 * the class is G.
 */
export const ENERGY_CLASS_THRESHOLDS = [
  { energyClass: 'gold', max: 10 },
  { energyClass: 'A', max: 30 },
  { energyClass: 'B', max: 50 },
  { energyClass: 'C', max: 70 },
  { energyClass: 'D', max: 90 },
  { energyClass: 'E', max: 120 },
  { energyClass: 'F', max: 160 },
] as const;
/** Compass orientations (multi-select). */
export const ORIENTATIONS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
/** Heating systems. */
export const HEATINGS = ['central', 'centralWithCal', 'autonom'] as const;
/** Heating energy sources. */
export const HEATING_TYPES = [
  'gas',
  'oil',
  'district',
  'pellets',
  'renewable',
  'undefined',
] as const;
/** Furnishing. */
export const FURNISHINGS = ['empty', 'part', 'full'] as const;
/** Garden kinds. */
export const GARDEN_TYPES = ['no', 'private', 'community'] as const;
/** Position of a townhouse in its row. */
export const TOWNHOUSE_POSITIONS = ['outside', 'center'] as const;
/** Purposes of a house or industry building (multi-select). */
export const PURPOSES = ['residential', 'service', 'productive'] as const;
/** Commercial sell types: business with premises, business only, premises only (decisions.md). */
export const SELL_TYPES = ['both', 'activity', 'walls'] as const;
/** Commercial sell types offered for sale (decisions.md Seller wizard). */
export const SALE_SELL_TYPES = ['both', 'activity', 'walls'] as const;
/** Commercial sell types offered for rent (decisions.md Seller wizard). */
export const RENT_SELL_TYPES = ['activity', 'walls'] as const;
/** Hotel star grades; the halves are the "superior" grades (decisions.md). */
export const HOTEL_STARS = [1, 2, 3, 4, 4.5, 5, 5.5] as const;
/** Residential room kinds (seller-side.md §3). */
export const RESIDENTIAL_ROOMS = [
  'bed',
  'room',
  'living',
  'kitchen',
  'dining',
  'bath',
  'wc',
  'closet',
  'storage',
] as const;
/** Commercial room kinds (seller-side.md §3). */
export const COMMERCIAL_ROOMS = ['bath', 'wc', 'kitchen', 'seats', 'externalSeats'] as const;
/** Additional residential areas, each with amount and area (seller-side.md §3). */
export const RESIDENTIAL_AREAS = [
  'cellar',
  'underroof',
  'hobby',
  'wintergarden',
  'terrace',
  'balcony',
  'coveredTerrace',
] as const;
/** Additional commercial areas (seller-side.md §3: areas.cellar). */
export const COMMERCIAL_AREAS = ['cellar'] as const;
/** Parking kinds with a count and a price. */
export const PARKING_SPOTS = ['garage', 'parkingLot', 'truckLot'] as const;
/**
 * The fields of the building and land block of houses and industry (seller-side.md §3 House
 * block), in the order of `buildingBlockShape`. Written out here, without schemas, so that the
 * category modules' visibility rules need no zod (decision 020, issue 17).
 */
export const BUILDING_BLOCK_FIELDS = [
  'purpose',
  'overGroundArea',
  'underGroundArea',
  'catastralArea',
  'landUseZone',
  'cubicIndex',
  'maxHeight',
  'maxGroundCover',
  'maxSoilSeal',
] as const;
/** One field of the building and land block. */
export type BuildingBlockField = (typeof BUILDING_BLOCK_FIELDS)[number];

// ---------------------------------------------------------------------------------------------
// People, files, places, matches
// ---------------------------------------------------------------------------------------------

/** Seller kinds: labels Privato, Agente Immobiliare, Impresa Immobiliare (seller-side.md §1). */
export const SELLER_TYPES = ['private', 'agent', 'construction'] as const;
/** Salutation as stored, shown localised (decisions.md: Signora/Signor, Frau/Herr, Ms/Mr). */
export const SALUTATIONS = ['f', 'm'] as const;
/** Kinds of uploaded file (seller-side.md §7 POST /file?type=). */
export const FILE_KINDS = ['image', 'floorplan', 'cataster', 'landregister'] as const;
/** Kinds of plan (the upload areas besides images). */
export const PLAN_KINDS = ['floorplan', 'cataster', 'landregister'] as const;
/**
 * MIME types accepted for images (for the file picker; the server decides by content). HEIC photos
 * whose pictures are HEVC-coded cannot be decoded by the server and are refused.
 */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
/** MIME types accepted for plans: images or PDF (seller-side.md §2 upload areas). */
export const PLAN_MIME_TYPES = [...IMAGE_MIME_TYPES, 'application/pdf'] as const;
/** Kinds of place suggestion (seller-side.md §3). */
export const LOCATION_TYPES = ['municipality', 'zone', 'street', 'polygon'] as const;
/** Match states (buyer-side.md §4). */
export const MATCH_STATES = ['new', 'wait', 'not_interested', 'consulting', 'visit'] as const;
/**
 * The match states that are a client's request to the agency: a viewing or a consultation
 * (decisions.md Saved searches and matching), which staff handle (issue 15 point 5).
 */
export const MATCH_REQUEST_STATES = ['visit', 'consulting'] as const;
/** Display order of match states, most engaged first (buyer-side.md §4). */
export const MATCH_STATE_ORDER = ['visit', 'consulting', 'new', 'wait', 'not_interested'] as const;
/** Mantine colour names of the match states (buyer-side.md §4). */
export const MATCH_STATE_COLORS = {
  new: 'secondary',
  wait: 'secondary',
  consulting: 'warning',
  visit: 'success',
  not_interested: 'danger',
} as const;

// ---------------------------------------------------------------------------------------------
// Text and number limits (forms and API)
// ---------------------------------------------------------------------------------------------

/** Maximum lengths of text fields, in characters. */
export const MAX_LENGTH = {
  title: 150,
  description: 10_000,
  informations: 5_000,
  cataster: 2_000,
  commercialDescription: 5_000,
  landUseZone: 100,
  name: 100,
  companyName: 150,
  email: 254,
  tel: 40,
  pec: 254,
  taxCode: 32,
  fiscalCode: 32,
  street: 150,
  streetNumber: 20,
  municipality: 100,
  region: 100,
  zoneName: 150,
  url: 500,
  cultivationDescription: 200,
  contactMessage: 5_000,
  searchQuery: 100,
  locationName: 150,
  fileName: 255,
  testimonyName: 100,
  testimonyText: 5_000,
} as const;

/**
 * The region's name per language, as geocoded addresses carry it: the official Italian and
 * German names (Constitution art. 116, Statute of Autonomy art. 1) and the English one the
 * region itself uses.
 */
export const REGION_NAMES = {
  it: 'Trentino-Alto Adige/Südtirol',
  de: 'Trentino-Südtirol',
  en: 'Trentino-South Tyrol',
} as const satisfies Record<Language, string>;

/** Largest amount of money accepted in euros (a billion covers any listing). */
export const MAX_MONEY = 1_000_000_000;
/** Largest area in m² accepted for a field (agricultural estates included). */
export const MAX_AREA = 10_000_000;
/** Largest area of a cultivation entry in hectares. */
export const MAX_CULTIVATION_HECTARES = 100_000;
/** Largest count for rooms, places, units and similar counters. */
export const MAX_COUNT = 10_000;
/** Lowest and highest floor numbers accepted. */
export const FLOOR_RANGE = { min: -10, max: 200 } as const;
/** Earliest construction year accepted. */
export const MIN_CONSTRUCTION_YEAR = 1000;
/** Latest construction year accepted (buildings still being planned included). */
export const MAX_CONSTRUCTION_YEAR = 2100;
/** Largest value for the index fields (cubicIndex m³/m², surfaceIndex m²/m², maxHeight m). */
export const MAX_INDEX = 1_000;
/** Largest annual energy consumption in kWh/m². */
export const MAX_ENERGY_CONSUMPTION = 10_000;
/** Maximum entries in an agricultural cultivation list. */
export const MAX_CULTIVATIONS = 50;
/** Maximum images per property. */
export const MAX_IMAGES = 60;
/** Maximum plans per property (floor plans, cadastral and land-register extracts together). */
export const MAX_PLANS = 40;
/** Maximum files in one upload request. */
export const MAX_FILES_PER_UPLOAD = 20;
/** Maximum size of one uploaded file in bytes (25 MB: a 50-megapixel phone photo fits). */
export const MAX_FILE_BYTES = 25 * 1024 * 1024;
/**
 * Maximum pixels of an uploaded image (50 megapixels): more than any seller's camera, far less
 * than a decompression bomb, a small file that claims a huge picture.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** Files that no listing uses are removed after this time (one day). */
export const UNATTACHED_FILE_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A kept exposé is removed this long after a newer one of the same listing, language and kind
 * was made (one hour): a link answered just before the listing changed still downloads.
 */
export const SUPERSEDED_EXPOSE_TTL_MS = 60 * 60 * 1000;
/** Maximum locations in a saved search. */
export const MAX_SEARCH_LOCATIONS = 20;
/** Maximum vertices of a drawn polygon. */
export const MAX_POLYGON_POINTS = 500;
/**
 * A drawn zone of a saved search must lie within this box around South Tyrol (a margin of some
 * ten kilometres past the province's outermost points), [west, south, east, north] in degrees.
 */
export const SEARCH_AREA_BOUNDS = [10.25, 46.1, 12.6, 47.2] as const;
/** Oldest and newest property numbers accepted (`property_id`). */
export const PROPERTY_NUMBER_RANGE = { min: 1, max: 2_147_483_647 } as const;

// ---------------------------------------------------------------------------------------------
// Wizard, uploads and confirmation (seller-side.md §5, §9)
// ---------------------------------------------------------------------------------------------

/** Minimum images on submit (seller-side.md §5 and §9). */
export const MIN_IMAGES = 4;
/** Main images chosen by staff at step 2 of the confirm dialog (seller-side.md §9). */
export const MAIN_IMAGES_COUNT = 4;
/** Main image chosen at step 1 of the confirm dialog. */
export const MAIN_IMAGE_COUNT = 1;
/** Delay before the automatic address check after street and number are typed. */
export const ADDRESS_CHECK_DEBOUNCE_MS = 500;
/** Debounce of the seller search in the customer dialog. */
export const SELLER_SEARCH_DEBOUNCE_MS = 500;
/** Street fields appear when the municipality text is longer than this. */
export const MUNICIPALITY_TEXT_MIN_FOR_STREET = 3;
/** Sellers listed in the customer dialog. */
export const SELLER_LIST_LIMIT = 10;
/** Wizard steps 0 to 5 (decisions.md: reading A). */
export const WIZARD_STEPS = 6;
/** Progress bar values (seller-side.md §2 Sell wizard). */
export const WIZARD_PROGRESS = {
  beforeLocation: 0,
  location: 10,
  detailsStart: 20,
  final: 90,
} as const;

// ---------------------------------------------------------------------------------------------
// Defaults (seller-side.md §9)
// ---------------------------------------------------------------------------------------------

/** Default condition (perfect). */
export const DEFAULT_CONDITION = 1;
/** Default energy class. */
export const DEFAULT_ENERGY_CLASS = 'G';
/** Default number of units in the building (residential except townhouse and villa). */
export const DEFAULT_NUM_OF_UNITS = 8;
/** Default number of units of a townhouse row. */
export const DEFAULT_TOWNHOUSE_UNITS = 3;
/** Default hotel stars (decisions.md). */
export const DEFAULT_HOTEL_STARS = 3;
/** Default floors of an apartment: floor 1 of 3. */
export const DEFAULT_APARTMENT_FLOORS = { minFloor: 1, maxFloor: 3 } as const;
/** Default floors of the other residential types. */
export const DEFAULT_OTHER_FLOORS = { minFloor: -1, maxFloor: 1 } as const;
/** Default floor of the garage subtype. */
export const DEFAULT_GARAGE_FLOOR = -1;

// ---------------------------------------------------------------------------------------------
// Search, detail and matches (buyer-side.md §9)
// ---------------------------------------------------------------------------------------------

/** Results per page; pagination is shown above this total. */
export const SEARCH_PAGE_SIZE = 12;
/** Newest residential listings on the home page. */
export const HOME_NEWEST_LIMIT = 5;
/** Budget options of the search box, 0 to 1,000,000 in steps of 100,000; above is open-ended. */
export const BUDGET_OPTIONS = [
  0, 100_000, 200_000, 300_000, 400_000, 500_000, 600_000, 700_000, 800_000, 900_000, 1_000_000,
] as const;
/** Minimum-rooms filter options (+1 to +6). */
export const ROOMS_FILTER_OPTIONS = [1, 2, 3, 4, 5, 6] as const;
/** Images in the detail gallery grid. */
export const DETAIL_GALLERY_IMAGES = 5;
/** Size of a property card image in pixels. */
export const CARD_IMAGE_SIZE = { width: 300, height: 250 } as const;
/** Matches younger than this are new matches (24 hours). */
export const MATCH_NEW_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Success toast after a visit or consulting answer. */
export const MATCH_TOAST_MS = 2_500;
/** Contact form toasts. */
export const CONTACT_TOAST_MS = 4_000;
/** Length of a YouTube video id. */
export const YOUTUBE_ID_LENGTH = 11;
/** Recommendations shown when a search has no matches (decisions.md). */
export const RECOMMENDATIONS_LIMIT = 6;
/** Recommendations may cost up to this share above the budget (decisions.md: 20 %). */
export const RECOMMENDATION_BUDGET_TOLERANCE = 0.2;
/** Saved-search defaults (buyer-side.md §9). */
export const SAVED_SEARCH_DEFAULTS = {
  rent: false,
  budget: 0,
  rooms: { living: 0, bed: 0, bath: 0 },
} as const;
/** Clients the agency text mentions. */
export const AGENCY_CLIENT_COUNT = 3_468;

// ---------------------------------------------------------------------------------------------
// Budget helper (decisions.md Numbers and formats, buyer-side.md §9)
// ---------------------------------------------------------------------------------------------

/** Share of the monthly net income available for the instalment. */
export const BUDGET_INCOME_SHARE = 0.4;
/** Yearly interest rates in percent. */
export const LOAN_RATES = { fixed: 2, variable: 1.9 } as const;
/** Rate kinds of the budget helper. */
export const LOAN_RATE_KINDS = ['fixed', 'variable'] as const;
/** Loan durations in years. */
export const LOAN_DURATIONS = [10, 15, 20, 25, 30] as const;
/** Default loan duration in years. */
export const DEFAULT_LOAN_DURATION = 20;

// ---------------------------------------------------------------------------------------------
// Map (seller-side.md §2)
// ---------------------------------------------------------------------------------------------

/** Map defaults: centre in South Tyrol and the zoom levels of the spec. */
export const MAP = {
  center: { lat: 46.65, lng: 11.35 },
  zoom: 9,
  drawZoom: 11,
  maxZoom: 19,
  markerZoom: 17,
  approximateRadiusMeters: 70,
} as const;

// ---------------------------------------------------------------------------------------------
// Accounts (decisions.md Accounts and roles)
// ---------------------------------------------------------------------------------------------

/** Lifetime of an e-mailed login link. */
export const LOGIN_LINK_TTL_MS = 10 * 60 * 1000;
/** Lifetime of a session. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A session unused this long expires. */
export const SESSION_IDLE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
