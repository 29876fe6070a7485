import type { SlideDesign } from '@/core/deck-design/boxes';

/**
 * Whether `value` is a slide design (core/deck-design/boxes.ts) the Presenter View can draw: its
 * background, and boxes each with its place and the lists its renderer walks. Checked by hand, as
 * the rest of the channel's messages are (deck-channel.ts).
 */
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isHex = (value: unknown) => typeof value === 'string' && /^[0-9A-Fa-f]{6}$/.test(value);
const isStrings = (value: unknown) => Array.isArray(value) && value.every((each) => typeof each === 'string');
const isLines = (value: unknown) => Array.isArray(value) && value.every(isStrings);
const isNumbers = (value: unknown) => Array.isArray(value) && value.every((each) => typeof each === 'number');

const KINDS: Record<string, (box: Record<string, unknown>) => boolean> = {
  text: (box) =>
    isLines(box.paragraphs) &&
    typeof box.size === 'number' &&
    isHex(box.color) &&
    (box.paragraphGap === undefined || Number.isFinite(box.paragraphGap)),
  rect: (box) => isHex(box.fill),
  ellipse: (box) => isHex(box.fill),
  logo: (box) => box.align === 'left' || box.align === 'right',
  chart: (box) => isStrings(box.labels) && isNumbers(box.values) && isStrings(box.displays),
  table: (box) =>
    Array.isArray(box.rows) && box.rows.every(isLines) && isNumbers(box.columns) && isNumbers(box.heights),
};

const isBox = (box: unknown) =>
  isRecord(box) &&
  ['x', 'y', 'w', 'h'].every((key) => Number.isFinite(box[key])) &&
  typeof box.kind === 'string' &&
  Object.hasOwn(KINDS, box.kind) &&
  KINDS[box.kind]!(box);

export const isSlideDesign = (value: unknown): value is SlideDesign =>
  isRecord(value) &&
  typeof value.layout === 'string' &&
  isHex(value.background) &&
  Array.isArray(value.boxes) &&
  value.boxes.every(isBox);

/** The logo's address: a path of this origin only (the deck's screen's `/api/ventures/…/logo`). */
export const isLogoPath = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.startsWith('/') && !value.startsWith('//'));
