import { PHONE_GALLERY_PHOTO } from '@domus/domain/core/image-slots';
import type { UploadedFile } from '@domus/domain/core/file.schema';
import { ActionIcon, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '../../../shared/components/responsive-image';
import classes from './phone-gallery.module.css';

/** The two arrows over the strip: one picture back, one on. */
const ARROWS = [
  {
    direction: -1,
    label: 'gallery.previous',
    className: 'previous',
    Icon: IconChevronLeft,
  },
  { direction: 1, label: 'gallery.next', className: 'next', Icon: IconChevronRight },
] as const;

/**
 * The pictures on a phone: a strip the browser scrolls itself, one picture per screen width,
 * snapping to each (decision 039). A swipe works as soon as the page is shown, before the
 * page's code has loaded and without JavaScript at all; the arrows scroll one picture and wrap
 * around at either end. Every picture opens the full-screen viewer.
 */
export function PhoneGallery({
  images,
  title,
  label,
  onOpen,
}: {
  images: UploadedFile[];
  title: string;
  /** The accessible name of the button around picture `index`. */
  label: (index: number) => string;
  onOpen: (index: number) => void;
}) {
  const { t } = useTranslation('detail');
  const strip = useRef<HTMLDivElement>(null);

  const step = (direction: 1 | -1) => {
    const element = strip.current;
    if (!element) return;
    const width = element.clientWidth;
    const last = element.scrollWidth - width;
    let left = element.scrollLeft + direction * width;
    // Half a pixel of rounding at either end is still the end.
    if (left > last + 1) left = 0;
    else if (left < -1) left = last;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollTo({ left, behavior: reduce ? 'auto' : 'smooth' });
  };

  return (
    <div className={classes.gallery}>
      <div ref={strip} className={classes.strip}>
        {images.map((image, index) => (
          <UnstyledButton
            key={image._id}
            className={classes.slide}
            onClick={() => onOpen(index)}
            aria-label={label(index)}
          >
            <ResponsiveImage
              image={image}
              alt={title}
              variants={PHONE_GALLERY_PHOTO.renditions}
              sizes={PHONE_GALLERY_PHOTO.sizes}
              aspectRatio={6 / 5}
              priority={index === 0}
            />
          </UnstyledButton>
        ))}
      </div>
      {images.length > 1 &&
        ARROWS.map(({ direction, label: key, className, Icon }) => (
          <ActionIcon
            key={key}
            className={classes[className]}
            variant="white"
            color="dark"
            radius="xl"
            size="lg"
            aria-label={t(key)}
            onClick={() => step(direction)}
          >
            <Icon size={18} aria-hidden />
          </ActionIcon>
        ))}
    </div>
  );
}
