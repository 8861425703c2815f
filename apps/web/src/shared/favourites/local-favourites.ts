import { FAVOURITES_STORAGE_KEY, MAX_FAVOURITES } from '@domus/domain/person/favourites';
import { useSyncExternalStore } from 'react';
import { browserStorage, onStorageChange } from '../lib/browser-storage';

/**
 * The favourites a visitor keeps in this browser before logging in (issue 34 point 3), newest
 * first. A change shows at once in every heart on the page and, through the storage event, in
 * the visitor's other tabs.
 */

const NONE: readonly string[] = Object.freeze([]);
const ID = /^[0-9a-f-]{36}$/i;
// The parsed list, kept so that useSyncExternalStore sees the same array until it changes.
let current: readonly string[] | undefined;
const listeners = new Set<() => void>();

// Hand-written checks rather than a schema: the hearts are on the home page.
function parse(text: string | null): readonly string[] {
  if (!text) return NONE;
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return NONE;
    const ids = value.filter((id): id is string => typeof id === 'string' && ID.test(id));
    return [...new Set(ids)].slice(0, MAX_FAVOURITES);
  } catch {
    return NONE;
  }
}

function emit(): void {
  for (const listener of listeners) listener();
}

/** The listings kept in this browser, newest first. */
export function getLocalFavourites(): readonly string[] {
  if (current === undefined) current = parse(browserStorage.get(FAVOURITES_STORAGE_KEY));
  return current;
}

/** What the server renders: nothing kept (the browser's list shows once the page hydrates). */
export function getServerFavourites(): readonly string[] {
  return NONE;
}

function store(ids: readonly string[]): void {
  current = ids.slice(0, MAX_FAVOURITES);
  if (current.length === 0) browserStorage.remove(FAVOURITES_STORAGE_KEY);
  else browserStorage.set(FAVOURITES_STORAGE_KEY, JSON.stringify(current));
  emit();
}

/** Keeps or forgets `id` in this browser. */
export function setLocalFavourite(id: string, kept: boolean): void {
  const rest = getLocalFavourites().filter((other) => other !== id);
  store(kept ? [id, ...rest] : rest);
}

/** Forgets every listing kept in this browser (once they are in the account). */
export function clearLocalFavourites(ids: readonly string[]): void {
  const merged = new Set(ids);
  store(getLocalFavourites().filter((id) => !merged.has(id)));
}

/** Calls `listener` whenever the list changes, here or in another tab. */
export function subscribeLocalFavourites(listener: () => void): () => void {
  listeners.add(listener);
  const stop = onStorageChange(FAVOURITES_STORAGE_KEY, () => {
    current = undefined;
    listener();
  });
  return () => {
    listeners.delete(listener);
    stop();
  };
}

/** The listings kept in this browser, as React sees them (none while the server renders). */
export function useLocalFavourites(): readonly string[] {
  return useSyncExternalStore(subscribeLocalFavourites, getLocalFavourites, getServerFavourites);
}
