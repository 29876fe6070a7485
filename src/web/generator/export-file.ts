import type { ToolExport } from '@/core/exports/formats';
import { OFFLINE_MESSAGE } from '@/web/workspace/api';

/** What the Export menu says when a file could not be made (not in docs/product.md, which had no native exports). */
export const EXPORT_FAILED = 'Export Failed';

/**
 * Asks the server for `entry`'s file, built from `result` as it is on screen (edits included,
 * whether the server has saved them yet or not). Resolves to the file; rejects with a sentence fit to show.
 */
export async function fetchExport(toolId: string, entry: ToolExport, result: unknown): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(`/api/exports/${toolId}/${entry.format}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ result }),
    });
  } catch {
    throw new Error(OFFLINE_MESSAGE);
  }
  if (!response.ok) {
    const data = (await response.json().catch(() => ({}))) as { error?: string };
    throw new Error(data.error ?? `The file could not be made (${response.status}). Please try again.`);
  }
  return response.blob();
}
