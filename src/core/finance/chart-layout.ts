/**
 * Where a model's bar chart puts its bars, grid lines and labels, for a frame of a given size in
 * the units its text is set in (CSS pixels on screen; the share page's SVG units): the model's
 * screen (src/web/tools/financials/) and its share page draw the same chart from this. The labels
 * keep their size at any width; on a narrow frame fewer of them are written (every second, third
 * or sixth month), so they stay readable and never overlap.
 */

/** The smallest "round" number (1, 2, 2.5 or 5 times a power of ten) at or above `value`. */
export function niceCeiling(value: number): number {
  if (!(value > 0)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * magnitude >= value * (1 - 1e-12)) ?? 10;
  return step * magnitude;
}

/**
 * An axis for values of either sign, with 0 on it: steps of a round size, the top at or above the
 * highest value and the bottom at or below the lowest (0 when none is negative). About `steps`
 * steps between them.
 */
export function signedScale(values: readonly number[], steps = 4): { top: number; bottom: number; ticks: number[] } {
  const high = Math.max(0, ...values);
  const low = Math.min(0, ...values);
  const step = niceCeiling((high - low) / steps);
  const top = Math.max(step, Math.ceil(high / step) * step);
  const bottom = Math.floor(low / step) * step;
  const ticks: number[] = [];
  for (let tick = bottom; tick <= top + step / 2; tick += step) ticks.push(Math.abs(tick) < step / 2 ? 0 : tick);
  return { top, bottom, ticks };
}

export interface ChartFrame {
  /** The frame's size, in the units its text is set in. */
  width: number;
  height: number;
  /** The labels' size. */
  font: number;
}

export interface ChartOptions {
  /** The label under bar `index` ("M7"). */
  label: (index: number) => string;
  /** A grid line's amount as written ("$25K"). */
  tick: (value: number) => string;
  /** A bar's share of its slot. */
  barShare?: number;
  /** Room above the plot, in labels' heights (1 by default; 2 leaves a value written over the tallest bar room). */
  headroom?: number;
}

export interface ChartLayout {
  /** Each bar, from the zero line up (or down, for a value below zero). */
  bars: { x: number; y: number; width: number; height: number; value: number }[];
  /** The grid lines: where, the amount, and whether it is the zero line. */
  ticks: { y: number; text: string; zero: boolean }[];
  /** The labels written under the bars (the others left out for room), centred on `x`. */
  labels: { x: number; text: string }[];
  /** The plot's edges: grid lines run from `left` to `right`, tick labels end left of `left`. */
  left: number;
  right: number;
  /** Where the bar labels' baseline is. */
  labelY: number;
}

/** A text's width at `font`: 0.6 of the size a character, a little over what Arial's digits and capitals take. */
const widthOf = (text: string, font: number) => text.length * font * 0.6;
/** How many bars a label may stand for: every one, or one in 2, 3, 4, 6 or 12. */
const STEPS = [1, 2, 3, 4, 6, 12];

/** Which bars' labels are written: one every `step` bars, the smallest step at which they do not touch. */
function labelled(slot: number, width: number): (index: number) => boolean {
  const step = STEPS.find((each) => each * slot >= width + 4) ?? Math.ceil((width + 4) / slot);
  return (index) => (index + 1) % step === 0 || (index === 0 && (step - 1) * slot >= width + 4);
}

/** The layout of `values` as bars in `frame`: round grid lines with 0 on one, labels that fit. */
export function chartLayout(values: readonly number[], frame: ChartFrame, options: ChartOptions): ChartLayout {
  const { top, bottom, ticks } = signedScale(values);
  const tickTexts = ticks.map(options.tick);
  const left = Math.max(...tickTexts.map((text) => widthOf(text, frame.font))) + 10;
  const right = frame.width - 4;
  const plotTop = frame.font * (options.headroom ?? 1);
  const labelY = frame.height - frame.font * 0.6;
  const plotBottom = frame.height - frame.font * 2.2;
  const y = (value: number) => plotTop + ((top - value) / (top - bottom)) * (plotBottom - plotTop);
  const slot = (right - left) / Math.max(1, values.length);
  const width = slot * (options.barShare ?? 0.7);
  const texts = values.map((_, index) => options.label(index));
  const shown = labelled(slot, Math.max(0, ...texts.map((text) => widthOf(text, frame.font))));
  return {
    bars: values.map((value, index) => {
      const [from, to] = [y(Math.max(0, value)), y(Math.min(0, value))];
      return { x: left + index * slot + (slot - width) / 2, y: from, width, height: to - from, value };
    }),
    ticks: ticks.map((tick, index) => ({ y: y(tick), text: tickTexts[index] ?? '', zero: tick === 0 })),
    labels: texts.flatMap((text, index) => (shown(index) ? [{ x: left + index * slot + slot / 2, text }] : [])),
    left,
    right,
    labelY,
  };
}
