import {
  AlignmentType,
  BookmarkEnd,
  BookmarkStart,
  BorderStyle,
  Document,
  HeadingLevel,
  type ISectionOptions,
  LevelFormat,
  LineRuleType,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import {
  columnShares,
  type DocumentBlock,
  type DocumentSpec,
  type TableBlock,
  type TableCell as CellSpec,
} from '@/core/exports/spec';
import { EXPORT_THEME } from '@/core/exports/theme';
import { contentsElements, coverSection, headingBookmark, PAGE_MARGINS, pageFooter } from './docx-finish';
import { appended } from './docx-fields';
import { chartTable, TEXT_WIDTH, WORD_STYLE, wordPages } from './docx-layout';

const { font, colors } = EXPORT_THEME;
/** Half-points, as Word counts type sizes. */
const halfPoints = (points: number) => points * 2;
/** Twips, as Word counts spacing. */
const twips = (points: number) => points * 20;
const LIST = { bullets: 'bullets', numbers: 'numbers' } as const;

/** A list of paragraphs, each its own item of `reference`; `instance` restarts a numbered list. */
function listParagraphs(items: readonly string[], reference: string, instance: number, breakBefore = false) {
  return items.map(
    (text, index) =>
      new Paragraph({
        text,
        numbering: { reference, level: 0, instance },
        pageBreakBefore: breakBefore && index === 0,
      }),
  );
}

function cellParagraphs(
  cell: CellSpec,
  { bold, right }: { bold: boolean; right: boolean },
  nextInstance: () => number,
): Paragraph[] {
  if (typeof cell === 'string')
    return [
      new Paragraph({
        children: [new TextRun({ text: cell, bold })],
        ...(right ? { alignment: AlignmentType.RIGHT } : {}),
      }),
    ];
  return [
    ...(cell.heading ? [new Paragraph({ children: [new TextRun({ text: cell.heading, bold: true })] })] : []),
    ...listParagraphs(cell.items, LIST.bullets, nextInstance()),
  ];
}

const border = { style: BorderStyle.SINGLE, size: 4, color: colors.rule };

/** A table across the text's width, its columns fixed at the block's shares (as docx-layout.ts measures them). */
function table(block: TableBlock, nextInstance: () => number): Table {
  const widths = columnShares(block).map((share) => Math.round(share * TEXT_WIDTH));
  const row = (cells: readonly CellSpec[], header: boolean, bold = header) =>
    new TableRow({
      tableHeader: header,
      // A row is kept whole, as docx-layout.ts counts it.
      cantSplit: true,
      children: cells.map(
        (cell, index) =>
          new TableCell({
            children: cellParagraphs(cell, { bold, right: (block.numeric ?? false) && index > 0 }, nextInstance),
            width: { size: widths[index] ?? 0, type: WidthType.DXA },
            margins: {
              top: twips(WORD_STYLE.cell.vertical),
              bottom: twips(WORD_STYLE.cell.vertical),
              left: twips(WORD_STYLE.cell.horizontal),
              right: twips(WORD_STYLE.cell.horizontal),
            },
            ...(header ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill: colors.accentTint } } : {}),
          }),
      ),
    });
  return new Table({
    // Fixed, so Word and LibreOffice both take these widths (LibreOffice reads the grid, Word the cells).
    layout: TableLayoutType.FIXED,
    columnWidths: widths,
    width: { size: widths.reduce((total, width) => total + width, 0), type: WidthType.DXA },
    borders: {
      top: border,
      bottom: border,
      left: border,
      right: border,
      insideHorizontal: border,
      insideVertical: border,
    },
    rows: [
      ...(block.header ? [row(block.header, true)] : []),
      ...block.rows.map((cells, index) => row(cells, false, block.totals?.includes(index))),
    ],
  });
}

/** How a block is placed: the heading's index among the headings (its bookmark), and whether it starts a page. */
interface Placement {
  heading: number;
  breakBefore: boolean;
}

