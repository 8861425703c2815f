/**
 * The staff confirm dialog's choice (seller-side.md §2 Dialogs, §4 Confirm dialog): one main
 * image among the images, and four main images among images and plans (all when fewer exist).
 */
import type { UploadedFile } from '@domus/domain/core/file.schema';
import type { Property } from '@domus/domain/listing/property.schema';

/** The chosen main image and main images (file ids, in the order chosen). */
export type MainImageChoice = { mainImage: string | null; mainImages: string[] };

/** The files step 2 offers: the images, then the plans. */
export function choosableFiles(property: Pick<Property, 'images' | 'plans'>): UploadedFile[] {
  return [...property.images, ...property.plans];
}

/**
 * The choice the dialog starts with: a confirmed listing's current main images (those still
 * among its files), nothing for a listing to be confirmed.
 */
export function initialChoice(property: Property): MainImageChoice {
  if (!property.isConfirmed) return { mainImage: null, mainImages: [] };
  const imageIds = new Set(property.images.map((file) => file._id));
  const fileIds = new Set(choosableFiles(property).map((file) => file._id));
  return {
    mainImage: property.mainImage && imageIds.has(property.mainImage) ? property.mainImage : null,
    mainImages: property.mainImages.filter((id) => fileIds.has(id)),
  };
}

/**
 * The body of the confirming PATCH: the whole property as read (populated references carry
 * their `_id`, which the API takes), confirmed, with the chosen main images.
 */
export function confirmationBody(property: Property, choice: MainImageChoice) {
  return {
    ...property,
    isConfirmed: true,
    mainImage: choice.mainImage,
    mainImages: choice.mainImages,
  };
}
