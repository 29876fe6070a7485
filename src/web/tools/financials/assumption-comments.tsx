import type { PartPath } from '@/core/venture/part-path';
import { CommentsSlot } from '@/web/editing/part-editing';

interface AssumptionCommentsProps {
  /** The saved model the threads are on; none (a scenario's editor, an unsaved model) shows nothing. */
  on: string | undefined;
  /** The assumption's part: a scalar's key, or a cost line's, role's or funding event's place. */
  path: PartPath;
  /** What the screen calls it: the buttons read "Comment on <label>" and "1 comment on <label>". */
  label: string;
}

/** An assumption's Comment button and count (members only), and its threads' panel after them while open. */
export function AssumptionComments({ on, path, label }: AssumptionCommentsProps) {
  return (
    <>
      <div className="mt-2 flex flex-wrap gap-2 empty:hidden">
        <CommentsSlot place="controls" documentId={on ?? null} path={path} label={label} />
      </div>
      <CommentsSlot place="panel" documentId={on ?? null} path={path} label={label} />
    </>
  );
}
