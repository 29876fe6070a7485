import type { PartPath } from '@/core/venture/document-figures';

/** One checked figure in one text of the result: where it stands, and what its tooltip says. */
export interface FigureMark {
  start: number;
  end: number;
  text: string;
  conflict: boolean;
  note: string;
}

/** Each text's marks, by its path in the result joined with dots ("slides.5.content"). */
export type FigureMarks = ReadonlyMap<string, readonly FigureMark[]>;

export const markKey = (path: PartPath) => path.join('.');

/** The browser's figure check, as a performance measure (scripts/bench-marking.ts reads it). */
export const CHECK_MEASURE = 'venturekit:figure-check';
/** When the checker's warm-up starts: the bench counts long tasks from here. */
export const WARM_UP_MARK = 'venturekit:figure-warm-up';
