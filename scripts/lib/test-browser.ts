/**
 * The browser the end-to-end tests drive (decision 042): `CHROMIUM_PATH` when set; else Debian's
 * headless shell of Chromium (package chromium-headless-shell), the same engine without the
 * desktop browser around it, which ran the suite in a fifth less time; else Debian's Chromium.
 * Playwright never downloads a browser here.
 */
import { existsSync } from 'node:fs';

/** Debian's headless shell of Chromium. */
export const HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';
/** Debian's Chromium. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** The executable the E2E tests launch (it may not exist: the caller checks). */
export function testBrowserPath(env: NodeJS.ProcessEnv = process.env): string {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH;
}
