import type { ImageRenditionName } from '@domus/domain/core/image-slots';
import type { UploadedFile } from '@domus/domain/core/file.schema';
import { IconPhoto } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import classes from './responsive-image.module.css';

/** The renditions the server stores of every image (card 300x250, card2x, gallery, full). */
export type ImageVariantName = ImageRenditionName;

type Variant = NonNullable<UploadedFile['variants']>[string];

/** Renditions of `image` among `names` that exist, narrowest first. */
function pickVariants(image: UploadedFile, names: readonly ImageVariantName[]): Variant[] {
  const variants = image.variants ?? {};
  return names
    .map((name) => variants[name])
    .filter((variant): variant is Variant => variant !== undefined)
    .sort((a, b) => a.width - b.width);
}

function srcSet(variants: Variant[], format: 'webp' | 'jpeg'): string {
  return variants.map((variant) => `${variant[format]} ${variant.width}w`).join(', ');
}

/**
 * An uploaded image in the sizes that fit its slot: a WebP source with a JPEG fallback, the
 * browser choosing by `sizes` and the screen's pixel density. The frame keeps the image's
 * proportions (or `aspectRatio`) before anything loads, so nothing below it moves. Images load
 * lazily unless `priority` marks the first one above the fold. Without an image, a neutral
 * placeholder fills the same frame.
 */
export function ResponsiveImage({
  image,
  alt,
  variants = ['card', 'card2x'],
  sizes,
  aspectRatio,
  priority = false,
  className,
  style,
}: {
  image: UploadedFile | null | undefined;
  /** Text alternative; empty when the image only decorates what a link or heading already says. */
  alt: string;
  /** Which renditions to offer; the narrowest also sets the intrinsic size. */
  variants?: readonly ImageVariantName[];
  /** The slot's width on the page, e.g. `(max-width: 48em) 100vw, 300px`. */
  sizes?: string;
  /** Width / height of the frame; the first rendition's proportions by default. */
  aspectRatio?: number;
  /** The first image above the fold: loaded at once and with high priority. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
}) {
  const chosen = image ? pickVariants(image, variants) : [];
  const smallest = chosen[0];
  const width = smallest?.width ?? image?.width ?? undefined;
  const height = smallest?.height ?? image?.height ?? undefined;
  const ratio = aspectRatio ?? (width && height ? width / height : 6 / 5);
  const frameStyle: CSSProperties = { aspectRatio: String(ratio), ...style };
  const frameClass = className ? `${classes.frame} ${className}` : classes.frame;

  if (!image) {
    return (
      <div
        className={frameClass}
        style={frameStyle}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      >
        <div className={classes.placeholder}>
          <IconPhoto size={48} stroke={1.2} aria-hidden />
        </div>
      </div>
    );
  }

  const loading = priority ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : 'auto';
  const slot = sizes ?? (smallest ? `${smallest.width}px` : undefined);

  return (
    <div className={frameClass} style={frameStyle}>
      {chosen.length > 0 && smallest ? (
        <picture>
          <source type="image/webp" srcSet={srcSet(chosen, 'webp')} sizes={slot} />
          <img
            className={classes.image}
            src={smallest.jpeg}
            srcSet={srcSet(chosen, 'jpeg')}
            sizes={slot}
            width={smallest.width}
            height={smallest.height}
            alt={alt}
            loading={loading}
            fetchPriority={fetchPriority}
            decoding="async"
          />
        </picture>
      ) : (
        <img
          className={classes.image}
          src={image.url}
          width={width}
          height={height}
          alt={alt}
          loading={loading}
          fetchPriority={fetchPriority}
          decoding="async"
        />
      )}
    </div>
  );
}
