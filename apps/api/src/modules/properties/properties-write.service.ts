/**
 * The listings write API (seller-side.md §7 POST and PATCH properties; §4 Property states and
 * the confirm dialog; decisions.md Seller wizard): who may write what, the checks across rows
 * the domain schema cannot make (type of the category, seller, files, places), the row with its
 * derived columns, the files attached in order, the matching of a confirmed listing with the
 * saved searches (decisions.md Saved searches and matching) and the staff mails, all in one
 * transaction. A draft (seller-side.md §2 Sell wizard: save keeps a draft) is written with the
 * same checks of its values but is never confirmed, matched or mailed about; its submission
 * makes it a new listing.
 */
import { relistsAsNew } from '@domus/domain/listing/price-history';
import { registerStreetOf } from '../locations/geocoders/builtin.geocoder.ts';
import { agencyConfig } from '@domus/domain/core/agency.config';
import { type Category, type Subtype } from '@domus/domain/core/constants';
import { MESSAGE_KEYS } from '@domus/domain/core/message-keys';
import { canLeaveMainImageStep, mainImagesComplete } from '@domus/domain/listing/main-images';
import {
  becomesResponsibleAgent,
  canConfirmListings,
  canPickCustomer,
  canSetExternalAgent,
  canSetPropertyNumber,
  canSetVideo,
  editRefusal,
} from '@domus/domain/person/permissions';
import { prepareListing } from '@domus/domain/listing/prepare-listing';
import { isTypeSelectable } from '@domus/domain/listing/rent';
import { CHANGE_MAIL_FIELDS } from '@domus/domain/listing/tracked-listing-fields';
import { sellerName } from '@domus/domain/person/seller-name';
import {
  categoryDetailsSchema,
  splitPropertyInput,
  type Property,
  type PropertyInput,
} from '@domus/domain/listing/property.schema';
import { adminListingRowHref } from '@domus/domain/staff/admin-listings-query';
import { listingHref } from '@domus/domain/core/web-routes';
import type { Database, Executor } from '../../db/client.ts';
import {
  AppError,
  awaitingConfirmationError,
  validationError,
  type FieldProblem,
} from '../../lib/app-error.ts';
import { translateMail } from '../../lib/i18n.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { isStaff, type Viewer } from '../auth/viewer.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { recordHistory } from '../history/history.service.ts';
import {
  fileOrder,
  listingChanges,
  listingState,
  viewerActor,
} from '../history/listing-history.ts';
import { enqueueMail } from '../mail/mail-outbox.service.ts';
import { forgetSearchTotals, getProperty } from './properties.service.ts';
import { listingAccess } from './listing-access.ts';
import { forgetListingTotals } from './listing-totals.ts';
import { derivedColumns } from './property-row.ts';
import {
  findFilesForListing,
  findListingFileIds,
  findListingForWrite,
  findSeller,
  findSellerOfAccount,
  findTypeById,
  insertAccountSeller,
  insertListing,
  placesExist,
  setListingFiles,
  updateListing,
  type PropertyRow,
  type PropertyValues,
  type SellerRef,
} from './properties-write.repository.ts';

/**
 * What a write of a listing needs of the site: its address (for the links of the staff mails),
 * its files, and the matching a confirmed listing runs in the write's transaction, which mails
 * the new matches. The application passes the matching in: it reads listings (the mails'
 * cards), so this module does not import it.
 */
export type ListingWriteSettings = {
  publicUrl: string;
  storage: FileStorage;
  matchListing: (tx: Executor, db: Database, propertyId: string) => Promise<unknown>;
};

/** Who writes, from which call (its operationId, for the history), and the site's settings. */
export type WriteContext = ListingWriteSettings & {
  db: Database;
  storage: FileStorage;
  viewer: NonNullable<Viewer>;
  source: string;
};

/** The staff read their mail in Italian (decisions.md Seller wizard). */
const STAFF_LANGUAGE = 'it';

const forbidden = () => new AppError(403, 'forbidden', 'api.forbidden');
const invalid = (field: string): FieldProblem => ({ field, messageKey: 'validation.invalid' });

/** A listing row about to be written, with its files in order. */
type Prepared = {
  values: PropertyValues;
  files: { id: string; position: number }[];
  imageIds: string[];
  planIds: string[];
  owner: SellerRef;
};

