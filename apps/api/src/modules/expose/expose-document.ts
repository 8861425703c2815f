/**
 * The exposé's pages (pdfkit): the short one (main image, title, number, price, headline facts,
 * energy, three more images, the description's first paragraph, the agency with the person to
 * contact, QR code and link, the fee note, the date), and the long one, which goes on with every
 * section of the category, the whole description, every image two a page, the plans, the map
 * and the legal footer. Every text arrives already in the exposé's language.
 */
import PDFDocument from 'pdfkit';
import type { EnergyClassCode } from '@domus/domain/listing/energy';
import { exposeFonts, qrMatrix, type ExposePicture } from './expose-assets.ts';
import { drawEnergyBlock, drawQrCode, type EnergyTexts } from './expose-blocks.ts';
import { drawLocationMap, type ExposeMapData } from './expose-map.ts';
import type { ExposeRow, ExposeSection } from './expose-sections.ts';

type Doc = InstanceType<typeof PDFDocument>;
/** An image opened once for the document (pdfkit's `openImage`, missing from its types). */
type Image = PDFKit.Mixins.ImageSrc;
const openImage = (doc: Doc, bytes: Buffer): Image =>
  (doc as unknown as { openImage: (src: Buffer) => Image }).openImage(bytes);

/** A picture with its caption. */
export type CaptionedPicture = { picture: ExposePicture; caption: string | null };

/**
 * Everything one exposé shows, in its language: plain data, so that it can be handed to the
 * rendering thread.
 */
export type ExposeContent = {
  long: boolean;
  language: string;
  documentTitle: string;
  kindLabel: string;
  agencyName: string;
  title: string;
  place: string;
  offer: string;
  numberLabel: string;
  price: string;
  /** Price or rent, as the category labels it. */
  priceLabel: string;
  facts: ExposeRow[];
  energy: { energyClass: EnergyClassCode; texts: EnergyTexts } | null;
  mainPicture: CaptionedPicture | null;
  morePictures: CaptionedPicture[];
  firstParagraph: string;
  description: { title: string; paragraphs: string[] };
  sections: ExposeSection[];
  pictures: { title: string; items: CaptionedPicture[] };
  plans: { title: string; items: CaptionedPicture[] };
  map: {
    title: string;
    data: ExposeMapData;
    /** What the map's marks are: the boundary, the listing, the zone (when it has one). */
    legend: string[];
    approximateNote: string | null;
  } | null;
  contact: { title: string; lines: string[] };
  /** The listing's page: the QR code's and the link's address, and the link as printed. */
  qr: { label: string; url: string; text: string };
  feeNote: string;
  madeOn: string;
  /** The page footer's counter with `{{page}}` and `{{count}}` in it. */
  pageCounter: string;
  legal: { title: string; lines: string[] };
  /** The BCP 47 tag numbers are written in (it-IT, de-DE, en-GB). */
  locale: string;
};

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const FOOTER = 28;
const CONTENT_WIDTH = A4.width - 2 * MARGIN;
const BOTTOM = A4.height - MARGIN - FOOTER;
const INK = '#1f2d3d';
const MUTED = '#5d6b7a';
const BRAND = '#1f4e79';
const RULE = '#d5dce3';

/** Draws a picture to fill the box, cut from its centre. */
function drawCover(doc: Doc, image: Image, x: number, y: number, width: number, height: number) {
  doc.save();
  doc.rect(x, y, width, height).clip();
  doc.image(image, x, y, { cover: [width, height], align: 'center', valign: 'center' });
  doc.restore();
}

/** Draws a picture whole inside the box, centred. */
function drawFit(doc: Doc, image: Image, x: number, y: number, width: number, height: number) {
  doc.image(image, x, y, { fit: [width, height], align: 'center', valign: 'center' });
}

/** The exposé as PDF bytes. */
export function renderExpose(content: ExposeContent): Promise<Buffer> {
  const fonts = exposeFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER },
    bufferPages: true,
    lang: content.language,
    displayTitle: true,
    info: { Title: content.documentTitle, Author: content.agencyName, Creator: content.agencyName },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  doc.font('regular');

  // Each picture is embedded once, however often it appears.
  const opened = new Map<ExposePicture, Image>();
  const image = (picture: ExposePicture) => {
    let found = opened.get(picture);
    if (!found) {
      // Bytes handed over from another thread arrive as a plain Uint8Array.
      const { data } = picture;
      const bytes = Buffer.isBuffer(data)
        ? data
        : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
      opened.set(picture, (found = openImage(doc, bytes)));
    }
    return found;
  };

  const ensure = (height: number) => {
    if (doc.y + height > BOTTOM) doc.addPage();
  };

  drawFirstPages(doc, content, image, ensure);
  if (content.long) drawLongPart(doc, content, image, ensure);
  drawFooters(doc, content);
  doc.end();
  return done;
}

