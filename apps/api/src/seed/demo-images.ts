/**
 * Pictures for the demo listings, drawn here as SVG scenes and rendered with sharp: façades,
 * rooms, mountain views, garages, shops, halls, meadows, orchards and vineyards, in varied colours
 * per scene, plus floor plans and a cadastral extract as PDF. Nothing is downloaded.
 */
import type { Category } from '@domus/domain/core/constants';

const W = 1600;
const H = 1200;

/** A small seeded random generator, so that every first start draws the same pictures. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rand = () => number;
const pick = <T>(r: Rand, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
const between = (r: Rand, min: number, max: number) => min + r() * (max - min);

const PLASTER = [
  '#f3e3c3',
  '#e9d3b0',
  '#f2c9a0',
  '#dfe6d8',
  '#f0e6da',
  '#e8c4b0',
  '#d9e2ea',
  '#f4efe4',
];
const WOOD = ['#8a5a2b', '#7a4b22', '#a06a3a', '#6b4423', '#94663f'];
const ROOF = ['#7b3f2a', '#5b3a2e', '#4a4a4a', '#8c4a32', '#6d3b2b'];
const SHUTTER = ['#2f5d3a', '#7a2e2e', '#3b4f6b', '#6b4423', '#4d6b3b'];
const WALL = ['#f5f0e8', '#eef2f0', '#f3ece1', '#e9edf3', '#f6efe6', '#efe9f0'];
const FABRIC = ['#5a6f8c', '#8c5a5a', '#6f8c5a', '#b08d57', '#4f6d6d', '#7d6a8f'];

function svg(body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;
}

function skyDefs(r: Rand, id = 'sky'): { defs: string; fill: string } {
  const dusk = r() < 0.25;
  const top = dusk ? '#f2a65a' : pick(r, ['#5b9bd5', '#4a8fd8', '#6aa8e0', '#3f7fc4']);
  const bottom = dusk ? '#fbe3b5' : pick(r, ['#cfe6f7', '#e2f0fb', '#d8ebf7']);
  return {
    defs: `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
    fill: `url(#${id})`,
  };
}

/** A jagged Dolomite ridge with snow on its tops. */
function mountains(r: Rand, baseY: number, height: number, color: string, snow = true): string {
  let x = -50;
  const peaks: [number, number][] = [[x, baseY]];
  while (x < W + 50) {
    x += between(r, 60, 170);
    peaks.push([x, baseY - between(r, height * 0.35, height)]);
    x += between(r, 40, 120);
    peaks.push([x, baseY - between(r, height * 0.1, height * 0.5)]);
  }
  peaks.push([W + 50, baseY]);
  const d = peaks
    .map(([px, py], i) => `${i ? 'L' : 'M'}${px.toFixed(0)},${py.toFixed(0)}`)
    .join('');
  let caps = '';
  if (snow) {
    for (let i = 1; i < peaks.length - 1; i++) {
      const [px, py] = peaks[i]!;
      if (baseY - py > height * 0.6) {
        caps += `<path d="M${px - 28},${py + 45}L${px},${py}L${px + 30},${py + 48}L${px + 12},${py + 38}L${px},${py + 52}L${px - 10},${py + 36}Z" fill="#f8fbff"/>`;
      }
    }
  }
  return `<path d="${d}Z" fill="${color}"/>${caps}`;
}

function meadow(y: number, color: string): string {
  return `<rect x="0" y="${y}" width="${W}" height="${H - y}" fill="${color}"/>`;
}

function windowRow(
  x: number,
  y: number,
  count: number,
  gap: number,
  w: number,
  h: number,
  shutter: string,
  flowers: boolean,
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const wx = x + i * gap;
    out += `<rect x="${wx - 16}" y="${y}" width="14" height="${h}" fill="${shutter}"/><rect x="${wx + w + 2}" y="${y}" width="14" height="${h}" fill="${shutter}"/>`;
    out += `<rect x="${wx}" y="${y}" width="${w}" height="${h}" fill="#9cc3dd" stroke="#ffffff" stroke-width="6"/><line x1="${wx + w / 2}" y1="${y}" x2="${wx + w / 2}" y2="${y + h}" stroke="#ffffff" stroke-width="4"/>`;
    if (flowers) {
      out += `<rect x="${wx - 8}" y="${y + h}" width="${w + 16}" height="16" fill="#6b4423"/>`;
      for (let f = 0; f < 5; f++)
        out += `<circle cx="${wx - 2 + f * (w / 4)}" cy="${y + h - 2}" r="9" fill="#d7263d"/>`;
    }
  }
  return out;
}

