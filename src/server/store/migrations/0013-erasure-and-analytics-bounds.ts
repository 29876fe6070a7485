import type { Migration } from './migration';

/**
 * Deleted means deleted, and share analytics are bounded. A generation's row goes with the result
 * it made (it kept the inputs and the model's text after the result was deleted); rows left by
 * results deleted before are deleted here, and finished rows are pruned after a day (an index for
 * that). A view records how many slides its deck had (a beacon for another slide is refused) and
 * views are pruned after their retention (an index by time). Each link counts the bytes its
 * analytics take (share-links.ts: 256 a view and 128 a slide of its deck, or of the slide times
 * stored for a view from before), which the workspace's quota sums.
 */
export const erasureAndAnalyticsBounds: Migration = {
  version: 13,
  name: 'generations go with their result; share analytics counted, bounded and pruned',
  sql: `alter table generations drop constraint generations_document_id_fkey;
        alter table generations add constraint generations_document_id_fkey
          foreign key (document_id) references documents (id) on delete cascade;
        delete from generations where status = 'done' and document_id is null;
        create index generations_finished on generations (updated_at) where status <> 'running';
        alter table share_views add column slides integer;
        create index share_views_by_time on share_views (created_at);
        alter table share_links add column analytics_bytes bigint not null default 0;
        update share_links l set analytics_bytes = coalesce((
          select sum(256 + 128 * (select count(*) from share_slide_time t where t.view_id = v.id))
            from share_views v where v.link_id = l.id), 0);`,
};
