import { MAX_LINKS_PER_DOCUMENT, type ShareLinkView } from '@/core/share/schema';
import { toolDefinition } from '@/core/tools/registry';
import type { Queryable } from '../database';
import { NotFound, QuotaExceeded } from '../errors';
import { iso, json, newId } from '../rows';

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

/**
 * What a link's analytics are counted at in its workspace's byte quota: a view, and each slide of
 * its deck (reserved when the view is recorded, so beacons never add to it), near enough to what
 * their rows and indexes take on disk. Migration 13 counted views stored before it the same way.
 */
export const ANALYTICS_BYTES = { view: 256, slide: 128 } as const;
/** A view's bytes, by its own slides, or the slide times stored for one recorded before views knew them. */
const VIEW_BYTES_SQL = `${ANALYTICS_BYTES.view} + ${ANALYTICS_BYTES.slide} * coalesce(v.slides,
  (select count(*) from share_slide_time t where t.view_id = v.id))`;

/** The caps a beacon's time is held to (share/limits.ts). */
export interface SlideTimeCaps {
  /** The most one view holds on one slide. */
  slideMs: number;
  /** The most one link collects in a UTC day, all its views together. */
  linkDayMs: number;
  /** How far a view's time may run past its own age (the page's clock and the server's). */
  graceMs: number;
}

/**
 * Adds a beacon's time to a view of the link: a view under 6 hours old, a slide its deck has. What
 * is added is held to the view's own age (its wall time since it opened, less what it already
 * holds), to the link's day and to the slide's cap. False for no such view or slide.
 */
async function addSlideTime(
  db: Queryable,
  beacon: { linkId: string; viewId: string; slide: number; ms: number },
  caps: SlideTimeCaps,
) {
  const added = await db.query(
    `with v as (
       select id, day,
              (extract(epoch from (now() - created_at)) * 1000)::bigint + $6::bigint as wall
         from share_views
        where id = $1 and link_id = $2 and created_at > now() - interval '6 hours'
          and (slides is null or $3::integer < slides)
     ),
     held as (select coalesce(sum(ms), 0)::bigint as ms from share_slide_time where view_id = $1),
     day as (
       select coalesce(sum(t.ms), 0)::bigint as ms from share_slide_time t join share_views w on w.id = t.view_id
        where w.link_id = $2 and w.day = (select day from v)
     )
     insert into share_slide_time (view_id, slide, ms)
       select v.id, $3, greatest(0, least($4::bigint, v.wall - held.ms, $7::bigint - day.ms, $5::bigint))::integer
         from v, held, day
     on conflict (view_id, slide) do update set ms = least(share_slide_time.ms + excluded.ms, $5::integer)
     returning slide`,
    [beacon.viewId, beacon.linkId, beacon.slide, beacon.ms, caps.slideMs, caps.graceMs, caps.linkDayMs],
  );
  return added.length > 0;
}

/**
 * Records a view of a live link (its UTC day, viewer hash and its deck's slides), counting its
 * bytes on the link; undefined, nothing stored, when the workspace's analytics already hold
 * `maxBytes`. One statement: the count and the row go together.
 */
async function recordView(
  db: Queryable,
  view: { linkId: string; day: string; viewer: string; slides: number },
  maxBytes: number,
): Promise<string | undefined> {
  const [row] = await db.query<{ id: string }>(
    `with used as (
       select coalesce(sum(analytics_bytes), 0)::bigint as bytes from share_links
        where workspace_id = (select workspace_id from share_links where id = $1)
     ),
     counted as (
       update share_links set analytics_bytes = analytics_bytes + $5::bigint
        where id = $1 and (select bytes from used) + $5::bigint <= $6::bigint
       returning id
     )
     insert into share_views (id, link_id, day, viewer, slides)
       select $2, id, $3::date, $4, $7::integer from counted
     returning id`,
    [
      view.linkId,
      newId(),
      view.day,
      view.viewer,
      ANALYTICS_BYTES.view + ANALYTICS_BYTES.slide * view.slides,
      maxBytes,
      view.slides,
    ],
  );
  return row?.id;
}

/**
 * Deletes views older than `retentionMs` (their time per slide cascades) and counts the bytes of
 * the links they were on again; how many views went.
 */
async function pruneViews(db: Queryable, retentionMs: number): Promise<number> {
  const gone = await db.query<{ link_id: string }>(
    `delete from share_views where created_at < now() - ($1::double precision * interval '1 millisecond')
     returning link_id`,
    [retentionMs],
  );
  const links = [...new Set(gone.map((row) => row.link_id))];
  if (links.length > 0)
    await db.query(
      `update share_links l set analytics_bytes = coalesce((
         select sum(${VIEW_BYTES_SQL}) from share_views v where v.link_id = l.id), 0)
        where l.id in (select jsonb_array_elements_text($1::jsonb))`,
      [json(links)],
    );
  return gone.length;
}

async function analytics(db: Queryable, workspaceId: string, id: string) {
  const [counts] = await db.query<{ views: number | string; viewers: number | string }>(
    // A link nobody opened has no viewer: its one joined row of nulls is no (day, viewer) pair.
    `select count(v.id) as views, count(distinct (v.day, v.viewer)) filter (where v.id is not null) as viewers
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

    recordView: (view: { linkId: string; day: string; viewer: string; slides: number }, maxBytes: number) =>
      recordView(db, view, maxBytes),
    addSlideTime: (beacon: { linkId: string; viewId: string; slide: number; ms: number }, caps: SlideTimeCaps) =>
      addSlideTime(db, beacon, caps),
    pruneViews: (retentionMs: number) => pruneViews(db, retentionMs),
    analytics: (workspaceId: string, id: string) => analytics(db, workspaceId, id),
  };
}
