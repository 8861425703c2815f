import { SESSION_TTL_MS } from '@domus/domain/core/constants';
import { browserStorage } from '../../../shared/lib/browser-storage';
import type { WizardState } from './wizard-state';

/** Version of the stored shape; a stored wizard of another version is not read. */
const VERSION = 1;
const PREFIX = 'domus.sell';

/**
 * The storage key of one wizard: per account (two people sharing a browser never see each
 * other's listing) and per listing (`new`, or the category and id of the listing edited).
 */
export function wizardStorageKey(
  account: string,
  listing: { category: string; id: string } | null,
): string {
  const which = listing ? `${listing.category}/${listing.id}` : 'new';
  return `${PREFIX}:${account}:${which}`;
}

interface Stored {
  v: number;
  savedAt: number;
  /** The `updatedAt` of the listing the values started from (edit mode), else null. */
  base: string | null;
  state: WizardState;
  /** What the server has of these values (as `useWizardState` compares them), if saved since. */
  saved?: string;
}

/** What {@link readWizard} found. */
export type StoredWizard =
  | { kind: 'none' }
  /** The listing was saved since these values were entered: they are not used. */
  | { kind: 'outdated' }
  | { kind: 'found'; state: WizardState; saved?: string };

function isStored(value: unknown): value is Stored {
  if (typeof value !== 'object' || value === null) return false;
  const stored = value as Record<string, unknown>;
  const state = stored.state as Record<string, unknown> | null | undefined;
  return (
    stored.v === VERSION &&
    typeof stored.savedAt === 'number' &&
    (stored.base === null || typeof stored.base === 'string') &&
    typeof state === 'object' &&
    state !== null &&
    typeof state.step === 'number' &&
    typeof state.seller === 'object' &&
    typeof state.address === 'object' &&
    typeof state.files === 'object' &&
    // Values of a saved draft live under the draft's own key: a new listing's values naming one
    // (kept before drafts moved there) would send that draft's old values again.
    (state.draftId === undefined || state.draftId === null)
  );
}

/**
 * The wizard kept under `key`, if any. Values older than a session's lifetime are not used; in
 * edit mode (`base` given) values entered on another version of the listing are reported as
 * outdated, since sending them would undo the later change. Reading changes nothing stored: the
 * wizard's next write replaces values it does not use.
 */
export function readWizard(key: string, base: string | null, now = Date.now()): StoredWizard {
  const text = browserStorage.get(key);
  if (!text) return { kind: 'none' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = null;
  }
  if (!isStored(value) || now - value.savedAt > SESSION_TTL_MS) return { kind: 'none' };
  if (value.base !== base) return { kind: 'outdated' };
  const found = { kind: 'found' as const, state: value.state };
  return typeof value.saved === 'string' ? { ...found, saved: value.saved } : found;
}

/** Keeps the wizard's values under `key`; `saved` is what the server has of them, if anything. */
export function writeWizard(
  key: string,
  state: WizardState,
  base: string | null,
  now = Date.now(),
  saved?: string,
): void {
  const stored: Stored = {
    v: VERSION,
    savedAt: now,
    base,
    state,
    ...(saved === undefined ? {} : { saved }),
  };
  browserStorage.set(key, JSON.stringify(stored));
}

/** Forgets the wizard's values (after a submit, or when the user leaves and discards them). */
export function clearWizard(key: string): void {
  browserStorage.remove(key);
}
