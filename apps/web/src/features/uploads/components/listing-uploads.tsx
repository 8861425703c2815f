import { MAX_IMAGES, MAX_PLANS, MIN_IMAGES, PLAN_KINDS } from '@domus/domain/constants';
import { hasEnoughImages } from '@domus/domain/rules/main-images';
import type { FileKind } from '@domus/domain/schemas/file.schema';
import { Stack, Text, Title } from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { messageText } from '../../../shared/lib/form-errors';
import { useDeleteFile } from '../api/delete-file';
import { useUploadFile } from '../api/upload-files';
import {
  filesOfKind,
  movedFile,
  refusalMessage,
  roomFor,
  withoutFile,
  withUploaded,
  type ListingFiles,
} from '../utils/listing-files';
import { createTaskQueue } from '../utils/task-queue';
import { UploadArea } from './upload-area';
import type { PendingUpload } from './upload-tiles';

export type { ListingFiles } from '../utils/listing-files';

/** Uploads running at once; the others wait their turn (one file per request). */
const PARALLEL_UPLOADS = 3;

/** Whether two areas share a cap: images have theirs, the three kinds of plan one together. */
function sameCap(a: FileKind, b: FileKind): boolean {
  return (a === 'image') === (b === 'image');
}

/**
 * Step 5's upload areas (seller-side.md §2 upload areas, §4 Upload, §7 POST and DELETE /file):
 * images, then plans as floor plans, cadastral extracts and land-register extracts (images or
 * PDF). Each file travels in its own request, a few at a time, so that one refused file spoils
 * no other: a loading placeholder shows while it travels, an error tile with the server's
 * message when it fails, and the stored file is added in the order the files were chosen.
 * Sizes and kinds are checked before anything is sent. Files are reordered by dragging (also by
 * keyboard) and deleted; a file this form uploaded is deleted on the server at once, any other
 * (one of the saved listing) only leaves the listing when the listing is saved.
 * `onChange` gets every change, also while uploads are still running; read-only mode shows the
 * files only.
 */
