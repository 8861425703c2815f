/**
 * localStorage that never throws: private modes and strict privacy settings may block it, and
 * the site must keep working there (it just forgets the choice).
 */
export const browserStorage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage unavailable: the choice lasts for this page view only.
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing stored, nothing to remove.
    }
  },
};

/**
 * Calls `onChange` when another tab changes `key` (or clears the storage); answers how to stop.
 * A tab's own writes raise no storage event: its stores tell their listeners themselves.
 */
export function onStorageChange(key: string, onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
