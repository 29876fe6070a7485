import PDFDocument from 'pdfkit';
import {
  columnShares,
  type DocumentBlock,
  type DocumentSpec,
  type TableBlock,
  type TableCell,
} from '@/core/exports/spec';
import { EXPORT_THEME } from '@/core/exports/theme';
import { drawWithFallbackFonts } from './pdf-fallback';

import { collect, drawBars, FONT, hex, type Pdf } from './pdf-base';

const { colors } = EXPORT_THEME;

/** Space left on the page below the cursor. */
const spaceLeft = (doc: Pdf) => doc.page.height - doc.page.margins.bottom - doc.y;
/** Starts a new page unless `height` points still fit on this one: a heading keeps with the text under it. */
function keepTogether(doc: Pdf, height: number) {
  if (spaceLeft(doc) < height) doc.addPage();
}

const cellText = (cell: TableCell) =>
  typeof cell === 'string'
    ? cell
    : [...(cell.heading ? [cell.heading.toUpperCase()] : []), ...cell.items.map((item) => `• ${item}`)].join('\n');

function drawTable(doc: Pdf, block: TableBlock) {
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  keepTogether(doc, 60);
  doc.font(FONT.regular).fontSize(10).fillColor(hex(colors.text));
  doc.table({
    columnStyles: columnShares(block).map((share) => share * width),
    defaultStyle: { border: 0.5, borderColor: hex(colors.rule), padding: 5 },
    data: [
      ...(block.header
        ? [
            block.header.map((text) => ({
              text: text,
              type: 'TH' as const,
              backgroundColor: hex(colors.accentTint),
              font: { src: FONT.bold },
            })),
          ]
        : []),
      ...block.rows.map((row) => row.map((cell) => ({ text: cellText(cell) }))),
    ],
  });
  doc.x = doc.page.margins.left;
  doc.moveDown(0.8);
}

function drawBarChart(doc: Pdf, block: Extract<DocumentBlock, { kind: 'bar-chart' }>) {
  const height = 170;
  keepTogether(doc, height + 50);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.font(FONT.bold).fontSize(11).fillColor(hex(colors.text)).text(block.title, left);
  const top = doc.y + 4;
  drawBars(doc, {
    kind: 'chart',
    x: left,
    y: top,
    w: width,
    h: height + 24,
    name: block.title,
    labels: block.bars.map((bar) => bar.label),
    values: block.bars.map((bar) => bar.value),
    displays: block.bars.map((bar) => bar.display),
    color: colors.accent,
    text: colors.muted,
    rule: colors.rule,
    size: 7,
  });
  doc.x = left;
  doc.y = top + height + 36;
}

function drawBlock(doc: Pdf, block: DocumentBlock) {
  const body = () => doc.font(FONT.regular).fontSize(11).fillColor(hex(colors.text));
  switch (block.kind) {
    case 'heading':
      // The heading and the first lines under it stay on one page.
      keepTogether(doc, 90);
      doc.moveDown(0.6);
      doc.font(FONT.bold).fontSize(16).fillColor(hex(colors.accent)).text(block.text);
      doc.moveDown(0.3);
      return;
    case 'paragraph':
      body().text(block.text, { lineGap: 2, paragraphGap: 6 });
      return;
    case 'list':
      body().list([...block.items], {
        listType: block.ordered ? 'numbered' : 'bullet',
        lineGap: 2,
        paragraphGap: 4,
        bulletRadius: 2,
        textIndent: 16,
        bulletIndent: 4,
      });
      doc.moveDown(0.5);
      return;
    case 'table':
      drawTable(doc, block);
      return;
    case 'bar-chart':
      drawBarChart(doc, block);
      return;
  }
}

/** A flowing A4 document: the title, then each block; headings never end a page. */
export function renderDocumentPdf(spec: DocumentSpec): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: spec.title, Author: EXPORT_THEME.author, Creator: EXPORT_THEME.author },
    displayTitle: true,
  });
  drawWithFallbackFonts(doc);
  const done = collect(doc);
  doc.font(FONT.bold).fontSize(26).fillColor(hex(colors.text)).text(spec.title);
  doc.moveDown(0.5);
  for (const block of spec.blocks) drawBlock(doc, block);
  doc.end();
  return done;
}

export { renderSlidesPdf } from './pdf-slides';
