import type {
  SavedDocument,
  SavedIdeaView,
  ToolDocuments,
  VentureDraft,
  VentureSummary,
  WorkspaceView,
} from '@/core/workspace/schema';

/** A refused or failed workspace request; `message` is the server's own sentence, fit to show. */
export class WorkspaceError extends Error {
  override name = 'WorkspaceError';
  constructor(
    message: string,
    readonly status: number,
    /** What the server has now, on a 409 for a stale edit. */
    readonly current?: SavedDocument,
  ) {
    super(message);
  }
}

/** What a founder reads when the server cannot be reached at all. */
export const OFFLINE_MESSAGE = 'Venturekit could not be reached. Check your connection and try again.';

async function call<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new WorkspaceError(OFFLINE_MESSAGE, 0);
  }
  if (response.status === 204) return undefined as T;
  const data = (await response.json().catch((error: unknown) => {
    // Aborted while the body was arriving: the caller no longer wants it, and an empty object is not an answer.
    if (signal?.aborted) throw error;
    return {};
  })) as { error?: string; current?: SavedDocument };
  if (!response.ok)
    throw new WorkspaceError(data.error ?? `Request failed (${response.status})`, response.status, data.current);
  return data as T;
}

export const workspaceApi = {
  workspace: (signal?: AbortSignal) => call<WorkspaceView>('GET', '/api/workspace', undefined, signal),
  createVenture: (draft: Partial<VentureDraft> & { name: string }) =>
    call<VentureSummary>('POST', '/api/ventures', draft),
  updateVenture: (id: string, profile: VentureDraft) =>
    call<VentureSummary>('PUT', `/api/ventures/${encodeURIComponent(id)}`, profile),
  switchVenture: (ventureId: string) => call<WorkspaceView>('PUT', '/api/workspace/current', { ventureId }),
  toolDocuments: (tool: string, ventureId: string | null, signal?: AbortSignal) =>
    call<ToolDocuments>(
      'GET',
      `/api/tools/${encodeURIComponent(tool)}/documents${ventureId ? `?venture=${encodeURIComponent(ventureId)}` : ''}`,
      undefined,
      signal,
    ),
  document: (id: string) => call<SavedDocument>('GET', `/api/documents/${encodeURIComponent(id)}`),
  updateDocument: (id: string, version: number, result: unknown) =>
    call<SavedDocument>('PUT', `/api/documents/${encodeURIComponent(id)}`, { version, result }),
  deleteDocument: (id: string) => call<void>('DELETE', `/api/documents/${encodeURIComponent(id)}`),
  savedIdeas: (signal?: AbortSignal) => call<{ ideas: SavedIdeaView[] }>('GET', '/api/ideas', undefined, signal),
  saveIdea: (idea: unknown) => call<SavedIdeaView>('POST', '/api/ideas', { idea }),
  removeIdea: (id: string) => call<void>('DELETE', `/api/ideas/${encodeURIComponent(id)}`),
  /** The file's text goes up as it is: the server validates it whole. */
  importWorkspace: (fileText: string) =>
    call<{ ventures: number; documents: number; savedIdeas: number }>('POST', '/api/workspace/import', fileText),
  deleteWorkspace: () => call<void>('DELETE', '/api/workspace'),
};

/** Export Workspace: the server answers with the file as an attachment, so a plain link downloads it. */
export const WORKSPACE_EXPORT_URL = '/api/workspace/export';
