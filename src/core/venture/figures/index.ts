/** Figures in prose (see find.ts). */
export { findFigures } from './find';
export type { Currency, Figure, FigureUnit, Span } from './types';
