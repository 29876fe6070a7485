import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { contract } from '@/core/api/contract';
import type { PartPath } from '@/core/tools/editable-parts';
import { partAt } from '@/core/tools/editable-parts';
import { takesComments } from '@/core/comments/parts';
import type { CommentDraft } from '@/core/comments/schema';
import { toolDefinition } from '@/core/tools/registry';
import type { SavedDocument } from '@/core/workspace/schema';
import { FACT_IDS } from '@/core/venture/fact-ids';
import type { VentureFact } from '@/core/venture/facts';
import type { SessionCookies } from '../accounts/sessions';
import type { LimitHooks } from '../guards/rate-limit';
import { sameOriginLimited } from '../guards/same-origin';
import type { SignedIn } from '../store/repositories/accounts';
import type { CommentAnchor, ThreadReader } from '../store/repositories/comments';
import { NotFound } from '../store/errors';
import { sha256 } from '../store/rows';
import type { Store } from '../store/store';
import { BODY_LIMITS } from './route-deps';
import { serve } from './serve';
import { NeedsAccount, TEAM_NEEDS_ACCOUNT } from './team';
import { workspaceErrors } from './workspace';

type Member = SignedIn & { workspaceId: string };

export interface CommentRouteOptions {
  store: Store;
  sessions: SessionCookies;
  writeLimit: LimitHooks['write'];
  /** Mails a new comment to those it mentions or answers (routes/inbox.ts), after the answer. */
  notify: (request: FastifyRequest, commentId: string) => void;
}

/** What a comment on a part nobody can edit reads. */
export const NO_SUCH_PART = 'That part of the result cannot carry a comment.';
/** What a comment on a venture's fact reads when its path names no fact. */
export const NO_SUCH_FACT = 'Only a fact of the venture can carry a comment here.';

const hashOf = (value: unknown) => sha256(JSON.stringify(value ?? null));

/** The members a comment mentions: each whose name follows an @ in it. */
const mentionsIn = (body: string, members: { accountId: string; name: string }[]) =>
  members
    .filter((member) => body.toLowerCase().includes(`@${member.name.toLowerCase()}`))
    .map((member) => member.accountId);

/** What the routes share: who the member is, how a thread's anchor is read, and adding a comment. */
function commentsOf(store: Store, sessions: SessionCookies, notify: CommentRouteOptions['notify']) {
  /** The signed-in member in their workspace; a guest (or a member with none) has no comments. */
  async function memberOf(request: FastifyRequest): Promise<Member> {
    const member = await sessions.signedIn(request);
    if (!member) throw new NeedsAccount(TEAM_NEEDS_ACCOUNT);
    if (!member.workspaceId) throw new NotFound('No such document');
    return { ...member, workspaceId: member.workspaceId };
  }
  const readerOf = (member: SignedIn, document: SavedDocument): ThreadReader => ({
    accountId: member.account.id,
    partHashNow: (path) => hashOf(partAt(document.result, path)),
  });
  /** A fact's thread is on an earlier version once the fact reads otherwise (a regenerated model, a pin). */
  const factReaderOf = (member: SignedIn, facts: VentureFact[]): ThreadReader => ({
    accountId: member.account.id,
    partHashNow: ([id]) => factHash(facts, id),
  });
  /** The reader of a thread's anchor: its result, or its venture's facts (NotFound for another workspace's). */
  const anchorReader = async (member: Member, anchor: CommentAnchor) =>
    'documentId' in anchor
      ? readerOf(member, await store.documents.get(member.workspaceId, anchor.documentId))
      : factReaderOf(member, (await store.reads.read(member.workspaceId, anchor.ventureId)).facts());

  /** Adds the comment, has it mailed to those it is for (notify: routes/inbox.ts), and answers its thread. */
  async function add(
    request: FastifyRequest,
    member: Member,
    anchor: CommentAnchor,
    body: CommentDraft,
    reader: ThreadReader,
  ) {
    const members = await store.team.members(member.workspaceId, member.account.id);
    const { threadId, commentId } = await store.comments.add(member.workspaceId, anchor, {
      path: body.path,
      partHash: reader.partHashNow(body.path),
      authorId: member.account.id,
      authorName: member.account.name,
      body: body.body,
      mentions: mentionsIn(body.body, members),
      replyTo: body.replyTo,
    });
    notify(request, commentId);
    return store.comments.thread(member.workspaceId, anchor, threadId, reader);
  }
  return { memberOf, readerOf, anchorReader, add };
}

/**
 * Comments on the parts of a workspace's results and on its ventures' facts (docs/product.md §16
 * "Comments"): read by every member, written by those whose role may comment (core/api/access.ts).
 * A thread stays on its part (or fact) and says so once the part has changed.
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
  const { memberOf, readerOf, anchorReader, add } = commentsOf(store, sessions, notify);

  serve(app, contract.comments, {}, async ({ params, request }) => {
    const member = await memberOf(request);
    const document = await store.documents.get(member.workspaceId, params.id);
    const reader = readerOf(member, document);
    return { threads: await store.comments.threads(member.workspaceId, { documentId: document.id }, reader) };
  });

  serve(app, contract.addComment, write, async ({ params, body, request, reply }) => {
    const member = await memberOf(request);
    const document = await store.documents.get(member.workspaceId, params.id);
    if (!body.replyTo && !partOf(document, body.path as PartPath)) return reply.code(400).send({ error: NO_SUCH_PART });
    return add(request, member, { documentId: document.id }, body, readerOf(member, document));
  });

  serve(app, contract.factComments, {}, async ({ params, request }) => {
    const member = await memberOf(request);
    const reader = await anchorReader(member, { ventureId: params.id });
    return { threads: await store.comments.threads(member.workspaceId, { ventureId: params.id }, reader) };
  });

  serve(app, contract.addFactComment, write, async ({ params, body, request, reply }) => {
    const member = await memberOf(request);
    const reader = await anchorReader(member, { ventureId: params.id });
    if (!body.replyTo && !isFactPath(body.path)) return reply.code(400).send({ error: NO_SUCH_FACT });
    return add(request, member, { ventureId: params.id }, body, reader);
  });

  serve(app, contract.resolveComment, write, async ({ params, body, request }) => {
    const member = await memberOf(request);
    await store.comments.resolve(member.workspaceId, params.id, body.resolved ? member.account.name : null);
    const anchor = await store.comments.anchorOf(member.workspaceId, params.id);
    return store.comments.thread(member.workspaceId, anchor, params.id, await anchorReader(member, anchor));
  });
}

/** A fact's path: its id alone. */
const isFactPath = (path: readonly (string | number)[]) =>
  path.length === 1 && (FACT_IDS as readonly unknown[]).includes(path[0]);

/** A fact as it reads now (its display, or nothing when not set), hashed. */
const factHash = (facts: VentureFact[], id: string | number | undefined) =>
  hashOf(facts.find((fact) => fact.id === id)?.display ?? null);

/** Whether the result has the part and its tool lets founders edit it (what can be commented on: core/comments/parts.ts). */
function partOf(document: SavedDocument, path: PartPath): boolean {
  const tool = toolDefinition(document.tool);
  return Boolean(tool && takesComments(tool, path) && partAt(document.result, path) !== undefined);
}
