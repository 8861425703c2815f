/**
 * What changed in a listing (issue 31 point 1): the listing's own fields whose changes count, by
 * the name the API and the wizard give each and the stored value it is read from. The history of
 * changes keeps all of them (issue 16 point 6); the staff mail about an owner's change of a
 * published or withdrawn listing names those an owner's edit changes (`inChangeMail`). Both also
 * compare the category's details fields and the images and plans, which are not in this list.
 */

/** One tracked field: its API name, the stored value's name, and whether the change mail names it. */
export type TrackedListingField = {
  readonly field: string;
  readonly column: string;
  readonly inChangeMail: boolean;
};

/**
 * The tracked fields in the order the history lists them. The property number never changes,
 * and the owner, the draft flag and the confirmation are staff's or the submission's doing, so
 * the mail about an owner's change leaves them out.
 */
export const TRACKED_LISTING_FIELDS = [
  { field: 'property_id', column: 'propertyNumber', inChangeMail: false },
  { field: 'type', column: 'typeId', inChangeMail: true },
  { field: 'rent', column: 'rent', inChangeMail: true },
  { field: 'price', column: 'price', inChangeMail: true },
  { field: 'rentPrice', column: 'rentPrice', inChangeMail: true },
  { field: 'owner', column: 'ownerId', inChangeMail: false },
  { field: 'isDraft', column: 'isDraft', inChangeMail: false },
  { field: 'isConfirmed', column: 'isConfirmed', inChangeMail: false },
  { field: 'title', column: 'title', inChangeMail: true },
  { field: 'description', column: 'description', inChangeMail: true },
  { field: 'informations', column: 'informations', inChangeMail: true },
  { field: 'cataster', column: 'cataster', inChangeMail: true },
  { field: 'video', column: 'video', inChangeMail: true },
  { field: 'externalAgent', column: 'externalAgent', inChangeMail: true },
  { field: 'location', column: 'location', inChangeMail: true },
  { field: 'mainImage', column: 'mainImageId', inChangeMail: true },
  { field: 'mainImages', column: 'mainImageIds', inChangeMail: true },
  { field: 'energyConsumption', column: 'energyConsumption', inChangeMail: true },
] as const satisfies readonly TrackedListingField[];

/** The tracked fields the staff mail about an owner's change names, in the history's order. */
export const CHANGE_MAIL_FIELDS = TRACKED_LISTING_FIELDS.filter((f) => f.inChangeMail);
