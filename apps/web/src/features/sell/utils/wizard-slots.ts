import type { UploadedFile } from '@domus/domain/core/file.schema';
import type { Seller } from '@domus/domain/person/seller.schema';
import type { ReactNode } from 'react';

/**
 * What the wizard takes from other features. A feature never imports another one: the page that
 * composes the wizard (app/routes) passes the upload areas and the staff's customer dialog in
 * through these slots. The step-3 form is the wizard's own (docs/decisions/021).
 */

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
export interface WizardSlots {
  uploads: UploadsSlot;
  renderCustomerPicker: (props: CustomerPickerSlotProps) => ReactNode;
}
