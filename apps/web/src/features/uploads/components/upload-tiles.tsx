import type { UploadedFile } from '@domus/domain/core/file.schema';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Button, CloseButton, Group, Loader, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconExternalLink,
  IconGripVertical,
  IconTrash,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FileThumbnail, isPdf } from '../../../shared/components/file-thumbnail';
import type { PendingUpload } from '../utils/upload-session';
import classes from './uploads.module.css';

/** A stored file: its picture, its name, and in edit mode the move, PDF and delete buttons. */
function FileTile({
  file,
  handle,
  onDelete,
  tileRef,
  style,
  dragging,
}: {
  file: UploadedFile;
  handle?: ReactNode;
  onDelete?: () => void;
  tileRef?: (node: HTMLElement | null) => void;
  style?: React.CSSProperties;
  dragging?: boolean;
}) {
  const { t } = useTranslation('sell');
  const name = file.name;
  return (
    <li ref={tileRef} style={style} className={classes.tile} data-dragging={dragging || undefined}>
      <figure className={classes.figure}>
        {/* The caption names the file: an alt text repeating it would be read twice. */}
        <FileThumbnail file={file} alt="" />
        <figcaption className={classes.caption} title={name}>
          {name}
        </figcaption>
      </figure>
      <div className={classes.actions}>
        {handle ?? <span />}
        <Group gap={4}>
          {isPdf(file) && (
            <ActionIcon
              component="a"
              href={file.pdfUrl ?? undefined}
              target="_blank"
              rel="noopener"
              variant="default"
              aria-label={t('uploads.openPdf', { name })}
            >
              <IconExternalLink size={16} aria-hidden />
            </ActionIcon>
          )}
          {onDelete && (
            <ActionIcon
              variant="default"
              color="red"
              data-delete
              aria-label={t('uploads.delete', { name })}
              onClick={onDelete}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      </div>
    </li>
  );
}

/** A stored file in read-only mode: no moving, no deleting. */
export function StaticFileTile({ file }: { file: UploadedFile }) {
  return <FileTile file={file} />;
}

/**
 * A stored file that can be dragged to another place, by pointer from its handle or by keyboard
 * (space, arrows, space), and deleted.
 */
export function SortableFileTile({ file, onDelete }: { file: UploadedFile; onDelete: () => void }) {
  const { t } = useTranslation('sell');
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: file._id });
  const handle = (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="default"
      className={classes.handle}
      {...attributes}
      {...listeners}
      // The library's role description is English only; the label and instructions say it all.
      aria-roledescription={undefined}
      aria-label={t('uploads.move', { name: file.name })}
    >
      <IconGripVertical size={16} aria-hidden />
    </ActionIcon>
  );
  return (
    <FileTile
      file={file}
      handle={handle}
      onDelete={onDelete}
      tileRef={setNodeRef}
      style={{
        transform: CSS.Translate.toString(transform),
        transition: transition,
      }}
      dragging={isDragging}
    />
  );
}

/**
 * A file being uploaded (a loading placeholder) or one that failed (an error tile with the
 * server's message, a retry when the file was not the cause, and a close button).
 */
export function PendingTile({
  upload,
  onRetry,
  onDismiss,
}: {
  upload: PendingUpload;
  onRetry: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('sell');
  const name = upload.name;
  if (upload.status === 'uploading') {
    return (
      <li className={classes.tile} aria-busy="true">
        <div className={classes.status} role="status">
          <Loader size="sm" aria-hidden />
          <Text size="xs">{t('uploads.uploading', { name })}</Text>
        </div>
      </li>
    );
  }
  return (
    <li className={`${classes.tile} ${classes.failed}`}>
      <div className={classes.status} role="alert">
        <IconAlertTriangle size={24} color="var(--mantine-color-red-7)" aria-hidden />
        <Text size="sm" fw={600}>
          {t('uploads.failed')}
        </Text>
        {upload.message && !upload.message.includes(name) && (
          <Text size="xs" fw={500}>
            {name}
          </Text>
        )}
        <Text size="xs">{upload.message}</Text>
        {upload.retryable && upload.file && (
          <Button
            size="compact-xs"
            variant="light"
            aria-label={t('uploads.retryFile', { name })}
            onClick={onRetry}
          >
            {t('uploads.retry')}
          </Button>
        )}
      </div>
      <CloseButton
        className={classes.dismiss}
        size="sm"
        aria-label={t('uploads.dismiss', { name })}
        onClick={onDismiss}
      />
    </li>
  );
}
