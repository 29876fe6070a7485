import { MAX_LINKS_PER_DOCUMENT, type ShareLinkView } from '@/core/share/schema';
import { toolDefinition } from '@/core/tools/registry';
import type { Queryable } from '../database';
import { NotFound, QuotaExceeded } from '../errors';
import { iso, newId } from '../rows';

interface LinkRow {
  id: string;
  document_id: string;
  label: string;
  hint: string;
  created_at: Date | string;
  expires_at: Date | string | null;
  revoked_at: Date | string | null;
  passcode_hash: string | null;
}

const LINK_COLUMNS = 'id, document_id, label, hint, created_at, expires_at, revoked_at, passcode_hash';

const linkView = (row: LinkRow, now = new Date()): ShareLinkView => ({
  id: row.id,
  documentId: row.document_id,
  label: row.label,
  hint: row.hint,
  createdAt: iso(row.created_at),
  expiresAt: row.expires_at === null ? null : iso(row.expires_at),
  revokedAt: row.revoked_at === null ? null : iso(row.revoked_at),
  hasPasscode: row.passcode_hash !== null,
  status:
    row.revoked_at !== null
      ? 'revoked'
      : row.expires_at !== null && new Date(row.expires_at as string) <= now
        ? 'expired'
        : 'active',
});

export interface NewShareLink {
  tokenHash: string;
  hint: string;
  label: string;
  passcodeHash: string | null;
  expiresAt: string | null;
}

/** A live link as the public page reads it: never revoked, not expired. */
export interface LiveLink {
  id: string;
  workspaceId: string;
  documentId: string;
  passcodeHash: string | null;
}

async function createLink(db: Queryable, workspaceId: string, documentId: string, link: NewShareLink) {
  const [document] = await db.query<{ tool: string; links: number | string }>(
    `select tool, (select count(*) from share_links where document_id = d.id) as links
       from documents d where id = $1 and workspace_id = $2`,
    [documentId, workspaceId],
  );
  if (!document || !toolDefinition(document.tool)?.share) throw new NotFound('No such document');
  if (Number(document.links) >= MAX_LINKS_PER_DOCUMENT)
    throw new QuotaExceeded(`A result keeps at most ${MAX_LINKS_PER_DOCUMENT} share links.`);
  const [row] = await db.query<LinkRow>(
    `insert into share_links (id, workspace_id, document_id, token_hash, hint, label, passcode_hash, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${LINK_COLUMNS}`,
    [newId(), workspaceId, documentId, link.tokenHash, link.hint, link.label, link.passcodeHash, link.expiresAt],
  );
  return linkView(row!);
}

/** Slide time of one view: what the beacons add, each slide's total capped at `capMs`. */
async function addSlideTime(db: Queryable, linkId: string, viewId: string, slide: number, ms: number, capMs: number) {
  const added = await db.query(
    `insert into share_slide_time (view_id, slide, ms)
       select id, $3, least($4::integer, $5::integer) from share_views
        where id = $1 and link_id = $2 and created_at > now() - interval '6 hours'
     on conflict (view_id, slide) do update set ms = least(share_slide_time.ms + excluded.ms, $5::integer)
     returning slide`,
    [viewId, linkId, slide, ms, capMs],
  );
  return added.length > 0;
}

async function analytics(db: Queryable, workspaceId: string, id: string) {
  const [counts] = await db.query<{ views: number | string; viewers: number | string }>(
    `select count(v.id) as views, count(distinct (v.day, v.viewer)) as viewers
       from share_links l left join share_views v on v.link_id = l.id
      where l.id = $1 and l.workspace_id = $2 group by l.id`,
    [id, workspaceId],
  );
  if (!counts) throw new NotFound('No such share link');
  const slides = await db.query<{ slide: number; ms: number | string }>(
    `select t.slide, sum(t.ms) as ms from share_slide_time t join share_views v on v.id = t.view_id
      where v.link_id = $1 group by t.slide order by t.slide`,
    [id],
  );
  return {
    views: Number(counts.views),
    uniqueViewers: Number(counts.viewers),
    slideMs: new Map(slides.map((row) => [row.slide, Number(row.ms)])),
  };
}

/** Share links, their views and time per slide. Every founder's statement names the workspace. */
export function shareLinkRepository(db: Queryable) {
  return {
    create: (workspaceId: string, documentId: string, link: NewShareLink) =>
      createLink(db, workspaceId, documentId, link),

    async list(workspaceId: string, documentId: string): Promise<ShareLinkView[]> {
      const rows = await db.query<LinkRow>(
        `select ${LINK_COLUMNS} from share_links where workspace_id = $1 and document_id = $2 order by created_at desc`,
        [workspaceId, documentId],
      );
      return rows.map((row) => linkView(row));
    },

    /** The link and its document's tool, if this workspace's. */
    async get(workspaceId: string, id: string): Promise<ShareLinkView & { tool: string }> {
      const [row] = await db.query<LinkRow & { tool: string }>(
        `select l.${LINK_COLUMNS.split(', ').join(', l.')}, d.tool from share_links l
           join documents d on d.id = l.document_id where l.id = $1 and l.workspace_id = $2`,
        [id, workspaceId],
      );
      if (!row) throw new NotFound('No such share link');
      return { ...linkView(row), tool: row.tool };
    },

    /** Revoking twice keeps the first time. */
    async revoke(workspaceId: string, id: string): Promise<ShareLinkView> {
      const [row] = await db.query<LinkRow>(
        `update share_links set revoked_at = coalesce(revoked_at, now()) where id = $1 and workspace_id = $2
         returning ${LINK_COLUMNS}`,
        [id, workspaceId],
      );
      if (!row) throw new NotFound('No such share link');
      return linkView(row);
    },

    async live(tokenHash: string): Promise<LiveLink | undefined> {
      const [row] = await db.query<{
        id: string;
        workspace_id: string;
        document_id: string;
        passcode_hash: string | null;
      }>(
        `select id, workspace_id, document_id, passcode_hash from share_links
          where token_hash = $1 and revoked_at is null and (expires_at is null or expires_at > now())`,
        [tokenHash],
      );
      return (
        row && {
          id: row.id,
          workspaceId: row.workspace_id,
          documentId: row.document_id,
          passcodeHash: row.passcode_hash,
        }
      );
    },

    async ventureName(workspaceId: string, ventureId: string): Promise<string> {
      const [row] = await db.query<{ name: string }>('select name from ventures where id = $1 and workspace_id = $2', [
        ventureId,
        workspaceId,
      ]);
      return row?.name ?? '';
    },

    async recordView(linkId: string, day: string, viewer: string): Promise<string> {
      const id = newId();
      await db.query('insert into share_views (id, link_id, day, viewer) values ($1, $2, $3, $4)', [
        id,
        linkId,
        day,
        viewer,
      ]);
      return id;
    },

    addSlideTime: (linkId: string, viewId: string, slide: number, ms: number, capMs: number) =>
      addSlideTime(db, linkId, viewId, slide, ms, capMs),
    analytics: (workspaceId: string, id: string) => analytics(db, workspaceId, id),
  };
}
