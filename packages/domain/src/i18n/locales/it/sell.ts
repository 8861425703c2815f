/**
 * The `sell` namespace in it: the texts of the sell and edit wizard (seller-side.md §2), of its
 * property-details forms, of the upload areas and of the staff confirm dialog, kept apart from
 * `common` so that only the pages showing them load them. Italian is the reference.
 *
 * Sections: `wizard` (the steps, progress, navigation and prompts), `details` (step 3, the
 * category forms), `uploads` (step 5, images and plans), `confirm` (the staff confirm dialog).
 */
export const sellIt = {
  wizard: {
    titleNew: 'Nuovo immobile',
    titleEdit: 'Modifica immobile',
  },
  details: {
    title: 'Caratteristiche dell’immobile',
  },
  uploads: {
    images: 'Immagini',
  },
  confirm: {
    title: 'Conferma immobile',
  },
};

/** The shape of the `sell` namespace (the other languages carry exactly these keys). */
export type SellCatalog = typeof sellIt;