function heading(doc: Doc, text: string, ensure: (h: number) => void) {
  ensure(60);
  doc.moveDown(0.6);
  doc
    .font('bold')
    .fontSize(13)
    .fillColor(BRAND)
    .text(text, MARGIN, doc.y, { width: CONTENT_WIDTH });
  const y = doc.y + 2;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + CONTENT_WIDTH, y)
    .lineWidth(0.8)
    .stroke(RULE);
  doc.y = y + 6;
  doc.font('regular').fontSize(10).fillColor(INK);
}

function drawFirstPages(
  doc: Doc,
  content: ExposeContent,
  image: (p: ExposePicture) => Image,
  ensure: (h: number) => void,
) {
  // Header: agency and kind of exposé.
  doc
    .font('bold')
    .fontSize(12)
    .fillColor(BRAND)
    .text(content.agencyName, MARGIN, MARGIN, {
      width: CONTENT_WIDTH / 2,
      lineBreak: false,
    });
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(MUTED)
    .text(`${content.kindLabel} · ${content.numberLabel}`, MARGIN + CONTENT_WIDTH / 2, MARGIN + 2, {
      width: CONTENT_WIDTH / 2,
      align: 'right',
      lineBreak: false,
    });
  let y = MARGIN + 20;

  if (content.mainPicture) {
    drawCover(doc, image(content.mainPicture.picture), MARGIN, y, CONTENT_WIDTH, 270);
    y += 280;
  }

  // Title and place on the left, price on the right.
  const right = 170;
  const leftWidth = CONTENT_WIDTH - right - 12;
  doc.font('bold').fontSize(17).fillColor(INK).text(content.title, MARGIN, y, { width: leftWidth });
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(MUTED)
    .text([content.place, content.offer, content.numberLabel].filter(Boolean).join(' · '), {
      width: leftWidth,
    });
  const leftBottom = doc.y;
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text(content.priceLabel, MARGIN + CONTENT_WIDTH - right, y, { width: right, align: 'right' });
  doc.font('bold').fontSize(16).fillColor(BRAND).text(content.price, {
    width: right,
    align: 'right',
  });
  doc.y = Math.max(leftBottom, doc.y) + 8;

  // Headline facts as a row of boxes.
  if (content.facts.length) {
    // Four columns whatever the count, so that one fact is not a page-wide bar.
    const count = Math.min(content.facts.length, 4);
    const gap = 8;
    const width = (CONTENT_WIDTH - gap * 3) / 4;
    const top = doc.y;
    content.facts.slice(0, count).forEach((fact, i) => {
      const x = MARGIN + i * (width + gap);
      doc.rect(x, top, width, 36).fill('#f1f4f7');
      doc
        .font('regular')
        .fontSize(7.5)
        .fillColor(MUTED)
        .text(fact.label, x + 6, top + 5, {
          width: width - 12,
          lineBreak: false,
          ellipsis: true,
        });
      doc
        .font('bold')
        .fontSize(11)
        .fillColor(INK)
        .text(fact.value, x + 6, top + 17, {
          width: width - 12,
          lineBreak: false,
          ellipsis: true,
        });
    });
    doc.y = top + 44;
  }

  // Energy block and three more images side by side.
  const blockTop = doc.y;
  let energyHeight = 0;
  const energyWidth = 220;
  if (content.energy) {
    energyHeight = drawEnergyBlock(
      doc,
      MARGIN,
      blockTop,
      energyWidth,
      content.energy.energyClass,
      content.energy.texts,
    );
  }
  const thumbs = content.morePictures.slice(0, 3);
  if (thumbs.length) {
    const x0 = content.energy ? MARGIN + energyWidth + 14 : MARGIN;
    const width = MARGIN + CONTENT_WIDTH - x0;
    const gap = 6;
    const w = (width - gap * 2) / 3;
    const h = content.energy ? 78 : 110;
    thumbs.forEach((p, i) => drawCover(doc, image(p.picture), x0 + i * (w + gap), blockTop, w, h));
    energyHeight = Math.max(energyHeight, h);
  }
  doc.y = blockTop + energyHeight + 10;

  if (content.firstParagraph) {
    doc
      .font('regular')
      .fontSize(9.5)
      .fillColor(INK)
      .text(content.firstParagraph, MARGIN, doc.y, { width: CONTENT_WIDTH, align: 'justify' });
    doc.moveDown(0.6);
  }

  drawContactBlock(doc, content, ensure);
}

