/**
 * The property (seller-side.md §3): common fields plus one set of fields per category, joined in
 * a union discriminated by `category`. Input schemas validate what a client sends on create and
 * update (POST and PATCH carry the whole property); the read schemas describe what the API
 * answers (type, images and plans populated).
 *
 * Storage keeps the common fields as columns and the category fields as validated JSON
 * (`details`): {@link categoryDetailsSchema} and {@link splitPropertyInput} serve that.
 */
import { z } from 'zod';
import { LISTING_STATUSES } from '../core/listing-status.ts';
import { listingEventSchema } from './listing-event.schema.ts';
import { CATEGORY_DETAILS, categoryDetails } from './categories/category-details.ts';
import { categoryModule } from './categories/category-registry.ts';
import {
  CATEGORIES,
  MAIN_IMAGES_COUNT,
  MAX_IMAGES,
  MAX_LENGTH,
  MAX_PLANS,
  MIN_IMAGES,
  PROPERTY_NUMBER_RANGE,
  type Category,
} from '../core/constants.ts';
import { MESSAGE_KEYS } from '../core/message-keys.ts';
import { priceIssues } from './price.ts';
import { isSellTypeAllowed } from './sell-type.ts';
import { parseYouTubeId } from './youtube.ts';
import {
  idSchema,
  localizedTextInputSchema,
  localizedTextSchema,
  moneySchema,
  refSchema,
  timestampsSchema,
} from '../core/common.schema.ts';
import { fileSchema } from '../core/file.schema.ts';
import { propertyLocationInputSchema, propertyLocationSchema } from '../place/location.schema.ts';
import { categorySchema, propertyTypeSchema } from './property-type.schema.ts';
import { type sellTypeSchema, text, unique } from './property-values.schema.ts';
import { sellerTypeSchema } from '../person/seller.schema.ts';

// ---------------------------------------------------------------------------------------------
// Category fields (from the category registry and the categories' schemas)
// ---------------------------------------------------------------------------------------------

type DetailsShapeOf<C extends Category> = (typeof CATEGORY_DETAILS)[C]['detailsShape'];

/** Category fields by category, as validated and stored in the `details` JSON. */
export type DetailsByCategory = {
  [C in Category]: z.output<z.ZodObject<DetailsShapeOf<C>>>;
};

const detailsSchemas = Object.fromEntries(
  CATEGORIES.map((category) => {
    const details = categoryDetails(category);
    return [category, z.object(details.detailsShape).superRefine(details.refineDetails)];
  }),
) as unknown as { [C in Category]: z.ZodType<DetailsByCategory[C]> };

/**
 * The schema of a category's fields, to validate the `details` JSON column before every write
 * (and to read it back typed).
 * @param category the property category
 */
export function categoryDetailsSchema<C extends Category>(
  category: C,
): z.ZodType<DetailsByCategory[C]> {
  return detailsSchemas[category];
}

/**
 * The names of a category's own fields (the keys that go into `details`).
 * @param category the property category
 */
export function categoryDetailKeys(category: Category): string[] {
  return [...categoryModule(category).detailFields];
}

// ---------------------------------------------------------------------------------------------
// Common fields
// ---------------------------------------------------------------------------------------------

/** Name of an external agent a listing is assigned to. */
export const externalAgentSchema = z.object({
  name: text(MAX_LENGTH.name).optional(),
  familyName: text(MAX_LENGTH.name).optional(),
});

/** A video link: empty, or a YouTube-style link with an 11-character id (seller-side.md §5). */
export const videoLinkSchema = z
  .string()
  .trim()
  .max(MAX_LENGTH.url)
  .refine((value) => value === '' || parseYouTubeId(value) !== null, {
    message: MESSAGE_KEYS.video,
  });

const emptyLocalized = { it: '', de: '', en: '' };

/**
 * Common fields as a client sends them (stored as columns); the step-3 form takes those its
 * sections name (price, rent price, notes, cadastral data, property number) from here.
 */
export const commonInputShape = {
  /** The agency's property number; only admins may set it, assigned on creation otherwise. */
  property_id: z.int().min(PROPERTY_NUMBER_RANGE.min).max(PROPERTY_NUMBER_RANGE.max).optional(),
  /** The type's `_id` (or the populated type). */
  type: refSchema,
  rent: z.boolean().default(false),
  /** Asking price, or the monthly rent when `rent` is true. */
  price: moneySchema.nullish(),
  rentPrice: moneySchema.nullish(),
  title: localizedTextInputSchema(MAX_LENGTH.title).default(emptyLocalized),
  description: localizedTextInputSchema(MAX_LENGTH.description).default(emptyLocalized),
  informations: text(MAX_LENGTH.informations).nullish(),
  cataster: text(MAX_LENGTH.cataster).nullish(),
  video: videoLinkSchema.nullish(),
  images: z.array(refSchema).max(MAX_IMAGES).default([]),
  plans: z.array(refSchema).max(MAX_PLANS).default([]),
  mainImage: refSchema.nullish(),
  mainImages: z.array(refSchema).max(MAIN_IMAGES_COUNT).default([]),
  isConfirmed: z.boolean().default(false),
  /**
   * Saves the listing as its owner's draft (seller-side.md §2 Sell wizard: "save keeps a
   * draft"): values are checked as usual, the completeness rules of {@link refineProperty} are
   * not. False submits it.
   */
  isDraft: z.boolean().default(false),
  location: propertyLocationInputSchema.nullish(),
  /** The seller's `_id` (or the populated seller). */
  owner: refSchema.nullish(),
  externalAgent: externalAgentSchema.nullish(),
};

