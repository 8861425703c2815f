import type { HistoryDetail } from '@domus/domain/staff/admin-history.schema';
import { ResponsiveImage } from '@domus/web/shared/components/responsive-image';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './history.module.css';

/** At most this many characters of a value are shown; the entry keeps more. */
const SHOWN_LENGTH = 160;

const shorten = (text: string) =>
  text.length > SHOWN_LENGTH ? `${text.slice(0, SHOWN_LENGTH)}…` : text;

type HistoryFile = NonNullable<HistoryDetail['files']>['added'][number];

/** A file a change names: an image as a thumbnail, a plan by its name, a deleted one as such. */
function FileChip({ file }: { file: HistoryFile }) {
  const { t } = useTranslation('admin');
  if (!file.file) {
    return (
      <Text span size="xs" c="dimmed">
        {t('history.removedFile')}
      </Text>
    );
  }
  if (file.file.type !== 'image') {
    return (
      <Text span size="sm" className={classes.fileName}>
        {file.file.name}
      </Text>
    );
  }
  return (
    <ResponsiveImage
      image={file.file}
      alt={file.file.name}
      variants={['card']}
      sizes="48px"
      aspectRatio={300 / 250}
      className={classes.thumb}
    />
  );
}

/** Images or plans: those removed and those added, and whether the order changed. */
function FilesChange({ files }: { files: NonNullable<HistoryDetail['files']> }) {
  const { t } = useTranslation('admin');
  const group = (list: HistoryFile[], label: string) =>
    list.length > 0 && (
      <Group gap={6} wrap="wrap" align="center">
        <Text span size="xs" c="dimmed">
          {label}:
        </Text>
        {list.map((file, index) => (
          <FileChip key={file.file?._id ?? `gone-${index}`} file={file} />
        ))}
      </Group>
    );
  return (
    <Stack gap={4}>
      {group(files.removed, t('history.filesRemoved'))}
      {group(files.added, t('history.filesAdded'))}
      {files.reordered && (
        <Text span size="xs">
          {t('history.filesReordered')}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The changed fields of a history entry as the API words them in the reader's language
 * (issue 30 point 7): "Label: before → after", images and plans as thumbnails and names.
 */
export function HistoryDetails({ details }: { details: HistoryDetail[] }) {
  const { t } = useTranslation('admin');
  const shown = (value: string | null) => (value === null ? t('history.none') : shorten(value));
  return (
    <Stack gap={2}>
      {details.map((detail) =>
        detail.files ? (
          <div key={detail.field}>
            <Text span fw={600} size="sm">
              {detail.label}
            </Text>
            <FilesChange files={detail.files} />
          </div>
        ) : (
          <Text key={detail.field} size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Text span fw={600} size="sm">
              {detail.label}
            </Text>
            {': '}
            {shown(detail.before)} → {shown(detail.after)}
          </Text>
        ),
      )}
    </Stack>
  );
}
