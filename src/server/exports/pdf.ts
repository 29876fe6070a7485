import PDFDocument from 'pdfkit';
import {
  columnShares,
  type DocumentBlock,
  type DocumentSpec,
  type SlideDeckSpec,
  type SlideSpec,
  type TableBlock,
  type TableCell,
} from '@/core/exports/spec';
import { EXPORT_THEME } from '@/core/exports/theme';
import { drawWithFallbackFonts } from './pdf-fallback';

const { colors } = EXPORT_THEME;
const hex = (color: string) => `#${color}`;
const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;

type Pdf = PDFKit.PDFDocument;

/** The document's bytes once it ends: listen before drawing, since pdfkit streams pages as they are done. */
function collect(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

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
  const top = doc.y + 16;
  const max = Math.max(1, ...block.bars.map((bar) => bar.value));
  const slot = width / Math.max(1, block.bars.length);
  block.bars.forEach((bar, index) => {
    const barHeight = (bar.value / max) * (height - 20);
    const x = left + index * slot + slot * 0.15;
    const y = top + height - barHeight;
    doc.rect(x, y, slot * 0.7, barHeight).fill(hex(colors.accent));
    doc.font(FONT.regular).fontSize(7).fillColor(hex(colors.muted));
    doc.text(bar.display, x - slot * 0.15, y - 10, { width: slot, align: 'center', lineBreak: false });
    doc.text(bar.label, x - slot * 0.15, top + height + 4, {
      width: slot,
      align: 'center',
      lineBreak: false,
    });
  });
  doc
    .moveTo(left, top + height)
    .lineTo(left + width, top + height)
    .lineWidth(0.5)
    .stroke(hex(colors.rule));
  doc.x = left;
  doc.y = top + height + 24;
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

/** 13.33 × 7.5 inches: a 16:9 slide, in points. */
const SLIDE = { width: 960, height: 540, margin: 50 } as const;

function drawTitleSlide(doc: Pdf, slide: SlideSpec) {
  const width = SLIDE.width - 2 * SLIDE.margin;
  doc.rect(0, 0, SLIDE.width, SLIDE.height).fill(hex(colors.accent));
  doc.font(FONT.bold).fontSize(44).fillColor(hex(colors.white));
  const headline = slide.title;
  const headlineHeight = doc.heightOfString(headline, { width });
  doc.text(headline, SLIDE.margin, 270 - headlineHeight, { width });
  doc.font(FONT.regular).fontSize(20).fillColor(hex(colors.accentTint));
  doc.text(slide.lines.join('\n'), SLIDE.margin, 290, { width, lineGap: 6 });
}

function drawContentSlide(doc: Pdf, slide: SlideSpec, number: number) {
  const width = SLIDE.width - 2 * SLIDE.margin;
  doc.rect(0, 0, SLIDE.width, 9).fill(hex(colors.accent));
  doc.font(FONT.bold).fontSize(30).fillColor(hex(colors.text));
  doc.text(slide.title, SLIDE.margin, 36, { width, height: 70, ellipsis: true });
  const top = 115;
  const room = SLIDE.height - top - 50;
  const lines = slide.lines;
  const bullet = (size: number) => ({ width: width - 22, lineGap: size * 0.25, paragraphGap: size * 0.5 });
  // The largest size, from 22 points down, at which every bullet fits the slide.
  let size = 22;
  doc.font(FONT.regular);
  const heightAt = (candidate: number) => {
    doc.fontSize(candidate);
    return lines.reduce((total, line) => total + doc.heightOfString(line, bullet(candidate)), 0);
  };
  while (size > 10 && heightAt(size) > room) size -= 1;
  doc.fontSize(size).fillColor(hex(colors.text));
  let y = top;
  for (const line of lines) {
    doc.circle(SLIDE.margin + 5, y + size * 0.5, size * 0.14).fill(hex(colors.accent));
    doc.fillColor(hex(colors.text)).text(line, SLIDE.margin + 22, y, bullet(size));
    y = doc.y;
  }
  doc.font(FONT.regular).fontSize(10).fillColor(hex(colors.muted));
  doc.text(String(number), SLIDE.width - SLIDE.margin - 40, SLIDE.height - 32, {
    width: 40,
    align: 'right',
    lineBreak: false,
  });
}

/** One landscape 16:9 page per slide, the title slide in the accent colour; speaker notes are left out. */
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
  deck.slides.forEach((slide, index) => {
    doc.addPage();
    if (slide.kind === 'title') drawTitleSlide(doc, slide);
    else drawContentSlide(doc, slide, index + 1);
  });
  doc.end();
  return done;
}
