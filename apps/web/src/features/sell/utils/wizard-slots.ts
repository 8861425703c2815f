import type { Category, Subtype } from '@domus/domain/constants';
import type { UploadedFile } from '@domus/domain/schemas/file.schema';
import type { Property } from '@domus/domain/schemas/property.schema';
import type { Seller } from '@domus/domain/schemas/seller.schema';
import type { ReactNode } from 'react';

/**
 * What the wizard takes from other features. A feature never imports another one: the page that
 * composes the wizard (app/routes) passes the step-3 forms, the upload areas and the staff's
 * customer dialog in through these slots.
 */

/** The props of the step-3 form of one sub-step. */
export interface DetailsStepSlotProps<D> {
  category: Category;
  subtype: Subtype;
  rent: boolean;
  isAdmin: boolean;
  section: number;
  values: D;
  onChange: (values: D) => void;
  /** Field path → message key of the `errors` namespace, or a message already translated. */
  errors: Record<string, string>;
  readOnly?: boolean;
}

/**
 * Step 3 (seller-side.md §2 Step 3 forms by category): the category form split into sub-steps,
 * its values (plain JSON, kept in browser storage with the rest of the wizard) and its rules.
 * The form belongs to this feature: this slot goes when its files move here (docs/decisions/021).
 */
export interface DetailsSlot<D> {
  render: (props: DetailsStepSlotProps<D>) => ReactNode;
  initial: (category: Category, subtype: Subtype, today: Date) => D;
  /** The sub-steps' ids (at least one); their titles are `sell:details.sections.<id>`. */
  sections: (category: Category, subtype: Subtype) => readonly string[];
  /** The errors of one sub-step: field path → message key; empty when it may be left. */
  validate: (
    category: Category,
    subtype: Subtype,
    rent: boolean,
    section: number,
    values: D,
  ) => Record<string, string>;
  /** The fields step 3 adds to the body of POST and PATCH /properties. */
  toFields: (category: Category, subtype: Subtype, rent: boolean, values: D) => object;
  /**
   * The values after the type changed from `from` to `to`; `discards` tells whether values the
   * user entered would be lost (the wizard asks first).
   */
  retype: (
    from: { category: Category; subtype: Subtype },
    to: { category: Category; subtype: Subtype },
    values: D,
    today: Date,
  ) => { values: D; discards: boolean };
  /** The values of a listing opened in edit mode. */
  fromProperty: (property: Property) => D;
  /** The sub-step showing a field (`rooms.bed`), or null; leads the user to a refused field. */
  sectionOf?: (category: Category, subtype: Subtype, path: string) => string | null;
}

/** Images and plans of a listing as the upload areas hold them. */
export interface WizardFiles {
  images: UploadedFile[];
  plans: UploadedFile[];
}

/** A change of the listing's files, made on the files as they are when it applies. */
export type WizardFilesChange = (files: WizardFiles) => WizardFiles;

/** The props of the upload areas of step 5. */
export interface UploadsSlotProps {
  value: WizardFiles;
  /** The files the listing's last saved version holds: removing one keeps it on the server. */
  savedFileIds: ReadonlySet<string>;
  /** Hides the upload areas and the delete buttons. */
  readOnly?: boolean;
  /** A message about the files, e.g. 'Carica almeno 4 immagini' after a refused submit. */
  error?: string | null;
}

/**
 * Step 5 (seller-side.md §2 upload areas, §4 Upload): the upload areas, and the uploads under
 * way, which outlive them (a file still travelling when the user leaves step 5 arrives all the
 * same). The files change only through the function the wizard connects, always on the files
 * as they are then.
 */
export interface UploadsSlot {
  render: (props: UploadsSlotProps) => ReactNode;
  /** Calls `listener` when uploads start or end; answers the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
  /** Whether files are still travelling. */
  busy: () => boolean;
  /** Takes the wizard's change of its files; answers the disconnect. */
  connect: (apply: (change: WizardFilesChange) => void) => () => void;
}

/** The props of the staff's customer dialog (pick an existing customer or create one). */
export interface CustomerPickerSlotProps {
  opened: boolean;
  onClose: () => void;
  onPick: (seller: Seller) => void;
}

/** Everything the wizard is composed with. */
export interface WizardSlots<D> {
  details: DetailsSlot<D>;
  uploads: UploadsSlot;
  renderCustomerPicker: (props: CustomerPickerSlotProps) => ReactNode;
}
