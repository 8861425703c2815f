import { CARD_PHOTO, MAIN_GALLERY_PHOTO } from '@domus/domain/core/image-slots';
import type { UploadedFile } from '@domus/domain/core/file.schema';
import { Box, Button, UnstyledButton } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '../../../shared/components/responsive-image';
import { GALLERY_GRID_SIZE } from '../utils/gallery-images';
import { PhoneGallery } from './phone-gallery';
import classes from './property-detail.module.css';

/**
 * The pictures at the top of the detail page (buyer-side.md §2): on wider screens a grid of up to
 * five (the first large, four small), on phones a strip to swipe through. Every picture opens
 * the full-screen viewer.
 */
export function PropertyGallery({
  images,
  title,
  onOpen,
}: {
  images: UploadedFile[];
  title: string;
  onOpen: (index: number) => void;
}) {
  const { t } = useTranslation('detail');
  const count = images.length;
  if (count === 0) {
    return <ResponsiveImage image={null} alt="" aspectRatio={16 / 9} className={classes.noImage} />;
  }
  const grid = images.slice(0, GALLERY_GRID_SIZE);
  const label = (index: number) => t('gallery.open', { index: index + 1, count });

  return (
    <section aria-label={t('gallery.label')}>
      <Box visibleFrom="sm" className={classes.galleryGrid} data-count={grid.length}>
        {grid.map((image, index) => (
          <UnstyledButton
            key={image._id}
            className={index === 0 ? classes.galleryMain : classes.galleryTile}
            onClick={() => onOpen(index)}
            aria-label={label(index)}
          >
            <ResponsiveImage
              image={image}
              alt=""
              variants={index === 0 ? MAIN_GALLERY_PHOTO.renditions : CARD_PHOTO.renditions}
              sizes={index === 0 ? MAIN_GALLERY_PHOTO.sizes : '300px'}
              priority={index === 0}
              className={classes.galleryImage}
            />
          </UnstyledButton>
        ))}
        {count > 1 && (
          <Button
            className={classes.galleryAll}
            variant="white"
            color="dark"
            size="xs"
            leftSection={<IconPhoto size={16} aria-hidden />}
            onClick={() => onOpen(0)}
          >
            {t('gallery.showAll', { count })}
          </Button>
        )}
      </Box>
      <Box hiddenFrom="sm">
        <PhoneGallery images={images} title={title} label={label} onOpen={onOpen} />
      </Box>
    </section>
  );
}
