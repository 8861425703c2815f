/**
 * The exposé's location map in two panels: the whole municipality, drawn as vector paths from
 * the project's own place data (its boundary, its zone, the listing's point), and the
 * surroundings at a scale where the circle of an approximate position is seen, on the streets
 * of the configured tile server when it answered and on the boundary alone otherwise (decision
 * 050). Each panel has a scale bar and north.
 */
import type PDFDocument from 'pdfkit';
import type { LonLat } from './expose.repository.ts';
import { metresPerPixel, worldPixel, type TileMap } from './expose-tiles.ts';

/** What the map shows. */
export type ExposeMapData = {
  outline: LonLat[][];
  point: LonLat;
  approximate: boolean;
  radiusMetres: number;
  zone: { point: LonLat; name: string } | null;
  /** The municipality's other localities, named on the close-up for orientation. */
  places: { point: LonLat; name: string }[];
  municipalityName: string;
  /** The streets around the listing, when the tile server answered. */
  streets: TileMap | null;
};

/** A rectangle on the page, in points. */
export type Box = { x: number; y: number; width: number; height: number };

type Doc = InstanceType<typeof PDFDocument>;
const EARTH_METRES_PER_DEGREE = 111_320;
const INK = '#1f2d3d';
const LAND = '#eef3ea';
const ACCENT = '#c0392b';

/** Plane metres east and north of `origin` (equirectangular: exact enough within a municipality). */
function projector(origin: LonLat) {
  const cos = Math.cos((origin[1] * Math.PI) / 180);
  return (p: LonLat): [number, number] => [
    (p[0] - origin[0]) * EARTH_METRES_PER_DEGREE * cos,
    (p[1] - origin[1]) * EARTH_METRES_PER_DEGREE,
  ];
}

/** The longest round length (1, 2 or 5 times a power of ten) not above `metres`. */
export function roundLength(metres: number): number {
  const power = 10 ** Math.floor(Math.log10(metres));
  for (const step of [5, 2, 1]) if (step * power <= metres) return step * power;
  return power;
}

function formatLength(metres: number, number: (value: number) => string): string {
  return metres >= 1000 ? `${number(metres / 1000)} km` : `${number(metres)} m`;
}

/**
 * Draws one panel: everything projected around `centre`, `span` metres across the box's wider
 * side, clipped to the box.
 */
function drawPanel(
  doc: Doc,
  box: Box,
  data: ExposeMapData,
  extent: { minX: number; maxX: number; minY: number; maxY: number },
  project: (p: LonLat) => [number, number],
  number: (value: number) => string,
  showZoneLabel: boolean,
) {
  const pad = 8;
  const scale = Math.min(
    (box.width - 2 * pad) / Math.max(extent.maxX - extent.minX, 1),
    (box.height - 2 * pad) / Math.max(extent.maxY - extent.minY, 1),
  );
  const cx = (extent.minX + extent.maxX) / 2;
  const cy = (extent.minY + extent.maxY) / 2;
  const toPage = (p: LonLat): [number, number] => {
    const [mx, my] = project(p);
    return [box.x + box.width / 2 + (mx - cx) * scale, box.y + box.height / 2 - (my - cy) * scale];
  };

  doc.save();
  doc.rect(box.x, box.y, box.width, box.height).fillAndStroke('#f7f9fb', '#b8c2cc');
  doc.rect(box.x, box.y, box.width, box.height).clip();

  // The boundary: every ring in one path, even-odd, so enclaves stay holes.
  for (const ring of data.outline) {
    ring.forEach((p, i) => {
      const [x, y] = toPage(p);
      if (i === 0) doc.moveTo(x, y);
      else doc.lineTo(x, y);
    });
    doc.closePath();
  }
  doc
    .fillColor(LAND)
    .strokeColor('#5b7a4a')
    .lineWidth(1)
    .fillAndStroke(LAND, '#5b7a4a', 'even-odd');

  for (const place of data.places) {
    const [x, y] = toPage(place.point);
    if (x < box.x || x > box.x + box.width || y < box.y || y > box.y + box.height) continue;
    doc.circle(x, y, 1.6).fill('#7a8a99');
    if (showZoneLabel) {
      doc
        .fillColor('#5d6b7a')
        .fontSize(6.5)
        .text(place.name, x + 3, y - 3.5, { lineBreak: false });
    }
  }

  if (data.zone) {
    const [zx, zy] = toPage(data.zone.point);
    doc.circle(zx, zy, 2.5).fill('#5b7a4a');
    if (showZoneLabel) {
      doc
        .fillColor('#3d5230')
        .fontSize(7)
        .text(data.zone.name, zx + 4, zy - 4, { lineBreak: false });
    }
  }

  drawMarker(doc, data, toPage(data.point), scale);
  doc.restore();
  drawScaleAndNorth(doc, box, scale, number);
}

