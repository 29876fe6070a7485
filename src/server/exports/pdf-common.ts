import type { ChartBox } from '@/core/deck-design/boxes';
import { chartGeometry } from '@/core/deck-design/chart-geometry';
import { EXPORT_THEME } from '@/core/exports/theme';

/** What the PDF renderers (slides in pdf-slides.ts, documents in pdf-document.ts) share. */
export const { colors } = EXPORT_THEME;
export const hex = (color: string) => `#${color}`;
export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;

export type Pdf = PDFKit.PDFDocument;

/** The document's bytes once it ends: listen before drawing, since pdfkit streams pages as they are done. */
export function collect(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** A bar chart from its data, placed as core/deck-design/chart-geometry.ts says (the screen draws the same). */
export function drawBars(doc: Pdf, box: ChartBox) {
  const { bars, baseline, labelY } = chartGeometry(box);
  for (const bar of bars) {
    if (bar.h > 0) doc.rect(bar.x, bar.y, bar.w, bar.h).fill(hex(box.color));
    doc.font(FONT.bold).fontSize(box.size).fillColor(hex(box.text));
    const options = { width: bar.slotW, align: 'center' as const, lineBreak: false };
    doc.text(bar.display, bar.slotX, bar.y - box.size * 1.4, options);
    doc.font(FONT.regular).text(bar.label, bar.slotX, labelY, options);
  }
  doc
    .moveTo(box.x, baseline)
    .lineTo(box.x + box.w, baseline)
    .lineWidth(0.75)
    .stroke(hex(box.rule));
}
