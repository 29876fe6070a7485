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
import { collect, colors, drawBars, FONT, hex, type Pdf } from './pdf-common';
import { currentPage, drawContents, drawCover, numberPages, reserveContents, type SectionMark } from './pdf-finish';

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

/** Room a heading needs below it: its first lines, or the whole of a short table (a few key figures) under it. */
function roomUnderHeading(next: DocumentBlock | undefined): number {
  if (next?.kind !== 'table' || next.rows.length > 12) return 90;
  return 60 + (next.rows.length + (next.header ? 1 : 0)) * 26;
}

/**
 * `next` is the block after this one; `onHeading` is told of each heading as it starts, on its
 * page: the contents and bookmarks come from it.
 */
function drawBlock(doc: Pdf, block: DocumentBlock, next?: DocumentBlock, onHeading?: (title: string) => void) {
  const body = () => doc.font(FONT.regular).fontSize(11).fillColor(hex(colors.text));
  switch (block.kind) {
    case 'heading':
      // The heading and the first lines under it stay on one page.
      keepTogether(doc, roomUnderHeading(next));
      doc.moveDown(0.6);
      onHeading?.(block.text);
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

/** The PDF's info dictionary: the spec's properties (the venture's), or the title and the app's name. */
const infoOf = ({ title, properties }: DocumentSpec) => ({
  Title: properties?.title ?? title,
  Subject: properties?.subject ?? title,
  Author: properties?.author ?? EXPORT_THEME.author,
  Creator: EXPORT_THEME.author,
});

/**
 * A flowing A4 document; headings never end a page. Without a cover, the title heads the first
 * page. With one (pdf-finish.ts): the cover alone on page one, the contents when asked for, then
 * the blocks, each section bookmarked, and every page but the cover numbered.
 */
export function renderDocumentPdf(spec: DocumentSpec): Promise<Buffer> {
  const { cover } = spec;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    bufferPages: Boolean(cover),
    info: infoOf(spec),
    displayTitle: true,
  });
  drawWithFallbackFonts(doc);
  const done = collect(doc);
  if (cover) {
    drawCover(doc, spec.title, cover);
    doc.addPage();
  } else {
    doc.font(FONT.bold).fontSize(26).fillColor(hex(colors.text)).text(spec.title);
    doc.moveDown(0.5);
  }
  const headings = spec.blocks.filter((block) => block.kind === 'heading').length;
  const contents = cover && spec.toc ? reserveContents(doc, headings) : undefined;
  const sections: SectionMark[] = [];
  const mark = (title: string) => {
    const destination = `section-${sections.length + 1}`;
    doc.addNamedDestination(destination);
    doc.outline.addItem(title);
    sections.push({ title, page: currentPage(doc), destination });
  };
  spec.blocks.forEach((block, index) => drawBlock(doc, block, spec.blocks[index + 1], cover ? mark : undefined));
  if (contents !== undefined) drawContents(doc, contents, sections);
  if (cover) numberPages(doc);
  doc.end();
  return done;
}
