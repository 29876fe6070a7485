import type { ThreadView } from '@/core/comments/schema';
import type { PartPath } from '@/core/venture/document-figures';
import { ControlButton } from '@/web/editing/control-button';
import { useCan } from '@/web/workspace/use-can';
import type { DocumentComments } from './use-comments';

/** What the button needs of the screen's part editing (editing/part-editing.tsx). */
interface PartEditingForComments {
  comments: DocumentComments;
  returnFocus: string | null;
  focused: () => void;
  open: { key: string; mode: string } | null;
}

interface CommentsButtonProps {
  editing: PartEditingForComments;
  path: PartPath;
  label: string;
  /** Its control key: focus comes back to it when the panel closes. */
  id: string;
  /** Opens the part's comments panel. */
  onPress: () => void;
}

/**
 * A part's Comment button, beside Edit: with the count of its open threads when it has some. A
 * reader who may not comment sees it only where there are threads to read; a guest has none (and
 * never loads this code: part-editing.tsx fetches it for members only).
 */
export default function CommentsButton({ editing, path, label, id, onPress }: CommentsButtonProps) {
  const mayComment = useCan('comment');
  const key = path.join('.');
  const threads: ThreadView[] = editing.comments.at(key);
  if (!editing.comments.enabled || (!mayComment && threads.length === 0)) return null;
  const open = threads.filter((thread) => !thread.resolved).length;
  return (
    <ControlButton
      id={id}
      returnFocus={editing.returnFocus}
      onFocused={editing.focused}
      name={`Comments on ${label}${open ? `: ${open} open` : ''}`}
      expanded={editing.open?.key === key && editing.open.mode === 'comments'}
      onPress={onPress}
    >
      {open ? `Comments (${open})` : 'Comment'}
    </ControlButton>
  );
}
