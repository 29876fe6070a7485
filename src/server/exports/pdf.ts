import PDFDocument from 'pdfkit';
import type { SlideDeckSpec, SlideSpec } from '@/core/exports/spec';
import { EXPORT_THEME } from '@/core/exports/theme';
import { drawWithFallbackFonts } from './pdf-fallback';
import { collect, colors, FONT, hex, type Pdf } from './pdf-common';

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
