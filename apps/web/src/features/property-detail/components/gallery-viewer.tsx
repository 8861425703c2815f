import type { UploadedFile } from '@domus/domain/core/file.schema';
import { ActionIcon, Group, Modal, Text, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '../../../shared/components/responsive-image';
import classes from './property-detail.module.css';

/**
 * The full-screen image viewer (seller-side.md §2 Image gallery modal): the picture as large as
 * the screen allows, previous and next buttons, the arrow keys, and a strip of thumbnails.
 */
export function GalleryViewer({
  images,
  index,
  onIndexChange,
  onClose,
  title,
}: {
  images: UploadedFile[];
  /** The picture shown; null while the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  title: string;
}) {
  const { t } = useTranslation('detail');
  const count = images.length;
  const opened = index !== null && count > 0;
  const current = opened ? Math.min(index, count - 1) : 0;
  const stripRef = useRef<HTMLDivElement>(null);

  const go = (step: number) => onIndexChange((current + step + count) % count);

  useEffect(() => {
    if (!opened) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') onIndexChange((current - 1 + count) % count);
      else if (event.key === 'ArrowRight') onIndexChange((current + 1) % count);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [opened, current, count, onIndexChange]);

  // Keeps the active thumbnail in sight while stepping through a long strip.
  useEffect(() => {
    if (!opened) return;
    stripRef.current
      ?.querySelector('[aria-current="true"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [opened, current]);

  const image = images[current];
  const photo = t('gallery.photo', { index: current + 1, count });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      title={
        <Text fw={600} lineClamp={1}>
          {title}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('gallery.close') }}
      classNames={{ body: classes.viewerBody, content: classes.viewerContent }}
    >
      {image && (
        <div className={classes.viewer}>
          <div className={classes.viewerStage}>
            <ActionIcon
              variant="default"
              size="xl"
              radius="xl"
              className={classes.viewerPrev}
              onClick={() => go(-1)}
              aria-label={t('gallery.previous')}
              disabled={count < 2}
            >
              <IconChevronLeft aria-hidden />
            </ActionIcon>
            <ResponsiveImage
              key={image._id}
              image={image}
              alt={`${title} – ${photo}`}
              variants={['gallery', 'full']}
              sizes="100vw"
              priority
              className={classes.viewerImage}
            />
            <ActionIcon
              variant="default"
              size="xl"
              radius="xl"
              className={classes.viewerNext}
              onClick={() => go(1)}
              aria-label={t('gallery.next')}
              disabled={count < 2}
            >
              <IconChevronRight aria-hidden />
            </ActionIcon>
          </div>
          <Group justify="center" py={4}>
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="viewer-counter">
              {photo}
            </Text>
          </Group>
          <div
            ref={stripRef}
            className={classes.thumbStrip}
            role="group"
            aria-label={t('gallery.thumbnails')}
          >
            {images.map((file, i) => (
              <UnstyledButton
                key={file._id}
                className={classes.thumb}
                onClick={() => onIndexChange(i)}
                aria-label={t('gallery.thumbnail', { index: i + 1 })}
                aria-current={i === current ? 'true' : undefined}
              >
                <ResponsiveImage image={file} alt="" variants={['card']} sizes="96px" />
              </UnstyledButton>
            ))}
          </div>
        </div>
      )}
    </Modal>
  );
}