/** The keys of the common fields, stored as columns. */
export const PROPERTY_COMMON_KEYS = [
  'property_id',
  'category',
  ...Object.keys(commonInputShape).filter((key) => key !== 'property_id'),
] as ReadonlyArray<'category' | keyof typeof commonInputShape>;

type CommonInput = {
  rent: boolean;
  isDraft: boolean;
  price?: number | null | undefined;
  images: string[];
  plans: string[];
  mainImage?: string | null | undefined;
  mainImages: string[];
  location?: { address: { streetNumber: string } } | null | undefined;
  sellType?: z.infer<typeof sellTypeSchema> | undefined;
  numOfPlaces?: number | undefined;
};

/**
 * The rules a listing must meet to be submitted, which a draft may still miss: required price
 * or number of places (seller-side.md §5 Price), a location with a street number (§5 Step 2),
 * at least four images (§5, §9).
 */
function refineCompleteness(category: Category, property: CommonInput, ctx: z.RefinementCtx) {
  for (const issue of priceIssues(category, property)) {
    ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  }
  if (!property.location) {
    ctx.addIssue({ code: 'custom', path: ['location'], message: MESSAGE_KEYS.required });
  } else if (!property.location.address.streetNumber) {
    ctx.addIssue({
      code: 'custom',
      path: ['location', 'address', 'streetNumber'],
      message: MESSAGE_KEYS.streetNumber,
    });
  }
  if (property.images.length < MIN_IMAGES) {
    ctx.addIssue({ code: 'custom', path: ['images'], message: MESSAGE_KEYS.minImages });
  }
}

/**
 * The rules across fields of a whole property. Those of the values hold for drafts too: images
 * each once, main images among the uploaded files, sell type allowed for sale or rent, floors in
 * order. The completeness rules ({@link refineCompleteness}) hold only for a listing submitted
 * (`isDraft` false).
 */
const refineProperty = (category: Category) => (property: CommonInput, ctx: z.RefinementCtx) => {
  if (!property.isDraft) refineCompleteness(category, property, ctx);
  if (!unique(property.images)) {
    ctx.addIssue({ code: 'custom', path: ['images'], message: MESSAGE_KEYS.duplicate });
  }
  const files = new Set([...property.images, ...property.plans]);
  if (!unique(property.mainImages) || property.mainImages.some((id) => !files.has(id))) {
    ctx.addIssue({ code: 'custom', path: ['mainImages'], message: MESSAGE_KEYS.mainImages });
  }
  if (property.mainImage && !files.has(property.mainImage)) {
    ctx.addIssue({ code: 'custom', path: ['mainImage'], message: MESSAGE_KEYS.mainImages });
  }
  if (property.sellType && !isSellTypeAllowed(property.sellType, property.rent)) {
    ctx.addIssue({ code: 'custom', path: ['sellType'], message: MESSAGE_KEYS.sellType });
  }
  categoryDetails(category).refineDetails(property, ctx);
};

const inputOption = <C extends Category>(category: C) =>
  z
    .object({
      ...commonInputShape,
      category: z.literal(category),
      ...(CATEGORY_DETAILS[category].detailsShape as DetailsShapeOf<C>),
    })
    .superRefine((property, ctx) =>
      refineProperty(category)(property as unknown as CommonInput, ctx),
    );

type InputOption = { [C in Category]: ReturnType<typeof inputOption<C>> }[Category];
const inputOptions = Object.fromEntries(
  CATEGORIES.map((category) => [category, inputOption(category)]),
) as unknown as { [C in Category]: ReturnType<typeof inputOption<C>> };

/**
 * A property of one category as sent (the step-3 form checks its values with it).
 * @param category the property category
 */
export function categoryInputSchema<C extends Category>(
  category: C,
): ReturnType<typeof inputOption<C>> {
  return inputOptions[category];
}

/**
 * A whole property as sent to `POST /api/v1/properties/{type}` and
 * `PATCH /api/v1/properties/{type}/{id}`, discriminated by `category` (the API sets it from the
 * path when the body lacks it). References (type, owner, images, plans, main images) are ids
 * or populated objects carrying `_id`; they parse to ids. With `isDraft: true` the same schema
 * checks a draft: every value as usual, none of the completeness rules.
 */
