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
import { chartHeight, drawChart } from './pdf-chart';
import { collect, colors, FONT, hex, type Pdf } from './pdf-common';
import { currentPage, drawContents, drawCover, numberPages, reserveContents, type SectionMark } from './pdf-finish';
import { planBreaks, type PlanBlock } from './pdf-pages';

/** Points: every block's type and spacing, which both measuring and drawing use. */
const STYLE = {
  heading: { size: 16, before: 12, after: 6 },
  body: { size: 11, lineGap: 2, after: 6 },
  list: { gap: 4, after: 6, indent: 16 },
  /** Tables by their columns: up to four, more (a statement's half-year), more than eight (its fifteen periods). */
  table: {
    sets: [
      { columns: 4, size: 10, padding: 5 },
      { columns: 8, size: 8, padding: 3 },
      { columns: Infinity, size: 7, padding: 2 },
    ],
    captionSize: 10,
    captionGap: 4,
    after: 12,
  },
  chart: { titleSize: 11, gap: 4, after: 14 },
} as const;

/** A4 with 56-point margins, upright unless a `page` block turns it. */
const PAGE = { size: 'A4', margin: 56 } as const;
/** Another page like the one being drawn (pdfkit's own `addPage()` would take the document's, upright). */
const nextPage = (doc: Pdf) =>
  doc.addPage({ ...PAGE, layout: doc.page.layout === 'landscape' ? 'landscape' : 'portrait' });

const contentWidth = (doc: Pdf) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const contentHeight = (doc: Pdf) => doc.page.height - doc.page.margins.top - doc.page.margins.bottom;

const cellText = (cell: TableCell) =>
  typeof cell === 'string'
    ? cell
    : [...(cell.heading ? [cell.heading.toUpperCase()] : []), ...cell.items.map((item) => `• ${item}`)].join('\n');

/** The type size and cell padding for `block`: smaller as it has more columns. */
function tableStyle(block: TableBlock): { size: number; padding: number } {
  const columns = block.header?.length ?? block.rows[0]?.length ?? 1;
  return STYLE.table.sets.find((set) => columns <= set.columns) ?? STYLE.table.sets[0];
}

function body(doc: Pdf, size: number = STYLE.body.size, bold = false) {
  return doc
    .font(bold ? FONT.bold : FONT.regular)
    .fontSize(size)
    .fillColor(hex(colors.text));
}

/** A table's rows as pdfkit measures them: each as tall as its tallest cell, with the padding. */
function tableRowsHeight(doc: Pdf, block: TableBlock): number {
  const { size, padding } = tableStyle(block);
  const widths = columnShares(block).map((share) => share * contentWidth(doc) - 2 * padding);
  const rowHeight = (cells: readonly TableCell[], bold: boolean) =>
    Math.max(
      ...cells.map((cell, index) =>
        body(doc, size, bold).heightOfString(cellText(cell), { width: widths[index] ?? 1 }),
      ),
    ) +
    2 * padding;
  return (
    (block.header ? rowHeight(block.header, true) : 0) +
    block.rows.reduce((total, row, index) => total + rowHeight(row, block.totals?.includes(index) ?? false), 0)
  );
}

const captionHeight = (doc: Pdf, block: TableBlock) =>
  block.caption
    ? body(doc, STYLE.table.captionSize, true).heightOfString(block.caption, { width: contentWidth(doc) }) +
      STYLE.table.captionGap
    : 0;

const listItemHeight = (doc: Pdf, text: string) =>
  body(doc).heightOfString(text, { width: contentWidth(doc) - STYLE.list.indent, lineGap: STYLE.body.lineGap }) +
  STYLE.list.gap;

/** A block as the page plan counts it (pdf-pages.ts): its height drawn, and how it may break. */
function planBlock(doc: Pdf, block: DocumentBlock): PlanBlock {
  const width = contentWidth(doc);
  const line = body(doc).currentLineHeight(true) + STYLE.body.lineGap;
  const kept = { flows: false, firstLines: 0, keepWithNext: false, table: false };
  switch (block.kind) {
    case 'heading': {
      const text = doc.font(FONT.bold).fontSize(STYLE.heading.size).heightOfString(block.text, { width });
      return { ...kept, height: STYLE.heading.before + text + STYLE.heading.after, keepWithNext: true };
    }
    case 'paragraph': {
      const text = body(doc).heightOfString(block.text, { width, lineGap: STYLE.body.lineGap });
      return { ...kept, height: text + STYLE.body.after, flows: true, firstLines: Math.min(text, 3 * line) };
    }
    case 'list': {
      const items = block.items.map((item) => listItemHeight(doc, item));
      const height = items.reduce((total, item) => total + item, 0) + STYLE.list.after;
      return { ...kept, height, flows: true, firstLines: Math.min(items[0] ?? 0, 3 * line) };
    }
    case 'table': {
      const height = captionHeight(doc, block) + tableRowsHeight(doc, block) + STYLE.table.after;
      return { ...kept, height, table: true, firstLines: captionHeight(doc, block) + 3 * line };
    }
    case 'bar-chart': {
      const title = doc.font(FONT.bold).fontSize(STYLE.chart.titleSize).heightOfString(block.title, { width });
      return { ...kept, height: title + STYLE.chart.gap + chartHeight() + STYLE.chart.after };
    }
    case 'page':
      return { ...kept, height: 0 };
  }
}

