import '@mantine/dropzone/styles.layer.css';
import { MAX_FILE_BYTES } from '@domus/domain/core/constants';
import type { FileKind } from '@domus/domain/core/file.schema';
import { Group, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconFileText, IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { acceptedTypes, FILE_EMPTY, MAX_FILE_MB } from '../utils/listing-files';
import classes from './uploads.module.css';

/** The drop zone's own check beside size and kind: an empty file is refused at once. */
function refuseEmpty(file: File) {
  return file.size === 0 ? { code: FILE_EMPTY, message: 'empty file' } : null;
}

/**
 * An upload area's drop zone (seller-side.md §2 upload areas), a button that also opens the file
 * picker (by click or Enter), described by what it accepts and by the area's error. The ids come
 * from the area, which names its own parts.
 */
export function UploadDropzoneSection({
  kind,
  hintId,
  errorId,
  error,
  onDrop,
  onReject,
}: {
  kind: FileKind;
  hintId: string;
  errorId: string;
  error?: string | null;
  onDrop: (files: File[]) => void;
  onReject: (rejections: FileRejection[]) => void;
}) {
  const { t } = useTranslation('sell');
  return (
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
  );
}
