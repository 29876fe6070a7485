/**
 * The HTTP API, each endpoint once: its method, path, parameters, query, body and answer as
 * schemas. The server registers its routes from these (validation and typed handlers), the
 * browser's one client builds every call from them, and the screen tests' fake server answers by
 * them, so none of the three can drift from the others. README, "API" says what each does.
 */
import * as z from 'zod/mini';
import { endpoint, type Endpoint } from './endpoint';
import { routes } from './routes';
import { tools } from '../tools/listings';
import {
  importSummary,
  savedDocument,
  savedIdeaView,
  toolDocuments,
  ventureDraft,
  ventureSummary,
  ventureOverview,
  workspaceView,
} from '../workspace/schema';
import { FACT_IDS } from '../venture/fact-ids';
import { documentVersions, EDIT_CAUSES } from '../workspace/versions';
import { businessIdea } from '../tools/ideas/schema';
import { createdShareLink, shareLinkAnalytics, shareLinkDraft, shareLinkView } from '../share/schema';
import { deckDesign, deckDesignChoice, LOGO_MAX_BYTES } from '../deck-design/schema';
import { accountContract } from './account-contract';
import { commentDraft, documentComments, threadView } from '../comments/schema';
import { ventureActivity } from '../activity/schema';
import { idParams, idText } from './params';

/** A version's number in a path or query: 1 and up. */
const versionText = z.string().check(z.regex(/^[1-9]\d{0,8}$/));
const factParams = z.strictObject({ id: idText, fact: z.enum(FACT_IDS) });
const toolParams = z.strictObject({ tool: z.enum(tools.map((tool) => tool.id) as [string, ...string[]]) });
/** A generation still running on the server: its inputs (for the form) and the model's text so far. */
const runningGeneration = z.object({
  id: z.string(),
  tool: z.string(),
  inputs: z.record(z.string(), z.string()),
  text: z.string(),
  startedAt: z.string(),
});