/** The listing's pin, or the circle of its approximate position (`scale` in points a metre). */
function drawMarker(doc: Doc, data: ExposeMapData, [px, py]: [number, number], scale: number) {
  if (data.approximate) {
    const r = Math.max(data.radiusMetres * scale, 3);
    doc.circle(px, py, r).fillOpacity(0.25).fillAndStroke(ACCENT, ACCENT);
    doc.fillOpacity(1);
  } else {
    // A pin: the point it stands on is the listing's position.
    doc.circle(px, py - 9, 5).fill(ACCENT);
    doc
      .moveTo(px - 4.3, py - 6.5)
      .lineTo(px, py)
      .lineTo(px + 4.3, py - 6.5)
      .fill(ACCENT);
    doc.circle(px, py - 9, 2).fill('#ffffff');
  }
}

/** A scale bar of a round length near a quarter of the box, and north. */
function drawScaleAndNorth(doc: Doc, box: Box, scale: number, number: (value: number) => string) {
  const metres = roundLength(box.width / 4 / scale);
  const length = metres * scale;
  const sx = box.x + 8;
  const sy = box.y + box.height - 12;
  doc.save();
  doc
    .rect(sx - 3, sy - 10, length + 40, 17)
    .fillOpacity(0.8)
    .fill('#ffffff');
  doc.fillOpacity(1);
  doc.lineWidth(1.2).strokeColor(INK);
  doc
    .moveTo(sx, sy - 3)
    .lineTo(sx, sy)
    .lineTo(sx + length, sy)
    .lineTo(sx + length, sy - 3)
    .stroke();
  doc
    .fillColor(INK)
    .fontSize(7)
    .text(formatLength(metres, number), sx + length + 4, sy - 7, {
      lineBreak: false,
    });
  // North.
  const nx = box.x + box.width - 14;
  const ny = box.y + 10;
  doc
    .moveTo(nx, ny)
    .lineTo(nx - 4, ny + 10)
    .lineTo(nx + 4, ny + 10)
    .fill(INK);
  doc.fontSize(7).text('N', nx - 2.5, ny + 11, { lineBreak: false });
  doc.restore();
}

/**
 * The close-up on the tile server's streets: the picture fills the box (it was fetched at the
 * box's proportions), the municipality's boundary is drawn over it as a line, and the listing's
 * pin or circle at its place on the picture.
 */
function drawStreetPanel(
  doc: Doc,
  box: Box,
  data: ExposeMapData,
  streets: TileMap,
  number: (value: number) => string,
) {
  const pixelsPerPoint = streets.width / box.width;
  const toPage = (p: LonLat): [number, number] => {
    const [wx, wy] = worldPixel(p, streets.zoom);
    return [
      box.x + (wx - streets.originX) / pixelsPerPoint,
      box.y + (wy - streets.originY) / pixelsPerPoint,
    ];
  };
  const scale = 1 / (metresPerPixel(data.point[1], streets.zoom) * pixelsPerPoint);
  const bytes = streets.image;
  const picture = Buffer.isBuffer(bytes)
    ? bytes
    : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  doc.save();
  doc.rect(box.x, box.y, box.width, box.height).clip();
  doc.image(picture, box.x, box.y, { width: box.width, height: box.height });
  for (const ring of data.outline) {
    ring.forEach((p, i) => {
      const [x, y] = toPage(p);
      if (i === 0) doc.moveTo(x, y);
      else doc.lineTo(x, y);
    });
    doc.closePath();
  }
  doc.lineWidth(1.4).strokeOpacity(0.7).stroke('#5b7a4a');
  doc.strokeOpacity(1);
  drawMarker(doc, data, toPage(data.point), scale);
  doc.restore();
  doc.rect(box.x, box.y, box.width, box.height).lineWidth(0.8).stroke('#b8c2cc');
  drawScaleAndNorth(doc, box, scale, number);
}

/**
 * Draws the two panels side by side in `box`: the municipality whole, and about 1.5 km around
 * the listing (on the streets when there are).
 */
export function drawLocationMap(
  doc: Doc,
  box: Box,
  data: ExposeMapData,
  number: (value: number) => string,
): void {
  const project = projector(data.point);
  const gap = 10;
  const half = (box.width - gap) / 2;
  const all = data.outline.flat().map(project);
  all.push([0, 0]);
  const xs = all.map((p) => p[0]);
  const ys = all.map((p) => p[1]);
  drawPanel(
    doc,
    { x: box.x, y: box.y, width: half, height: box.height },
    data,
    { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) },
    project,
    number,
    false,
  );
  const close = { x: box.x + half + gap, y: box.y, width: half, height: box.height };
  if (data.streets) {
    drawStreetPanel(doc, close, data, data.streets, number);
    return;
  }
  const around = 750;
  drawPanel(
    doc,
    close,
    data,
    { minX: -around, maxX: around, minY: -around, maxY: around },
    project,
    number,
    true,
  );
}
