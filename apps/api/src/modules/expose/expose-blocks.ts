/**
 * Blocks the exposé draws in more than one place: the energy class on its colour scale
 * (seller-side.md §9) with the consumption, and the QR code of the listing's page.
 */
import type PDFDocument from 'pdfkit';
import { ENERGY_CLASSES } from '@domus/domain/core/constants';
import { energyClassColor, type EnergyClassCode } from '@domus/domain/listing/energy';
import type { QrMatrix } from './expose-assets.ts';

type Doc = InstanceType<typeof PDFDocument>;

/** The energy block's texts, already in the exposé's language. */
export type EnergyTexts = {
  title: string;
  classLabel: string;
  classValue: string;
  consumptionLabel: string;
  consumptionValue: string;
  /** The label of each class on the scale (Gold, A … G). */
  scaleLabels: Record<EnergyClassCode, string>;
};

const SCALE = ENERGY_CLASSES.filter((c) => c !== 'undefined');
/** Light classes carry dark letters, the others white ones. */
const DARK_LETTERS = new Set<EnergyClassCode>(['gold', 'C', 'D', 'E']);

/**
 * Draws the energy block at (x, y), `width` wide: the title, the scale of classes in their fixed
 * colours with the listing's class raised and framed, then the class and the consumption as
 * text. Answers the height used.
 */
export function drawEnergyBlock(
  doc: Doc,
  x: number,
  y: number,
  width: number,
  energyClass: EnergyClassCode,
  texts: EnergyTexts,
): number {
  doc.font('bold').fontSize(10).fillColor('#1f2d3d').text(texts.title, x, y, { width });
  const top = y + 16;
  const cell = width / SCALE.length;
  SCALE.forEach((code, i) => {
    const selected = code === energyClass;
    const cx = x + i * cell;
    const cy = selected ? top : top + 4;
    const h = selected ? 26 : 18;
    doc.rect(cx + 0.5, cy, cell - 1, h).fill(energyClassColor(code));
    if (selected)
      doc
        .lineWidth(1.5)
        .rect(cx + 0.5, cy, cell - 1, h)
        .stroke('#1f2d3d');
    doc
      .font(selected ? 'bold' : 'regular')
      .fontSize(selected ? 10 : 8)
      .fillColor(DARK_LETTERS.has(code) ? '#1f2d3d' : '#ffffff')
      .text(texts.scaleLabels[code], cx, cy + (selected ? 7 : 4.5), {
        width: cell,
        align: 'center',
        lineBreak: false,
      });
  });
  const lineY = top + 32;
  doc.font('regular').fontSize(9).fillColor('#1f2d3d');
  doc.text(`${texts.classLabel}: `, x, lineY, { continued: true, width });
  doc.font('bold').text(texts.classValue);
  doc.font('regular').text(`${texts.consumptionLabel}: `, x, doc.y, { continued: true, width });
  doc.font('bold').text(texts.consumptionValue);
  doc.font('regular');
  return doc.y - y;
}

/** Draws a QR code as dark squares on white, `size` points wide including its quiet zone. */
export function drawQrCode(doc: Doc, matrix: QrMatrix, x: number, y: number, size: number) {
  const quiet = 2;
  const unit = size / (matrix.size + 2 * quiet);
  doc.save();
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < matrix.size; row++) {
    for (let column = 0; column < matrix.size; column++) {
      if (matrix.dark(row, column)) {
        doc.rect(x + (column + quiet) * unit, y + (row + quiet) * unit, unit + 0.05, unit + 0.05);
      }
    }
  }
  doc.fill('#000000');
  doc.restore();
}
