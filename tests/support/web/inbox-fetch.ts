import type { EndpointName } from '@/core/api/contract';
import type { InboxItem, InboxView } from '@/core/inbox/schema';
import type { FetchCall } from './sse-fetch';

/** What the fake server keeps of the member's inbox and its email setting. */
export interface InboxState {
  inbox: InboxView;
  /** Each mark of read the browser sent, its `until` (null: everything). */
  marked: (string | null)[];
  emailMentions: boolean;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const NEEDS_ACCOUNT = { error: 'Sign in to see this.' };

/** An inbox item, as the server lists it: Sam mentioned the member on the plan's Executive Summary. */
export const inboxItem = (overrides: Partial<InboxItem> = {}): InboxItem => ({
  id: 'comment-1',
  reason: 'mention',
  author: 'Sam Lee',
  excerpt: 'Is the price right, @Lena Park?',
  workspaceId: 'workspace-1',
  ventureId: 'venture-1',
  ventureName: 'Ledger Loop',
  tool: 'business-plan',
  documentId: 'business-plan-doc-1',
  part: 'Executive Summary',
  anchor: 'executiveSummary',
  createdAt: '2026-11-30T09:00:00.000Z',
  unread: true,
  ...overrides,
});

/** The inbox's endpoints as the server answers them: a guest (no account) gets a 401. */
export function inboxHandlers(
  state: InboxState,
  signedIn: () => boolean,
): Partial<Record<EndpointName, (call: FetchCall) => Response>> {
  const member = (answer: () => Response) => () => (signedIn() ? answer() : json(401, NEEDS_ACCOUNT));
  return {
    inbox: member(() => json(200, state.inbox)),
    markInboxRead: (call) => {
      if (!signedIn()) return json(401, NEEDS_ACCOUNT);
      const until = (call.body as { until?: string }).until ?? null;
      state.marked.push(until);
      const read = (item: InboxItem) => until === null || item.createdAt <= until;
      const items = state.inbox.items.map((item) => (read(item) ? { ...item, unread: false } : item));
      state.inbox = { items, unread: items.filter((item) => item.unread).length };
      return new Response(null, { status: 204 });
    },
    notificationSettings: member(() => json(200, { emailMentions: state.emailMentions })),
    changeNotifications: (call) => {
      if (!signedIn()) return json(401, NEEDS_ACCOUNT);
      state.emailMentions = (call.body as { emailMentions: boolean }).emailMentions;
      return json(200, { emailMentions: state.emailMentions });
    },
  };
}
