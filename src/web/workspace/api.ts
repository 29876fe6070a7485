import { routes } from '@/core/api/routes';
import type { FactId } from '@/core/venture/fact-ids';
import type { VentureDraft } from '@/core/workspace/schema';
import type { EditCause } from '@/core/workspace/versions';
import { call } from '@/web/api/client';

/** The workspace's calls, each one endpoint of the contract (core/api/contract.ts). */
export const workspaceApi = {
  workspace: (signal?: AbortSignal) => call('workspace', { signal }),
  createVenture: (draft: Partial<VentureDraft> & { name: string }) => call('createVenture', { body: draft }),
  updateVenture: (id: string, profile: VentureDraft) => call('updateVenture', { params: { id }, body: profile }),
  deleteVenture: (id: string) => call('deleteVenture', { params: { id } }),
  /** Use This Idea on a saved Idea Generator result: the idea's venture, and whether the ideas moved to it. */
  useIdea: (documentId: string, idea: { name: string; description: string }) =>
    call('useIdea', { params: { id: documentId }, body: idea }),
  ventureFacts: (id: string, signal?: AbortSignal) => call('ventureFacts', { params: { id }, signal }),
  pinFact: (id: string, fact: FactId, value: number) => call('pinFact', { params: { id, fact }, body: { value } }),
  unpinFact: (id: string, fact: FactId) => call('unpinFact', { params: { id, fact } }),
  switchVenture: (ventureId: string) => call('switchVenture', { body: { ventureId } }),
  toolDocuments: (tool: string, ventureId: string | null, signal?: AbortSignal) =>
    call('toolDocuments', { params: { tool }, query: { venture: ventureId ?? undefined }, signal }),
  document: (id: string) => call('document', { params: { id } }),
  updateDocument: (id: string, version: number, result: unknown, cause?: EditCause) =>
    call('updateDocument', { params: { id }, body: { version, result: result as Record<string, unknown>, cause } }),
  deleteDocument: (id: string) => call('deleteDocument', { params: { id } }),
  /** A page of versions, newest first: the newest, or those older than `before`. */
  documentVersions: (id: string, before?: number) =>
    call('documentVersions', { params: { id }, query: { before: before === undefined ? undefined : String(before) } }),
  restoreVersion: (id: string, version: number) => call('restoreVersion', { params: { id, version: String(version) } }),
  savedIdeas: (signal?: AbortSignal) => call('savedIdeas', { signal }),
  saveIdea: (idea: unknown) => call('saveIdea', { body: { idea: idea as never } }),
  removeIdea: (id: string) => call('removeIdea', { params: { id } }),
  /** The file's text goes up as it is: the server checks it whole. */
  importWorkspace: (fileText: string) => call('importWorkspace', { body: fileText }),
  deleteWorkspace: () => call('deleteWorkspace', {}),
};

/** Export Workspace: the server answers with the file as an attachment, so a plain link downloads it. */
export const WORKSPACE_EXPORT_URL = routes.exportWorkspace.path;
