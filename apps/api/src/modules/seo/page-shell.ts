/**
 * The top of a page painted by the HTML alone, below index.html's header bar: the home page's
 * headline, the find page's intro and the listing page's heading and main photo. On a slow phone the web app's code
 * takes seconds to arrive and run; until then the visitor already sees what the page is about
 * (and the browser paints its largest element, Lighthouse's LCP, without waiting for scripts).
 * The web app removes it in the commit of its first render (apps/web main.tsx), which draws the
 * same things in the same places, so the page does not jump.
 *
 * The geometry copies the web app's: home-hero.tsx with home.module.css, property-detail.tsx
 * and property-gallery.tsx with property-detail.module.css, Mantine's container (xl 1320 px,
 * lg 1140 px, 16 px padding), title sizes and the `sm` (48em) breakpoint. Hidden from assistive
 * technology: the page proper follows.
 */
import type { Language } from '@domus/domain/constants';
import { translateCommon } from '../../lib/i18n.ts';
import { escapeHtml, type ImagePreload } from './seo.service.ts';

/** The id of the element the web app removes with index.html's header bar. */
export const PAGE_SHELL_ID = 'app-shell-page';

const SERIF = `'Iowan Old Style','Palatino Linotype',Palatino,'Book Antiqua',Georgia,serif`;
const SANS = `system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif`;

function shell(style: string, body: string): string {
  return `<style>#${PAGE_SHELL_ID}{font-family:${SANS};-webkit-font-smoothing:antialiased}${style}</style><div id="${PAGE_SHELL_ID}" aria-hidden="true">${body}</div>`;
}

/** The home page's hero (home-hero.tsx): its background, headline and line about the area. */
export function homeShell(lang: Language): string {
  const e = escapeHtml;
  const style =
    `.hs{background:linear-gradient(160deg,#124555 0%,#1d6a80 60%,#3a95b0 100%);padding:56px 0 96px}` +
    `.hs>div{max-width:1320px;margin:0 auto;padding:0 16px;box-sizing:border-box}` +
    `.hs .t{margin:0;color:#fff;font:700 34px/1.15 ${SERIF}}` +
    `.hs .x{color:#e9f5f8;font-size:18px;line-height:1.6;max-width:640px;margin:10px 0 0}` +
    `@media (min-width:62em){.hs{padding:88px 0 136px}.hs .t{font-size:48px}}`;
  return shell(
    style,
    `<div class="hs"><div><p class="t">${e(translateCommon(lang, 'home.hero.title'))}</p>` +
      `<p class="x">${e(translateCommon(lang, 'home.hero.text'))}</p></div></div>`,
  );
}

/**
 * The find page's intro band (find-page.tsx with find.module.css): its background, heading and
 * text. Its buttons follow in the web app only: they sit below the text, so nothing painted here
 * moves when they appear.
 */
export function findShell(lang: Language): string {
  const e = escapeHtml;
  const style =
    `.fs{background:linear-gradient(160deg,#124555 0%,#1d6a80 70%,#2b7f98 100%);padding:40px 0 48px}` +
    `.fs>div{max-width:1320px;margin:0 auto;padding:0 16px;box-sizing:border-box}` +
    `.fs .t{margin:0;color:#fff;font:700 30px/1.15 ${SERIF};max-width:760px}` +
    `.fs .x{color:#e9f5f8;font-size:18px;line-height:1.6;max-width:680px;margin:16px 0 0}` +
    `@media (min-width:62em){.fs{padding:72px 0 80px}.fs .t{font-size:44px}}`;
  return shell(
    style,
    `<div class="fs"><div><p class="t">${e(translateCommon(lang, 'find:page.heading'))}</p>` +
      `<p class="x">${e(translateCommon(lang, 'find:page.intro'))}</p></div></div>`,
  );
}

/** What the top of a listing's page shows. */
export type ListingShell = {
  /** The places of the breadcrumb: municipality, then zone. */
  crumbs: string[];
  heading: string;
  /** The main photo as the gallery shows it, for phones and for wider screens. */
  photo: ImagePreload[];
  /** Pictures in the gallery's grid (at most five), which sets its columns. */
  gridCount: number;
};

/**
 * The listing page's breadcrumb, heading and main photo (property-detail.tsx and
 * property-gallery.tsx): the carousel's first slide on phones, the grid's large tile from `sm`.
 * Without a photo the page has nothing large to show early: no shell.
 */
export function listingShell({ crumbs, heading, photo, gridCount }: ListingShell): string {
  const phone = photo.find((p) => p.media?.includes('max-width'));
  const wide = photo.find((p) => p.media?.includes('min-width'));
  if (!phone && !wide) return '';
  const e = escapeHtml;
  const columns = gridCount <= 1 ? '1fr' : gridCount <= 3 ? '2fr 1fr' : '2fr 1fr 1fr';
  const style =
    `.ls{max-width:1140px;margin:0 auto;padding:16px 16px 0;box-sizing:border-box}` +
    `.ls .c{font-size:14px;line-height:14px;height:14px;color:#1d5a6c;white-space:nowrap;overflow:hidden}` +
    `.ls .c span{margin:0 6px;color:#868e96}.ls .c2{height:16px;line-height:16px}` +
    `.ls .h{font:700 26px/1.35 ${SERIF};color:#000;margin:10px 122px 0 0}` +
    `.ls .b{height:20px;margin-top:4px}` +
    `.ls .g{margin-top:32px;overflow:hidden}` +
    `.ls img{display:block;width:100%;height:100%;object-fit:cover}` +
    `.ls .g>div{background:#e9ecef}` +
    `@media (max-width:47.99em){.ls .g{aspect-ratio:6/5}.ls .g>div{display:none}}` +
    `@media (min-width:48em){.ls{padding-top:32px}.ls .g{border-radius:8px;display:grid;grid-template-columns:${columns};grid-template-rows:1fr 1fr;gap:8px;height:clamp(320px,36vw,460px)}.ls .g>picture{grid-row:1/span 2}}`;
  const sources = [wide, phone]
    .filter((p) => p !== undefined)
    .map(
      (p) =>
        `<source type="image/webp"${p.media ? ` media="${e(p.media)}"` : ''} srcset="${e(p.srcset)}" sizes="${e(p.sizes)}" />`,
    )
    .join('');
  const fallback = (phone ?? wide)!.srcset.split(/\s/)[0] ?? '';
  const tiles = '<div></div>'.repeat(Math.max(0, Math.min(gridCount, 5) - 1));
  const crumbLine = crumbs.map((c) => e(c)).join('<span>/</span>');
  return shell(
    style,
    `<div class="ls"><div class="${crumbs.length > 1 ? 'c c2' : 'c'}">${crumbLine}</div><p class="h">${e(heading)}</p><div class="b"></div>` +
      `<div class="g"><picture>${sources}<img src="${e(fallback)}" alt="" fetchpriority="high" /></picture>${tiles}</div></div>`,
  );
}
