import { contract } from '@/core/api/contract';
import type { ToolExport } from '@/core/exports/formats';
import { call } from '@/web/api/client';

/** What the Export menu says when a file could not be made (not in docs/product.md, which had no native exports). */
export const EXPORT_FAILED = 'Export Failed';

/**
 * Asks the server for `entry`'s file, built from `result` as it is on screen (edits included,
 * whether the server has saved them yet or not). Resolves to the file; rejects with a sentence fit to show.
 */
export async function fetchExport(
  toolId: string,
  entry: ToolExport,
  result: unknown,
  ventureId?: string | null,
): Promise<Blob> {
  return call(contract.exportFile, {
    params: { tool: toolId, format: entry.format },
    // The venture's own: a deck is drawn in its design, with its logo and figures.
    body: ventureId ? { result, ventureId } : { result },
  });
}
