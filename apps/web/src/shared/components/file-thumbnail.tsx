import type { UploadedFile } from '@domus/domain/core/file.schema';
import { Badge } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import classes from './file-thumbnail.module.css';
import { ResponsiveImage } from './responsive-image';

/** Whether an uploaded file is a PDF plan (its `pdfUrl` links the document). */
export function isPdf(file: UploadedFile): boolean {
  return !!file.pdfUrl;
}

/**
 * A small picture of an uploaded file in a 6:5 frame: an image in its card sizes; a PDF plan as
 * the preview of its first page (or a document icon while it has none) with a PDF badge.
 */
export function FileThumbnail({
  file,
  alt,
  sizes = '160px',
}: {
  file: UploadedFile;
  /** Text alternative; empty when a caption or label names the file already. */
  alt: string;
  /** The slot's width on the page. */
  sizes?: string;
}) {
  const pdf = isPdf(file);
  const hasPreview = !pdf || (file.url !== file.pdfUrl && !file.url.endsWith('.pdf'));
  return (
    <div className={classes.frame}>
      {hasPreview ? (
        <ResponsiveImage
          image={file}
          alt={alt}
          variants={['card', 'card2x']}
          sizes={sizes}
          aspectRatio={6 / 5}
        />
      ) : (
        <div className={classes.document} {...(alt ? { role: 'img', 'aria-label': alt } : {})}>
          <IconFileTypePdf size={48} stroke={1.2} aria-hidden />
        </div>
      )}
      {pdf && (
        <Badge className={classes.badge} color="red" size="sm" radius="sm">
          PDF
        </Badge>
      )}
    </div>
  );
}
