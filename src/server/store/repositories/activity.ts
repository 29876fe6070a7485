import type { Role } from '@/core/account/roles';
import { ACTIVITY_LIMIT, type ActivityItem, type ActivityKind, type VentureActivity } from '@/core/activity/schema';
import { isFactId } from '@/core/venture/fact-ids';
import { FACT_LABELS } from '@/core/venture/fact-kinds';
import type { Queryable } from '../database';
import { iso } from '../rows';

interface ActivityRow {
  kind: ActivityKind;
  author_id: string | null;
  author_name: string | null;
  document_id: string | null;
  tool: string | null;
  title: string | null;
  subject_name: string | null;
  /** A comment's thread's part (replies keep their thread's path). */
  path: (string | number)[] | null;
  role: Role | null;
  at: Date | string;
}

/**
 * A venture's activity, read from what is kept anyway: each version of each result (generated,
 * edited, restored, with its author: migration 25), each comment (on a result's part or on one of
 * the venture's facts, migration 28), each share link; and the
 * workspace's team events (migration 29), in every venture's feed. Every statement names the
 * workspace. A Use Fact or an accepted rewrite is an edit the screen said the reason of (migration 30).
 */
export function activityRepository(db: Queryable) {
  return {
    async read(workspaceId: string, ventureId: string, accountId?: string): Promise<VentureActivity> {
      const rows = await db.query<ActivityRow>(
        `select * from (
           select case when v.made_by = 'edited' and v.cause = 'use fact' then 'used a fact'
                       when v.made_by = 'edited' and v.cause = 'rewrite' then 'rewrote'
                       else v.made_by end as kind, v.author_id, v.author_name, d.id as document_id, d.tool, d.title,
                  null::text as subject_name, null::jsonb as path, null::text as role, v.created_at as at
             from document_versions v join documents d on d.id = v.document_id
            where d.workspace_id = $1 and d.venture_id = $2
           union all
           select 'commented', c.author_id, c.author_name, d.id, d.tool, d.title, null, c.path, null, c.created_at
             from comments c join documents d on d.id = c.document_id
            where d.workspace_id = $1 and d.venture_id = $2
           union all
           select 'commented', c.author_id, c.author_name, null, null, null, c.path->>0, c.path, null, c.created_at
             from comments c
            where c.workspace_id = $1 and c.venture_id = $2
           union all
           select 'shared', null, null, d.id, d.tool, d.title, null, null, null, s.created_at
             from share_links s join documents d on d.id = s.document_id
            where d.workspace_id = $1 and d.venture_id = $2
           union all
           select e.kind, e.actor_id, e.actor_name, null, null, null, e.subject_name, null, e.role, e.created_at
             from team_events e
            where e.workspace_id = $1 and exists (select 1 from ventures where id = $2 and workspace_id = $1)
         ) activity order by at desc limit ${ACTIVITY_LIMIT}`,
        [workspaceId, ventureId],
      );
      const [seen] = accountId
        ? await db.query<{ seen_at: Date | string }>(
            'select seen_at from activity_seen where workspace_id = $1 and account_id = $2 and venture_id = $3',
            [workspaceId, accountId, ventureId],
          )
        : [];
      const items: ActivityItem[] = rows.map((row) => ({
        kind: row.kind,
        who: row.author_name,
        mine: accountId !== undefined && row.author_id === accountId,
        tool: row.tool,
        documentId: row.document_id,
        documentTitle: row.title,
        // The key the screens give a part's threads (web/comments/comments-store.ts's pathKey).
        anchor: row.path?.join('.') ?? null,
        // A comment on a fact names the fact; the team's lines, the member.
        subject:
          row.kind === 'commented' && isFactId(row.subject_name) ? FACT_LABELS[row.subject_name] : row.subject_name,
        role: row.role,
        at: iso(row.at),
      }));
      const since = seen ? new Date(iso(seen.seen_at)).getTime() : 0;
      // What other members did since (a member who never looked: all of it). A share link's maker is
      // not kept, nor a guest's before Sign Up: those count for no one.
      const newCount = accountId
        ? items.filter((item) => item.who !== null && !item.mine && new Date(item.at).getTime() > since).length
        : 0;
      return { items, newCount };
    },

    /** The member has seen the venture's activity as it is now. A guest keeps no such mark. */
    async markSeen(workspaceId: string, ventureId: string, accountId: string): Promise<void> {
      await db.query(
        `insert into activity_seen (workspace_id, account_id, venture_id, seen_at)
         select $1, $2, $3, now() where exists (select 1 from ventures where id = $3 and workspace_id = $1)
         on conflict (workspace_id, account_id, venture_id) do update set seen_at = excluded.seen_at`,
        [workspaceId, accountId, ventureId],
      );
    },
  };
}
