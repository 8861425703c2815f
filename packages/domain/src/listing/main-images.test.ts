import { describe, expect, it } from 'vitest';
import {
  canLeaveMainImageStep,
  hasEnoughImages,
  mainImagesComplete,
  requiredMainImages,
  toggleMainImage,
} from './main-images.ts';

describe('images and main images (seller-side.md §4 confirm dialog, §5, §9)', () => {
  it('needs at least 4 images on submit', () => {
    expect(hasEnoughImages(3)).toBe(false);
    expect(hasEnoughImages(4)).toBe(true);
  });

  it('needs four main images, or all files when fewer than four exist', () => {
    expect(requiredMainImages(9)).toBe(4);
    expect(requiredMainImages(3)).toBe(3);
    expect(mainImagesComplete(['a', 'b', 'c', 'd'], 9)).toBe(true);
    expect(mainImagesComplete(['a', 'b', 'c'], 9)).toBe(false);
    expect(mainImagesComplete(['a', 'b'], 2)).toBe(true);
  });

  it('ignores a fifth main image and removes a chosen one', () => {
    expect(toggleMainImage(['a', 'b', 'c', 'd'], 'e')).toEqual(['a', 'b', 'c', 'd']);
    expect(toggleMainImage(['a', 'b'], 'c')).toEqual(['a', 'b', 'c']);
    expect(toggleMainImage(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('moves from step 1 to step 2 only with a main image, if there are images', () => {
    expect(canLeaveMainImageStep(null, 5)).toBe(false);
    expect(canLeaveMainImageStep('a', 5)).toBe(true);
    expect(canLeaveMainImageStep(undefined, 0)).toBe(true);
  });
});