function blockElements(block: DocumentBlock, nextInstance: () => number, place: Placement): (Paragraph | Table)[] {
  const pageBreakBefore = place.breakBefore;
  switch (block.kind) {
    case 'heading':
      // The bookmark by its parts: the library's Bookmark gives every bookmark the id 1.
      return [
        appended(new Paragraph({ heading: HeadingLevel.HEADING_1, pageBreakBefore }), [
          new BookmarkStart(headingBookmark(place.heading), place.heading + 1),
          new TextRun({ text: block.text }),
          new BookmarkEnd(place.heading + 1),
        ]),
      ];
    case 'paragraph':
      return [new Paragraph({ text: block.text, pageBreakBefore })];
    case 'list':
      return listParagraphs(block.items, block.ordered ? LIST.numbers : LIST.bullets, nextInstance(), pageBreakBefore);
    case 'table':
      // A little air after a table, which Word otherwise butts against the next heading.
      return [
        ...(block.caption
          ? [
              new Paragraph({
                children: [new TextRun({ text: block.caption, bold: true })],
                pageBreakBefore,
                keepNext: true,
              }),
            ]
          : pageBreakBefore
            ? [new Paragraph({ pageBreakBefore })]
            : []),
        table(block, nextInstance),
        new Paragraph({ text: '' }),
      ];
    case 'page':
      return [new Paragraph({ pageBreakBefore: true })];
    case 'bar-chart':
      // Word has no chart here: the bars' figures as a table, under the chart's title.
      return [
        new Paragraph({ children: [new TextRun({ text: block.title, bold: true })], pageBreakBefore }),
        table(chartTable(block), nextInstance),
        new Paragraph({ text: '' }),
      ];
  }
}

const listLevel = (format: (typeof LevelFormat)[keyof typeof LevelFormat], text: string) => ({
  level: 0,
  format,
  text,
  alignment: AlignmentType.START,
  style: { paragraph: { indent: { left: twips(WORD_STYLE.listIndent), hanging: 360 } } },
});

/**
 * The sections: the content alone under its title; or, with a cover, the cover, then the contents
 * (when asked for) and the content, numbered. Pages are worked out first (docx-layout.ts), for the
 * contents' page numbers, the page count and the headings that start a page.
 */
function sectionsOf(spec: DocumentSpec, nextInstance: () => number): ISectionOptions[] {
  const pages = wordPages(spec);
  let headings = 0;
  const content = spec.blocks.flatMap((block, index) =>
    blockElements(block, nextInstance, {
      heading: block.kind === 'heading' ? headings++ : headings,
      breakBefore: pages.breakBefore.has(index),
    }),
  );
  const page = { margin: PAGE_MARGINS };
  if (!spec.cover)
    return [
      {
        properties: { page },
        children: [new Paragraph({ text: spec.title, heading: HeadingLevel.TITLE }), ...content],
      },
    ];
  return [
    coverSection(spec.title, spec.cover),
    {
      properties: { page },
      footers: { default: pageFooter(2, pages.pages) },
      children: [...(spec.toc ? contentsElements(spec, pages.headingPages) : []), ...content],
    },
  ];
}

/** Word's line spacing: 1.15 lines, the rule written out (LibreOffice reads a bare w:line as exact points). */
const LINE_SPACING = { line: Math.round(WORD_STYLE.lineMultiple * 240), lineRule: LineRuleType.AUTO };

/**
 * A Word document: the title in Word's Title style, each section under Heading 1 (so the navigation
 * pane lists them), real lists and tables; with a cover, the cover, the contents and page numbers
 * (docx-finish.ts), their fields written with their results so every reader shows them filled in.
 * Its core properties name the venture when the spec's properties do.
 */
export async function renderDocx(spec: DocumentSpec): Promise<Buffer> {
  let instance = 0;
  const nextInstance = () => ++instance;
  const { properties } = spec;
  const document = new Document({
    title: properties?.title ?? spec.title,
    subject: properties?.subject ?? spec.title,
    creator: properties?.author ?? EXPORT_THEME.author,
    lastModifiedBy: EXPORT_THEME.author,
    styles: {
      default: {
        document: {
          run: { font, size: halfPoints(WORD_STYLE.body.size), color: colors.text },
          paragraph: { spacing: { after: twips(WORD_STYLE.body.after), ...LINE_SPACING } },
        },
        title: { run: { font, size: 52, bold: true, color: colors.text }, paragraph: { spacing: { after: 240 } } },
        heading1: {
          run: { font, size: halfPoints(WORD_STYLE.heading.size), bold: true, color: colors.accent },
          paragraph: {
            spacing: { before: twips(WORD_STYLE.heading.before), after: twips(WORD_STYLE.heading.after) },
            keepNext: true,
            keepLines: true,
          },
        },
      },
    },
    numbering: {
      config: [
        { reference: LIST.bullets, levels: [listLevel(LevelFormat.BULLET, '•')] },
        { reference: LIST.numbers, levels: [listLevel(LevelFormat.DECIMAL, '%1.')] },
      ],
    },
    sections: sectionsOf(spec, nextInstance),
  });
  return Packer.toBuffer(document);
}
