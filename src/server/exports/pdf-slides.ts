import PDFDocument from 'pdfkit';
import { SLIDE, type Box, type TableBox, type TextBox } from '@/core/deck-design/boxes';
import { textHeight } from '@/core/deck-design/layouts';
import type { LogoImage, SlideDeckSpec } from '@/core/exports/spec';
import { EXPORT_THEME } from '@/core/exports/theme';
import { collect, drawBars, FONT, hex, type Pdf } from './pdf-common';
import { drawWithFallbackFonts } from './pdf-fallback';

/** Helvetica's glyphs' height (ascender to descender) as a share of the size: a line is centred in its slot by it. */
const GLYPHS = 1.16;

/** Fitted lines, each at its own place: the line breaks are the layout's, so nothing re-wraps. */
function drawText(doc: Pdf, box: TextBox) {
  const slot = box.size * box.lineHeight;
  const free = box.h - textHeight(box);
  let y = box.y + (box.valign === 'middle' ? free / 2 : box.valign === 'bottom' ? free : 0);
  const indent = box.bullet ? box.size : 0;
  doc.font(box.bold ? FONT.bold : FONT.regular).fontSize(box.size);
  for (const [index, lines] of box.paragraphs.entries()) {
    if (index > 0) y += box.paragraphGap ?? 0;
    lines.forEach((line, at) => {
      if (at === 0 && box.bullet)
        doc.circle(box.x + box.size * 0.3, y + slot / 2, box.size * 0.14).fill(hex(box.bullet));
      doc.fillColor(hex(box.color)).text(line, box.x + indent, y + (slot - box.size * GLYPHS) / 2, {
        width: box.w - indent,
        align: box.align,
        lineBreak: false,
      });
      y += slot;
    });
  }
}

function drawTable(doc: Pdf, box: TableBox) {
  let y = box.y;
  box.rows.forEach((row, at) => {
    const height = box.heights[at] ?? 0;
    let x = box.x;
    row.forEach((lines, column) => {
      const width = box.columns[column] ?? 0;
      if (at === 0) doc.rect(x, y, width, height).fill(hex(box.header.fill));
      doc.rect(x, y, width, height).lineWidth(0.75).stroke(hex(box.rule));
      drawText(doc, {
        kind: 'text',
        x: x + 8,
        y: y + 8,
        w: width - 16,
        h: height - 16,
        size: box.size,
        bold: at === 0,
        color: at === 0 ? box.header.text : box.text,
        align: 'left',
        valign: 'middle',
        lineHeight: 1.15,
        paragraphs: [lines],
      });
      x += width;
    });
    y += height;
  });
}

/**
 * The logo opened once per file: pdfkit keeps an opened image's XObject and writes it once, where
 * the bytes given to every slide's `image` were decoded and embedded again on each (a 1 MB logo
 * made a 10 MB deck). Its typings do not declare `openImage` nor an opened image as a source.
 */
type OpenedImage = { width: number; height: number } & Record<string, unknown>;
const openLogo = (doc: Pdf, logo: LogoImage | undefined): OpenedImage | undefined =>
  logo && (doc as Pdf & { openImage(src: Buffer): OpenedImage }).openImage(Buffer.from(logo.data));

function drawBox(doc: Pdf, box: Box, logo: OpenedImage | undefined) {
  switch (box.kind) {
    case 'text':
      return drawText(doc, box);
    case 'rect':
      return doc.rect(box.x, box.y, box.w, box.h).fill(hex(box.fill));
    case 'ellipse':
      return doc.ellipse(box.x + box.w / 2, box.y + box.h / 2, box.w / 2, box.h / 2).fill(hex(box.fill));
    case 'logo':
      if (logo)
        doc.image(logo as unknown as Buffer, box.x, box.y, {
          fit: [box.w, box.h],
          ...(box.align === 'right' ? { align: 'right' as const } : {}),
          valign: 'center',
        });
      return;
    case 'chart':
      return drawBars(doc, box);
    case 'table':
      return drawTable(doc, box);
  }
}

/** One landscape 16:9 page per slide, drawn from its design (core/deck-design) box by box; speaker notes are left out. */
export function renderSlidesPdf(deck: SlideDeckSpec): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [SLIDE.width, SLIDE.height],
    margin: 0,
    autoFirstPage: false,
    info: { Title: deck.title, Author: EXPORT_THEME.author, Creator: EXPORT_THEME.author },
    displayTitle: true,
  });
  drawWithFallbackFonts(doc);
  const done = collect(doc);
  const logo = openLogo(doc, deck.logo);
  for (const design of deck.designs) {
    doc.addPage();
    doc.rect(0, 0, SLIDE.width, SLIDE.height).fill(hex(design.background));
    for (const box of design.boxes) drawBox(doc, box, logo);
  }
  doc.end();
  return done;
}