/** A South Tyrolean house or apartment block against the mountains. */
function facade(r: Rand, kind: 'apartment' | 'house' | 'villa' | 'townhouse' | 'hotel'): string {
  const sky = skyDefs(r);
  const plaster = pick(r, PLASTER);
  const roof = pick(r, ROOF);
  const shutter = pick(r, SHUTTER);
  const wood = pick(r, WOOD);
  const ground = 930;
  let body = `<rect width="${W}" height="${H}" fill="${sky.fill}"/>`;
  body += mountains(r, 700, 420, pick(r, ['#8e9aaf', '#9aa3b5', '#7f8ea3']));
  body += mountains(r, 820, 260, pick(r, ['#4f6d4f', '#5a7a52', '#466545']), false);
  body += meadow(ground - 40, pick(r, ['#6a9a4a', '#78a855', '#5f8f45']));
  const floors =
    kind === 'apartment' || kind === 'hotel'
      ? kind === 'hotel'
        ? 5
        : 4
      : kind === 'townhouse'
        ? 2
        : 2;
  const units = kind === 'townhouse' ? 3 : 1;
  const unitWidth =
    kind === 'townhouse' ? 380 : kind === 'apartment' || kind === 'hotel' ? 900 : 700;
  const floorH = 150;
  const totalW = unitWidth * units;
  const x0 = (W - totalW) / 2;
  const top = ground - floors * floorH;
  for (let u = 0; u < units; u++) {
    const ux = x0 + u * unitWidth;
    const color = units > 1 ? pick(r, PLASTER) : plaster;
    body += `<rect x="${ux}" y="${top}" width="${unitWidth}" height="${floors * floorH}" fill="${color}" stroke="#00000022" stroke-width="2"/>`;
    if (kind !== 'apartment' && kind !== 'hotel') {
      // The upper floor in wood, as in the valleys.
      body += `<rect x="${ux}" y="${top}" width="${unitWidth}" height="${floorH}" fill="${wood}"/>`;
    }
    const count = Math.max(2, Math.floor(unitWidth / 170));
    const gap = (unitWidth - 80) / count;
    for (let f = 0; f < floors; f++) {
      const wy = top + f * floorH + 35;
      body += windowRow(
        ux + 40 + gap / 2 - 40,
        wy,
        count,
        gap,
        80,
        90,
        shutter,
        kind !== 'apartment' || f > 0,
      );
      if ((kind === 'apartment' || kind === 'hotel') && f > 0) {
        body += `<rect x="${ux + 20}" y="${wy + 100}" width="${unitWidth - 40}" height="12" fill="${wood}"/>`;
        for (let b = ux + 30; b < ux + unitWidth - 30; b += 24)
          body += `<rect x="${b}" y="${wy + 70}" width="8" height="40" fill="${wood}"/>`;
      }
    }
    body += `<rect x="${ux + unitWidth / 2 - 50}" y="${ground - 150}" width="100" height="150" fill="${wood}" stroke="#3a2a1a" stroke-width="4"/>`;
  }
  const overhang = 70;
  body += `<path d="M${x0 - overhang},${top + 10}L${W / 2},${top - (kind === 'villa' ? 150 : 230)}L${x0 + totalW + overhang},${top + 10}Z" fill="${roof}"/>`;
  if (kind === 'hotel') {
    body += `<rect x="${W / 2 - 230}" y="${top + 5}" width="460" height="70" fill="#ffffffdd"/><text x="${W / 2}" y="${top + 56}" font-family="serif" font-size="52" text-anchor="middle" fill="#3a2a1a">HOTEL</text>`;
  }
  if (kind === 'villa') {
    body += `<rect x="120" y="${ground - 20}" width="${W - 240}" height="20" fill="#d8d2c4"/>`;
    for (let t = 0; t < 3; t++) body += tree(r, between(r, 60, 300) + t * 520, ground);
  }
  body += `<rect x="0" y="${ground}" width="${W}" height="${H - ground}" fill="${pick(r, ['#9a9a94', '#a8a39a', '#8f8f8a'])}"/>`;
  return svg(body, sky.defs);
}

function tree(r: Rand, x: number, ground: number): string {
  const h = between(r, 160, 260);
  return `<rect x="${x - 10}" y="${ground - h * 0.4}" width="20" height="${h * 0.4}" fill="#5b3a1f"/><ellipse cx="${x}" cy="${ground - h * 0.6}" rx="${h * 0.35}" ry="${h * 0.45}" fill="${pick(r, ['#3f7a3a', '#4c8a40', '#36693a'])}"/>`;
}