export function ListingUploads({
  value,
  onChange,
  readOnly = false,
  error = null,
}: {
  value: ListingFiles;
  onChange: (value: ListingFiles) => void;
  /** Hides the upload areas, the move and the delete buttons. */
  readOnly?: boolean;
  /** Shown under the images, e.g. 'Carica almeno 4 immagini' after a failed submit. */
  error?: string | null;
}) {
  const { t } = useTranslation(['sell', 'errors']);
  const { mutateAsync: upload } = useUploadFile();
  const { mutate: deleteOnServer } = useDeleteFile();
  const plansId = useId();
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [queue] = useState(() => createTaskQueue(PARALLEL_UPLOADS));
  // Uploads finish after other changes: each builds on the latest value, not on the render's.
  const valueRef = useRef(value);
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    valueRef.current = value;
  }, [value]);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  // Files uploaded by this form, with their upload's number: only these may be deleted at once.
  const uploadedHere = useRef(new Map<string, number>());
  const nextKey = useRef(0);

  const commit = (next: ListingFiles) => {
    valueRef.current = next;
    onChangeRef.current(next);
  };

  const failure = (cause: unknown): { message: string; retryable: boolean } => {
    if (cause instanceof ApiError) {
      return {
        message: cause.fields.find((f) => f.field === 'file')?.message ?? cause.message,
        retryable: !cause.isClientError,
      };
    }
    return { message: t('errors:api.internal_error'), retryable: true };
  };

  const start = (entry: PendingUpload & { file: File }) => {
    queue.add(async () => {
      try {
        const stored = await upload({ kind: entry.kind, file: entry.file });
        for (const file of stored) uploadedHere.current.set(file._id, entry.key);
        commit(
          withUploaded(valueRef.current, stored, entry.key, (id) => uploadedHere.current.get(id)),
        );
        setPending((list) => list.filter((p) => p.key !== entry.key));
      } catch (cause) {
        setPending((list) =>
          list.map((p) =>
            p.key === entry.key ? { ...p, status: 'failed', ...failure(cause) } : p,
          ),
        );
      }
    });
  };

  const drop = (kind: FileKind, files: File[]) => {
    const running = pending.filter((p) => p.status === 'uploading' && sameCap(p.kind, kind));
    let room = roomFor(valueRef.current, kind, running.length);
    const max = kind === 'image' ? MAX_IMAGES : MAX_PLANS;
    const entries: PendingUpload[] = files.map((file) => {
      const key = nextKey.current++;
      if (room-- > 0) return { key, kind, name: file.name, file, status: 'uploading' };
      const message = t(kind === 'image' ? 'uploads.tooManyImages' : 'uploads.tooManyPlans', {
        name: file.name,
        max,
      });
      return { key, kind, name: file.name, file: null, status: 'failed', message };
    });
    setPending((list) => [...list, ...entries]);
    for (const entry of entries) {
      if (entry.status === 'uploading' && entry.file) start({ ...entry, file: entry.file });
    }
  };

  const reject = (kind: FileKind, rejections: FileRejection[]) => {
    const entries = rejections.map(({ file, errors }): PendingUpload => {
      const refusal = refusalMessage(errors[0]?.code ?? '', file.name);
      return {
        key: nextKey.current++,
        kind,
        name: file.name,
        file: null,
        status: 'failed',
        message: t(refusal.key, refusal.values),
      };
    });
    setPending((list) => [...list, ...entries]);
  };

  const retry = (key: number) => {
    const entry = pending.find((p) => p.key === key);
    if (!entry?.file) return;
    setPending((list) =>
      list.map((p) =>
        p.key === key ? { ...p, status: 'uploading', message: undefined, retryable: undefined } : p,
      ),
    );
    start({ ...entry, file: entry.file });
  };

  const dismiss = (key: number) => setPending((list) => list.filter((p) => p.key !== key));

  const remove = (id: string) => {
    commit(withoutFile(valueRef.current, id));
    if (uploadedHere.current.delete(id)) deleteOnServer(id);
  };

  const move = (kind: FileKind, activeId: string, overId: string) => {
    const list = filesOfKind(valueRef.current, kind);
    const from = list.findIndex((file) => file._id === activeId);
    const to = list.findIndex((file) => file._id === overId);
    if (from !== -1 && to !== -1) commit(movedFile(valueRef.current, kind, from, to));
  };

  // The error may come translated or as a message key of `errors` (MESSAGE_KEYS.minImages).
  const errorText = error ? messageText(error) : null;

  const area = (kind: FileKind, headingOrder: 3 | 4, extra?: object) => (
    <UploadArea
      key={kind}
      kind={kind}
      files={filesOfKind(value, kind)}
      pending={pending.filter((p) => p.kind === kind)}
      readOnly={readOnly}
      headingOrder={headingOrder}
      onDrop={(files) => drop(kind, files)}
      onReject={(rejections) => reject(kind, rejections)}
      onDelete={remove}
      onMove={(activeId, overId) => move(kind, activeId, overId)}
      onRetry={retry}
      onDismiss={dismiss}
      {...extra}
    />
  );

  const imageCount = value.images.length;
  return (
    <Stack gap="xl">
      {area('image', 3, {
        summary: (
          <Text
            size="sm"
            c={!hasEnoughImages(imageCount) && errorText ? 'red' : 'dimmed'}
            data-testid="image-count"
          >
            {t('uploads.imageCount', { count: imageCount, min: MIN_IMAGES })}
          </Text>
        ),
        error: errorText,
      })}
      <section aria-labelledby={plansId}>
        <Stack gap="lg">
          <div>
            <Title order={3} fz="h4" id={plansId}>
              {t('uploads.plans')}
            </Title>
            {!readOnly && (
              <Text size="sm" c="dimmed">
                {t('uploads.plansHint')}
              </Text>
            )}
          </div>
          {PLAN_KINDS.map((kind) => area(kind, 4))}
        </Stack>
      </section>
    </Stack>
  );
}
