import type { ChartBox } from './boxes';

export interface BarPlace {
  /** The bar. */
  x: number;
  y: number;
  w: number;
  h: number;
  /** Its slot, the width its label and value are centred in. */
  slotX: number;
  slotW: number;
  label: string;
  display: string;
}

/**
 * Where a chart's bars, values and labels go inside its box, in slide units: the screen and the
 * .pdf draw the same bars from this (the .pptx's chart is PowerPoint's own, from the same data).
 * Bars grow from a baseline above the labels, the tallest leaving room for its value above it.
 */
export function chartGeometry(box: ChartBox): { bars: BarPlace[]; baseline: number; labelY: number } {
  const band = box.size * 1.8;
  const baseline = box.y + box.h - band;
  const room = baseline - (box.y + band);
  const max = Math.max(1, ...box.values);
  const slotW = box.w / Math.max(1, box.values.length);
  const bars = box.values.map((value, index) => {
    const h = (Math.max(0, value) / max) * room;
    const slotX = box.x + index * slotW;
    return {
      x: slotX + slotW * 0.2,
      y: baseline - h,
      w: slotW * 0.6,
      h,
      slotX,
      slotW,
      label: box.labels[index] ?? '',
      display: box.displays[index] ?? '',
    };
  });
  return { bars, baseline, labelY: baseline + box.size * 0.4 };
}
