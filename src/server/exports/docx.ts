import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  type ISectionOptions,
  LevelFormat,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
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
import { contentsElements, coverSection, PAGE_MARGINS, pageFooter } from './docx-finish';

const { font, colors } = EXPORT_THEME;
/** Half-points, as Word counts type sizes. */
const BODY_SIZE = 22;
const LIST = { bullets: 'bullets', numbers: 'numbers' } as const;

/** A list of paragraphs, each its own item of `reference`; `instance` restarts a numbered list. */
function listParagraphs(items: readonly string[], reference: string, instance: number): Paragraph[] {
  return items.map((text) => new Paragraph({ text, numbering: { reference, level: 0, instance } }));
}

function cellParagraphs(cell: CellSpec, bold: boolean, nextInstance: () => number): Paragraph[] {
  if (typeof cell === 'string') return [new Paragraph({ children: [new TextRun({ text: cell, bold })] })];
  return [
    ...(cell.heading ? [new Paragraph({ children: [new TextRun({ text: cell.heading, bold: true })] })] : []),
    ...listParagraphs(cell.items, LIST.bullets, nextInstance()),
  ];
}

const border = { style: BorderStyle.SINGLE, size: 4, color: colors.rule };

function table(block: TableBlock, nextInstance: () => number): Table {
  const shares = columnShares(block);
  const row = (cells: readonly CellSpec[], header: boolean) =>
    new TableRow({
      tableHeader: header,
      cantSplit: false,
      children: cells.map(
        (cell, index) =>
          new TableCell({
            children: cellParagraphs(cell, header, nextInstance),
            width: { size: Math.round((shares[index] ?? 0) * 100), type: WidthType.PERCENTAGE },
            margins: { top: 80, bottom: 80, left: 100, right: 100 },
            ...(header ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill: colors.accentTint } } : {}),
          }),
      ),
    });
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: {
      top: border,
      bottom: border,
      left: border,
      right: border,
      insideHorizontal: border,
      insideVertical: border,
    },
    rows: [...(block.header ? [row(block.header, true)] : []), ...block.rows.map((cells) => row(cells, false))],
  });
}

function blockElements(block: DocumentBlock, nextInstance: () => number): (Paragraph | Table)[] {
  switch (block.kind) {
    case 'heading':
      return [new Paragraph({ text: block.text, heading: HeadingLevel.HEADING_1 })];
    case 'paragraph':
      return [new Paragraph({ text: block.text })];
    case 'list':
      return listParagraphs(block.items, block.ordered ? LIST.numbers : LIST.bullets, nextInstance());
    case 'table':
      // A little air after a table, which Word otherwise butts against the next heading.
      return [table(block, nextInstance), new Paragraph({ text: '' })];
    case 'bar-chart':
      // Word has no chart here: the bars' figures as a table, under the chart's title.
      return [
        new Paragraph({ children: [new TextRun({ text: block.title, bold: true })] }),
        table(
          {
            kind: 'table',
            header: ['', ...block.bars.map((bar) => bar.label)],
            rows: [['', ...block.bars.map((bar) => bar.display)]],
          },
          nextInstance,
        ),
      ];
  }
}

const listLevel = (format: (typeof LevelFormat)[keyof typeof LevelFormat], text: string) => ({
  level: 0,
  format,
  text,
  alignment: AlignmentType.START,
  style: { paragraph: { indent: { left: 720, hanging: 360 } } },
});

/** The sections: the content alone under its title; or, with a cover, the cover, then the contents (when asked for) and the content, numbered. */
function sectionsOf(spec: DocumentSpec, nextInstance: () => number): ISectionOptions[] {
  const content = spec.blocks.flatMap((block) => blockElements(block, nextInstance));
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
      properties: { page: { ...page, pageNumbers: { start: 1 } } },
      footers: { default: pageFooter() },
      children: [...(spec.toc ? contentsElements(spec) : []), ...content],
    },
  ];
}

/**
 * A Word document: the title in Word's Title style, each section under Heading 1 (so the navigation
 * pane lists them), real lists and tables; with a cover, the cover and page numbers (docx-finish.ts).
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
    // Word fills the contents' page numbers when it updates fields, which it offers on opening.
    ...(spec.toc ? { features: { updateFields: true } } : {}),
    styles: {
      default: {
        document: {
          run: { font, size: BODY_SIZE, color: colors.text },
          paragraph: { spacing: { after: 120, line: 276 } },
        },
        title: { run: { font, size: 52, bold: true, color: colors.text }, paragraph: { spacing: { after: 240 } } },
        heading1: {
          run: { font, size: 32, bold: true, color: colors.accent },
          paragraph: { spacing: { before: 360, after: 120 }, keepNext: true, keepLines: true },
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
