import { MAX_LENGTH } from '@domus/domain/core/constants';
import { Stack, TextInput } from '@mantine/core';
import { IconBrandYoutube } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadsSlotProps } from '../utils/wizard-slots';

/**
 * Step 5, images, plans and video (seller-side.md §2 step 5): the upload areas, and the video
 * link for admins only (§6; a YouTube-style link, §5 Video URL).
 */
export function FilesStep({
  uploads,
  video,
  onVideoChange,
  videoError,
  showVideo,
  readOnly,
  renderUploads,
}: {
  /** What the upload areas show. */
  uploads: UploadsSlotProps;
  video: string;
  onVideoChange: (video: string) => void;
  videoError?: string;
  showVideo: boolean;
  readOnly?: boolean;
  renderUploads: (props: UploadsSlotProps) => ReactNode;
}) {
  const { t } = useTranslation('sell');
  const { t: tp } = useTranslation('property');
  return (
    <Stack gap="lg">
      {renderUploads(uploads)}
      {showVideo && (
        <TextInput
          label={tp('fields.video')}
          description={t('wizard.files.videoHint')}
          type="url"
          inputMode="url"
          maxLength={MAX_LENGTH.url}
          leftSection={<IconBrandYoutube size={18} aria-hidden />}
          value={video}
          error={videoError}
          readOnly={readOnly}
          onChange={(event) => onVideoChange(event.currentTarget.value)}
        />
      )}
    </Stack>
  );
}
