/**
 * The photo renditions the server makes and the slots the pages show them in. The web app draws
 * its images from these and the server preloads the same URLs with the same `sizes` before the
 * page's code arrives: a difference between the two would make the browser fetch a photo twice
 * (issue 31 point 3).
 */

/** The renditions of every uploaded photo (seller-side.md §2: card 300×250, gallery, full view). */
export const IMAGE_RENDITIONS = {
  /** A result card, cropped to fill its box; ×2 for sharp screens. */
  card: { width: 300, height: 250 },
  card2x: { width: 600, height: 500 },
  /** The detail page's gallery, in its own proportions. */
  gallery: { width: 800 },
  /** The full-screen view. */
  full: { width: 1600 },
} as const satisfies Record<string, { width: number; height?: number }>;

/** The name of one rendition. */
export type ImageRenditionName = keyof typeof IMAGE_RENDITIONS;

/** One place a page shows a photo: the renditions it chooses from and their `sizes`. */
export type ImageSlot = {
  renditions: readonly ImageRenditionName[];
  sizes: string;
  /** Where the slot applies, when the page shows another one at other widths. */
  media?: string;
};

/** A result card's photo (the search page preloads the first one). */
export const CARD_PHOTO = {
  renditions: ['card', 'card2x'],
  sizes: '(max-width: 36em) calc(100vw - 2rem), 300px',
} as const satisfies ImageSlot;

/** The property page's first photo on a phone: the carousel's first slide. */
export const PHONE_GALLERY_PHOTO = {
  renditions: ['card2x', 'gallery', 'full'],
  sizes: '100vw',
  media: '(max-width: 47.99em)',
} as const satisfies ImageSlot;

/** The property page's first photo from the `sm` breakpoint (48em): the large grid tile. */
export const MAIN_GALLERY_PHOTO = {
  renditions: ['gallery', 'full'],
  sizes: '(max-width: 75em) 55vw, 660px',
  media: '(min-width: 48em)',
} as const satisfies ImageSlot;
