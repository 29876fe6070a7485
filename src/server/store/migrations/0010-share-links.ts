import type { Migration } from './migration';

/**
 * Share links and their analytics. A link stores its token's sha256 (a copy of the database opens
 * no link) and its passcode's scrypt hash; it goes with its workspace and its document. A view
 * keeps a viewer hash that changes every UTC day and no address, user agent or cookie; per-slide
 * time is summed per view (README, "Share links").
 */
export const shareLinks: Migration = {
  version: 10,
  name: 'share links, their views and time per slide',
  sql: `create table share_links (
          id text primary key,
          workspace_id text not null references workspaces (id) on delete cascade,
          document_id text not null references documents (id) on delete cascade,
          token_hash text not null unique,
          hint text not null,
          label text not null default '',
          passcode_hash text,
          expires_at timestamptz,
          revoked_at timestamptz,
          created_at timestamptz not null default now()
        );
        create index share_links_by_document on share_links (workspace_id, document_id, created_at);
        create table share_views (
          id text primary key,
          link_id text not null references share_links (id) on delete cascade,
          day date not null,
          viewer text not null,
          created_at timestamptz not null default now()
        );
        create index share_views_by_link on share_views (link_id, day, viewer);
        create table share_slide_time (
          view_id text not null references share_views (id) on delete cascade,
          slide integer not null,
          ms integer not null,
          primary key (view_id, slide)
        );`,
};
