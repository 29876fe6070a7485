import type { ToolDocuments } from '@/core/workspace/schema';
import { ApiError, call } from '@/web/api/client';
import type { ResumedGeneration } from '@/web/generator/use-generator';
import { workspaceApi } from './api';

/**
 * A tool screen's saved work as its route loaded it: the History list and the current result whole
 * (the one last made, edited or restored), and the tool's generation still running on the server,
 * if any; or why it could not be read.
 */
export type SavedWork =
  ({ status: 'ready'; running: ResumedGeneration | null } & ToolDocuments) | { status: 'unavailable'; message: string };

/** The tool's generation the server still runs in the venture; none when it cannot say (the saved work is what counts). */
async function runningGeneration(toolId: string, signal: AbortSignal): Promise<ResumedGeneration | null> {
  try {
    return (await call('currentGeneration', { query: { tool: toolId }, signal })).generation;
  } catch (failure) {
    if (signal.aborted) throw failure;
    return null;
  }
}

/**
 * The tool's saved work in the current venture (the server knows which it is), loaded by the
 * tool's route in parallel with the screen's code, so the screen opens on its current result with
 * no empty form first, or on the generation still running (after a reload) with its progress. A
 * failure is the screen's notice, not an error page: the tool still works.
 */
export async function loadSavedWork(toolId: string, signal: AbortSignal): Promise<SavedWork> {
  const running = runningGeneration(toolId, signal);
  // Read below unless the saved work fails first; then only an abort can reject it, and that is told once.
  running.catch(() => undefined);
  try {
    const documents = await workspaceApi.toolDocuments(toolId, null, signal);
    return { status: 'ready', ...documents, running: await running };
  } catch (failure) {
    if (signal.aborted) throw failure;
    return { status: 'unavailable', message: failure instanceof ApiError ? failure.message : String(failure) };
  }
}
