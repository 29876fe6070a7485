/**
 * The checks of a document that state another value than the venture's facts. Apart from the
 * checker (document-figures.ts), so the browser's first load can read checks it did not make.
 */
import type { PartChecks } from './document-figures';
import type { FigureCheck } from './figures';

export const conflictsIn = (parts: readonly PartChecks[]): FigureCheck[] =>
  parts.flatMap((part) => part.checks.filter((check) => check.status === 'conflict'));