/** A room seen from its door: walls, floor, a window onto the mountains and its furniture. */
function room(
  r: Rand,
  kind: 'living' | 'kitchen' | 'bedroom' | 'bath' | 'office' | 'restaurant' | 'shop',
): string {
  const wall = pick(r, WALL);
  const floor =
    kind === 'bath' ? '#cfd8dc' : pick(r, ['#b98b5e', '#c49a6c', '#a87b4f', '#d2b48c', '#9c7a5b']);
  const fabric = pick(r, FABRIC);
  const wood = pick(r, WOOD);
  const sky = skyDefs(r);
  let body = `<rect width="${W}" height="${H}" fill="${wall}"/>`;
  // Perspective: back wall, floor, side walls.
  body += `<path d="M0,1200L300,850L1300,850L1600,1200Z" fill="${floor}"/>`;
  body += `<path d="M0,0L300,180L300,850L0,1200Z" fill="#00000010"/><path d="M1600,0L1300,180L1300,850L1600,1200Z" fill="#00000018"/>`;
  body += `<path d="M0,0L300,180L1300,180L1600,0Z" fill="#ffffff55"/>`;
  if (kind !== 'bath' && kind !== 'shop') {
    for (let i = 0; i < 12; i++)
      body += `<line x1="${300 + i * 84}" y1="850" x2="${-200 + i * 167}" y2="1200" stroke="#00000014" stroke-width="3"/>`;
  }
  const wx = between(r, 420, 760);
  body += `<rect x="${wx}" y="260" width="420" height="380" fill="${sky.fill}"/>`;
  body += `<svg x="${wx}" y="260" width="420" height="380" viewBox="0 0 ${W} ${H}" preserveAspectRatio="none">${mountains(r, 1000, 700, '#8e9aaf')}${meadow(950, '#6a9a4a')}</svg>`;
  body += `<rect x="${wx}" y="260" width="420" height="380" fill="none" stroke="#ffffff" stroke-width="16"/><line x1="${wx + 210}" y1="260" x2="${wx + 210}" y2="640" stroke="#ffffff" stroke-width="10"/>`;
  switch (kind) {
    case 'living':
      body += `<rect x="380" y="760" width="620" height="170" rx="30" fill="${fabric}"/><rect x="380" y="690" width="620" height="110" rx="30" fill="${fabric}" opacity="0.85"/>`;
      body += `<rect x="560" y="960" width="300" height="30" fill="${wood}"/><rect x="580" y="990" width="20" height="60" fill="${wood}"/><rect x="820" y="990" width="20" height="60" fill="${wood}"/>`;
      body += `<rect x="1120" y="430" width="16" height="440" fill="#444"/><path d="M1070,430L1186,430L1160,360L1096,360Z" fill="#f5d98b"/>`;
      body += `<rect x="1000" y="300" width="160" height="200" fill="${pick(r, ['#c0392b', '#2e86ab', '#f4a259', '#5b8e7d'])}" opacity="0.8"/>`;
      break;
    case 'kitchen':
      body += `<rect x="300" y="640" width="1000" height="230" fill="${pick(r, ['#ffffff', '#e8e2d6', '#3d4a5c', '#6b7f6b'])}"/><rect x="290" y="625" width="1020" height="25" fill="#bdb6a8"/>`;
      for (let i = 0; i < 5; i++)
        body += `<rect x="${320 + i * 196}" y="670" width="176" height="180" fill="none" stroke="#00000030" stroke-width="4"/>`;
      body += `<rect x="560" y="1000" width="480" height="30" fill="${wood}"/><rect x="590" y="1030" width="20" height="120" fill="${wood}"/><rect x="990" y="1030" width="20" height="120" fill="${wood}"/>`;
      break;
    case 'bedroom':
      body += `<rect x="450" y="560" width="700" height="140" fill="${wood}"/><rect x="420" y="700" width="760" height="260" rx="20" fill="#ffffff"/><rect x="420" y="800" width="760" height="160" rx="10" fill="${fabric}"/>`;
      body += `<rect x="480" y="650" width="260" height="80" rx="25" fill="#f2f2f2"/><rect x="860" y="650" width="260" height="80" rx="25" fill="#f2f2f2"/>`;
      break;
    case 'bath':
      for (let x = 300; x < 1300; x += 60)
        body += `<line x1="${x}" y1="180" x2="${x}" y2="850" stroke="#00000012" stroke-width="2"/>`;
      for (let y = 200; y < 850; y += 60)
        body += `<line x1="300" y1="${y}" x2="1300" y2="${y}" stroke="#00000012" stroke-width="2"/>`;
      body += `<rect x="340" y="700" width="560" height="200" rx="40" fill="#ffffff" stroke="#cfd8dc" stroke-width="6"/><rect x="1040" y="640" width="200" height="120" fill="#ffffff"/><rect x="1060" y="420" width="160" height="200" fill="#dfeff7" stroke="#b0bec5" stroke-width="6"/>`;
      break;
    case 'office':
      for (let d = 0; d < 2; d++) {
        const dx = 380 + d * 480;
        body += `<rect x="${dx}" y="760" width="380" height="24" fill="${wood}"/><rect x="${dx + 20}" y="784" width="16" height="140" fill="#555"/><rect x="${dx + 344}" y="784" width="16" height="140" fill="#555"/><rect x="${dx + 120}" y="640" width="160" height="110" fill="#222"/><rect x="${dx + 130}" y="650" width="140" height="90" fill="#4a78a8"/>`;
      }
      body += `<rect x="1180" y="500" width="90" height="380" fill="#3c6e47" rx="40"/>`;
      break;
    case 'restaurant':
      for (let t = 0; t < 3; t++) {
        const tx = 380 + t * 330;
        body += `<ellipse cx="${tx + 100}" cy="850" rx="130" ry="40" fill="#ffffff"/><rect x="${tx + 92}" y="860" width="16" height="140" fill="${wood}"/><rect x="${tx - 40}" y="800" width="40" height="190" fill="${wood}"/><rect x="${tx + 200}" y="800" width="40" height="190" fill="${wood}"/>`;
      }
      body += `<rect x="300" y="560" width="1000" height="18" fill="${wood}"/>`;
      for (let b = 0; b < 14; b++)
        body += `<rect x="${330 + b * 68}" y="${500 + (b % 3) * 6}" width="26" height="60" rx="8" fill="${pick(r, ['#6b2737', '#2e4d2e', '#c9a227', '#4a2c2a'])}"/>`;
      break;
    case 'shop':
      body += `<rect x="320" y="560" width="960" height="300" fill="#ffffff" stroke="#ccc" stroke-width="4"/>`;
      for (let s = 0; s < 3; s++)
        body += `<rect x="330" y="${590 + s * 90}" width="940" height="12" fill="${wood}"/>`;
      for (let i = 0; i < 24; i++)
        body += `<rect x="${345 + (i % 8) * 115}" y="${540 + Math.floor(i / 8) * 90}" width="70" height="50" fill="${pick(r, FABRIC)}"/>`;
      body += `<rect x="1080" y="900" width="240" height="120" fill="${wood}"/>`;
      break;
  }
  return svg(body, sky.defs);
}