/**
 * Creates a listing (seller-side.md §7 POST /properties/{type}). A super admin's listing is
 * saved confirmed, anyone else's unconfirmed (§4); staff are mailed about a listing that staff
 * did not write. A draft is saved unconfirmed and mailed about only once submitted. Answers the
 * listing as GET /properties/{type}/{id} does. The search totals the site keeps are forgotten
 * only when the write changes what the search counts: a confirmed listing, before or after.
 */
export async function createListing(
  ctx: WriteContext,
  category: Category,
  input: PropertyInput,
): Promise<Property> {
  const { db, viewer } = ctx;
  const { id, isPublic } = await writeInTransaction(db, async (tx) => {
    const prepared = await prepare(tx, viewer, category, input, undefined);
    const created = await insertListing(tx, prepared.values);
    await setListingFiles(tx, created.id, prepared.files);
    await recordHistory(tx, {
      actor: viewerActor(viewer),
      subject: 'listing',
      subjectId: created.id,
      listingId: created.id,
      sellerId: prepared.owner.id,
      action: 'create',
      source: ctx.source,
    });
    if (prepared.values.isConfirmed) await ctx.matchListing(tx, db, created.id);
    if (!isStaff(viewer) && !input.isDraft) {
      await mailStaff(tx, ctx, 'new', created.propertyNumber, category, created.id, prepared.owner);
    }
    return { id: created.id, isPublic: !!prepared.values.isConfirmed };
  });
  if (isPublic) forgetSearchTotals(db);
  else forgetListingTotals(db);
  return (await getProperty(db, ctx.storage, viewer, category, id))!;
}

/**
 * Changes a listing (seller-side.md §7 PATCH /properties/{type}/{id}); the body is the whole
 * listing. Its owner or staff may; for anyone else, as for an unknown id or another category,
 * the answer is undefined (the route's 404). Confirming takes an admin (403) and the confirm
 * dialog's main images (§4). A listing its owner submitted stays as it is until staff confirm
 * it: the owner's change answers 409 and writes nothing (the domain's `editRefusal`). An owner's
 * change of a confirmed listing keeps it published and mails staff the changed fields
 * (decisions.md Seller wizard). A draft stays one while `isDraft` is true; false submits it,
 * which checks it whole and then treats it as a new listing.
 */
export async function changeListing(
  ctx: WriteContext,
  category: Category,
  id: string,
  input: PropertyInput,
): Promise<Property | undefined> {
  const { db, viewer } = ctx;
  const written = await writeInTransaction(db, async (tx) => {
    const current = await findListingForWrite(tx, id);
    if (!current || current.property.category !== category) return undefined;
    const staff = isStaff(viewer);
    const before = current.property;
    const refusal = editRefusal(
      viewer,
      listingAccess(viewer, { ...before, ownerAccountId: current.ownerAccountId }),
    );
    if (refusal === 'notOwn') return undefined;
    if (input.isConfirmed && !before.isConfirmed && !canConfirmListings(viewer)) throw forbidden();
    if (refusal === 'awaitingConfirmation') throw awaitingConfirmationError();
    const oldFiles = await findListingFileIds(tx, id);
    const prepared = await prepare(tx, viewer, category, input, before);
    await updateListing(tx, id, prepared.values);
    await setListingFiles(tx, id, prepared.files);
    await recordHistory(tx, {
      actor: viewerActor(viewer),
      subject: 'listing',
      subjectId: id,
      listingId: id,
      sellerId: prepared.owner.id,
      // A submitted draft and a confirmation are named as such; their changed fields go along.
      action:
        before.isDraft && !input.isDraft
          ? 'submit'
          : prepared.values.isConfirmed && !before.isConfirmed
            ? 'confirm'
            : 'update',
      changes: listingChanges(
        listingState(before, fileOrder(oldFiles)),
        listingState(
          { ...before, ...prepared.values },
          {
            images: prepared.imageIds,
            plans: prepared.planIds,
          },
        ),
      ),
      source: ctx.source,
    });
    // Published again within RELIST_WEEKS, it is the listing its matches know: no new alerts.
    const backAsItself = before.withdrawnAt && !relistedAsNew(before);
    if (prepared.values.isConfirmed && !backAsItself) await ctx.matchListing(tx, db, id);
    if (!staff && before.isDraft && !input.isDraft) {
      await mailStaff(tx, ctx, 'new', before.propertyNumber, category, id, prepared.owner);
    } else if (!staff && (before.isConfirmed || before.withdrawnAt)) {
      const changed = changedFields(before, prepared, oldFiles);
      if (changed.length) {
        await mailStaff(
          tx,
          ctx,
          'changed',
          before.propertyNumber,
          category,
          id,
          prepared.owner,
          changed,
        );
      }
    }
    return { isPublic: before.isConfirmed || !!prepared.values.isConfirmed };
  });
  if (!written) return undefined;
  if (written.isPublic) forgetSearchTotals(db);
  else forgetListingTotals(db);
  return getProperty(db, ctx.storage, viewer, category, id);
}

