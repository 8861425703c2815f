/**
 * Images of a listing and the staff confirm dialog (seller-side.md §4 and §9): at least four
 * images on submit; one main image at step 1; four main images at step 2, or every image and
 * plan when fewer than four exist; a fifth choice is ignored.
 */
import { MAIN_IMAGES_COUNT, MIN_IMAGES } from '../core/constants.ts';

/**
 * Whether a listing has the images it needs to be submitted (at least 4).
 * @param imageCount the number of images
 */
export function hasEnoughImages(imageCount: number): boolean {
  return imageCount >= MIN_IMAGES;
}

/**
 * How many main images step 2 of the confirm dialog needs: four, or all when fewer exist.
 * @param availableCount images plus plans available
 */
export function requiredMainImages(availableCount: number): number {
  return Math.min(MAIN_IMAGES_COUNT, Math.max(0, availableCount));
}

/**
 * Whether step 2 may be saved with this choice.
 * @param selected the chosen file ids
 * @param availableCount images plus plans available
 */
export function mainImagesComplete(selected: readonly string[], availableCount: number): boolean {
  return new Set(selected).size === requiredMainImages(availableCount);
}

/**
 * Whether step 1 may move on: a main image is chosen, or there are no images.
 * @param mainImage the chosen main image, if any
 * @param imageCount the number of images
 */
export function canLeaveMainImageStep(
  mainImage: string | null | undefined,
  imageCount: number,
): boolean {
  return imageCount === 0 || !!mainImage;
}

/**
 * Toggles a main image: removes it when chosen, adds it when fewer than four are chosen, and
 * ignores a fifth.
 * @param selected the chosen ids
 * @param id the toggled id
 * @returns the new choice
 */
export function toggleMainImage(selected: readonly string[], id: string): string[] {
  if (selected.includes(id)) return selected.filter((value) => value !== id);
  if (selected.length >= MAIN_IMAGES_COUNT) return [...selected];
  return [...selected, id];
}
