import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { useSession } from '../../../shared/auth/session-store';
import { matchesPath } from '../../../shared/lib/web-links';
import { useCreateSavedSearch } from '../api/create-saved-search';
import type { SavedSearchBody } from '../utils/saved-search-form';
import { searchDraft } from '../utils/search-draft';

/** What the matches page is told after a search was saved here. */
export interface SavedSearchNavigationState {
  saved: true;
}

/** A save waiting for the new-client dialog: settled once the dialog is done. */
type PendingSave = {
  body: SavedSearchBody;
  resolve: () => void;
  reject: (error: unknown) => void;
};

/**
 * Saving a search from the find page (buyer-side.md §2 Find page): a visitor, or a user without
 * a client profile, becomes a client in the new-client dialog first, and the search waiting
 * for it is saved as soon as the dialog is done; the saved search leads to its matches page.
 */
export function useClientSave() {
  const navigate = useNavigate();
  const session = useSession();
  const create = useCreateSavedSearch();
  const [dialogOpened, setDialogOpened] = useState(false);
  // The dialog (and the client schema it checks with) loads when a save first needs it.
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const pending = useRef<PendingSave | null>(null);

  const saveNow = async (body: SavedSearchBody) => {
    const search = await create.mutateAsync(body);
    searchDraft.clear();
    const state: SavedSearchNavigationState = { saved: true };
    await navigate(matchesPath(search._id), { state });
  };

  const askForClient = (body: SavedSearchBody) =>
    new Promise<void>((resolve, reject) => {
      pending.current = { body, resolve, reject };
      setDialogLoaded(true);
      setDialogOpened(true);
    });

  const save = async (body: SavedSearchBody) => {
    if (!session) return askForClient(body);
    try {
      await saveNow(body);
    } catch (error) {
      // A logged-in user without a client profile becomes a client first.
      if (error instanceof ApiError && error.status === 403) return askForClient(body);
      throw error;
    }
  };

  const clientCreated = () => {
    setDialogOpened(false);
    const waiting = pending.current;
    pending.current = null;
    if (waiting) saveNow(waiting.body).then(waiting.resolve, waiting.reject);
  };

  const dialogClosed = () => {
    setDialogOpened(false);
    pending.current?.resolve();
    pending.current = null;
  };

  return { save, dialogOpened, dialogLoaded, clientCreated, dialogClosed };
}
