/**
 * The checks of a document that state another value than the venture's facts. Apart from the
 * checker (document-figures.ts), so the browser's first load can read checks it did not make.
 */
import type { PartChecks } from './document-figures';
import type { FigureCheck } from './figures';

export const conflictsIn = (parts: readonly PartChecks[]): FigureCheck[] =>
  parts.flatMap((part) => part.checks.filter((check) => check.status === 'conflict'));

/**
 * "2 figures differ from your venture's facts": the count of a result's conflicts, over the
 * conflicts panel, on the Venture screen, in the question before a result leaves (Export, Download,
 * Share), and in the server's refusal of an export or a link that would carry them unsaid.
 */
export const conflictHeading = (count: number) =>
  count === 1 ? '1 figure differs from your venture’s facts' : `${count} figures differ from your venture’s facts`;
