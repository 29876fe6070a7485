/**
 * What makes a PDF document look finished (pdf-document.ts draws the content): a cover page, a
 * table of contents with each section's page, bookmarks, and "Page N of M" in the footer of every
 * page but the cover. Pages are buffered, so the contents and the numbers are written last, once
 * every page is known.
 */
import { pageLabel, TOC_TITLE } from '@/core/exports/context';
import type { DocumentCover } from '@/core/exports/spec';
import { colors, FONT, hex, type Pdf } from './pdf-common';

/** A section as the contents list it: its heading, the page it starts on (0-based, the cover being 0), its destination. */
export interface SectionMark {
  title: string;
  page: number;
  destination: string;
}

/** Contents entries per page: 22 points each below the heading. */
const ENTRIES_PER_PAGE = 28;

/** The 0-based index of the page being drawn (pages are buffered, so it is the last one). */
export const currentPage = (doc: Pdf) => {
  const range = doc.bufferedPageRange();
  return range.start + range.count - 1;
};

/** The cover, alone on the first page: an accent band, the venture's name large, the title, the date. */
export function drawCover(doc: Pdf, title: string, cover: DocumentCover) {
  const left = doc.page.margins.left + 12;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.rect(0, 0, 18, doc.page.height).fill(hex(colors.accent));
  let y = doc.page.height * 0.36;
  if (cover.venture) {
    doc.font(FONT.bold).fontSize(34).fillColor(hex(colors.text));
    doc.text(cover.venture, left, y, { width });
    y = doc.y + 10;
  }
  doc.rect(left, y, 64, 4).fill(hex(colors.accent));
  doc.font(FONT.regular).fontSize(22).fillColor(hex(colors.accent));
  doc.text(title, left, y + 22, { width });
  doc.font(FONT.regular).fontSize(12).fillColor(hex(colors.muted));
  doc.text(cover.date, left, doc.y + 10, { width });
}

/** Blank pages for the contents of `sections` headings, filled by `drawContents` once their pages are known. */
export function reserveContents(doc: Pdf, sections: number): number {
  const first = currentPage(doc);
  const pages = Math.max(1, Math.ceil(sections / ENTRIES_PER_PAGE));
  for (let page = 0; page < pages; page++) doc.addPage();
  return first;
}

/** The contents on the reserved pages: each section with its page number (the cover being page 1), dotted to it, linked to it. */
export function drawContents(doc: Pdf, firstPage: number, sections: readonly SectionMark[]) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  sections.forEach((section, index) => {
    const slot = index % ENTRIES_PER_PAGE;
    if (slot === 0) {
      doc.switchToPage(firstPage + index / ENTRIES_PER_PAGE);
      doc.font(FONT.bold).fontSize(22).fillColor(hex(colors.text)).text(TOC_TITLE, left, doc.page.margins.top);
    }
    const y = doc.page.margins.top + 48 + slot * 22;
    const number = String(section.page + 1);
    doc.font(FONT.regular).fontSize(12).fillColor(hex(colors.text));
    const titleWidth = Math.min(doc.widthOfString(section.title), width - 60);
    doc.text(section.title, left, y, {
      width: width - 50,
      lineBreak: false,
      ellipsis: true,
      goTo: section.destination,
    });
    doc.text(number, left + width - 40, y, { width: 40, align: 'right', lineBreak: false, goTo: section.destination });
    const dotsFrom = left + titleWidth + 6;
    const dotsTo = left + width - doc.widthOfString(number) - 6;
    if (dotsTo > dotsFrom)
      doc
        .moveTo(dotsFrom, y + 10)
        .lineTo(dotsTo, y + 10)
        .lineWidth(1)
        .dash(0.5, { space: 3 })
        .stroke(hex(colors.rule));
    doc.undash();
  });
}

/** "Page N of M" at the foot of every page after the cover, counting the cover as page 1 (as Word's PAGE and NUMPAGES do). */
export function numberPages(doc: Pdf) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start + 1; index < start + count; index++) {
    doc.switchToPage(index);
    const { bottom } = doc.page.margins;
    // Below the bottom margin pdfkit would start a new page: the margin is lifted while the footer is drawn.
    doc.page.margins.bottom = 0;
    doc.font(FONT.regular).fontSize(9).fillColor(hex(colors.muted));
    doc.text(pageLabel(index - start + 1, count), doc.page.margins.left, doc.page.height - 36, {
      width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
      align: 'center',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}