function drawContactBlock(doc: Doc, content: ExposeContent, ensure: (h: number) => void) {
  const qrSize = 84;
  const textWidth = CONTENT_WIDTH - qrSize - 28;
  // The box is drawn first, so the text's height is measured before: a long link may wrap.
  const measure = (font: string, size: number, text: string) =>
    doc.font(font).fontSize(size).heightOfString(text, { width: textWidth });
  const textHeight =
    measure('bold', 10, content.contact.title) +
    content.contact.lines.reduce((sum, line) => sum + measure('regular', 8.5, line), 0) +
    measure('regular', 8.5, `${content.qr.label}:`) +
    linkLines(doc, content.qr.text, textWidth).length * doc.currentLineHeight(true) +
    measure('bold', 8, content.feeNote) +
    measure('regular', 8, content.madeOn) +
    8;
  const height = Math.max(qrSize + 16, textHeight + 18) + 8;
  ensure(height);
  const top = doc.y;
  doc.rect(MARGIN, top, CONTENT_WIDTH, height - 8).fill('#f1f4f7');
  const qrX = MARGIN + CONTENT_WIDTH - qrSize - 8;
  drawQrCode(doc, qrMatrix(content.qr.url), qrX, top + 8, qrSize);
  doc
    .font('bold')
    .fontSize(10)
    .fillColor(BRAND)
    .text(content.contact.title, MARGIN + 10, top + 8, {
      width: textWidth,
    });
  doc.font('regular').fontSize(8.5).fillColor(INK);
  for (const line of content.contact.lines) doc.text(line, { width: textWidth });
  doc.moveDown(0.3);
  doc.fillColor(MUTED).text(`${content.qr.label}:`, { width: textWidth });
  doc.fillColor(BRAND);
  for (const line of linkLines(doc, content.qr.text, textWidth)) {
    doc.text(line, { width: textWidth, link: content.qr.url, underline: false, lineBreak: false });
  }
  doc.fillColor(INK).font('bold').fontSize(8).text(content.feeNote, { width: textWidth });
  doc.font('regular').fillColor(MUTED).text(content.madeOn, { width: textWidth });
  doc.y = top + height;
  doc.x = MARGIN;
}

/**
 * The printed link in lines of at most `width` at the current font, broken only after a slash
 * or before the query: pdfkit would break an address too long for its line inside a word
 * (issue 30 point 9). A single part wider than the line stays whole on a line of its own.
 */
export function linkLines(doc: Doc, text: string, width: number): string[] {
  const parts = text.split(/(?<=\/)|(?=\?)/);
  const lines: string[] = [];
  let line = '';
  for (const part of parts) {
    if (line && doc.widthOfString(line + part) > width) {
      lines.push(line);
      line = part;
    } else line += part;
  }
  if (line) lines.push(line);
  return lines;
}

function drawRows(doc: Doc, rows: ExposeRow[], ensure: (h: number) => void) {
  const labelWidth = CONTENT_WIDTH * 0.45;
  const valueWidth = CONTENT_WIDTH - labelWidth - 10;
  rows.forEach((row, i) => {
    doc.font('regular').fontSize(9.5);
    const height =
      Math.max(
        doc.heightOfString(row.label, { width: labelWidth }),
        doc.heightOfString(row.value, { width: valueWidth }),
      ) + 6;
    ensure(height);
    const top = doc.y;
    if (i % 2 === 0) doc.rect(MARGIN, top - 1, CONTENT_WIDTH, height).fill('#f6f8fa');
    doc.fillColor(MUTED).text(row.label, MARGIN + 4, top + 2, { width: labelWidth - 4 });
    doc
      .font('bold')
      .fillColor(INK)
      .text(row.value, MARGIN + labelWidth + 10, top + 2, {
        width: valueWidth,
      });
    doc.y = top + height;
  });
  doc.font('regular');
  doc.x = MARGIN;
}

