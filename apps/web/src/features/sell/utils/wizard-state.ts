import type { Category, Language, Subtype } from '@domus/domain/core/constants';
import { placeName } from '@domus/domain/place/place-name';
import {
  canPickCustomer,
  canSetExternalAgent,
  canSetVideo,
} from '@domus/domain/person/permissions';
import type { Me } from '@domus/domain/account/account.schema';
import type { Coordinates, PlaceNames } from '@domus/domain/core/common.schema';
import type { GeocodeResult, PropertyLocation } from '@domus/domain/place/location.schema';
import type { Property } from '@domus/domain/listing/property.schema';
import type { PropertyType } from '@domus/domain/listing/property-type.schema';
import { customerRef, type CustomerRef } from '../../../shared/lib/seller-form';
import { STEP } from './wizard-progress';
import { detailsFromProperty, detailsToPropertyFields, type DetailsValues } from './details-values';
import type { WizardFiles } from './wizard-slots';
import { ownSellerValues, type OwnSellerValues } from './seller-step';

/** A text in the three interface languages. */
export interface WizardTexts {
  it: string;
  de: string;
  en: string;
}

/** A municipality chosen in the address entry: its ISTAT code, name shown and names. */
export interface MunicipalityChoice {
  id: string;
  name: string;
  names?: PlaceNames;
  /** The municipality's seat, where an address placed by hand starts on the map. */
  point?: Coordinates;
}

/** What the address entry holds as typed. */
export interface AddressInput {
  municipalityText: string;
  municipality: MunicipalityChoice | null;
  street: string;
  streetNumber: string;
}

/**
 * Values of a listing opened for editing that the wizard does not show but must send back with
 * the whole listing: the confirm dialog's choice, the confirmation and whether it is a draft.
 */
export interface KeptValues {
  mainImage: string | null;
  mainImages: string[];
  isConfirmed: boolean;
  isDraft: boolean;
}

/**
 * Everything the wizard holds: a plain JSON object, kept in browser storage so that a reload or
 * Back never loses what was entered. `details` belongs to the chosen type.
 */
export interface WizardState {
  step: number;
  /** The sub-step of step 3. */
  section: number;
  seller: {
    customer: CustomerRef | null;
    own: OwnSellerValues;
    externalAgent: { name: string; familyName: string };
  };
  rent: boolean;
  /** The chosen type's `_id`. */
  typeId: string | null;
  address: AddressInput;
  /** The verified location, with the position the marker was dragged to. */
  location: PropertyLocation | null;
  details: DetailsValues | null;
  texts: { title: WizardTexts; description: WizardTexts };
  files: WizardFiles;
  video: string;
  kept: KeptValues;
}

const emptyTexts = (): WizardTexts => ({ it: '', de: '', en: '' });

/** A new listing's wizard at step 0, the seller's own data filled from the profile. */
export function newWizardState(me: Me, language: Language): WizardState {
  return {
    step: 0,
    section: 0,
    seller: {
      customer: null,
      own: ownSellerValues(me, language),
      externalAgent: { name: '', familyName: '' },
    },
    rent: false,
    typeId: null,
    address: { municipalityText: '', municipality: null, street: '', streetNumber: '' },
    location: null,
    details: null,
    texts: { title: emptyTexts(), description: emptyTexts() },
    files: { images: [], plans: [] },
    video: '',
    kept: { mainImage: null, mainImages: [], isConfirmed: false, isDraft: false },
  };
}

/** The address entry of a stored location, its municipality named in `language`. */
export function addressOfLocation(location: PropertyLocation, language: Language): AddressInput {
  const names = location.address.municipality;
  const name = placeName(names, language);
  return {
    municipalityText: name,
    municipality: location.address.municipalityId
      ? {
          id: location.address.municipalityId,
          name,
          names: { it: names.it, de: names.de, ...(names.lld ? { lld: names.lld } : {}) },
        }
      : null,
    street: location.address.street,
    streetNumber: location.address.streetNumber,
  };
}

/** The wizard of a listing opened in edit mode: every step filled from the listing. */
export function wizardStateFromProperty(
  property: Property,
  me: Me,
  language: Language,
): WizardState {
  const base = newWizardState(me, language);
  return {
    ...base,
    seller: {
      customer: property.owner ? customerRef(property.owner) : null,
      own: base.seller.own,
      externalAgent: {
        name: property.externalAgent?.name ?? '',
        familyName: property.externalAgent?.familyName ?? '',
      },
    },
    rent: property.rent,
    typeId: property.type._id,
    address: property.location ? addressOfLocation(property.location, language) : base.address,
    location: property.location,
    details: detailsFromProperty(property),
    texts: {
      title: { ...property.title },
      description: { ...property.description },
    },
    files: { images: property.images, plans: property.plans },
    video: property.video ?? '',
    kept: {
      mainImage: property.mainImage,
      mainImages: property.mainImages,
      isConfirmed: property.isConfirmed,
      isDraft: property.isDraft,
    },
  };
}

/**
 * The listing's location from an address check: the municipality's names come from the chosen
 * suggestion where there is one (the server reads its own place data by the ids anyway), the
 * zone's from the answer, and the position is the marker's.
 */
