/** Figures in prose, and their check against the venture's facts (see find.ts, match.ts, replace.ts). */
export { findFigures } from './find';
export { checkFigures, factFor, figureInterval, figureMatches, type FigureCheck, type Said } from './match';
export { replaceFigure } from './replace';
export type { Currency, Figure, FigureUnit, Span } from './types';
