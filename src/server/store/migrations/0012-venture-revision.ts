import type { Migration } from './migration';

/**
 * A venture's revision: a number the database bumps, in the writing transaction, on every change to
 * what a read of the venture holds (its profile, its results, its pins, its design and logo).
 * Triggers do it, so no write path can forget, imports and deletions included. Every instance reads
 * it (one indexed row) before it serves a venture from its memory: a cached read is only ever
 * served for the revision it was read at (ARCHITECTURE.md, "One read of a venture").
 */
export const ventureRevision: Migration = {
  version: 12,
  name: "a venture's revision, bumped by every write to what it holds",
  sql: `alter table ventures add column revision bigint not null default 0;

        create function bump_venture_revision() returns trigger language plpgsql as $$
        begin
          if tg_op <> 'INSERT' then
            update ventures set revision = revision + 1 where id = old.venture_id;
          end if;
          if tg_op = 'INSERT' then
            update ventures set revision = revision + 1 where id = new.venture_id;
          elsif tg_op = 'UPDATE' and new.venture_id is distinct from old.venture_id then
            update ventures set revision = revision + 1 where id = new.venture_id;
          end if;
          return null;
        end $$;

        create trigger documents_bump_venture after insert or update or delete on documents
          for each row execute function bump_venture_revision();
        create trigger venture_pins_bump_venture after insert or update or delete on venture_pins
          for each row execute function bump_venture_revision();
        create trigger venture_designs_bump_venture after insert or update or delete on venture_designs
          for each row execute function bump_venture_revision();

        -- The profile itself: any other update of the row (the triggers' own bump is one already).
        create function bump_own_revision() returns trigger language plpgsql as $$
        begin
          if new.revision = old.revision then
            new.revision := old.revision + 1;
          end if;
          return new;
        end $$;
        create trigger ventures_bump_revision before update on ventures
          for each row execute function bump_own_revision();`,
};