/** The view from a balcony or over the land. */
function view(r: Rand): string {
  const sky = skyDefs(r);
  let body = `<rect width="${W}" height="${H}" fill="${sky.fill}"/>`;
  body += mountains(r, 760, 560, pick(r, ['#a3adbf', '#98a2b6']));
  body += mountains(r, 880, 360, pick(r, ['#6f8a6a', '#5f7f5a']), false);
  body += meadow(900, '#6f9f4f');
  for (let i = 0; i < 6; i++) body += tree(r, between(r, 0, W), between(r, 950, 1150));
  if (r() < 0.6) {
    // Balcony railing in the foreground.
    const wood = pick(r, WOOD);
    body += `<rect x="0" y="1040" width="${W}" height="24" fill="${wood}"/>`;
    for (let x = 10; x < W; x += 50)
      body += `<rect x="${x}" y="1064" width="22" height="136" fill="${wood}"/>`;
    for (let x = 40; x < W; x += 120) body += `<circle cx="${x}" cy="1030" r="18" fill="#d7263d"/>`;
  }
  return svg(body, sky.defs);
}

function garageDoors(r: Rand): string {
  const sky = skyDefs(r);
  const plaster = pick(r, PLASTER);
  let body =
    `<rect width="${W}" height="${H}" fill="${sky.fill}"/>` + mountains(r, 560, 300, '#8e9aaf');
  body += `<rect x="100" y="380" width="1400" height="620" fill="${plaster}"/><path d="M60,390L800,230L1540,390Z" fill="${pick(r, ROOF)}"/>`;
  const doorColor = pick(r, ['#6b7b8c', '#8a5a2b', '#b0b7bf', '#4a5d4a', '#ffffff']);
  for (let d = 0; d < 3; d++) {
    const dx = 180 + d * 440;
    body += `<rect x="${dx}" y="560" width="360" height="440" fill="${doorColor}" stroke="#00000040" stroke-width="4"/>`;
    for (let l = 600; l < 1000; l += 50)
      body += `<line x1="${dx}" y1="${l}" x2="${dx + 360}" y2="${l}" stroke="#00000030" stroke-width="4"/>`;
  }
  body += `<rect x="0" y="1000" width="${W}" height="200" fill="#8f8f8a"/>`;
  return svg(body, sky.defs);
}

function garageInside(r: Rand): string {
  let body = `<rect width="${W}" height="${H}" fill="#d5d5d0"/><path d="M0,1200L350,820L1250,820L1600,1200Z" fill="${pick(r, ['#9e9e98', '#a8a8a0', '#8f8f8a'])}"/>`;
  body += `<path d="M0,0L350,200L350,820L0,1200Z" fill="#00000014"/><path d="M1600,0L1250,200L1250,820L1600,1200Z" fill="#0000001c"/>`;
  body += `<rect x="1300" y="380" width="40" height="26" fill="#fff8c0"/><rect x="420" y="260" width="120" height="40" fill="#fff8c0"/>`;
  body += `<line x1="800" y1="820" x2="800" y2="1200" stroke="#f1c40f" stroke-width="10" stroke-dasharray="60 40"/>`;
  body += `<rect x="480" y="480" width="230" height="300" fill="${pick(r, ['#8a8f96', '#6b7b8c'])}"/><circle cx="520" cy="760" r="16" fill="#222"/>`;
  return svg(body);
}