function drawLongPart(
  doc: Doc,
  content: ExposeContent,
  image: (p: ExposePicture) => Image,
  ensure: (h: number) => void,
) {
  doc.addPage();
  for (const section of content.sections) {
    heading(doc, section.title, ensure);
    drawRows(doc, section.rows, ensure);
  }

  if (content.description.paragraphs.length) {
    heading(doc, content.description.title, ensure);
    doc.font('regular').fontSize(10).fillColor(INK);
    for (const paragraph of content.description.paragraphs) {
      ensure(30);
      doc.text(paragraph, MARGIN, doc.y, { width: CONTENT_WIDTH, align: 'justify' });
      doc.moveDown(0.5);
    }
  }

  // Every image, two a page.
  const slot = (BOTTOM - MARGIN - 40) / 2;
  content.pictures.items.forEach((item, i) => {
    if (i % 2 === 0) {
      doc.addPage();
      if (i === 0) heading(doc, content.pictures.title, ensure);
    }
    const top = i % 2 === 0 ? doc.y : doc.y + 6;
    const captionSpace = item.caption ? 16 : 0;
    drawFit(doc, image(item.picture), MARGIN, top, CONTENT_WIDTH, slot - captionSpace - 8);
    doc.y = top + slot - captionSpace - 4;
    if (item.caption) {
      doc.font('regular').fontSize(9).fillColor(MUTED).text(item.caption, MARGIN, doc.y, {
        width: CONTENT_WIDTH,
        align: 'center',
      });
    }
    doc.y = top + slot;
  });

  // Plans full width, one a page.
  content.plans.items.forEach((item, i) => {
    doc.addPage();
    if (i === 0) heading(doc, content.plans.title, ensure);
    const top = doc.y;
    const captionSpace = item.caption ? 18 : 0;
    drawFit(doc, image(item.picture), MARGIN, top, CONTENT_WIDTH, BOTTOM - top - captionSpace);
    if (item.caption) {
      doc
        .font('regular')
        .fontSize(9)
        .fillColor(MUTED)
        .text(item.caption, MARGIN, BOTTOM - 14, {
          width: CONTENT_WIDTH,
          align: 'center',
        });
    }
  });

  if (content.map) {
    doc.addPage();
    heading(doc, content.map.title, ensure);
    const top = doc.y + 4;
    const numbers = new Intl.NumberFormat(content.locale, { maximumFractionDigits: 1 });
    drawLocationMap(
      doc,
      { x: MARGIN, y: top, width: CONTENT_WIDTH, height: 320 },
      content.map.data,
      (value) => numbers.format(value),
    );
    doc.y = top + 330;
    doc.x = MARGIN;
    doc.font('regular').fontSize(9).fillColor(MUTED);
    doc.text(content.map.legend.join(' · '), { width: CONTENT_WIDTH });
    if (content.map.approximateNote)
      doc.text(content.map.approximateNote, { width: CONTENT_WIDTH });
  }

  heading(doc, content.legal.title, ensure);
  doc.font('regular').fontSize(8.5).fillColor(MUTED);
  for (const line of content.legal.lines) {
    ensure(24);
    doc.text(line, MARGIN, doc.y, { width: CONTENT_WIDTH });
    doc.moveDown(0.4);
  }
}

function drawFooters(doc: Doc, content: ExposeContent) {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    // Writing below the bottom margin would open a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = A4.height - MARGIN - 10;
    doc
      .moveTo(MARGIN, y - 6)
      .lineTo(MARGIN + CONTENT_WIDTH, y - 6)
      .lineWidth(0.5)
      .stroke(RULE);
    doc.font('regular').fontSize(7.5).fillColor(MUTED);
    doc.text(`${content.agencyName} · ${content.numberLabel} · ${content.madeOn}`, MARGIN, y, {
      width: CONTENT_WIDTH * 0.7,
      lineBreak: false,
    });
    const counter = content.pageCounter
      .replace('{{page}}', String(i + 1))
      .replace('{{count}}', String(range.count));
    doc.text(counter, MARGIN + CONTENT_WIDTH * 0.7, y, {
      width: CONTENT_WIDTH * 0.3,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}