export const contract = {
  health: endpoint({
    ...routes.health,
    response: z.object({
      status: z.literal('ok'),
      provider: z.enum(['offline', 'openai-compatible']),
      model: z.string(),
      database: z.object({ kind: z.enum(['embedded', 'postgres']), up: z.boolean() }),
      /** Whether the server sends email (SMTP_URL): without it, no screen offers a link by email. */
      mail: z.boolean(),
    }),
  }),
  workspace: endpoint({ ...routes.workspace, response: workspaceView }),
  createVenture: endpoint({ ...routes.createVenture, body: ventureDraft, response: ventureSummary }),
  updateVenture: endpoint({ ...routes.updateVenture, params: idParams, body: ventureDraft, response: ventureSummary }),
  // Delete Venture: the venture and all it holds (results, versions, pins, design, share links and
  // their analytics) in one transaction; answers the workspace, its current venture another or none.
  deleteVenture: endpoint({ ...routes.deleteVenture, params: idParams, response: workspaceView }),
  ventureFacts: endpoint({ ...routes.ventureFacts, params: idParams, response: ventureOverview }),
  // The venture's activity, newest first, and what is new to the member (docs/product.md §16 "Activity").
  ventureActivity: endpoint({ ...routes.ventureActivity, params: idParams, response: ventureActivity }),
  markActivitySeen: endpoint({ ...routes.markActivitySeen, params: idParams }),
  // The value is checked against the fact's own bounds (core/venture/pins.ts): a 400 says why.
  pinFact: endpoint({
    ...routes.pinFact,
    params: factParams,
    body: z.strictObject({ value: z.number() }),
    response: ventureOverview,
  }),
  unpinFact: endpoint({ ...routes.unpinFact, params: factParams, response: ventureOverview }),
  switchVenture: endpoint({
    ...routes.switchVenture,
    body: z.strictObject({ ventureId: idText }),
    response: workspaceView,
  }),
  toolDocuments: endpoint({
    ...routes.toolDocuments,
    params: toolParams,
    query: z.object({ venture: z.optional(idText) }),
    response: toolDocuments,
  }),
  document: endpoint({ ...routes.document, params: idParams, response: savedDocument }),
  updateDocument: endpoint({
    ...routes.updateDocument,
    params: idParams,
    // The result is checked against its tool's own edit schema once the document's tool is known.
    body: z.strictObject({
      version: z.int().check(z.gte(1)),
      result: z.record(z.string(), z.unknown()),
      cause: z.optional(z.enum(EDIT_CAUSES)),
    }),
    // Made on an older version than the stored one: merged by parts (`merged`), or a 409 naming them.
    response: z.extend(savedDocument, { merged: z.optional(z.literal(true)) }),
  }),
  documentVersions: endpoint({
    ...routes.documentVersions,
    params: idParams,
    query: z.object({ before: z.optional(versionText) }),
    response: documentVersions,
  }),
  restoreVersion: endpoint({
    ...routes.restoreVersion,
    params: z.strictObject({ id: idText, version: versionText }),
    response: savedDocument,
  }),
  deleteDocument: endpoint({ ...routes.deleteDocument, params: idParams }),
  // Use This Idea on a saved Idea Generator result: the idea's name and description (as edited on its
  // card) make its venture: the ideas' own when it holds nothing else, else a new one the ideas move to.
  useIdea: endpoint({
    ...routes.useIdea,
    params: idParams,
    body: z.pick(ventureDraft, { name: true, description: true }),
    response: z.object({ venture: ventureSummary, moved: z.boolean() }),
  }),
  // Share links (README, "Share links"): the owner's only; the public page is /s/:token, outside the API.
  shareLinks: endpoint({
    ...routes.shareLinks,
    params: idParams,
    response: z.object({ links: z.array(shareLinkView) }),
  }),
  // Of a result with figure conflicts: a 409 with `figureConflicts` unless `conflictsAccepted` (Share Anyway).
  createShareLink: endpoint({
    ...routes.createShareLink,
    params: idParams,
    body: shareLinkDraft,
    response: createdShareLink,
  }),
  revokeShareLink: endpoint({ ...routes.revokeShareLink, params: idParams, response: shareLinkView }),
  shareLinkAnalytics: endpoint({ ...routes.shareLinkAnalytics, params: idParams, response: shareLinkAnalytics }),
  savedIdeas: endpoint({ ...routes.savedIdeas, response: z.object({ ideas: z.array(savedIdeaView) }) }),
  saveIdea: endpoint({
    ...routes.saveIdea,
    body: z.strictObject({ idea: z.strictObject(businessIdea.shape) }),
    response: savedIdeaView,
  }),
  removeIdea: endpoint({ ...routes.removeIdea, params: idParams }),
  exportWorkspace: endpoint({ ...routes.exportWorkspace }),
  // The file is checked whole on the server (store/repositories/transfer.ts), past what a schema here could say.
  importWorkspace: endpoint({ ...routes.importWorkspace, body: z.unknown(), response: importSummary }),
  deleteWorkspace: endpoint({ ...routes.deleteWorkspace }),
  // An unknown tool is a 404, and the body, `{ inputs, ventureId? }`, is checked against the tool's
  // own inputs once the tool is known, naming fields by their labels (routes/generate.ts).
  generate: endpoint({ ...routes.generate, params: z.strictObject({ tool: z.string() }), body: z.unknown() }),
  // A rewrite of one editable part of a saved result, streamed like a generation: the body,
  // `{ documentId, path, style, instruction? }`, is checked once the tool is known (routes/rewrite.ts).
  // Nothing is saved: `done` carries the part, which the browser saves as an edit on Accept.
  rewrite: endpoint({ ...routes.rewrite, params: z.strictObject({ tool: z.string() }), body: z.unknown() }),
  // The running generation of a tool in the venture (the current one without `venture`), if any:
  // a tool's screen opens on it after a reload. Its events follow it to its end from any instance.
  currentGeneration: endpoint({
    ...routes.currentGeneration,
    query: z.object({ tool: toolParams.shape.tool, venture: z.optional(idText) }),
    response: z.object({ generation: z.nullable(runningGeneration) }),
  }),
  followGeneration: endpoint({ ...routes.followGeneration, params: idParams }),
  // What other members change in the workspace, as it is saved (core/api/changes.ts): members only (a guest: 401).
  workspaceEvents: endpoint({ ...routes.workspaceEvents }),
  // Stop, from any instance: the one running it aborts at its next write (at most a few seconds).
  stopGeneration: endpoint({ ...routes.stopGeneration, params: idParams }),
  // With `ventureId` (the founder's own venture), the deck is drawn in the venture's design, logo and figures.
  exportFile: endpoint({
    ...routes.exportFile,
    params: z.strictObject({ tool: z.string(), format: z.string() }),
    // The venture shown (its name and model make the document's cover and key figures) and the founder's day.
    // A result whose figures differ from the venture's facts is a 409 with `figureConflicts` (the count)
    // unless `conflictsAccepted`: the founder chose Export Anyway (docs/product.md §10).
    body: z.object({
      result: z.unknown(),
      ventureId: z.optional(z.string()),
      date: z.optional(z.string()),
      conflictsAccepted: z.optional(z.literal(true)),
    }),
  }),
  // The deck's design kept with the venture: the theme, the brand colour and the logo (docs/product.md §14).
  deckDesign: endpoint({ ...routes.deckDesign, params: idParams, response: deckDesign }),
  chooseDeckDesign: endpoint({
    ...routes.chooseDeckDesign,
    params: idParams,
    body: deckDesignChoice,
    response: deckDesign,
  }),
  // The image's bytes as base64; its type is read from the bytes on the server (PNG or JPEG, at most 1 MB).
  uploadLogo: endpoint({
    ...routes.uploadLogo,
    params: idParams,
    body: z.strictObject({ data: z.string().check(z.maxLength(Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 8)) }),
    response: deckDesign,
  }),
  logo: endpoint({ ...routes.logo, params: idParams }),
  removeLogo: endpoint({ ...routes.removeLogo, params: idParams, response: deckDesign }),
  // Comments on a result's parts (docs/product.md §16 "Comments"): members only (a guest: 401).
  comments: endpoint({ ...routes.comments, params: idParams, response: documentComments }),
  // A new thread on a part, or a reply (`replyTo`); answers the thread.
  addComment: endpoint({ ...routes.addComment, params: idParams, body: commentDraft, response: threadView }),
  // Comments on the venture's facts, each thread's path the fact's id (docs/product.md §16 "Comments").
  factComments: endpoint({ ...routes.factComments, params: idParams, response: documentComments }),
  addFactComment: endpoint({ ...routes.addFactComment, params: idParams, body: commentDraft, response: threadView }),
  // Resolve or reopen a thread, on a part or a fact (by its first comment's id).
  resolveComment: endpoint({
    ...routes.resolveComment,
    params: idParams,
    body: z.strictObject({ resolved: z.boolean() }),
    response: threadView,
  }),
  ...accountContract,
} as const;

export type { Answer, Answered, CallArgs, Endpoint } from './endpoint';
export { pathOf } from './endpoint';

export type Contract = typeof contract;
export type EndpointName = keyof Contract;

/** The endpoint and its parameters a request's method and path name, if any (the fake server's router). */
export function matchEndpoint(
  method: string,
  pathname: string,
): { name: EndpointName; params: Record<string, string> } | undefined {
  for (const [name, endpoint] of Object.entries(contract) as [EndpointName, Endpoint][]) {
    if (endpoint.method !== method) continue;
    const names: string[] = [];
    const pattern = endpoint.path.replace(/:([A-Za-z]+)/g, (_, param: string) => {
      names.push(param);
      return '([^/]+)';
    });
    const match = new RegExp(`^${pattern}$`).exec(pathname);
    if (match)
      return {
        name,
        params: Object.fromEntries(names.map((param, index) => [param, decodeURIComponent(match[index + 1]!)])),
      };
  }
  return undefined;
}