/** Runs `work` in a transaction; a second listing with an admin's number answers 400. */
async function writeInTransaction<T>(db: Database, work: (tx: Executor) => Promise<T>) {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (isUniqueViolation(error, 'properties_number_key')) {
      throw validationError([{ field: 'property_id', messageKey: 'global.errors.duplicate' }]);
    }
    throw error;
  }
}

/**
 * The checks and the row of a write: the category of the path and of the type, no type that
 * only sells offered for rent (the domain's rent rule), the seller, the files, the place; who may
 * confirm, set the video and the property number; a submitted listing never turns back into a
 * draft. Each check adds its problems in this order; all of them answer one 400.
 */
async function prepare(
  tx: Executor,
  viewer: NonNullable<Viewer>,
  category: Category,
  input: PropertyInput,
  before: PropertyRow | undefined,
): Promise<Prepared> {
  if (input.category !== category) throw validationError([invalid('category')]);
  const problems: FieldProblem[] = [];
  if (input.isDraft && before && !before.isDraft) {
    problems.push({ field: 'isDraft', messageKey: 'global.errors.draftSubmitted' });
  }
  // A draft's submission is the listing's creation as far as staff and buyers are concerned.
  const isNew = !before || before.isDraft;

  // The street register decides whether the street is known (issue 18); one it lacks was placed
  // by hand on the map and is marked for staff to check.
  const street =
    input.location?.address.municipalityId && input.location.address.street
      ? await registerStreetOf(
          tx,
          input.location.address.municipalityId,
          input.location.address.street,
        )
      : { streetId: null, unverified: false };

  const type = await findTypeById(tx, input.type);
  if (!type || type.category !== category) problems.push(invalid('type'));
  // Drafts too: the wizard never offers these types for rent (decisions.md Seller wizard).
  else if (!isTypeSelectable(category, input.rent)) {
    problems.push({ field: 'type', messageKey: MESSAGE_KEYS.forSaleOnly });
  }

  const owner = await resolveOwner(tx, viewer, input, before, problems);
  const ids = await checkFiles(tx, viewer, input, before, problems);
  const place = await checkPlace(tx, input, problems);
  const isConfirmed = confirmation(viewer, input, before, problems);
  const main = chooseMainImages(viewer, input, before, { isConfirmed, isNew, ids }, problems);
  const content = checkContent(category, input, type, problems);
  if (problems.length || !type || !owner || !content) throw validationError(problems);

  const values = rowValues(viewer, category, input, before, {
    typeId: type.id,
    ownerId: owner.id,
    isConfirmed,
    isNew,
    main,
    place,
    street,
    content,
  });
  const files = [
    ...input.images.map((id, position) => ({ id, position })),
    ...input.plans.map((id, position) => ({ id, position })),
  ];
  return { values, files, imageIds: input.images, planIds: input.plans, owner };
}

/**
 * The listing's files: each image an image and each plan a plan, none twice, each attached to
 * this listing already or free and uploaded by the caller (staff may attach anyone's). Answers
 * the ids, images first.
 */
