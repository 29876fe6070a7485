import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { contract } from '@/core/api/contract';
import type { PartPath } from '@/core/tools/editable-parts';
import { editablePartAt, partAt } from '@/core/tools/editable-parts';
import { toolDefinition } from '@/core/tools/registry';
import type { SavedDocument } from '@/core/workspace/schema';
import type { SessionCookies } from '../accounts/sessions';
import type { LimitHooks } from '../guards/rate-limit';
import { sameOriginLimited } from '../guards/same-origin';
import type { SignedIn } from '../store/repositories/accounts';
import type { ThreadReader } from '../store/repositories/comments';
import { NotFound } from '../store/errors';
import { sha256 } from '../store/rows';
import type { Store } from '../store/store';
import { BODY_LIMITS } from './route-deps';
import { serve } from './serve';
import { NeedsAccount, TEAM_NEEDS_ACCOUNT } from './team';
import { workspaceErrors } from './workspace';

export interface CommentRouteOptions {
  store: Store;
  sessions: SessionCookies;
  writeLimit: LimitHooks['write'];
  /** Mails a new comment to those it mentions or answers (routes/inbox.ts), after the answer. */
  notify: (request: FastifyRequest, commentId: string) => void;
}

/** What a comment on a part nobody can edit reads. */
export const NO_SUCH_PART = 'That part of the result cannot carry a comment.';

const hashOf = (value: unknown) => sha256(JSON.stringify(value ?? null));

/** The members a comment mentions: each whose name follows an @ in it. */
const mentionsIn = (body: string, members: { accountId: string; name: string }[]) =>
  members
    .filter((member) => body.toLowerCase().includes(`@${member.name.toLowerCase()}`))
    .map((member) => member.accountId);

/**
 * Comments on the parts of a workspace's results (docs/product.md §16 "Comments"): read by every
 * member, written by those whose role may comment (core/api/access.ts). A thread stays on its part
 * through edits and says so once the part has changed.
 */
export async function commentRoutes(
  app: FastifyInstance,
  { store, sessions, writeLimit, notify }: CommentRouteOptions,
) {
  app.setErrorHandler((error: Error, request, reply) =>
    error instanceof NeedsAccount
      ? reply.code(401).send({ error: error.message })
      : workspaceErrors(error, request, reply),
  );
  const write: RouteShorthandOptions = { onRequest: sameOriginLimited(writeLimit), bodyLimit: BODY_LIMITS.small };

  /** The signed-in member in their workspace; a guest (or a member with none) has no comments. */
  async function memberOf(request: FastifyRequest): Promise<SignedIn & { workspaceId: string }> {
    const member = await sessions.signedIn(request);
    if (!member) throw new NeedsAccount(TEAM_NEEDS_ACCOUNT);
    if (!member.workspaceId) throw new NotFound('No such document');
    return { ...member, workspaceId: member.workspaceId };
  }

  const readerOf = (member: SignedIn, document: SavedDocument): ThreadReader => ({
    accountId: member.account.id,
    partHashNow: (path) => hashOf(partAt(document.result, path)),
  });

  serve(app, contract.comments, {}, async ({ params, request }) => {
    const member = await memberOf(request);
    const document = await store.documents.get(member.workspaceId, params.id);
    return { threads: await store.comments.threads(member.workspaceId, document.id, readerOf(member, document)) };
  });

  serve(app, contract.addComment, write, async ({ params, body, request, reply }) => {
    const member = await memberOf(request);
    const document = await store.documents.get(member.workspaceId, params.id);
    const path = body.path as PartPath;
    if (!body.replyTo && !partOf(document, path)) return reply.code(400).send({ error: NO_SUCH_PART });
    const members = await store.team.members(member.workspaceId, member.account.id);
    const { threadId, commentId } = await store.comments.add(member.workspaceId, document.id, {
      path: body.path,
      partHash: hashOf(partAt(document.result, path)),
      authorId: member.account.id,
      authorName: member.account.name,
      body: body.body,
      mentions: mentionsIn(body.body, members),
      replyTo: body.replyTo,
    });
    notify(request, commentId);
    return store.comments.thread(member.workspaceId, document.id, threadId, readerOf(member, document));
  });

  serve(app, contract.resolveComment, write, async ({ params, body, request }) => {
    const member = await memberOf(request);
    await store.comments.resolve(member.workspaceId, params.id, body.resolved ? member.account.name : null);
    const document = await store.documents.get(
      member.workspaceId,
      await store.comments.documentOf(member.workspaceId, params.id),
    );
    return store.comments.thread(member.workspaceId, document.id, params.id, readerOf(member, document));
  });
}

/** Whether the result has the part and its tool lets founders edit it (what can be commented on). */
function partOf(document: SavedDocument, path: PartPath): boolean {
  const tool = toolDefinition(document.tool);
  return Boolean(tool && editablePartAt(tool.editableParts, path) && partAt(document.result, path) !== undefined);
}
