import { contract } from '@/core/api/contract';
import type { FactId } from '@/core/venture/fact-ids';
import type { VentureDraft } from '@/core/workspace/schema';
import { call } from '@/web/api/client';

/** The workspace's calls, each one endpoint of the contract (core/api/contract.ts). */
export const workspaceApi = {
  workspace: (signal?: AbortSignal) => call(contract.workspace, { signal }),
  createVenture: (draft: Partial<VentureDraft> & { name: string }) => call(contract.createVenture, { body: draft }),
  updateVenture: (id: string, profile: VentureDraft) => call(contract.updateVenture, { params: { id }, body: profile }),
  ventureFacts: (id: string, signal?: AbortSignal) => call(contract.ventureFacts, { params: { id }, signal }),
  pinFact: (id: string, fact: FactId, value: number) =>
    call(contract.pinFact, { params: { id, fact }, body: { value } }),
  unpinFact: (id: string, fact: FactId) => call(contract.unpinFact, { params: { id, fact } }),
  switchVenture: (ventureId: string) => call(contract.switchVenture, { body: { ventureId } }),
  toolDocuments: (tool: string, ventureId: string | null, signal?: AbortSignal) =>
    call(contract.toolDocuments, { params: { tool }, query: { venture: ventureId ?? undefined }, signal }),
  document: (id: string) => call(contract.document, { params: { id } }),
  updateDocument: (id: string, version: number, result: unknown) =>
    call(contract.updateDocument, { params: { id }, body: { version, result: result as Record<string, unknown> } }),
  deleteDocument: (id: string) => call(contract.deleteDocument, { params: { id } }),
  documentVersions: (id: string) => call(contract.documentVersions, { params: { id } }),
  restoreVersion: (id: string, version: number) =>
    call(contract.restoreVersion, { params: { id, version: String(version) } }),
  savedIdeas: (signal?: AbortSignal) => call(contract.savedIdeas, { signal }),
  saveIdea: (idea: unknown) => call(contract.saveIdea, { body: { idea: idea as never } }),
  removeIdea: (id: string) => call(contract.removeIdea, { params: { id } }),
  /** The file's text goes up as it is: the server checks it whole. */
  importWorkspace: (fileText: string) => call(contract.importWorkspace, { body: fileText }),
  deleteWorkspace: () => call(contract.deleteWorkspace, {}),
};

/** Export Workspace: the server answers with the file as an attachment, so a plain link downloads it. */
export const WORKSPACE_EXPORT_URL = contract.exportWorkspace.path;
