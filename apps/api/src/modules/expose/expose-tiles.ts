/**
 * The street map behind the exposé's close-up (issue 30 point 9): the tiles of the configured
 * tile server (TILE_URL, the one the site's maps use) around the listing, fetched by the server
 * with a short timeout and put together into one picture. When the server does not answer in
 * time, or answers anything but pictures, there is no street map and the exposé draws the
 * municipality's outline alone (decision 050).
 */
import type { LonLat } from './expose.repository.ts';

/** The pixel size of one tile, as every slippy-map server serves them. */
const TILE_SIZE = 256;
/** Web Mercator's metres per pixel at the equator at zoom 0. */
const EQUATOR_METRES_PER_PIXEL = 156_543.033_92;
/** The most one tile may weigh: a larger answer is not a tile. */
const MAX_TILE_BYTES = 2 * 1024 * 1024;

/** How long all tiles of one map together may take before the exposé goes on without them. */
export const EXPOSE_TILE_TIMEOUT_MS = 2000;

/** A street map put together from tiles, and where it lies in the world. */
export type TileMap = {
  /** The picture (JPEG), `width` × `height` pixels. */
  image: Uint8Array;
  width: number;
  height: number;
  zoom: number;
  /** The Web Mercator pixel (at `zoom`) of the picture's top left corner. */
  originX: number;
  originY: number;
};

/** The Web Mercator pixel of a point at `zoom`. */
export function worldPixel(point: LonLat, zoom: number): [number, number] {
  const size = TILE_SIZE * 2 ** zoom;
  const lat = (Math.max(-85.0511, Math.min(85.0511, point[1])) * Math.PI) / 180;
  return [
    ((point[0] + 180) / 360) * size,
    ((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * size,
  ];
}

/** Metres on the ground of one pixel at `latitude` and `zoom`. */
export function metresPerPixel(latitude: number, zoom: number): number {
  return (EQUATOR_METRES_PER_PIXEL * Math.cos((latitude * Math.PI) / 180)) / 2 ** zoom;
}

/**
 * The address of one tile from a Leaflet-style template (`{z}`, `{x}`, `{y}`, `{s}` for a
 * subdomain, `{r}` for a retina suffix). Undefined for a template that is not an absolute
 * http(s) address: the server cannot follow one meant for the browser alone.
 */
export function tileAddress(template: string, z: number, x: number, y: number): string | undefined {
  const url = template
    .replaceAll('{z}', String(z))
    .replaceAll('{x}', String(x))
    .replaceAll('{y}', String(y))
    .replaceAll('{s}', 'a')
    .replaceAll('{r}', '');
  return /^https?:\/\//i.test(url) ? url : undefined;
}

async function fetchTile(url: string, signal: AbortSignal, userAgent: string): Promise<Buffer> {
  const answer = await fetch(url, { signal, headers: { 'user-agent': userAgent } });
  const type = answer.headers.get('content-type') ?? '';
  if (!answer.ok || !type.startsWith('image/')) {
    await answer.body?.cancel();
    throw new Error(`tile ${answer.status} ${type}`);
  }
  const bytes = Buffer.from(await answer.arrayBuffer());
  if (bytes.length === 0 || bytes.length > MAX_TILE_BYTES) throw new Error('tile size');
  return bytes;
}

/**
 * The street map of `width` × `height` pixels centred on `centre` at `zoom`, or null when a
 * tile did not arrive within `timeoutMs` (all tiles together) or was no picture: half a map
 * would look like a broken one.
 */
export async function fetchTileMap(options: {
  template: string;
  centre: LonLat;
  zoom: number;
  width: number;
  height: number;
  userAgent: string;
  timeoutMs?: number;
}): Promise<TileMap | null> {
  const { template, zoom, width, height } = options;
  const [cx, cy] = worldPixel(options.centre, zoom);
  const originX = Math.round(cx - width / 2);
  const originY = Math.round(cy - height / 2);
  const firstX = Math.floor(originX / TILE_SIZE);
  const firstY = Math.floor(originY / TILE_SIZE);
  const lastX = Math.floor((originX + width - 1) / TILE_SIZE);
  const lastY = Math.floor((originY + height - 1) / TILE_SIZE);
  const count = 2 ** zoom;
  const wanted: { url: string; left: number; top: number }[] = [];
  for (let ty = firstY; ty <= lastY; ty++) {
    for (let tx = firstX; tx <= lastX; tx++) {
      if (ty < 0 || ty >= count) return null;
      const url = tileAddress(template, zoom, ((tx % count) + count) % count, ty);
      if (!url) return null;
      wanted.push({ url, left: (tx - firstX) * TILE_SIZE, top: (ty - firstY) * TILE_SIZE });
    }
  }
  const signal = AbortSignal.timeout(options.timeoutMs ?? EXPOSE_TILE_TIMEOUT_MS);
  let tiles: Buffer[];
  try {
    tiles = await Promise.all(wanted.map((w) => fetchTile(w.url, signal, options.userAgent)));
  } catch {
    return null;
  }
  try {
    // Loaded here, not with the module: the exposé process that imports the types has no use
    // for the image library (decision 025).
    const { default: sharp } = await import('sharp');
    // Every tile at 256 pixels, whatever the server's (some serve 512 for sharp screens).
    const squares = await Promise.all(
      tiles.map((tile) =>
        sharp(tile)
          .resize(TILE_SIZE, TILE_SIZE, { fit: 'fill' })
          .flatten({ background: '#f2efe9' })
          .png()
          .toBuffer(),
      ),
    );
    const grid = await sharp({
      create: {
        width: (lastX - firstX + 1) * TILE_SIZE,
        height: (lastY - firstY + 1) * TILE_SIZE,
        channels: 3,
        background: '#f2efe9',
      },
    })
      .composite(wanted.map((w, i) => ({ input: squares[i]!, left: w.left, top: w.top })))
      .png()
      .toBuffer();
    const image = await sharp(grid)
      .extract({
        left: originX - firstX * TILE_SIZE,
        top: originY - firstY * TILE_SIZE,
        width,
        height,
      })
      .jpeg({ quality: 82 })
      .toBuffer();
    return { image, width, height, zoom, originX, originY };
  } catch {
    // A tile that is no picture sharp can read.
    return null;
  }
}