function parkingLot(r: Rand): string {
  const sky = skyDefs(r);
  let body =
    `<rect width="${W}" height="${H}" fill="${sky.fill}"/>` + mountains(r, 620, 400, '#8e9aaf');
  body += `<rect x="0" y="600" width="${W}" height="600" fill="#7d7d78"/>`;
  for (let i = 0; i < 9; i++)
    body += `<line x1="${120 + i * 170}" y1="700" x2="${-60 + i * 220}" y2="1200" stroke="#ffffff" stroke-width="10"/>`;
  body += `<rect x="0" y="600" width="${W}" height="20" fill="#bdbdb5"/>`;
  for (let c = 0; c < 3; c++) {
    const cx = 230 + c * 440 + between(r, 0, 60);
    body += `<rect x="${cx}" y="820" width="220" height="110" rx="30" fill="${pick(r, ['#c0392b', '#2e86ab', '#dddddd', '#333333', '#f1c40f'])}"/><circle cx="${cx + 50}" cy="935" r="26" fill="#222"/><circle cx="${cx + 170}" cy="935" r="26" fill="#222"/>`;
  }
  body += `<rect x="1420" y="640" width="90" height="90" rx="12" fill="#1f5fa8"/><text x="1465" y="712" font-family="sans-serif" font-size="72" font-weight="bold" text-anchor="middle" fill="#ffffff">P</text>`;
  return svg(body, sky.defs);
}

function hall(r: Rand, kind: 'warehouse' | 'industry' | 'workshop'): string {
  const sky = skyDefs(r);
  let body =
    `<rect width="${W}" height="${H}" fill="${sky.fill}"/>` + mountains(r, 620, 440, '#8e9aaf');
  const cladding = pick(r, ['#c7cdd3', '#b9c2c9', '#d6d2c4', '#9fb0bf']);
  body += `<rect x="120" y="420" width="1360" height="560" fill="${cladding}"/>`;
  for (let x = 120; x < 1480; x += 40)
    body += `<line x1="${x}" y1="420" x2="${x}" y2="980" stroke="#00000018" stroke-width="3"/>`;
  body += `<rect x="100" y="400" width="1400" height="30" fill="${pick(r, ['#2e4d6b', '#8c2f2f', '#3c6e47'])}"/>`;
  const gates = kind === 'workshop' ? 2 : 3;
  for (let g = 0; g < gates; g++)
    body += `<rect x="${220 + g * 420}" y="640" width="300" height="340" fill="#6b7680"/>`;
  if (kind === 'industry')
    body += `<rect x="1260" y="180" width="70" height="240" fill="#9a9a9a"/>`;
  for (let w = 0; w < 8; w++)
    body += `<rect x="${180 + w * 160}" y="470" width="110" height="60" fill="#a9c9e0"/>`;
  body += `<rect x="0" y="980" width="${W}" height="220" fill="#7d7d78"/>`;
  if (kind !== 'workshop')
    body += `<rect x="1080" y="820" width="360" height="140" fill="#e6e6e6"/><rect x="1380" y="860" width="90" height="100" fill="#c0392b"/><circle cx="1150" cy="975" r="30" fill="#222"/><circle cx="1410" cy="975" r="30" fill="#222"/>`;
  return svg(body, sky.defs);
}

function shopFront(r: Rand, kind: 'store' | 'bar' | 'restaurant' | 'office'): string {
  const plaster = pick(r, PLASTER);
  const awning = pick(r, ['#7a2e2e', '#2f5d3a', '#3b4f6b', '#b0702e']);
  let body = `<rect width="${W}" height="${H}" fill="${plaster}"/>`;
  // An arcade of the old town (Lauben/portici).
  for (let a = 0; a < 3; a++) {
    const ax = 80 + a * 500;
    body += `<path d="M${ax},1100L${ax},520Q${ax + 220},300 ${ax + 440},520L${ax + 440},1100Z" fill="#00000022"/>`;
  }
  body += `<rect x="230" y="560" width="1140" height="460" fill="#2c3e50"/><rect x="260" y="590" width="1080" height="400" fill="#9cc3dd"/>`;
  body += `<rect x="200" y="470" width="1200" height="90" fill="${awning}"/>`;
  const label =
    kind === 'bar'
      ? 'CAFÉ · BAR'
      : kind === 'restaurant'
        ? 'RISTORANTE'
        : kind === 'office'
          ? 'STUDIO'
          : 'BOUTIQUE';
  body += `<text x="800" y="535" font-family="serif" font-size="60" letter-spacing="8" text-anchor="middle" fill="#ffffff">${label}</text>`;
  if (kind === 'bar' || kind === 'restaurant') {
    for (let t = 0; t < 3; t++)
      body += `<ellipse cx="${320 + t * 480}" cy="1080" rx="90" ry="24" fill="#ffffff"/><rect x="${312 + t * 480}" y="1084" width="16" height="100" fill="#555"/>`;
  } else {
    for (let i = 0; i < 6; i++)
      body += `<rect x="${300 + i * 170}" y="${820 - (i % 2) * 60}" width="110" height="${160 + (i % 2) * 60}" fill="${pick(r, FABRIC)}"/>`;
  }
  body += `<rect x="0" y="1100" width="${W}" height="100" fill="#9e9890"/>`;
  return svg(body);
}

