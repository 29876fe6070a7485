/**
 * The comments' API as the server answers it (README, "API"; docs/product.md §16 "Comments"), for
 * screen tests: threads kept per document in memory, a guest refused with 401, a viewer's writes
 * with 403. A test seeds threads and reads what was posted.
 */
import type { FetchCall } from './sse-fetch';
import type { ThreadView } from '@/core/comments/schema';
import type { AccountView } from '@/core/account/schema';
import type { MemberWorkspace } from '@/core/account/team';

/** The member the comment screens' tests sign in as. */
export const LENA: AccountView = { id: 'a1', name: 'Lena Park', email: 'lena@example.com' };

/** An open thread on the Executive Summary, begun by Sam Lee with `body`. */
export const samThread = (body: string, overrides: Partial<ThreadView> = {}): ThreadView => ({
  id: 'c1',
  path: ['executiveSummary'],
  resolved: false,
  resolvedBy: null,
  earlierVersion: false,
  comments: [{ id: 'c1', author: 'Sam Lee', body, createdAt: '2026-11-30T09:00:00.000Z', mine: false }],
  ...overrides,
});

/** What the comment handlers read of the fake server's state. */
export interface CommentState {
  account: AccountView | null;
  membership: MemberWorkspace | null;
  /** Each document's threads (and each venture's on its facts, by the venture's id), oldest first. */
  threads: Record<string, ThreadView[]>;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const NOW = '2026-11-30T10:00:00.000Z';

/** Who may do what, as core/api/access.ts says: a 401 or 403 answer, or null to go on. */
function refusal(state: CommentState, write: boolean): Response | null {
  if (!state.account || !state.membership) return json(401, { error: 'Sign in to see this.' });
  if (write && state.membership.role === 'viewer')
    return json(403, { error: 'As a viewer in this workspace, you cannot comment. Ask an owner for another role.' });
  return null;
}

export function commentHandlers(state: CommentState) {
  let made = 0;
  const comment = (body: string) => ({
    id: `comment-${++made}`,
    author: state.account!.name,
    body,
    createdAt: NOW,
    mine: true,
  });
  const comments = (_call: FetchCall, { id }: Record<string, string>) =>
    refusal(state, false) ?? json(200, { threads: state.threads[id!] ?? [] });
  const addComment = (call: FetchCall, { id }: Record<string, string>) => {
    const refused = refusal(state, true);
    if (refused) return refused;
    const { path, body, replyTo } = call.body as { path: ThreadView['path']; body: string; replyTo?: string };
    const threads = (state.threads[id!] ??= []);
    const thread = replyTo ? threads.find((old) => old.id === replyTo) : undefined;
    if (thread) {
      thread.comments.push(comment(body));
      return json(201, thread);
    }
    const first = comment(body);
    const started = {
      id: first.id,
      path,
      resolved: false,
      resolvedBy: null,
      earlierVersion: false,
      comments: [first],
    };
    threads.push(started);
    return json(201, started);
  };
  return {
    comments,
    addComment,
    // A venture's facts' threads, kept under the venture's id.
    factComments: comments,
    addFactComment: addComment,
    resolveComment: (call: FetchCall, { id }: Record<string, string>) => {
      const refused = refusal(state, true);
      if (refused) return refused;
      const thread = Object.values(state.threads)
        .flat()
        .find((old) => old.id === id);
      if (!thread) return json(404, { error: 'No such comment' });
      const { resolved } = call.body as { resolved: boolean };
      Object.assign(thread, { resolved, resolvedBy: resolved ? state.account!.name : null });
      return json(200, thread);
    },
  };
}
