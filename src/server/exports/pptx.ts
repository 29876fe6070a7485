import PptxGenJS from 'pptxgenjs';
import type { SlideDeckSpec, SlideSpec } from '@/core/exports/spec';
import { EXPORT_THEME } from '@/core/exports/theme';
import { bodyFontSize } from './fit-text';

const { font, colors } = EXPORT_THEME;
/** LAYOUT_WIDE: 13.33 × 7.5 inches, 16:9. */
const WIDTH = 13.333;
const MARGIN = 0.7;

function addTitleSlide(pptx: PptxGenJS, spec: SlideSpec) {
  const slide = pptx.addSlide();
  slide.background = { color: colors.accent };
  slide.addText(spec.title, {
    x: MARGIN,
    y: 2.2,
    w: WIDTH - 2 * MARGIN,
    h: 1.6,
    fontFace: font,
    fontSize: 44,
    bold: true,
    color: colors.white,
    valign: 'bottom',
    fit: 'shrink',
  });
  if (spec.lines.length > 0) {
    slide.addText(
      spec.lines.map((line) => ({ text: line, options: { breakLine: true } })),
      {
        x: MARGIN,
        y: 4.0,
        w: WIDTH - 2 * MARGIN,
        h: 2.2,
        fontFace: font,
        fontSize: 20,
        color: colors.accentTint,
        valign: 'top',
        paraSpaceAfter: 6,
        fit: 'shrink',
      },
    );
  }
  slide.addNotes(spec.notes);
}

function addContentSlide(pptx: PptxGenJS, spec: SlideSpec) {
  const slide = pptx.addSlide();
  slide.background = { color: colors.white };
  slide.addShape(pptx.ShapeType.rect, {
    x: 0,
    y: 0,
    w: WIDTH,
    h: 0.12,
    fill: { color: colors.accent },
    line: { color: colors.accent },
  });
  slide.addText(spec.title, {
    x: MARGIN,
    y: 0.45,
    w: WIDTH - 2 * MARGIN,
    h: 0.9,
    fontFace: font,
    fontSize: 30,
    bold: true,
    color: colors.text,
    valign: 'middle',
    fit: 'shrink',
  });
  slide.addText(
    spec.lines.map((line) => ({ text: line, options: { bullet: { indent: 18 }, breakLine: true } })),
    {
      x: MARGIN,
      y: 1.55,
      w: WIDTH - 2 * MARGIN,
      h: 5.3,
      fontFace: font,
      fontSize: bodyFontSize(spec.lines),
      color: colors.text,
      valign: 'top',
      paraSpaceAfter: 8,
      fit: 'shrink',
    },
  );
  slide.slideNumber = {
    x: WIDTH - MARGIN - 0.6,
    y: 7.0,
    w: 0.6,
    h: 0.3,
    fontFace: font,
    fontSize: 10,
    color: colors.muted,
    align: 'right',
  };
  slide.addNotes(spec.notes);
}

/** pitch-deck.pptx: 16:9, a title slide in the accent colour, then a slide per deck slide with its bullets and its speaker notes. */
export async function renderPptx(deck: SlideDeckSpec): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.title = deck.title;
  pptx.author = EXPORT_THEME.author;
  pptx.company = '';
  pptx.subject = 'Pitch deck';
  pptx.theme = { headFontFace: font, bodyFontFace: font };
  for (const slide of deck.slides) {
    if (slide.kind === 'title') addTitleSlide(pptx, slide);
    else addContentSlide(pptx, slide);
  }
  const data = await pptx.write({ outputType: 'nodebuffer' });
  return data as Buffer;
}