function drawTable(doc: Pdf, block: TableBlock) {
  const { size, padding } = tableStyle(block);
  const left = doc.page.margins.left;
  if (block.caption) {
    body(doc, STYLE.table.captionSize, true).text(block.caption, left, doc.y, { width: contentWidth(doc) });
    doc.y += STYLE.table.captionGap;
  }
  const align = (column: number) => ({ x: block.numeric && column > 0 ? ('right' as const) : ('left' as const) });
  body(doc, size);
  doc.table({
    columnStyles: columnShares(block).map((share) => share * contentWidth(doc)),
    defaultStyle: { border: 0.5, borderColor: hex(colors.rule), padding },
    data: [
      ...(block.header
        ? [
            block.header.map((text, column) => ({
              text,
              type: 'TH' as const,
              align: align(column),
              backgroundColor: hex(colors.accentTint),
              font: { src: FONT.bold },
            })),
          ]
        : []),
      ...block.rows.map((row, index) =>
        row.map((cell, column) => ({
          text: cellText(cell),
          align: align(column),
          ...(block.totals?.includes(index) ? { font: { src: FONT.bold } } : {}),
        })),
      ),
    ],
  });
  doc.x = left;
  doc.y += STYLE.table.after;
}

function drawBarChart(doc: Pdf, block: Extract<DocumentBlock, { kind: 'bar-chart' }>) {
  const left = doc.page.margins.left;
  doc.font(FONT.bold).fontSize(STYLE.chart.titleSize).fillColor(hex(colors.text)).text(block.title, left, doc.y);
  const top = doc.y + STYLE.chart.gap;
  drawChart(doc, block, left, top, contentWidth(doc));
  doc.x = left;
  doc.y = top + chartHeight() + STYLE.chart.after;
}

function drawList(doc: Pdf, block: Extract<DocumentBlock, { kind: 'list' }>) {
  const left = doc.page.margins.left;
  block.items.forEach((item, index) => {
    body(doc);
    if (doc.y + doc.currentLineHeight(true) > doc.page.height - doc.page.margins.bottom) nextPage(doc);
    const y = doc.y;
    if (block.ordered) doc.text(`${index + 1}.`, left, y, { width: STYLE.list.indent, lineBreak: false });
    else doc.circle(left + 5, y + STYLE.body.size * 0.55, 2).fill(hex(colors.text));
    body(doc).text(item, left + STYLE.list.indent, y, {
      width: contentWidth(doc) - STYLE.list.indent,
      lineGap: STYLE.body.lineGap,
    });
    doc.y += STYLE.list.gap;
  });
  doc.x = left;
  doc.y += STYLE.list.after;
}

/** Draws `block` where the cursor is; `onHeading` is told of each heading as it starts, on its page. */
function drawBlock(doc: Pdf, block: DocumentBlock, onHeading?: (title: string) => void) {
  const left = doc.page.margins.left;
  switch (block.kind) {
    case 'heading':
      doc.y += STYLE.heading.before;
      onHeading?.(block.text);
      doc.font(FONT.bold).fontSize(STYLE.heading.size).fillColor(hex(colors.accent));
      doc.text(block.text, left, doc.y, { width: contentWidth(doc) });
      doc.y += STYLE.heading.after;
      return;
    case 'paragraph':
      body(doc).text(block.text, left, doc.y, { width: contentWidth(doc), lineGap: STYLE.body.lineGap });
      doc.y += STYLE.body.after;
      return;
    case 'list':
      drawList(doc, block);
      return;
    case 'table':
      drawTable(doc, block);
      return;
    case 'bar-chart':
      drawBarChart(doc, block);
      return;
    case 'page':
      // drawBlocks starts the page.
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
 * Blocks down the pages of one orientation: where each page breaks is planned first
 * (pdf-pages.ts) from the blocks' measured heights, so a table or a chart is never split, a
 * heading stays with what follows it, and no page holds a lone table; paragraphs and lists flow
 * on over a page's end.
 */
function drawRun(doc: Pdf, blocks: readonly DocumentBlock[], onHeading?: (title: string) => void) {
  const used = doc.y - doc.page.margins.top;
  // A little slack, so a plan that fits to the point is not undone by rounding in pdfkit.
  const breaks = planBreaks(
    blocks.map((block) => planBlock(doc, block)),
    contentHeight(doc) - 2,
    used,
  );
  blocks.forEach((block, index) => {
    if (breaks.has(index) && doc.y > doc.page.margins.top) nextPage(doc);
    drawBlock(doc, block, onHeading);
  });
}

/** The blocks, each `page` block starting a page in its orientation and the run after it planned on that page's size. */
function drawBlocks(doc: Pdf, blocks: readonly DocumentBlock[], onHeading?: (title: string) => void) {
  let run: DocumentBlock[] = [];
  for (const block of blocks) {
    if (block.kind !== 'page') {
      run.push(block);
      continue;
    }
    drawRun(doc, run, onHeading);
    run = [];
    doc.addPage({ ...PAGE, layout: block.landscape ? 'landscape' : 'portrait' });
  }
  drawRun(doc, run, onHeading);
}

/**
 * A flowing A4 document. Without a cover, the title heads the first page. With one
 * (pdf-finish.ts): the cover alone on page one, the contents when asked for, then the blocks, each
 * section bookmarked, and every page but the cover numbered.
 */
export function renderDocumentPdf(spec: DocumentSpec): Promise<Buffer> {
  const { cover } = spec;
  const doc = new PDFDocument({
    ...PAGE,
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
  drawBlocks(doc, spec.blocks, cover ? mark : undefined);
  if (contents !== undefined) drawContents(doc, contents, sections);
  if (cover) numberPages(doc);
  doc.end();
  return done;
}