async function checkFiles(
  tx: Executor,
  viewer: NonNullable<Viewer>,
  input: PropertyInput,
  before: PropertyRow | undefined,
  problems: FieldProblem[],
): Promise<string[]> {
  const ids = [...input.images, ...input.plans];
  const rows = new Map((await findFilesForListing(tx, ids)).map((f) => [f.id, f]));
  const usable = (fileId: string, image: boolean) => {
    const file = rows.get(fileId);
    if (!file || (file.kind === 'image') !== image) return false;
    const attachedHere = !!before && file.propertyId === before.id;
    if (file.propertyId && !attachedHere) return false;
    return attachedHere || isStaff(viewer) || file.uploadedById === viewer.accountId;
  };
  if (!input.images.every((f) => usable(f, true))) problems.push(invalid('images'));
  if (!input.plans.every((f) => usable(f, false))) problems.push(invalid('plans'));
  if (new Set(ids).size !== ids.length) problems.push(invalid('plans'));
  return ids;
}

/** The listing's place as given, with its municipality and zone, which must exist. */
async function checkPlace(tx: Executor, input: PropertyInput, problems: FieldProblem[]) {
  // Only a draft may lack its location: the input schema requires it of everyone else.
  const location = input.location ?? null;
  const municipalityId = location?.address.municipalityId;
  const zoneId = location?.zone?.id ?? null;
  if (location && !municipalityId) {
    problems.push({
      field: 'location.address.municipalityId',
      messageKey: 'global.errors.required',
    });
  } else if (municipalityId) {
    const places = await placesExist(tx, municipalityId, zoneId);
    if (!places.municipality) problems.push(invalid('location.address.municipalityId'));
    if (!places.zone) problems.push(invalid('location.zone'));
  }
  return { location, municipalityId: municipalityId ?? null, zoneId };
}

/**
 * The main images the row keeps: an admin's choice; anyone else's listing keeps the chosen ones
 * still among its files. A listing confirmed now must have them complete, but a super admin's
 * new one, which skips the confirm dialog, takes its first files.
 */
function chooseMainImages(
  viewer: NonNullable<Viewer>,
  input: PropertyInput,
  before: PropertyRow | undefined,
  state: { isConfirmed: boolean; isNew: boolean; ids: string[] },
  problems: FieldProblem[],
): { mainImage: string | null; mainImages: string[] } {
  const { isConfirmed, isNew, ids } = state;
  let mainImage = input.mainImage ?? null;
  let mainImages = input.mainImages;
  if (!canConfirmListings(viewer)) {
    // Main images are chosen in the confirm dialog, an admin's (seller-side.md §4): anyone
    // else keeps the chosen ones that are still among the listing's files.
    const kept = new Set(ids);
    mainImages = (before?.mainImageIds ?? []).filter((id) => kept.has(id));
    mainImage = before?.mainImageId && kept.has(before.mainImageId) ? before.mainImageId : null;
  }
  if (isConfirmed && isNew && !mainImages.length) {
    // A super admin's listing skips the confirm dialog: its first files stand in for its choice.
    mainImage = input.images[0] ?? null;
    mainImages = ids.slice(0, 4);
  } else if (isConfirmed && !before?.isConfirmed) {
    if (!canLeaveMainImageStep(mainImage, input.images.length)) {
      problems.push({ field: 'mainImage', messageKey: 'global.errors.mainImages' });
    }
    if (!mainImagesComplete(mainImages, ids.length)) {
      problems.push({ field: 'mainImages', messageKey: 'global.errors.mainImages' });
    }
  }
  return { mainImage, mainImages };
}

/**
 * The listing's columns and its category's details as the row stores them, hidden fields left
 * out; undefined when the details break the category's schema (their problems are added).
 */
function checkContent(
  category: Category,
  input: PropertyInput,
  type: { category: string; code: string } | undefined,
  problems: FieldProblem[],
) {
  // Hidden fields never reach the row, whoever sends the listing (seller-side.md §5).
  const prepared =
    type && type.category === category
      ? prepareListing(input, type.code as Subtype, new Date())
      : input;
  const { columns, details } = splitPropertyInput(prepared);
  const checked = categoryDetailsSchema(category).safeParse(details);
  if (!checked.success) {
    for (const issue of checked.error.issues) problems.push(invalid(issue.path.join('.')));
    return undefined;
  }
  // The energy index has a column of its own (migration 0014), not a copy in the JSON.
  const { energyConsumption, ...categoryDetails } = checked.data as Record<string, unknown>;
  return { columns, details: categoryDetails, energyConsumption };
}

