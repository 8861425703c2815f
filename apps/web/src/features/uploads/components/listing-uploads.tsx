import { MAX_IMAGES, MAX_PLANS, MIN_IMAGES, PLAN_KINDS } from '@domus/domain/core/constants';
import { hasEnoughImages } from '@domus/domain/listing/main-images';
import type { FileKind } from '@domus/domain/core/file.schema';
import { Stack, Text, Title } from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import { useId, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../shared/lib/form-errors';
import { filesOfKind, refusalMessage, roomFor, type ListingFiles } from '../utils/listing-files';
import { movedFile } from '../utils/moved-file';
import { sameCap, type PendingUpload, type UploadSession } from '../utils/upload-session';
import { UploadArea } from './upload-area';

export type { ListingFiles } from '../utils/listing-files';

/**
 * Step 5's upload areas (seller-side.md §2 upload areas, §4 Upload, §7 POST and DELETE /file):
 * images, then plans as floor plans, cadastral extracts and land-register extracts (images or
 * PDF). Each file travels in its own request, a few at a time, so that one refused file spoils
 * no other: a loading placeholder shows while it travels, an error tile with the server's
 * message when it fails, and the stored file is added in the order the files were chosen.
 * Sizes and kinds are checked before anything is sent. Files are reordered by dragging (also by
 * keyboard) and deleted: a file the listing's saved version holds only leaves the form (and the
 * listing when it is saved), any other is also deleted on the server at once.
 *
 * The uploads live in `session`, which outlives this component: the files change through the
 * session's owner, also when an upload finishes after the user left step 5. Read-only mode shows
 * the files only.
 */
export function ListingUploads({
  value,
  session,
  savedFileIds,
  readOnly = false,
  error = null,
}: {
  value: ListingFiles;
  /** The uploads of this listing's form; its owner holds the files. */
  session: UploadSession;
  /** The files the listing's last saved version holds (none for a listing never saved). */
  savedFileIds: ReadonlySet<string>;
  /** Hides the upload areas, the move and the delete buttons. */
  readOnly?: boolean;
  /** Shown under the images, e.g. 'Carica almeno 4 immagini' after a failed submit. */
  error?: string | null;
}) {
  const { t } = useTranslation(['sell', 'errors']);
  const plansId = useId();
  const pending = useSyncExternalStore(session.subscribe, session.pending, session.pending);

  const drop = (kind: FileKind, files: File[]) => {
    const running = pending.filter((p) => p.status === 'uploading' && sameCap(p.kind, kind));
    let room = roomFor(value, kind, running.length);
    const max = kind === 'image' ? MAX_IMAGES : MAX_PLANS;
    const entries: PendingUpload[] = files.map((file) => {
      const key = session.nextKey();
      if (room-- > 0) return { key, kind, name: file.name, file, status: 'uploading' };
      const message = t(kind === 'image' ? 'uploads.tooManyImages' : 'uploads.tooManyPlans', {
        name: file.name,
        max,
      });
      return { key, kind, name: file.name, file: null, status: 'failed', message };
    });
    session.add(entries);
  };

  const reject = (kind: FileKind, rejections: FileRejection[]) => {
    session.add(
      rejections.map(({ file, errors }): PendingUpload => {
        const refusal = refusalMessage(errors[0]?.code ?? '', file.name);
        return {
          key: session.nextKey(),
          kind,
          name: file.name,
          file: null,
          status: 'failed',
          message: t(refusal.key, refusal.values),
        };
      }),
    );
  };

  const move = (kind: FileKind, activeId: string, overId: string) =>
    session.change((files) => {
      const list = filesOfKind(files, kind);
      const from = list.findIndex((file) => file._id === activeId);
      const to = list.findIndex((file) => file._id === overId);
      return from === -1 || to === -1 ? files : movedFile(files, kind, from, to);
    });

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
      onDelete={(id) => session.remove(id, !savedFileIds.has(id))}
      onMove={(activeId, overId) => move(kind, activeId, overId)}
      onRetry={session.retry}
      onDismiss={session.dismiss}
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
