import type { LoaderFunctionArgs } from 'react-router';
import type { VentureOverview } from '@/core/workspace/schema';
import { ApiError } from '@/web/api/client';
import { workspaceApi } from '@/web/workspace/api';

/** What the Venture screen opens on: the current venture's facts and results, none yet, or why they cannot be read. */
export type VentureData =
  { status: 'ready'; overview: VentureOverview } | { status: 'none' } | { status: 'unavailable'; message: string };

/** Loads the current venture's overview with the screen, and again when the workspace changes. */
export async function loadVenture({ request }: LoaderFunctionArgs): Promise<VentureData> {
  try {
    const view = await workspaceApi.workspace(request.signal);
    if (!view.currentVentureId) return { status: 'none' };
    return { status: 'ready', overview: await workspaceApi.ventureFacts(view.currentVentureId, request.signal) };
  } catch (failure) {
    if (request.signal.aborted) throw failure;
    return { status: 'unavailable', message: failure instanceof ApiError ? failure.message : String(failure) };
  }
}
