/**
 * What the server hands the browser with a page it rendered (decision 034), for both sides: the
 * web app's renderer writes it, the API puts it into the page under {@link HYDRATION_STATE_ID},
 * and the browser reads it back to hydrate (issue 31 point 3: one spelling of the key and its
 * type).
 */
import type { Language } from '../core/constants.ts';

/** The id of the script element (type application/json) that carries the hydration state. */
export const HYDRATION_STATE_ID = 'domus-hydration';

/** One answer the page showed: the browser's query cache starts with it. */
export type ServerAnswer = { key: readonly unknown[]; data: unknown };

/**
 * What the browser needs to hydrate the page: the language, the address and the answers (the
 * successful ones only; TanStack's own dehydrate brings more code to the browser for nothing).
 */
export type HydrationState = {
  lang: Language;
  /** The page's address without `?lang=`, as the server read it. */
  path: string;
  queries: ServerAnswer[];
  /** The frame's texts in `lang`: the browser starts i18next with them, no catalog to fetch. */
  texts: object;
};

/** One responsive image to fetch early: its WebP set, for the screens `media` names if given. */
export type ImagePreload = { srcset: string; sizes: string; media?: string };

/** A page the renderer wrote, or where its address leads instead. */
export type RenderResult =
  | { redirect: string; status: number }
  | {
      html: string;
      state: HydrationState;
      status: number;
      /** The images the page shows first, found in its data (the first result card's photo). */
      imagePreloads: ImagePreload[];
    };
