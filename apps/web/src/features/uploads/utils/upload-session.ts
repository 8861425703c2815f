import type { FileKind } from '@domus/domain/core/file.schema';
import i18next from 'i18next';
import { ApiError } from '../../../shared/api/api-error';
import { deleteFile } from '../api/delete-file';
import { uploadFiles } from '../api/upload-files';
import { withoutFile, withUploaded, type ListingFiles } from './listing-files';
import { createTaskQueue } from './task-queue';

/** Uploads running at once; the others wait their turn (one file per request). */
const PARALLEL_UPLOADS = 3;

/** A file on its way to the server, or refused by it or before it. */
export type PendingUpload = {
  /** The upload's number: files arrive in this order. */
  key: number;
  kind: FileKind;
  name: string;
  /** The file to send (again); null when it was refused before any upload. */
  file: File | null;
  status: 'uploading' | 'failed';
  /** Why it failed, in the user's language. */
  message?: string;
  /** Whether sending it again may help (the connection or the server failed, not the file). */
  retryable?: boolean;
};

/** A change of the listing's files, applied by their owner to the files as they are then. */
export type FilesChange = (files: ListingFiles) => ListingFiles;

/**
 * The uploads of one listing's form, kept apart from the upload areas so that they outlive them:
 * a file still travelling when the user leaves step 5 arrives all the same, and its tile is
 * there again on coming back. The files themselves belong to the form's owner (the sell
 * wizard), which {@link UploadSession.connect}s its change function: every change (an upload
 * that finished, a file moved or removed) is a function of the files as they are when it
 * applies, so that a late upload never writes an older list over newer changes.
 */
export interface UploadSession {
  /** Calls `listener` on every change of the uploads under way; answers the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
  /** The uploads under way and the failed ones, in the order chosen (a new array per change). */
  pending: () => readonly PendingUpload[];
  /** Whether files are still travelling: the listing cannot be saved without them. */
  busy: () => boolean;
  /** Takes the owner's change function; answers the disconnect. */
  connect: (apply: (change: FilesChange) => void) => () => void;
  /** Changes the files through the owner. */
  change: (change: FilesChange) => void;
  /** Adds uploads: those `uploading` start (a few at a time), the others show as failed. */
  add: (entries: readonly PendingUpload[]) => void;
  /** Sends a failed upload again. */
  retry: (key: number) => void;
  /** Takes a failed upload's tile away. */
  dismiss: (key: number) => void;
  /**
   * Removes a file from the listing's files; `fromServer` also deletes it on the server (for a
   * file no saved version of the listing holds, which would otherwise stay stored unused).
   */
  remove: (id: string, fromServer: boolean) => void;
  /** The number of the next upload (files arrive in this order). */
  nextKey: () => number;
}

/** Why an upload failed, in the user's language, and whether sending it again may help. */
function failure(cause: unknown): { message: string; retryable: boolean } {
  if (cause instanceof ApiError) {
    return {
      message: cause.fields.find((f) => f.field === 'file')?.message ?? cause.message,
      retryable: !cause.isClientError,
    };
  }
  return { message: i18next.t('errors:api.internal_error'), retryable: true };
}

/**
 * A new upload session (seller-side.md §4 Upload, §7 POST and DELETE /file; docs/decisions/015):
 * one request per file, three at a time; stored files are added in the order they were chosen,
 * whichever finishes first.
 */
export function createUploadSession(): UploadSession {
  let pending: readonly PendingUpload[] = [];
  let apply: ((change: FilesChange) => void) | null = null;
  let keys = 0;
  const listeners = new Set<() => void>();
  const queue = createTaskQueue(PARALLEL_UPLOADS);
  // Files uploaded here, with their upload's number: their place in the order of uploads.
  const uploaded = new Map<string, number>();

  const setPending = (next: readonly PendingUpload[]) => {
    pending = next;
    for (const listener of listeners) listener();
  };
  const update = (key: number, change: Partial<PendingUpload> | null) =>
    setPending(
      change === null
        ? pending.filter((p) => p.key !== key)
        : pending.map((p) => (p.key === key ? { ...p, ...change } : p)),
    );
  const change = (next: FilesChange) => apply?.(next);

  const start = (entry: PendingUpload & { file: File }) => {
    queue.add(async () => {
      try {
        const stored = await uploadFiles(entry.kind, [entry.file]);
        for (const file of stored) uploaded.set(file._id, entry.key);
        change((files) => withUploaded(files, stored, entry.key, (id) => uploaded.get(id)));
        update(entry.key, null);
      } catch (cause) {
        update(entry.key, { status: 'failed', ...failure(cause) });
      }
    });
  };

  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    pending: () => pending,
    busy: () => pending.some((p) => p.status === 'uploading'),
    connect: (owner) => {
      apply = owner;
      return () => {
        if (apply === owner) apply = null;
      };
    },
    change,
    add: (entries) => {
      setPending([...pending, ...entries]);
      for (const entry of entries) {
        if (entry.status === 'uploading' && entry.file) start({ ...entry, file: entry.file });
      }
    },
    retry: (key) => {
      const entry = pending.find((p) => p.key === key);
      if (!entry?.file) return;
      update(key, { status: 'uploading', message: undefined, retryable: undefined });
      start({ ...entry, file: entry.file });
    },
    dismiss: (key) => update(key, null),
    remove: (id, fromServer) => {
      change((files) => withoutFile(files, id));
      if (!fromServer) return;
      uploaded.delete(id);
      // A failure leaves the file to the hourly sweep of files no listing holds.
      deleteFile(id).catch((error: unknown) =>
        console.error('Deleting the uploaded file failed', error),
      );
    },
    nextKey: () => keys++,
  };
}

/** Whether a kind of file shares its cap with another: images have theirs, plans one together. */
export function sameCap(a: FileKind, b: FileKind): boolean {
  return (a === 'image') === (b === 'image');
}
