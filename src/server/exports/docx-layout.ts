/**
 * Where the pages of a Word document break, worked out before docx.ts writes it, so the file can
 * carry its fields' results: the contents' page numbers and the page count. Word recomputes them;
 * LibreOffice, Google Docs and Pages show what the file holds, so it must be right as written.
 *
 * The layout repeats Word's (and LibreOffice's, which agrees once the line rule is explicit):
 * lines of Arial wrapped at spaces and hyphens, 1.15 times the font's line height, spacing after
 * each paragraph, paragraphs split across pages at any line (no widow control is set), headings
 * kept whole and with the first lines under them, table rows kept whole with the header row repeated. Widths are Helvetica's (Arial's, metric for metric).
 * Estimates that land near a page's end are made true: such a heading starts a new page
 * (`breakBefore`), so every reader puts it where the contents say.
 */
import { columnShares, type DocumentBlock, type DocumentSpec, type TableCell } from '@/core/exports/spec';
import { wrappedLines } from './office-text';

/** Twips (twentieths of a point), as Word counts: A4 with 2 cm margins. */
export const WORD_PAGE = { width: 11906, height: 16838, margin: 1134 } as const;
/** Twips between the margins. */
export const TEXT_WIDTH = WORD_PAGE.width - 2 * WORD_PAGE.margin;

/** Points: the sizes, spacings and indents docx.ts writes. */
export const WORD_STYLE = {
  body: { size: 11, after: 6 },
  heading: { size: 16, before: 18, after: 6 },
  contentsTitle: { size: 22 },
  /** Word's "multiple" line spacing, as w:line in 240ths. */
  lineMultiple: 276 / 240,
  /** A list item's text starts this far in. */
  listIndent: 36,
  cell: { vertical: 4, horizontal: 5 },
} as const;

/** Arial's line height (ascent, descent and gap: 2355 of 2048 units) at 1 point. */
const ARIAL_LINE = 2355 / 2048;
const lineHeight = (size: number) => size * ARIAL_LINE * WORD_STYLE.lineMultiple;
const BODY_LINE = lineHeight(WORD_STYLE.body.size);
/** A heading closer than this to a page's end (after the lines kept with it) starts the next page. */
const GUARD = 3 * BODY_LINE;
const textWidth = TEXT_WIDTH / 20;
const pageHeight = (WORD_PAGE.height - 2 * WORD_PAGE.margin) / 20;

/** One thing the page flow places: a paragraph of lines, a table's row (kept whole), or a page break. */
type Flow =
  | { kind: 'lines'; lines: number; line: number; before: number; after: number; heading?: number }
  | { kind: 'row'; height: number; header?: number; first: boolean }
  | { kind: 'break' };

const paragraphFlow = (text: string, width = textWidth): Flow => ({
  kind: 'lines',
  lines: wrappedLines(text, width, WORD_STYLE.body.size),
  line: BODY_LINE,
  before: 0,
  after: WORD_STYLE.body.after,
});

function cellHeight(cell: TableCell, width: number, bold: boolean): number {
  const paragraph = (text: string, inner = width, isBold = bold) =>
    wrappedLines(text, inner, WORD_STYLE.body.size, isBold) * BODY_LINE + WORD_STYLE.body.after;
  if (typeof cell === 'string') return paragraph(cell);
  return (
    (cell.heading ? paragraph(cell.heading, width, true) : 0) +
    cell.items.reduce((total, item) => total + paragraph(item, width - WORD_STYLE.listIndent, false), 0)
  );
}

/** A table's rows, each as tall as its tallest cell; the header row repeats at the top of each page it runs onto. */
export function tableFlows(
  header: readonly string[] | undefined,
  rows: readonly (readonly TableCell[])[],
  shares: number[],
): Flow[] {
  const rowHeight = (cells: readonly TableCell[], bold: boolean) =>
    2 * WORD_STYLE.cell.vertical +
    0.5 +
    Math.max(
      BODY_LINE,
      ...cells.map((cell, index) =>
        cellHeight(cell, (shares[index] ?? 0) * textWidth - 2 * WORD_STYLE.cell.horizontal, bold),
      ),
    );
  const headerHeight = header ? rowHeight(header, true) : undefined;
  return [
    ...(header ? [{ kind: 'row', height: headerHeight!, first: true } as const] : []),
    ...rows.map((cells, index): Flow => ({
      kind: 'row',
      height: rowHeight(cells, false),
      ...(headerHeight === undefined ? {} : { header: headerHeight }),
      first: !header && index === 0,
    })),
    // docx.ts leaves an empty paragraph after a table.
    paragraphFlow(''),
  ];
}

/** What each block puts in the flow, as docx.ts writes it; a heading's flow is marked with its index among the headings. */
function blockFlows(block: DocumentBlock, headingIndex: number): Flow[] {
  switch (block.kind) {
    case 'heading':
      return [
        {
          kind: 'lines',
          lines: wrappedLines(block.text, textWidth, WORD_STYLE.heading.size, true),
          line: lineHeight(WORD_STYLE.heading.size),
          before: WORD_STYLE.heading.before,
          after: WORD_STYLE.heading.after,
          heading: headingIndex,
        },
      ];
    case 'paragraph':
      return [paragraphFlow(block.text)];
    case 'list':
      return block.items.map((item) => paragraphFlow(item, textWidth - WORD_STYLE.listIndent));
    case 'table':
      return [
        ...(block.caption ? [paragraphFlow(block.caption)] : []),
        ...tableFlows(block.header, block.rows, columnShares(block)),
      ];
    case 'page':
      // docx.ts starts the page with an empty paragraph.
      return [{ kind: 'break' }, paragraphFlow('')];
    case 'bar-chart': {
      const table = chartTable(block);
      return [paragraphFlow(block.title), ...tableFlows(table.header, table.rows, columnShares(table))];
    }
  }
}

