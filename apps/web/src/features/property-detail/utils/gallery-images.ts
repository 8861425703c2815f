import type { Property } from '@domus/domain/listing/property.schema';
import type { UploadedFile } from '@domus/domain/core/file.schema';

/** Images shown in the grid of the detail page (buyer-side.md §2: up to five). */
export const GALLERY_GRID_SIZE = 5;

/** Whether a file can be shown as a picture (an image, or a plan with a preview rendition). */
export function isViewable(file: UploadedFile): boolean {
  return file.type === 'image' || (!file.pdfUrl && !!file.variants?.gallery);
}

/**
 * The pictures of a listing in the order the gallery shows them: the main image, the four main
 * images the staff chose (seller-side.md §2 confirm dialog: from images and plans), then the
 * other images in their uploaded order. Each file once.
 */
export function galleryImages(
  property: Pick<Property, 'images' | 'plans' | 'mainImage' | 'mainImages'>,
): UploadedFile[] {
  const byId = new Map<string, UploadedFile>();
  for (const file of [...property.images, ...property.plans]) byId.set(file._id, file);
  const ordered: UploadedFile[] = [];
  const seen = new Set<string>();
  const push = (file: UploadedFile | undefined) => {
    if (file && !seen.has(file._id) && isViewable(file)) {
      seen.add(file._id);
      ordered.push(file);
    }
  };
  push(property.mainImage ? byId.get(property.mainImage) : undefined);
  for (const id of property.mainImages) push(byId.get(id));
  for (const image of property.images) push(image);
  return ordered;
}
