import { EXCERPT_LENGTH, INBOX_LIMIT, type InboxItem, type InboxView } from '@/core/inbox/schema';
import type { PartPath } from '@/core/tools/editable-parts';
import { editablePartAt, partName } from '@/core/tools/editable-parts';
import { toolDefinition } from '@/core/tools/registry';
import { isFactId } from '@/core/venture/fact-ids';
import { FACT_LABELS } from '@/core/venture/fact-kinds';
import type { Queryable } from '../database';
import { iso } from '../rows';

/**
 * Whether comment `c` is for account `$1`: it names them (@Name), or it answers a thread they began or
 * answered before it. Never their own. Written once, for the inbox and for its emails.
 */
const FOR_MEMBER = `c.author_id is distinct from $1
  and (c.mentions @> jsonb_build_array($1::text)
       or (c.reply_to is not null and exists (
             select 1 from comments t
              where (t.id = c.reply_to or t.reply_to = c.reply_to) and t.author_id = $1 and t.created_at < c.created_at)))`;

/**
 * A comment with its place: the document (none for a thread on a venture's fact), the venture and
 * the thread's part (its value, for its label) or fact.
 */
const PLACED = `select c.id, c.workspace_id, c.author_name, c.body, c.created_at, d.id as document_id, d.tool,
         v.id as venture_id, v.name as venture_name, root.path,
         d.result #> array(select jsonb_array_elements_text(root.path)) as part_value,
         c.mentions @> jsonb_build_array($1::text) as mentioned
    from comments c
    left join documents d on d.id = c.document_id and d.workspace_id = c.workspace_id
    join ventures v on v.id = coalesce(d.venture_id, c.venture_id) and v.workspace_id = c.workspace_id
    join comments root on root.id = coalesce(c.reply_to, c.id)`;

interface PlacedRow {
  id: string;
  workspace_id: string;
  author_name: string;
  body: string;
  created_at: Date | string;
  document_id: string | null;
  tool: string | null;
  venture_id: string;
  venture_name: string;
  path: PartPath;
  part_value: unknown;
  mentioned: boolean;
}

/** The part's label as the tool names it (a fact's for a fact's thread), or null when there is none now. */
function partLabel(tool: string | null, path: PartPath, value: unknown): string | null {
  if (tool === null) return isFactId(path[0]) ? FACT_LABELS[path[0]] : null;
  const part = editablePartAt(toolDefinition(tool)?.editableParts, path);
  return part ? partName(part, value, path) : null;
}

/** A comment's first words, on one line. */
export function excerptOf(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > EXCERPT_LENGTH ? `${line.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : line;
}

function itemOf(row: PlacedRow, readUntil: number): InboxItem {
  const createdAt = iso(row.created_at);
  const part = partLabel(row.tool, row.path, row.part_value);
  return {
    id: row.id,
    reason: row.mentioned ? 'mention' : 'reply',
    author: row.author_name,
    excerpt: excerptOf(row.body),
    workspaceId: row.workspace_id,
    ventureId: row.venture_id,
    ventureName: row.venture_name,
    tool: row.tool,
    documentId: row.document_id,
    part,
    // The key the screens give a part's threads (web/comments/comments-store.ts's pathKey); none for a part gone.
    anchor: part === null ? null : row.path.join('.'),
    createdAt,
    unread: new Date(createdAt).getTime() > readUntil,
  };
}

/** Who a new comment is mailed to, with the comment placed as their inbox shows it. */
export interface MentionNotice {
  to: { email: string; name: string };
  item: InboxItem;
}

/**
 * The members a new comment is for who want it by email (never its author), each with the comment as
 * their inbox shows it. Only to a verified email: an address nobody proved is theirs is not mailed
 * what a team writes (their Inbox still lists it).
 */
async function noticesOf(db: Queryable, commentId: string): Promise<MentionNotice[]> {
  const members = await db.query<{ id: string; email: string; name: string }>(
    `select a.id, a.email, a.name from comments c
       join workspace_members m on m.workspace_id = c.workspace_id
       join accounts a on a.id = m.account_id
       left join inbox_settings s on s.account_id = a.id
      where c.id = $1 and coalesce(s.email_mentions, true) and a.email_verified_at is not null
        and ${FOR_MEMBER.replaceAll('$1', 'a.id')}
      order by a.email`,
    [commentId],
  );
  const notices: MentionNotice[] = [];
  for (const member of members) {
    const [row] = await db.query<PlacedRow>(`${PLACED} where c.id = $2`, [member.id, commentId]);
    if (row) notices.push({ to: { email: member.email, name: member.name }, item: itemOf(row, Infinity) });
  }
  return notices;
}

/** When the member last marked their inbox read, in ms (0: never). */
async function readUntil(db: Queryable, accountId: string): Promise<number> {
  const [row] = await db.query<{ read_until: Date | string | null }>(
    'select read_until from inbox_settings where account_id = $1',
    [accountId],
  );
  return row?.read_until ? new Date(iso(row.read_until)).getTime() : 0;
}

/** The member's newest items, and how many are unread in all. */
async function readInbox(db: Queryable, accountId: string): Promise<InboxView> {
  const until = await readUntil(db, accountId);
  const rows = await db.query<PlacedRow>(
    `${PLACED}
       join workspace_members m on m.workspace_id = c.workspace_id and m.account_id = $1
      where ${FOR_MEMBER}
      order by c.created_at desc, c.id limit ${INBOX_LIMIT}`,
    [accountId],
  );
  const [{ unread } = { unread: 0 }] = await db.query<{ unread: number }>(
    `select count(*)::int as unread from comments c
       join workspace_members m on m.workspace_id = c.workspace_id and m.account_id = $1
      where ${FOR_MEMBER} and date_trunc('milliseconds', c.created_at) > $2::timestamptz`,
    [accountId, new Date(until).toISOString()],
  );
  return { items: rows.map((row) => itemOf(row, until)), unread };
}

/**
 * A member's inbox (docs/product.md §16 "Inbox"), read from the comments: those that mention them and
 * the replies in their threads, in the workspaces they still belong to, on results that still exist;
 * with their mark of what they have read and whether such comments are mailed to them.
 */
export function inboxRepository(db: Queryable) {
  return {
    read: (accountId: string) => readInbox(db, accountId),

    /** The member has read everything up to `until` (never later than now), or everything there is now. */
    async markRead(accountId: string, until?: string): Promise<void> {
      await db.query(
        `insert into inbox_settings (account_id, read_until) values ($1, least(coalesce($2::timestamptz, now()), now()))
         on conflict (account_id) do update set read_until = greatest(inbox_settings.read_until, excluded.read_until)`,
        [accountId, until ?? null],
      );
    },

    async emailMentions(accountId: string): Promise<boolean> {
      const [row] = await db.query<{ email_mentions: boolean }>(
        'select email_mentions from inbox_settings where account_id = $1',
        [accountId],
      );
      return row?.email_mentions ?? true;
    },

    async setEmailMentions(accountId: string, on: boolean): Promise<void> {
      await db.query(
        `insert into inbox_settings (account_id, email_mentions) values ($1, $2)
         on conflict (account_id) do update set email_mentions = excluded.email_mentions`,
        [accountId, on],
      );
    },

    /** The members a new comment is for who want it by email: each with the comment as their inbox shows it. */
    notices: (commentId: string) => noticesOf(db, commentId),
  };
}

export type InboxRepository = ReturnType<typeof inboxRepository>;