/** Word has no chart here: a bar chart's figures as a table, across for a few bars, down for many. */
export function chartTable(block: Extract<DocumentBlock, { kind: 'bar-chart' }>) {
  if (block.bars.length > 12)
    return {
      kind: 'table',
      header: ['', block.title],
      rows: block.bars.map((bar) => [bar.label, bar.display]),
    } as const;
  return {
    kind: 'table',
    header: ['', ...block.bars.map((bar) => bar.label)],
    rows: [['', ...block.bars.map((bar) => bar.display)]],
  } as const;
}

export interface WordPages {
  /** The page each heading starts on, counting the cover as page 1. */
  headingPages: number[];
  /** Pages in all, the cover included. */
  pages: number;
  /** Blocks (by index) that start a page of their own: headings placed near a page's end, and the first after the contents. */
  breakBefore: Set<number>;
}

/** The contents page's lines: its title, one entry per heading (with room for its page number), the field's end. */
function contentsFlows(headings: readonly string[]): Flow[] {
  return [
    {
      kind: 'lines',
      lines: 1,
      line: lineHeight(WORD_STYLE.contentsTitle.size),
      before: 0,
      after: WORD_STYLE.body.after,
    },
    ...headings.map((title) => paragraphFlow(title, textWidth - 30)),
    paragraphFlow(''),
  ];
}

/** The page flow: a cursor down the page that starts a new one when the next thing does not fit. */
class Pages {
  page: number;
  used = 0;
  constructor(first: number) {
    this.page = first;
  }
  newPage() {
    this.page += 1;
    this.used = 0;
  }
  room() {
    return pageHeight - this.used;
  }
  /** Places `flow`; a paragraph splits across pages at any line, a heading (kept whole) moves whole. */
  place(flow: Flow) {
    if (flow.kind === 'break') {
      if (this.used > 0) this.newPage();
      return;
    }
    if (flow.kind === 'row') {
      if (flow.height > this.room() && this.used > 0) {
        this.newPage();
        this.used = flow.header ?? 0;
      }
      this.used += flow.height;
      return;
    }
    const before = this.used === 0 ? 0 : flow.before;
    let fitting = Math.floor((this.room() - before + 0.01) / flow.line);
    if (flow.lines <= fitting) {
      this.used += before + flow.lines * flow.line + flow.after;
      return;
    }
    let left = flow.lines;
    if (flow.heading === undefined) left -= Math.max(0, fitting);
    this.newPage();
    fitting = Math.floor(pageHeight / flow.line);
    while (left > fitting) {
      left -= fitting;
      this.newPage();
    }
    this.used = left * flow.line + flow.after;
  }
  /** Height of a heading with what Word keeps on its page: the next block's first line, or its first row (after the header row). */
  keptHeight(heading: Extract<Flow, { kind: 'lines' }>, next: readonly Flow[]) {
    const own = (this.used === 0 ? 0 : heading.before) + heading.lines * heading.line + heading.after;
    const [first, second] = next;
    if (first?.kind === 'lines') return own + first.line;
    if (first?.kind !== 'row') return own;
    return own + first.height + (second?.kind === 'row' && second.header !== undefined ? second.height : 0);
  }
}

/**
 * The document's pages as Word lays them out: the cover on page 1, the contents (when asked for)
 * from page 2, then the content, each heading's page noted. A heading whose estimate is close to
 * a page's end is sent to the next page, where every reader will put it.
 */
export function wordPages(spec: DocumentSpec): WordPages {
  const headings = spec.blocks.flatMap((block) => (block.kind === 'heading' ? [block.text] : []));
  const pages = new Pages(spec.cover ? 2 : 1);
  const breakBefore = new Set<number>();
  if (spec.cover && spec.toc) {
    contentsFlows(headings).forEach((flow) => pages.place(flow));
    pages.newPage();
    breakBefore.add(0);
  } else if (!spec.cover) {
    // The title, in Word's Title style, heads the first page.
    pages.used = lineHeight(26) + 12;
  }
  const headingPages: number[] = [];
  spec.blocks.forEach((block, index) => {
    const flows = blockFlows(block, headingPages.length);
    const [first] = flows;
    if (first?.kind === 'lines' && first.heading !== undefined) {
      const next = spec.blocks[index + 1];
      const kept = pages.keptHeight(first, next ? blockFlows(next, 0) : []);
      if (pages.used > 0 && kept + GUARD > pages.room()) {
        pages.newPage();
        breakBefore.add(index);
      }
      headingPages.push(pages.page);
    }
    flows.forEach((flow) => pages.place(flow));
  });
  return { headingPages, pages: pages.page, breakBefore };
}
