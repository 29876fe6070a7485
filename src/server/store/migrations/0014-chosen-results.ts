import type { Migration } from './migration';

/**
 * The result a tool opens on is the one the founder last chose (made, edited or restored), not the
 * newest made: a deck restored from History stays the venture's deck after a reload, on the Venture
 * screen and in the facts. `chosen` grows from one sequence, so no clock (two writes in the same
 * millisecond, two instances) can put them out of order; existing results keep the order they
 * opened in, newest made first.
 */
export const chosenResults: Migration = {
  version: 14,
  name: 'the result each tool opens on: the one last made, edited or restored',
  sql: `
create sequence documents_chosen;
alter table documents add column chosen bigint;
update documents set chosen = ordered.n
  from (select id, row_number() over (order by created_at, seq) as n from documents) ordered
  where documents.id = ordered.id;
select setval('documents_chosen', coalesce((select max(chosen) from documents), 0) + 1, false);
alter table documents alter column chosen set default nextval('documents_chosen');
alter table documents alter column chosen set not null;
alter sequence documents_chosen owned by documents.chosen;
create index documents_chosen_by_venture_tool on documents (venture_id, tool, chosen desc);
`,
};