/** What {@link rowValues} takes from the checks of {@link prepare}. */
type CheckedWrite = {
  typeId: string;
  ownerId: string;
  isConfirmed: boolean;
  isNew: boolean;
  main: { mainImage: string | null; mainImages: string[] };
  place: Awaited<ReturnType<typeof checkPlace>>;
  street: { streetId: string | null; unverified: boolean };
  content: NonNullable<ReturnType<typeof checkContent>>;
};

/**
 * The row of a checked write: who may set the number, the external agent and the video, the
 * state columns a submission, a confirmation or a new agent's listing sets, and the place.
 */
function rowValues(
  viewer: NonNullable<Viewer>,
  category: Category,
  input: PropertyInput,
  before: PropertyRow | undefined,
  checked: CheckedWrite,
): PropertyValues {
  const { isConfirmed, isNew, main, place, street, content } = checked;
  const { columns, details, energyConsumption } = content;
  const { location } = place;
  const propertyNumber =
    canSetPropertyNumber(viewer) && columns.property_id ? columns.property_id : undefined;
  return {
    category,
    typeId: checked.typeId,
    rent: columns.rent,
    price: columns.price ?? null,
    rentPrice: columns.rentPrice ?? null,
    isConfirmed,
    isDraft: input.isDraft,
    ownerId: checked.ownerId,
    ...(before ? {} : { createdById: viewer.accountId }),
    // An agent who lists works on the listing (decision 026); admins assign it later.
    ...(!before && becomesResponsibleAgent(viewer) ? { responsibleAgentId: viewer.accountId } : {}),
    // The confirmation queue orders by the time a listing was submitted.
    ...(isNew && !input.isDraft ? { submittedAt: new Date() } : {}),
    // Confirming publishes: a withdrawn listing confirmed in the dialog is on the site again.
    ...(isConfirmed ? { withdrawnAt: null, closedAs: null } : {}),
    // Submitted today, it is among the newest today, however long ago the draft was begun; so
    // is a listing back after RELIST_WEEKS (issue 34 point 4), while a sooner one keeps its date.
    ...((before?.isDraft && !input.isDraft) || (isConfirmed && relistedAsNew(before))
      ? { createdAt: new Date() }
      : {}),
    ...(propertyNumber ? { propertyNumber } : {}),
    // Staff name an external agent (seller-side.md §6): anyone else's value is ignored.
    externalAgent: canSetExternalAgent(viewer)
      ? (columns.externalAgent ?? null)
      : (before?.externalAgent ?? null),
    title: columns.title,
    description: columns.description,
    informations: columns.informations ?? null,
    cataster: columns.cataster ?? null,
    // The video link is for admins (seller-side.md §6): anyone else's value is ignored.
    video: canSetVideo(viewer) ? (columns.video ?? null) : (before?.video ?? null),
    mainImageId: main.mainImage,
    mainImageIds: main.mainImages,
    municipalityId: place.municipalityId,
    zoneId: place.zoneId,
    street: location?.address.street ?? null,
    streetNumber: location?.address.streetNumber ?? null,
    streetId: street.streetId,
    streetUnverified: street.unverified,
    location,
    point: location ? { x: location.coordinates.lng, y: location.coordinates.lat } : null,
    approximate: location?.approximate ?? false,
    ...derivedColumns(category, details),
    energyConsumption: typeof energyConsumption === 'number' ? energyConsumption : null,
    details,
  };
}

/** Whether the withdrawn listing `before`, published now, comes back as a new listing. */
function relistedAsNew(before: PropertyRow | undefined): boolean {
  return !!before?.withdrawnAt && relistsAsNew(before.withdrawnAt, new Date());
}

/**
 * Whether the listing is saved confirmed (seller-side.md §4): a new one (or a submitted draft)
 * only when a super admin writes it; a change keeps the state unless an admin sets it (only an
 * admin may confirm; {@link changeListing} refuses anyone else with 403). A draft is never
 * confirmed: an admin asking for it gets a problem on `isConfirmed`, which tells the confirm
 * dialog that the listing is not submitted yet.
 */
