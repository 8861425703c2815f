import '@mantine/dropzone/styles.layer.css';
import { MAX_FILE_BYTES } from '@domus/domain/constants';
import type { FileKind, UploadedFile } from '@domus/domain/schemas/file.schema';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import { Group, Text, Title, type TitleOrder } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconFileText, IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptedTypes, FILE_EMPTY, MAX_FILE_MB } from '../utils/listing-files';
import type { PendingUpload } from '../utils/upload-session';
import { PendingTile, SortableFileTile, StaticFileTile } from './upload-tiles';
import classes from './uploads.module.css';

/** The drop zone's own check beside size and kind: an empty file is refused at once. */
function refuseEmpty(file: File) {
  return file.size === 0 ? { code: FILE_EMPTY, message: 'empty file' } : null;
}

/**
 * One upload area (seller-side.md §2 upload areas): its heading, a drop zone that also opens the
 * file picker (by click or Enter), and its files as tiles in their order, followed by the
 * uploads under way and the failed ones. Files are reordered by dragging their handle or by
 * keyboard; a deleted file's neighbour takes the focus.
 */
export function UploadArea({
  kind,
  files,
  pending,
  readOnly,
  headingOrder,
  summary,
  error,
  onDrop,
  onReject,
  onDelete,
  onMove,
  onRetry,
  onDismiss,
}: {
  kind: FileKind;
  files: UploadedFile[];
  pending: PendingUpload[];
  readOnly: boolean;
  headingOrder: TitleOrder;
  /** Shown beside the heading (the image count). */
  summary?: ReactNode;
  /** A message under the area (the images' minimum after a failed submit). */
  error?: string | null;
  onDrop: (files: File[]) => void;
  onReject: (rejections: FileRejection[]) => void;
  onDelete: (id: string) => void;
  onMove: (activeId: string, overId: string) => void;
  onRetry: (key: number) => void;
  onDismiss: (key: number) => void;
}) {
  const { t } = useTranslation('sell');
  const headingId = useId();
  const hintId = useId();
  const errorId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  // The drop zone is found inside the area: a ref of our own on it would replace the file
  // picker library's, which its Enter and Space handling needs (keyboard users could not open
  // the picker).
  const areaRef = useRef<HTMLElement>(null);
  const sensors = useSensors(
    // A short move starts a drag, so that a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const areaName = t(`uploads.areas.${kind}`);

  const remove = (id: string, index: number) => {
    onDelete(id);
    // The button pressed is gone: the next file's delete button (or the drop zone) takes focus.
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLElement>('[data-delete]') ?? [];
      const next =
        buttons[Math.min(index, buttons.length - 1)] ??
        areaRef.current?.querySelector<HTMLElement>('[data-upload-dropzone]');
      next?.focus();
    });
  };

  const describe = (id: UniqueIdentifier) => {
    const index = files.findIndex((file) => file._id === id);
    return { name: files[index]?.name ?? '', position: index + 1, count: files.length };
  };
  // The place last announced: the drag starts over the file's own place, which would replace
  // "picked up" in the live region at once with "at position 1"; only real moves are read out.
  const announcedOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      announcedOver.current = active.id;
      return t('uploads.dragStart', describe(active.id));
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === announcedOver.current) return undefined;
      announcedOver.current = over.id;
      return t('uploads.dragOver', { ...describe(over.id), name: describe(active.id).name });
    },
    onDragEnd: ({ active, over }) =>
      over
        ? t('uploads.dragEnd', { ...describe(over.id), name: describe(active.id).name })
        : undefined,
    onDragCancel: ({ active }) => t('uploads.dragCancel', describe(active.id)),
  };
  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };

  const tiles = readOnly ? (
    files.map((file) => <StaticFileTile key={file._id} file={file} />)
  ) : (
    <>
      {files.map((file, index) => (
        <SortableFileTile key={file._id} file={file} onDelete={() => remove(file._id, index)} />
      ))}
      {pending.map((upload) => (
        <PendingTile
          key={upload.key}
          upload={upload}
          onRetry={() => onRetry(upload.key)}
          onDismiss={() => onDismiss(upload.key)}
        />
      ))}
    </>
  );
  const empty = files.length === 0 && (readOnly || pending.length === 0);
  const list = (
    <ul ref={listRef} className={classes.grid} aria-label={areaName}>
      {tiles}
    </ul>
  );

  return (
    <section ref={areaRef} className={classes.area} aria-labelledby={headingId}>
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={headingOrder} id={headingId} fz={headingOrder === 3 ? 'h4' : 'h5'}>
          {areaName}
        </Title>
        {summary}
      </Group>
      {!readOnly && (
        <Dropzone
          data-upload-dropzone
          className={classes.dropzone}
          onDrop={onDrop}
          onReject={onReject}
          accept={acceptedTypes(kind)}
          maxSize={MAX_FILE_BYTES}
          validator={refuseEmpty}
          multiple
          role="button"
          // Named by its visible text ("Carica immagini", how to drop, what is accepted), so that
          // a voice user saying what they see reaches it (WCAG 2.5.3).
          // The library's hidden file input would be a second control inside the area's button,
          // named in English ("file upload"): not drawn at all, it only opens the browser's file
          // picker when clicked, and is named in the page's language for any tool that reads it.
          inputProps={{ style: { display: 'none' }, 'aria-label': t(`uploads.upload.${kind}`) }}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
        >
          <Group className={classes.dropInner} justify="center" gap="md" wrap="nowrap">
            <Dropzone.Accept>
              <IconUpload size={36} stroke={1.5} aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={36} stroke={1.5} aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              {kind === 'image' ? (
                <IconPhoto size={36} stroke={1.5} aria-hidden />
              ) : (
                <IconFileText size={36} stroke={1.5} aria-hidden />
              )}
            </Dropzone.Idle>
            <div>
              <Text fw={500}>{t(`uploads.upload.${kind}`)}</Text>
              <Text size="sm" c="dimmed">
                {t('uploads.drop')}
              </Text>
              <Text size="xs" c="dimmed" id={hintId}>
                {t(kind === 'image' ? 'uploads.acceptImages' : 'uploads.acceptPlans', {
                  max: MAX_FILE_MB,
                })}
              </Text>
            </div>
          </Group>
        </Dropzone>
      )}
      {empty ? (
        readOnly && (
          <Text c="dimmed" size="sm">
            {t('uploads.none')}
          </Text>
        )
      ) : readOnly ? (
        list
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={dragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: t('uploads.dragInstructions') },
          }}
        >
          <SortableContext items={files.map((file) => file._id)} strategy={rectSortingStrategy}>
            {list}
          </SortableContext>
        </DndContext>
      )}
      {error && (
        <Text c="red" size="sm" role="alert" id={errorId}>
          {error}
        </Text>
      )}
    </section>
  );
}
