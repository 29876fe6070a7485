import PptxGenJS from 'pptxgenjs';
import type { Box, ChartBox, SlideDesign, TableBox, TextBox } from '@/core/deck-design/boxes';
import type { LogoImage, SlideDeckSpec } from '@/core/exports/spec';
import { EXPORT_THEME } from '@/core/exports/theme';
import { mendPptx } from './pptx-paragraphs';

const { font } = EXPORT_THEME;
/** Slide units are points: 72 to the inch. */
const inch = (points: number) => points / 72;
const place = (box: Box) => ({ x: inch(box.x), y: inch(box.y), w: inch(box.w), h: inch(box.h) });

type Slide = PptxGenJS.Slide;

/** A fitted text box: each paragraph its own (a bullet when the box has bullets), its lines joined by soft breaks so none re-wraps. */
function addText(slide: Slide, box: TextBox) {
  const runs = box.paragraphs.flatMap((lines, index) =>
    lines.map((line, at) => ({
      text: line,
      options: {
        ...(at > 0 ? { softBreakBefore: true } : {}),
        ...(at === 0 && box.bullet ? { bullet: { indent: box.size } } : {}),
        ...(at === 0 && index > 0 && box.paragraphGap ? { paraSpaceBefore: box.paragraphGap } : {}),
        breakLine: at === lines.length - 1,
      },
    })),
  );
  slide.addText(runs, {
    ...place(box),
    margin: 0,
    fontFace: font,
    fontSize: box.size,
    bold: box.bold,
    color: box.color,
    align: box.align,
    valign: box.valign,
    // In points, as the layout measured: a multiple (spcPct) is of the font's own single spacing,
    // about 1.15 times the size in Arial, so 1.35 drew lines 15-20% apart further than the screen's.
    lineSpacing: box.size * box.lineHeight,
    fit: 'none',
    wrap: true,
  });
}

/** A native column chart with the engine's figures as its data: editable in PowerPoint and LibreOffice. */
function addChart(pptx: PptxGenJS, slide: Slide, box: ChartBox) {
  slide.addChart(pptx.ChartType.bar, [{ name: box.name, labels: box.labels, values: box.values }], {
    ...place(box),
    barDir: 'col',
    chartColors: [box.color],
    showLegend: false,
    showValue: true,
    dataLabelPosition: 'outEnd',
    dataLabelFormatCode: box.format ?? '#,##0',
    dataLabelColor: box.text,
    dataLabelFontSize: box.size,
    dataLabelFontFace: font,
    catAxisLabelColor: box.text,
    catAxisLabelFontSize: box.size,
    catAxisLabelFontFace: font,
    catAxisLineShow: true,
    valAxisHidden: true,
    valGridLine: { style: 'none' },
    valAxisLabelFormatCode: box.format ?? '#,##0',
  });
}

function addTable(slide: Slide, box: TableBox) {
  const rows = box.rows.map((row, at) =>
    row.map((lines) => ({
      text: lines.join('\n'),
      options: at === 0 ? { bold: true, color: box.header.text, fill: { color: box.header.fill } } : {},
    })),
  );
  slide.addTable(rows, {
    x: inch(box.x),
    y: inch(box.y),
    w: inch(box.w),
    colW: box.columns.map(inch),
    rowH: box.heights.map(inch),
    fontFace: font,
    fontSize: box.size,
    color: box.text,
    valign: 'middle',
    margin: 8,
    border: { type: 'solid', pt: 0.75, color: box.rule },
  });
}

/** The logo as pptxgenjs takes it, made once for every slide ("image/png;base64,..."). */
const logoData = (logo: LogoImage | undefined) =>
  logo && `${logo.type};base64,${Buffer.from(logo.data).toString('base64')}`;

function addBox(pptx: PptxGenJS, slide: Slide, box: Box, logo: string | undefined) {
  switch (box.kind) {
    case 'text':
      return addText(slide, box);
    case 'rect':
    case 'ellipse':
      return slide.addShape(box.kind === 'rect' ? pptx.ShapeType.rect : pptx.ShapeType.ellipse, {
        ...place(box),
        fill: { color: box.fill },
        line: { color: box.fill, width: 0 },
      });
    case 'logo':
      if (!logo) return;
      return slide.addImage({
        data: logo,
        ...place(box),
        sizing: { type: 'contain', w: inch(box.w), h: inch(box.h) },
      });
    case 'chart':
      return addChart(pptx, slide, box);
    case 'table':
      return addTable(slide, box);
  }
}

function addSlide(pptx: PptxGenJS, design: SlideDesign, notes: string, logo: string | undefined) {
  const slide = pptx.addSlide();
  slide.background = { color: design.background };
  for (const box of design.boxes) addBox(pptx, slide, box, logo);
  slide.addNotes(notes);
}

/** pitch-deck.pptx: 16:9, each slide drawn from its design (core/deck-design) box by box, with its speaker notes. */
export async function renderPptx(deck: SlideDeckSpec): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.title = deck.title;
  pptx.author = EXPORT_THEME.author;
  pptx.company = '';
  pptx.subject = 'Pitch deck';
  pptx.theme = { headFontFace: font, bodyFontFace: font };
  const logo = logoData(deck.logo);
  deck.designs.forEach((design, index) => addSlide(pptx, design, deck.slides[index]?.notes ?? '', logo));
  return mendPptx((await pptx.write({ outputType: 'nodebuffer' })) as Buffer);
}