function confirmation(
  viewer: NonNullable<Viewer>,
  input: PropertyInput,
  before: PropertyRow | undefined,
  problems: FieldProblem[],
): boolean {
  if (input.isDraft) {
    if (before && input.isConfirmed && !before.isConfirmed) {
      problems.push({ field: 'isConfirmed', messageKey: 'global.errors.draftConfirmed' });
    }
    return false;
  }
  if (!before || before.isDraft) return viewer.isSuperAdmin;
  return canConfirmListings(viewer) ? input.isConfirmed : before.isConfirmed;
}

/**
 * The seller of the listing: staff choose any seller; a website user is always their own
 * seller, whose profile is made from the account when it has none.
 */
async function resolveOwner(
  tx: Executor,
  viewer: NonNullable<Viewer>,
  input: PropertyInput,
  before: PropertyRow | undefined,
  problems: FieldProblem[],
): Promise<SellerRef | undefined> {
  if (canPickCustomer(viewer)) {
    const ownerId = input.owner ?? before?.ownerId;
    if (!ownerId) {
      problems.push({ field: 'owner', messageKey: 'global.errors.required' });
      return undefined;
    }
    const seller = await findSeller(tx, ownerId);
    if (!seller) problems.push(invalid('owner'));
    return seller;
  }
  if (before?.ownerId) return findSeller(tx, before.ownerId);
  const own =
    (viewer.sellerId ? await findSeller(tx, viewer.sellerId) : undefined) ??
    (await findSellerOfAccount(tx, viewer.accountId));
  return (
    own ??
    insertAccountSeller(tx, {
      accountId: viewer.accountId,
      email: viewer.email,
      language: viewer.language,
    })
  );
}

/**
 * A value as text with object keys sorted: the database hands JSON back with its keys in its
 * own order, which is no change. Missing and null are alike.
 */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>)
            .filter(([, inner]) => inner !== undefined && inner !== null)
            .sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
}

/** The input names of the fields an owner's change touched, for the staff mail. */
function changedFields(
  before: PropertyRow,
  prepared: Prepared,
  oldFiles: { id: string; kind: string }[],
): string[] {
  const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);
  const after = prepared.values;
  const changed: string[] = CHANGE_MAIL_FIELDS.filter(
    ({ column }) => !same(before[column], after[column]),
  ).map(({ field }) => field);
  const oldDetails = (before.details ?? {}) as Record<string, unknown>;
  const newDetails = (after.details ?? {}) as Record<string, unknown>;
  for (const key of new Set([...Object.keys(oldDetails), ...Object.keys(newDetails)])) {
    if (!same(oldDetails[key], newDetails[key])) changed.push(key);
  }
  const oldImages = oldFiles.filter((f) => f.kind === 'image').map((f) => f.id);
  const oldPlans = oldFiles.filter((f) => f.kind !== 'image').map((f) => f.id);
  if (!same(oldImages, prepared.imageIds)) changed.push('images');
  if (!same(oldPlans, prepared.planIds)) changed.push('plans');
  return changed;
}

/**
 * Queues the staff mail about a new listing or an owner's change of a confirmed (or withdrawn)
 * one, in the writing transaction, to the agency's address, in Italian, with the link to the
 * listing: a new one's row in its admin table (issue 15 point 4), a changed one's page.
 */
async function mailStaff(
  tx: Executor,
  ctx: WriteContext,
  kind: 'new' | 'changed',
  propertyNumber: number,
  category: Category,
  id: string,
  owner: SellerRef,
  changed: string[] = [],
): Promise<void> {
  const t = (key: string, params?: Record<string, unknown>) =>
    translateMail(STAFF_LANGUAGE, `listing.${key}`, params);
  const base = ctx.publicUrl.replace(/\/+$/, '');
  const url =
    kind === 'new'
      ? `${base}${adminListingRowHref(category, id)}`
      : `${base}${listingHref(category, id)}`;
  const params = { number: propertyNumber, seller: sellerName(owner, { orContact: true }) };
  const lines =
    kind === 'new'
      ? [t('newIntro', params), '', t('link', { url })]
      : [
          t('changedIntro', params),
          ...changed.map((field) => `- ${field}`),
          '',
          t('link', { url }),
        ];
  await enqueueMail(tx, {
    kind: kind === 'new' ? 'listing-new' : 'listing-changed',
    to: agencyConfig.email,
    language: STAFF_LANGUAGE,
    subject: t(kind === 'new' ? 'newSubject' : 'changedSubject', params),
    text: lines.join('\n'),
  });
}
