/**
 * Image renditions in the sizes the site shows (seller-side.md §2: card 300x250, gallery, full
 * view), each as WebP and as JPEG for browsers without WebP. Every rendition is turned upright
 * by its EXIF orientation and written without any metadata, so a phone photo's GPS position,
 * camera serial or owner name never leaves the server.
 */
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from '@domus/domain/core/constants';
import { IMAGE_RENDITIONS } from '@domus/domain/core/image-slots';

/** One rendition size. */
export type RenditionSpec = {
  name: string;
  width: number;
  /** With a height the image is cropped to fill the box; without, it keeps its proportions. */
  height?: number;
};

/** The sizes: the card (×1 and ×2 for sharp screens), the detail gallery, the full view. */
export const RENDITIONS: readonly RenditionSpec[] = Object.entries(IMAGE_RENDITIONS).map(
  ([name, size]) => ({ name, ...size }),
);

/** One encoded rendition. */
export type Rendition = {
  name: string;
  width: number;
  height: number;
  webp: Buffer;
  jpeg: Buffer;
};

/** The input is not an image that can be read (wrong type, damaged, too large). */
export class UnsupportedImageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsupportedImageError';
  }
}

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff', 'svg']);

/** Decoded pixels, e.g. a rendered PDF page: RGBA, row by row. */
export type RawImage = { data: Buffer; width: number; height: number; channels: 3 | 4 };

/** The input of {@link makeRenditions}: encoded bytes, the path of a file, or decoded pixels. */
export type RenditionInput = Buffer | string | RawImage;

function isRawImage(input: RenditionInput): input is RawImage {
  return typeof input === 'object' && !Buffer.isBuffer(input);
}

/**
 * Makes every rendition of `input`. Cards are cut from the centre and JPEGs use the standard
 * encoder: smart cropping and mozjpeg each cost several times the whole rest of the work on a
 * small server, for little gain on property photos, which are framed by whoever takes them.
 * The image is decoded once, turned upright, laid on white
 * (transparent PNG plans stay readable as JPEG) and kept as raw pixels at the largest size; each
 * rendition is then scaled from those pixels.
 */
export async function makeRenditions(
  input: RenditionInput,
  specs: readonly RenditionSpec[] = RENDITIONS,
  options: {
    /**
     * One encoding at a time instead of all eight at once: slower on an idle machine with many
     * cores, but an upload then never takes more than one libvips pipeline's threads from the
     * server's other answers.
     */
    sequential?: boolean;
  } = {},
): Promise<Rendition[]> {
  let base: { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };
  try {
    // A damaged or truncated picture is an error (failOn), not a grey half image.
    const image = isRawImage(input)
      ? sharp(input.data, {
          raw: { width: input.width, height: input.height, channels: input.channels },
          limitInputPixels: MAX_IMAGE_PIXELS,
        })
      : sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
    if (!isRawImage(input)) {
      const meta = await image.metadata();
      if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) {
        throw new UnsupportedImageError(`Unsupported image format: ${meta.format ?? 'unknown'}`);
      }
    }
    const maxWidth = Math.max(...specs.map((s) => s.width));
    base = await image
      .rotate()
      .resize({ width: maxWidth, height: maxWidth, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof UnsupportedImageError) throw error;
    throw new UnsupportedImageError((error as Error).message);
  }

  const { width, height, channels } = base.info;
  const raw = { raw: { width, height, channels } } as const;
  const render = async (spec: RenditionSpec): Promise<Rendition> => {
    const resized = sharp(base.data, raw).resize(
      spec.height
        ? { width: spec.width, height: spec.height, fit: 'cover', position: 'centre' }
        : { width: spec.width, fit: 'inside', withoutEnlargement: true },
    );
    const encodeWebp = () =>
      resized.clone().webp({ quality: 80, effort: 2 }).toBuffer({ resolveWithObject: true });
    const encodeJpeg = () => resized.clone().jpeg({ quality: 82, progressive: true }).toBuffer();
    const [webp, jpeg] = options.sequential
      ? [await encodeWebp(), await encodeJpeg()]
      : await Promise.all([encodeWebp(), encodeJpeg()]);
    return {
      name: spec.name,
      width: webp.info.width,
      height: webp.info.height,
      webp: webp.data,
      jpeg,
    };
  };
  if (!options.sequential) return Promise.all(specs.map(render));
  const renditions: Rendition[] = [];
  for (const spec of specs) renditions.push(await render(spec));
  return renditions;
}
