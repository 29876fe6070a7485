import type { ToolDocuments } from '@/core/workspace/schema';
import { ApiError } from '@/web/api/client';
import { workspaceApi } from './api';

/** A tool screen's saved work as its route loaded it: the History list and the newest whole, or why it could not be read. */
export type SavedWork = ({ status: 'ready' } & ToolDocuments) | { status: 'unavailable'; message: string };

/**
 * The tool's saved work in the current venture (the server knows which it is), loaded by the
 * tool's route in parallel with the screen's code, so the screen opens on its newest result with
 * no empty form first. A failure is the screen's notice, not an error page: the tool still works.
 */
export async function loadSavedWork(toolId: string, signal: AbortSignal): Promise<SavedWork> {
  try {
    return { status: 'ready', ...(await workspaceApi.toolDocuments(toolId, null, signal)) };
  } catch (failure) {
    if (signal.aborted) throw failure;
    return { status: 'unavailable', message: failure instanceof ApiError ? failure.message : String(failure) };
  }
}