export const propertyInputSchema = z.discriminatedUnion(
  'category',
  CATEGORIES.map((category) => inputOptions[category]) as unknown as [
    InputOption,
    ...InputOption[],
  ],
);
/** A whole property as sent, after parsing (ids resolved, defaults applied). */
export type PropertyInput = z.output<typeof propertyInputSchema>;
/** A whole property as a client may write it. */
export type PropertyInputRaw = z.input<typeof propertyInputSchema>;

/** The common (column) part of a parsed property input. */
export type PropertyColumns = Pick<PropertyInput, (typeof PROPERTY_COMMON_KEYS)[number]>;

/**
 * Splits a parsed property into its common columns and its category fields (the `details`
 * JSON). Keys of neither kind are dropped.
 * @param input a property parsed by {@link propertyInputSchema}
 */
export function splitPropertyInput<P extends PropertyInput>(
  input: P,
): { columns: PropertyColumns; details: DetailsByCategory[P['category']] } {
  const columns: Record<string, unknown> = {};
  const details: Record<string, unknown> = {};
  const detailKeys = new Set(categoryDetailKeys(input.category));
  const commonKeys = new Set<string>(PROPERTY_COMMON_KEYS);
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (commonKeys.has(key)) columns[key] = value;
    else if (detailKeys.has(key)) details[key] = value;
  }
  return {
    columns: columns as PropertyColumns,
    details,
  };
}

// ---------------------------------------------------------------------------------------------
// Read shapes
// ---------------------------------------------------------------------------------------------

/** The owner as staff see it on cards and in the confirm dialog. */
export const propertyOwnerSchema = z.object({
  _id: idSchema,
  name: z.string().nullable().optional(),
  familyName: z.string().nullable().optional(),
  companyName: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  tel: z.string().nullable().optional(),
  sellerType: sellerTypeSchema.optional(),
});

/** Common fields as answered. */
const commonOutputShape = {
  _id: idSchema,
  property_id: z.int(),
  type: propertyTypeSchema,
  rent: z.boolean(),
  price: z.number().nullable(),
  rentPrice: z.number().nullable(),
  title: localizedTextSchema,
  description: localizedTextSchema,
  informations: z.string().nullable(),
  cataster: z.string().nullable(),
  video: z.string().nullable(),
  images: z.array(fileSchema),
  plans: z.array(fileSchema),
  mainImage: idSchema.nullable(),
  mainImages: z.array(idSchema),
  isConfirmed: z.boolean(),
  /** An unfinished listing its owner saved; only the owner and staff read it. Never confirmed. */
  isDraft: z.boolean(),
  /**
   * The listing's status (`core/listing-status.ts`): a withdrawn listing is read by its owner
   * and staff only, and shown to them as withdrawn (issue 15).
   */
  status: z.enum(LISTING_STATUSES).optional(),
  location: propertyLocationSchema.nullable(),
  /**
   * Staff only: the seller placed the address by hand on a street the street register does not
   * have (newer than the register, or mistyped), to be checked (issue 18).
   */
  streetUnverified: z.boolean().optional(),
  /** Populated for staff and the owner; null for everyone else. */
  owner: propertyOwnerSchema.nullable(),
  externalAgent: externalAgentSchema.nullable(),
  /**
   * The price before its latest reduction while the card and the page show "price reduced" (the
   * domain's `shownReduction`, 30 days); null otherwise (issue 34 point 4).
   */
  priceReducedFrom: z.number().nullable(),
  /**
   * The listing's events since it was last listed as new, oldest first (`currentRun`): the
   * detail page and the long exposé show them when the price changed.
   */
  priceHistory: z.array(listingEventSchema),
  ...timestampsSchema.shape,
};

const outputOption = <C extends Category>(category: C) =>
  z.object({
    ...commonOutputShape,
    category: z.literal(category),
    ...(CATEGORY_DETAILS[category].detailsShape as DetailsShapeOf<C>),
  });

type OutputOption = { [C in Category]: ReturnType<typeof outputOption<C>> }[Category];

/** A property as answered by `GET /api/v1/properties/{type}/{id}` and the lists. */
export const propertySchema = z.discriminatedUnion(
  'category',
  CATEGORIES.map((category) => outputOption(category)) as unknown as [
    OutputOption,
    ...OutputOption[],
  ],
);
/** A property as answered. */
export type Property = z.infer<typeof propertySchema>;
/** A property of one category as answered. */
export type PropertyOf<C extends Category> = Extract<Property, { category: C }>;

/** Path parameters `{type}` (the category) and `{id}`. */
export const propertyPathParamsSchema = z.object({ type: categorySchema, id: idSchema });
/** Path parameter `{type}` (the category). */
export const propertyCategoryParamsSchema = z.object({ type: categorySchema });