function land(r: Rand, kind: 'meadow' | 'orchard' | 'vineyard' | 'building'): string {
  const sky = skyDefs(r);
  let body = `<rect width="${W}" height="${H}" fill="${sky.fill}"/>`;
  body += mountains(r, 640, 480, pick(r, ['#a3adbf', '#8e9aaf']));
  body += mountains(r, 760, 260, pick(r, ['#5f7f5a', '#4f6d4f']), false);
  const grass = pick(r, ['#7fb257', '#6a9a4a', '#86b95e']);
  body += `<path d="M0,760Q800,${between(r, 680, 760)} 1600,760L1600,1200L0,1200Z" fill="${grass}"/>`;
  if (kind === 'orchard') {
    for (let row = 0; row < 7; row++) {
      const y = 800 + row * row * 9 + row * 30;
      const size = 0.5 + row * 0.18;
      for (let x = -40; x < W + 40; x += 120 * size) {
        body += `<rect x="${x - 4 * size}" y="${y - 10}" width="${8 * size}" height="${40 * size}" fill="#5b3a1f"/><ellipse cx="${x}" cy="${y - 30 * size}" rx="${34 * size}" ry="${44 * size}" fill="#3f7a3a"/>`;
        if (r() < 0.7)
          body += `<circle cx="${x + 10 * size}" cy="${y - 30 * size}" r="${6 * size}" fill="#c0392b"/><circle cx="${x - 12 * size}" cy="${y - 20 * size}" r="${6 * size}" fill="#c0392b"/>`;
      }
      if (row > 1)
        body += `<line x1="0" y1="${y - 60 * size}" x2="${W}" y2="${y - 60 * size}" stroke="#dddddd88" stroke-width="${2 * size}"/>`;
    }
  } else if (kind === 'vineyard') {
    for (let row = 0; row < 12; row++) {
      const x = -300 + row * 180;
      body += `<path d="M${800 + (x - 800) * 0.2},760L${x},1200" stroke="#4c7a2e" stroke-width="${10 + row * 0}" fill="none"/><path d="M${800 + (x - 800) * 0.2},760L${x},1200" stroke="#6a9a3a" stroke-width="26" stroke-dasharray="14 22" fill="none"/>`;
    }
  } else if (kind === 'building') {
    // Surveyor's stakes and a sign: land waiting for a building.
    for (let s = 0; s < 6; s++) {
      const x = 300 + s * 200;
      const y = 930 + (s % 2) * 60;
      body += `<rect x="${x}" y="${y - 90}" width="10" height="90" fill="#8a5a2b"/><rect x="${x}" y="${y - 90}" width="10" height="18" fill="#d7263d"/>`;
    }
    body += `<rect x="1280" y="820" width="12" height="220" fill="#555"/><rect x="1180" y="740" width="220" height="110" fill="#ffffff" stroke="#1f5fa8" stroke-width="8"/><path d="M1210,830L1260,770L1310,830Z M1320,830L1320,790L1370,790L1370,830Z" fill="#1f5fa8"/>`;
  } else {
    for (let f = 0; f < 40; f++)
      body += `<circle cx="${between(r, 0, W)}" cy="${between(r, 800, 1200)}" r="${between(r, 4, 9)}" fill="${pick(r, ['#f7dc6f', '#ffffff', '#c39bd3'])}"/>`;
    body += tree(r, between(r, 100, 500), 900) + tree(r, between(r, 1000, 1500), 950);
  }
  return svg(body, sky.defs);
}

/** Every subject the demo pictures show, by name. */
export const SUBJECTS = {
  'facade-apartment': (r: Rand) => facade(r, 'apartment'),
  'facade-house': (r: Rand) => facade(r, 'house'),
  'facade-villa': (r: Rand) => facade(r, 'villa'),
  'facade-townhouse': (r: Rand) => facade(r, 'townhouse'),
  'facade-hotel': (r: Rand) => facade(r, 'hotel'),
  living: (r: Rand) => room(r, 'living'),
  kitchen: (r: Rand) => room(r, 'kitchen'),
  bedroom: (r: Rand) => room(r, 'bedroom'),
  bath: (r: Rand) => room(r, 'bath'),
  office: (r: Rand) => room(r, 'office'),
  dining: (r: Rand) => room(r, 'restaurant'),
  shop: (r: Rand) => room(r, 'shop'),
  view: (r: Rand) => view(r),
  'garage-doors': (r: Rand) => garageDoors(r),
  'garage-inside': (r: Rand) => garageInside(r),
  'parking-lot': (r: Rand) => parkingLot(r),
  'hall-warehouse': (r: Rand) => hall(r, 'warehouse'),
  'hall-industry': (r: Rand) => hall(r, 'industry'),
  'hall-workshop': (r: Rand) => hall(r, 'workshop'),
  'front-store': (r: Rand) => shopFront(r, 'store'),
  'front-bar': (r: Rand) => shopFront(r, 'bar'),
  'front-restaurant': (r: Rand) => shopFront(r, 'restaurant'),
  'front-office': (r: Rand) => shopFront(r, 'office'),
  'land-building': (r: Rand) => land(r, 'building'),
  'land-meadow': (r: Rand) => land(r, 'meadow'),
  'land-orchard': (r: Rand) => land(r, 'orchard'),
  'land-vineyard': (r: Rand) => land(r, 'vineyard'),
} as const;
/** A subject of the demo pictures. */
export type Subject = keyof typeof SUBJECTS;

