/**
 * What makes a Word document look finished (docx.ts writes the content): a cover section, a table
 * of contents over the headings, and "Page N of M" in the content's footer. The cover is a section
 * of its own, so its page carries no footer and the content's pages count from 1.
 */
import {
  AlignmentType,
  BorderStyle,
  Footer,
  HeadingLevel,
  PageBreak,
  PageNumber,
  Paragraph,
  TableOfContents,
  TextRun,
  VerticalAlignSection,
  type ISectionOptions,
} from 'docx';
import { PAGE_LABEL, TOC_TITLE } from '@/core/exports/context';
import type { DocumentCover, DocumentSpec } from '@/core/exports/spec';
import { EXPORT_THEME } from '@/core/exports/theme';

const { colors } = EXPORT_THEME;

/** Twips: 2 cm margins all round. */
export const PAGE_MARGINS = { top: 1134, bottom: 1134, left: 1134, right: 1134 } as const;

/** The cover page: the venture's name large, an accent rule, the title (Word's Title style), the date; centred on the page. */
export function coverSection(title: string, cover: DocumentCover): ISectionOptions {
  const rule = { style: BorderStyle.SINGLE, size: 24, color: colors.accent, space: 12 };
  return {
    properties: { page: { margin: PAGE_MARGINS }, verticalAlign: VerticalAlignSection.CENTER },
    children: [
      ...(cover.venture
        ? [
            new Paragraph({
              children: [new TextRun({ text: cover.venture, bold: true, size: 68, color: colors.text })],
              border: { bottom: rule },
              spacing: { after: 360 },
            }),
          ]
        : []),
      new Paragraph({
        heading: HeadingLevel.TITLE,
        children: [new TextRun({ text: title, bold: false, color: colors.accent })],
      }),
      new Paragraph({ children: [new TextRun({ text: cover.date, size: 24, color: colors.muted })] }),
    ],
  };
}

/** "Page N of M" centred at the foot of the content's pages: Word's PAGE and SECTIONPAGES fields. */
export function pageFooter(): Footer {
  return new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [
          new TextRun({
            children: [PAGE_LABEL.before, PageNumber.CURRENT, PAGE_LABEL.between, PageNumber.TOTAL_PAGES_IN_SECTION],
            size: 18,
            color: colors.muted,
          }),
        ],
      }),
    ],
  });
}

/**
 * The contents: Word's TOC field over Heading 1, its entries already written (each section's title,
 * linked), so it reads right as it opens; Word fills in the page numbers when it updates its fields,
 * which it offers to do on opening (`updateFields`). Then the content starts on a new page.
 */
export function contentsElements(spec: DocumentSpec): (Paragraph | TableOfContents)[] {
  const headings = spec.blocks.flatMap((block) => (block.kind === 'heading' ? [block.text] : []));
  return [
    new Paragraph({ children: [new TextRun({ text: TOC_TITLE, bold: true, size: 44, color: colors.text })] }),
    new TableOfContents(TOC_TITLE, {
      hyperlink: true,
      headingStyleRange: '1-1',
      cachedEntries: headings.map((title) => ({ title, level: 1 })),
    }),
    new Paragraph({ children: [new PageBreak()] }),
  ];
}
