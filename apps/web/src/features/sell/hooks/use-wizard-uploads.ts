import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { WizardState } from '../utils/wizard-state';
import type { UploadsSlot } from '../utils/wizard-slots';

/**
 * Step 5's files as the uploads change them: uploads finishing later, also after step 5 was
 * left, add to the files as they are then. Answers whether files are still travelling, and the
 * files the upload areas may only take out of the form, never delete on the server: those the
 * listing's saved version holds and, while a save is under way, every file of the form (the
 * server drops files no listing uses after a day).
 */
export function useWizardUploads(options: {
  uploads: UploadsSlot;
  update: (change: (state: WizardState) => WizardState) => void;
  saved: WizardState;
  files: WizardState['files'];
  saving: boolean;
}): { uploading: boolean; keptFileIds: ReadonlySet<string> } {
  const { uploads, update, saved, files, saving } = options;
  useEffect(
    () =>
      uploads.connect((change) =>
        update((current) => ({ ...current, files: change(current.files) })),
      ),
    [uploads, update],
  );
  const uploading = useSyncExternalStore(uploads.subscribe, uploads.busy, uploads.busy);
  const savedFileIds = useMemo(
    () => new Set([...saved.files.images, ...saved.files.plans].map((f) => f._id)),
    [saved],
  );
  const keptFileIds = useMemo(
    () =>
      saving
        ? new Set([...savedFileIds, ...[...files.images, ...files.plans].map((file) => file._id)])
        : savedFileIds,
    [saving, savedFileIds, files],
  );
  return { uploading, keptFileIds };
}