/** Draws one subject; the seed picks colours, shapes and light. */
export function drawSubject(subject: Subject, seed: number): string {
  return SUBJECTS[subject](seededRandom(seed));
}

/** The file name a seller's upload of this subject would carry. */
export const SUBJECT_FILE_NAMES: Record<Subject, string> = {
  'facade-apartment': 'facciata.jpg',
  'facade-house': 'casa.jpg',
  'facade-villa': 'villa.jpg',
  'facade-townhouse': 'schiera.jpg',
  'facade-hotel': 'hotel.jpg',
  living: 'soggiorno.jpg',
  kitchen: 'cucina.jpg',
  bedroom: 'camera.jpg',
  bath: 'bagno.jpg',
  office: 'ufficio.jpg',
  dining: 'sala.jpg',
  shop: 'interno.jpg',
  view: 'vista.jpg',
  'garage-doors': 'garage.jpg',
  'garage-inside': 'interno-garage.jpg',
  'parking-lot': 'posto-auto.jpg',
  'hall-warehouse': 'magazzino.jpg',
  'hall-industry': 'capannone.jpg',
  'hall-workshop': 'laboratorio.jpg',
  'front-store': 'vetrina.jpg',
  'front-bar': 'bar.jpg',
  'front-restaurant': 'ristorante.jpg',
  'front-office': 'ingresso.jpg',
  'land-building': 'terreno.jpg',
  'land-meadow': 'prato.jpg',
  'land-orchard': 'frutteto.jpg',
  'land-vineyard': 'vigneto.jpg',
};

/**
 * What a listing of a subtype shows, in gallery order: the outside first, then the rooms or the
 * land, then the view. At least five pictures each.
 */
export function subjectsFor(category: Category, subtype: string): Subject[] {
  switch (category) {
    case 'residential': {
      const outside = `facade-${subtype}` as Subject;
      return [outside, 'living', 'kitchen', 'bedroom', 'bath', 'view'];
    }
    case 'garage':
      return subtype === 'parkingLot'
        ? ['parking-lot', 'garage-inside', 'view', 'garage-doors', 'parking-lot']
        : ['garage-doors', 'garage-inside', 'parking-lot', 'view', 'garage-inside'];
    case 'commercial':
      if (subtype === 'hotel')
        return ['facade-hotel', 'bedroom', 'dining', 'bath', 'view', 'living'];
      if (subtype === 'industry' || subtype === 'warehouse' || subtype === 'workshop') {
        return [`hall-${subtype}` as Subject, 'parking-lot', 'office', 'garage-inside', 'view'];
      }
      if (subtype === 'office') return ['front-office', 'office', 'office', 'bath', 'view'];
      if (subtype === 'store') return ['front-store', 'shop', 'shop', 'bath', 'view'];
      return [`front-${subtype}` as Subject, 'dining', 'kitchen', 'bath', 'view'];
    case 'buildingland':
      return ['land-building', 'land-meadow', 'view', 'land-building', 'land-meadow'];
    // Every category has its case: a new one fails to compile here instead of passing for
    // agriculture.
    case 'agriculture':
      return ['land-orchard', 'land-vineyard', 'land-meadow', 'view', 'land-orchard'];
  }
}

/** A floor plan of an apartment or house, with rooms named in Italian and German. */
export function floorPlanSvg(seed: number): string {
  const r = seededRandom(seed);
  const rooms: [string, number, number, number, number][] = [];
  const x0 = 140;
  const y0 = 140;
  const width = 1320;
  const height = 900;
  const split = Math.round(between(r, 520, 720));
  const lower = Math.round(between(r, 420, 520));
  rooms.push(['Soggiorno / Wohnzimmer', x0, y0, split, lower]);
  rooms.push(['Cucina / Küche', x0 + split, y0, width - split, Math.round(lower * 0.6)]);
  rooms.push([
    'Bagno / Bad',
    x0 + split,
    y0 + Math.round(lower * 0.6),
    Math.round((width - split) * 0.5),
    lower - Math.round(lower * 0.6),
  ]);
  rooms.push([
    'Disimpegno / Gang',
    x0 + split + Math.round((width - split) * 0.5),
    y0 + Math.round(lower * 0.6),
    width - split - Math.round((width - split) * 0.5),
    lower - Math.round(lower * 0.6),
  ]);
  const beds = r() < 0.5 ? 2 : 3;
  const bedWidth = width / beds;
  for (let b = 0; b < beds; b++) {
    rooms.push([
      b === 0 ? 'Camera / Schlafzimmer' : 'Camera / Zimmer',
      x0 + b * bedWidth,
      y0 + lower,
      bedWidth,
      height - lower,
    ]);
  }
  let body = `<rect width="${W}" height="${H}" fill="#ffffff"/>`;
  for (const [name, x, y, w, h] of rooms) {
    body += `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#fbfaf6" stroke="#222" stroke-width="14"/>`;
    body += `<text x="${x + w / 2}" y="${y + h / 2}" font-family="sans-serif" font-size="30" text-anchor="middle" fill="#333">${name}</text>`;
    const m2 = ((w / 100) * (h / 100) * 0.8).toFixed(1).replace('.', ',');
    body += `<text x="${x + w / 2}" y="${y + h / 2 + 42}" font-family="sans-serif" font-size="26" text-anchor="middle" fill="#777">${m2} m²</text>`;
    // A door gap on the lower wall.
    body += `<rect x="${x + 40}" y="${y + h - 9}" width="90" height="18" fill="#fbfaf6"/><path d="M${x + 40},${y + h}A90,90 0 0 1 ${x + 130},${y + h - 90}" stroke="#999" stroke-width="4" fill="none"/>`;
  }
  // Windows on the outer walls.
  for (let wx = x0 + 120; wx < x0 + width - 120; wx += 260) {
    body += `<rect x="${wx}" y="${y0 - 10}" width="120" height="20" fill="#9cc3dd" stroke="#222" stroke-width="3"/><rect x="${wx}" y="${y0 + height - 10}" width="120" height="20" fill="#9cc3dd" stroke="#222" stroke-width="3"/>`;
  }
  body += `<text x="${W / 2}" y="90" font-family="sans-serif" font-size="40" font-weight="bold" text-anchor="middle" fill="#222">Pianta / Grundriss</text>`;
  body += `<g transform="translate(1450,1120)"><path d="M0,-50L18,0L-18,0Z" fill="#222"/><text y="40" font-family="sans-serif" font-size="30" text-anchor="middle">N</text></g>`;
  return svg(body);
}

