/**
 * A document's bar chart in a PDF (pdf-document.ts): bars up from a zero line, or down from it for
 * a negative value (a cash balance below zero), each with its label under the axis. A few bars show
 * their values above them; many (36 months) name every sixth and lean on the axis's figures
 * instead. A deck's charts are drawn by pdf-slides.ts from the slide's layout.
 */
import type { DocumentBlock } from '@/core/exports/spec';
import { colors, FONT, hex, type Pdf } from './pdf-common';

type ChartBlock = Extract<DocumentBlock, { kind: 'bar-chart' }>;

/** Points: the plot's height, the bands for values above it and labels below it, the axis's figures beside it. */
export const CHART = { plot: 150, band: 14, axis: 46, size: 7, many: 12 } as const;

/** The chart's height below its title. */
export const chartHeight = () => CHART.plot + 2 * CHART.band;

/** Whether bar `index` of `count` is named under the axis: all of a few; of many, the first and every sixth. */
const labelled = (index: number, count: number) => count <= CHART.many || index === 0 || (index + 1) % 6 === 0;

function drawAxis(doc: Pdf, block: ChartBlock, area: { x: number; width: number }, y: (value: number) => number) {
  doc.font(FONT.regular).fontSize(CHART.size).fillColor(hex(colors.muted));
  for (const tick of block.axis ?? []) {
    const at = y(tick.value);
    doc.text(tick.display, area.x - CHART.axis, at - CHART.size / 2, {
      width: CHART.axis - 4,
      align: 'right',
      lineBreak: false,
    });
    doc
      .moveTo(area.x, at)
      .lineTo(area.x + area.width, at)
      .lineWidth(tick.value === 0 ? 0.75 : 0.25)
      .stroke(hex(colors.rule));
  }
}

/** Draws `block`'s bars in the box from (`x`, `top`), `width` wide and chartHeight() tall. */
export function drawChart(doc: Pdf, block: ChartBlock, x: number, top: number, width: number) {
  const values = block.bars.map((bar) => bar.value);
  const high = Math.max(0, ...values);
  const low = Math.min(0, ...values);
  const span = high - low || 1;
  const plotTop = top + CHART.band;
  const y = (value: number) => plotTop + ((high - value) / span) * CHART.plot;
  const area = block.axis ? { x: x + CHART.axis, width: width - CHART.axis } : { x, width };
  drawAxis(doc, block, area, y);
  const slot = area.width / Math.max(1, block.bars.length);
  const few = block.bars.length <= CHART.many;
  const zero = y(0);
  block.bars.forEach((bar, index) => {
    const slotX = area.x + index * slot;
    const [from, to] = [y(Math.max(0, bar.value)), y(Math.min(0, bar.value))];
    if (to > from) doc.rect(slotX + slot * 0.15, from, slot * 0.7, to - from).fill(hex(colors.accent));
    const options = { width: slot, align: 'center' as const, lineBreak: false };
    if (few) {
      const valueY = bar.value < 0 ? to + 2 : from - CHART.size * 1.4;
      doc.font(FONT.bold).fontSize(CHART.size).fillColor(hex(colors.text)).text(bar.display, slotX, valueY, options);
    }
    if (labelled(index, block.bars.length))
      doc
        .font(FONT.regular)
        .fontSize(CHART.size)
        .fillColor(hex(colors.muted))
        .text(bar.label, slotX - slot, y(low) + 4, { ...options, width: slot * 3 });
  });
  if (!block.axis)
    doc
      .moveTo(area.x, zero)
      .lineTo(area.x + area.width, zero)
      .lineWidth(0.75)
      .stroke(hex(colors.rule));
}
