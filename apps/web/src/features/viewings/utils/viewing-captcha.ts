import type { ReactNode, RefObject } from 'react';

/**
 * What the form needs of the captcha widget, which belongs to the login feature and is composed
 * in by the page (apps/web src/app): a fresh challenge after a refused try, and the payload once
 * the proof of work is done (`null` when it failed).
 */
export interface ViewingCaptchaHandle {
  reset: () => void;
  solution: () => Promise<string | null>;
}

/** Draws the captcha widget bound to `handleRef`. */
export type RenderViewingCaptcha = (handleRef: RefObject<ViewingCaptchaHandle | null>) => ReactNode;