/**
 * A one-page PDF of a cadastral map extract (Estratto di mappa / Katastermappe): parcels drawn
 * as lines, with the parcel numbers and the cadastral municipality. Written by hand: a PDF with
 * one page of line and text operators needs no library.
 */
export function cadastralExtractPdf(options: {
  municipality: string;
  parcel: string;
  seed: number;
  /** The land register (Grundbuch) extract instead of the cadastral map. */
  landRegister?: boolean;
}): Buffer {
  const r = seededRandom(options.seed);
  const ops: string[] = ['0.2 w 0 0 0 RG'];
  // Parcels: a jittered grid, the listing's parcel hatched.
  const cols = 5;
  const rows = 4;
  const points: [number, number][][] = [];
  for (let i = 0; i <= cols; i++) {
    points.push([]);
    for (let j = 0; j <= rows; j++) {
      points[i]!.push([80 + i * 90 + between(r, -15, 15), 220 + j * 110 + between(r, -15, 15)]);
    }
  }
  ops.push('1 w');
  for (let i = 0; i <= cols; i++) {
    for (let j = 0; j <= rows; j++) {
      const [x, y] = points[i]![j]!;
      if (i < cols)
        ops.push(
          `${x.toFixed(1)} ${y.toFixed(1)} m ${points[i + 1]![j]![0].toFixed(1)} ${points[i + 1]![j]![1].toFixed(1)} l S`,
        );
      if (j < rows)
        ops.push(
          `${x.toFixed(1)} ${y.toFixed(1)} m ${points[i]![j + 1]![0].toFixed(1)} ${points[i]![j + 1]![1].toFixed(1)} l S`,
        );
    }
  }
  const [hx, hy] = points[2]![1]!;
  const [hx2, hy2] = points[3]![2]!;
  ops.push('0.8 0.1 0.1 RG 2 w');
  for (let k = 0; k < 8; k++)
    ops.push(
      `${(hx + k * 11).toFixed(1)} ${hy.toFixed(1)} m ${hx.toFixed(1)} ${(hy + k * 13).toFixed(1)} l S`,
    );
  ops.push(
    `${hx.toFixed(1)} ${hy.toFixed(1)} ${(hx2 - hx).toFixed(1)} ${(hy2 - hy).toFixed(1)} re S 0 0 0 RG`,
  );
  const text = (x: number, y: number, size: number, value: string) =>
    `BT /F1 ${size} Tf ${x} ${y} Td (${value.replace(/[\\()]/g, (c) => `\\${c}`)}) Tj ET`;
  ops.push(
    text(
      60,
      780,
      16,
      options.landRegister
        ? 'Estratto tavolare / Grundbuchsauszug'
        : 'Estratto di mappa catastale / Katastermappenauszug',
    ),
  );
  ops.push(text(60, 756, 11, `Comune catastale / Katastralgemeinde: ${options.municipality}`));
  ops.push(text(60, 740, 11, `Particella edificiale / Bauparzelle: ${options.parcel}`));
  ops.push(
    text(
      60,
      724,
      11,
      'Scala / Massstab 1:1000 - copia per uso informativo / Kopie zur Information',
    ),
  );
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) {
      const [x, y] = points[i]![j]!;
      const number =
        i === 2 && j === 1
          ? options.parcel
          : `${Math.floor(100 + r() * 900)}/${1 + Math.floor(r() * 9)}`;
      ops.push(text(Math.round(x + 25), Math.round(y + 50), 9, number));
    }
  }
  const content = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
