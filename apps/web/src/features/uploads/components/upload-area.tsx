import '@mantine/dropzone/styles.layer.css';
import type { FileKind, UploadedFile } from '@domus/domain/core/file.schema';
import { closestCenter, DndContext } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { Group, Text, Title, type TitleOrder } from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSortableFiles } from '../hooks/use-sortable-files';
import type { PendingUpload } from '../utils/upload-session';
import { UploadDropzoneSection } from './upload-dropzone-section';
import { PendingTile, SortableFileTile, StaticFileTile } from './upload-tiles';
import classes from './uploads.module.css';

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

  const { sensors, announcements, dragEnd } = useSortableFiles(files, onMove);

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
        <UploadDropzoneSection
          kind={kind}
          hintId={hintId}
          errorId={errorId}
          error={error}
          onDrop={onDrop}
          onReject={onReject}
        />
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
