import type { ToolExport } from '@/core/exports/formats';
import { call } from '@/web/api/client';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The founder's day, as an ISO date: the date on a document's cover. */
export const localDate = (now = new Date()) =>
  `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;

/**
 * Asks the server for `entry`'s file, built from `result` as it is on screen (edits included,
 * whether the server has saved them yet or not), for the venture shown (its name and its model
 * make a document's cover and key figures). Resolves to the file; rejects with a sentence fit to show
 * (a 409 with `figureConflicts` when the result has conflicts not accepted: conflict-question.tsx asks).
 */
export async function fetchExport(
  toolId: string,
  entry: ToolExport,
  result: unknown,
  ventureId?: string,
  /** The founder chose Export Anyway over the result's figure conflicts. */
  conflictsAccepted = false,
): Promise<Blob> {
  const body = {
    result,
    date: localDate(),
    ...(ventureId ? { ventureId } : {}),
    ...(conflictsAccepted && { conflictsAccepted: true as const }),
  };
  return call('exportFile', { params: { tool: toolId, format: entry.format }, body });
}