export function locationFromGeocode(
  result: GeocodeResult,
  chosen: MunicipalityChoice | null,
): PropertyLocation {
  const names =
    chosen && chosen.id === result.municipality.id && chosen.names
      ? chosen.names
      : { it: result.municipality.name, de: result.municipality.name };
  return {
    address: {
      street: result.address.street,
      streetNumber: result.address.streetNumber,
      municipality: { ...names, en: names.it },
      municipalityId: result.municipality.id,
      ...(result.address.postalCode ? { postalCode: result.address.postalCode } : {}),
      region: result.region,
    },
    coordinates: result.coordinates,
    zone: result.zone
      ? {
          id: result.zone.id,
          properties: { name: { it: result.zone.name, de: result.zone.name } },
        }
      : null,
    zoneName: result.zone?.name ?? null,
    approximate: result.approximate,
  };
}

/**
 * A location the seller places by hand on the map, for a street the street register does not
 * have (issue 18): it starts at the municipality's seat, approximate until the marker is moved;
 * the server marks the listing for staff to check the street.
 */
export function manualLocation(
  address: AddressInput,
  municipality: MunicipalityChoice & { point: Coordinates },
): PropertyLocation {
  const names = municipality.names ?? { it: municipality.name, de: municipality.name };
  return {
    address: {
      street: address.street.replace(/\s+/g, ' ').trim(),
      streetNumber: address.streetNumber.trim(),
      municipality: { ...names, en: names.it },
      municipalityId: municipality.id,
    },
    coordinates: municipality.point,
    zone: null,
    zoneName: null,
    approximate: true,
  };
}

/** Whether step 2 may be left: a verified location with a street number (seller-side.md §5). */
export function hasStreetNumber(location: PropertyLocation | null): boolean {
  return !!location && location.address.streetNumber.trim() !== '';
}

/** The chosen type among the types, if it still exists. */
export function chosenType(
  types: readonly PropertyType[],
  typeId: string | null,
): PropertyType | undefined {
  return typeId ? types.find((type) => type._id === typeId) : undefined;
}

/**
 * Who the listing is for, as the body's `owner` (staff only; see docs/decisions/012): the
 * customer, or for a new listing without one the staff member's own seller. A listing edited
 * keeps its owner unless another customer is picked: the API keeps it when none is named.
 */
export function listingOwner(state: WizardState, me: Me, editing = false): string | undefined {
  if (!canPickCustomer(me.admin)) return undefined;
  return state.seller.customer?._id ?? (editing ? undefined : me.seller?._id);
}

/** What the body of POST and PATCH /properties depends on besides the wizard's state. */
export interface BodyContext {
  me: Me;
  category: Category;
  subtype: Subtype;
  isDraft: boolean;
  /** True for a listing that exists (edit mode). */
  editing?: boolean;
}

const trimmed = (texts: WizardTexts): WizardTexts => ({
  it: texts.it.trim(),
  de: texts.de.trim(),
  en: texts.en.trim(),
});

/**
 * The whole listing as POST /properties/{type} and PATCH /properties/{type}/{id} take it
 * (seller-side.md §7): type, rent, the step-3 fields, texts, location, files in order, the video
 * (admins), owner and external agent (staff), the confirm dialog's choice and confirmation kept
 * as loaded, and `isDraft`.
 */
export function listingBody(state: WizardState, ctx: BodyContext): Record<string, unknown> {
  const { me, category, subtype } = ctx;
  const fileIds = new Set([...state.files.images, ...state.files.plans].map((file) => file._id));
  const external = {
    name: state.seller.externalAgent.name.trim(),
    familyName: state.seller.externalAgent.familyName.trim(),
  };
  const details =
    state.details === null
      ? {}
      : detailsToPropertyFields(category, subtype, state.rent, state.details);
  return {
    ...details,
    category,
    type: state.typeId,
    rent: state.rent,
    title: trimmed(state.texts.title),
    description: trimmed(state.texts.description),
    location: state.location,
    images: state.files.images.map((file) => file._id),
    plans: state.files.plans.map((file) => file._id),
    // Only admins set the video, only staff the owner and the external agent (§6); the API
    // keeps the stored values for anyone else.
    ...(canSetVideo(me.admin) ? { video: state.video.trim() || null } : {}),
    ...(canPickCustomer(me.admin) ? { owner: listingOwner(state, me, ctx.editing) ?? null } : {}),
    ...(canSetExternalAgent(me.admin)
      ? { externalAgent: external.name || external.familyName ? external : null }
      : {}),
    // The confirm dialog's choice, without files removed since.
    mainImage:
      state.kept.mainImage && fileIds.has(state.kept.mainImage) ? state.kept.mainImage : null,
    mainImages: state.kept.mainImages.filter((id) => fileIds.has(id)),
    isConfirmed: state.kept.isConfirmed,
    isDraft: ctx.isDraft,
  };
}

/**
 * The step a field of a refused listing belongs to, so that the wizard takes the user there:
 * seller and external agent 0, type and rent 1, location 2, texts 4, files and video 5, every
 * other field (the category's own fields, prices) 3.
 */
export function stepOfField(field: string): number {
  const root = field.split(/[.[]/)[0] ?? '';
  if (root === 'owner' || root === 'externalAgent') return STEP.seller;
  if (root === 'type' || root === 'rent' || root === 'category') return STEP.offer;
  if (root === 'location') return STEP.location;
  if (root === 'title' || root === 'description') return STEP.texts;
  if (['images', 'plans', 'video', 'mainImage', 'mainImages', 'isDraft'].includes(root)) {
    return STEP.files;
  }
  return STEP.details;
}
