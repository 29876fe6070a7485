/**
 * What makes a Word document look finished (docx.ts writes the content): a cover section, a table
 * of contents over the headings, and "Page N of M" in the content's footer, the fields written with
 * their results (docx-fields.ts, from the pages docx-layout.ts works out). The cover is a section of
 * its own, so its page carries no footer.
 */
import {
  AlignmentType,
  BorderStyle,
  Footer,
  HeadingLevel,
  LeaderType,
  Paragraph,
  Tab,
  TabStopType,
  TextRun,
  VerticalAlignSection,
  type ISectionOptions,
} from 'docx';
import { PAGE_LABEL, TOC_TITLE } from '@/core/exports/context';
import type { DocumentCover, DocumentSpec } from '@/core/exports/spec';
import { EXPORT_THEME } from '@/core/exports/theme';
import { TEXT_WIDTH, WORD_PAGE } from './docx-layout';
import { appended, ContentsControl, field, fieldEnd, fieldStart, internalLink } from './docx-fields';

const { colors } = EXPORT_THEME;

/** Twips: 2 cm margins all round. */
const { margin } = WORD_PAGE;
export const PAGE_MARGINS = { top: margin, bottom: margin, left: margin, right: margin } as const;

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

/** The bookmark a heading carries, which its contents entry links to and takes its page number from. */
export const headingBookmark = (index: number) => `_Toc${index + 1}`;

/**
 * "Page N of M" centred at the foot of the content's pages: Word's PAGE and NUMPAGES fields, which
 * every reader computes, with the first numbered page and the estimated count written as their
 * results for one that does not. Pages count from the cover, which carries no footer.
 */
export function pageFooter(firstNumbered: number, pages: number): Footer {
  const style = { size: 18, color: colors.muted };
  return new Footer({
    children: [
      appended(new Paragraph({ alignment: AlignmentType.CENTER }), [
        new TextRun({ text: PAGE_LABEL.before, ...style }),
        ...field('PAGE', String(firstNumbered), style),
        new TextRun({ text: PAGE_LABEL.between, ...style }),
        ...field('NUMPAGES', String(pages), style),
      ]),
    ],
  });
}

/** A contents entry: the heading's title and its page, dotted to the right margin, linked to the heading. */
function contentsEntry(title: string, index: number, page: number, first: boolean) {
  const bookmark = headingBookmark(index);
  const paragraph = new Paragraph({
    tabStops: [{ type: TabStopType.RIGHT, position: TEXT_WIDTH, leader: LeaderType.DOT }],
  });
  return appended(paragraph, [
    ...(first ? fieldStart(CONTENTS_FIELD) : []),
    internalLink(bookmark, [
      new TextRun({ text: title }),
      new TextRun({ children: [new Tab()] }),
      ...field(`PAGEREF ${bookmark} \\h`, String(page)),
    ]),
  ]);
}

/** Word's TOC field over Heading 1, with hyperlinked entries. */
const CONTENTS_FIELD = 'TOC \\o "1-1" \\h \\z';

/**
 * The contents: Word's TOC field over Heading 1, written with its result (each section's title
 * and page, from docx-layout.ts), so every reader shows it filled in as it opens; Word rebuilds it
 * when asked. The content starts on the next page (its first block breaks the page).
 */
export function contentsElements(spec: DocumentSpec, headingPages: readonly number[]): (Paragraph | ContentsControl)[] {
  const headings = spec.blocks.flatMap((block) => (block.kind === 'heading' ? [block.text] : []));
  const title = new Paragraph({
    children: [new TextRun({ text: TOC_TITLE, bold: true, size: 44, color: colors.text })],
  });
  if (headings.length === 0) return [title];
  const entries = headings.map((heading, index) =>
    contentsEntry(heading, index, headingPages[index] ?? 1, index === 0),
  );
  // The field ends in a paragraph of its own, as Word writes it.
  const end = appended(new Paragraph({}), [fieldEnd()]);
  return [title, new ContentsControl([...entries, end])];
}
