/**
 * A part's comments (docs/product.md §16 "Comments"), loaded on demand for members only
 * (part-editing.tsx): beside the part's controls, **Comment** (for those who may comment) and, when
 * the part has open threads, their count, each opening the part's threads; after the part, its
 * panel while open (comment-panel.tsx). Escape or Close gives focus back to the button that opened it.
 */
import { ControlButton } from '@/web/editing/control-button';
import CommentPanel from './comment-panel';
import { commentActions, pathKey, useComments } from './comments-store';
import { COMMENT_TEXTS } from './texts';

export interface PartCommentsProps {
  /** Where it shows: the buttons beside the part's controls, or the panel after the part. */
  place: 'controls' | 'panel';
  documentId: string;
  path: readonly (string | number)[];
  /** The part's name ("Executive Summary", "Slide 3"). */
  label: string;
  /** The member may write, resolve and reopen (a commenter and up); a viewer reads. */
  mayComment: boolean;
}

export default function PartComments(props: PartCommentsProps) {
  return props.place === 'controls' ? <CommentButtons {...props} /> : <OpenPanel {...props} />;
}

function CommentButtons({ documentId, path, label, mayComment }: PartCommentsProps) {
  const { threads, open, returnFocus } = useComments(documentId);
  const key = pathKey(path);
  const actions = commentActions(documentId);
  const count = (threads ?? [])
    .filter((thread) => !thread.resolved && pathKey(thread.path) === key)
    .reduce((total, thread) => total + thread.comments.length, 0);
  const shown = open?.key === key;
  const button = (from: string, name: string, text: string) => (
    <ControlButton
      id={`${key}#${from}`}
      returnFocus={returnFocus}
      onFocused={actions.focused}
      name={name}
      expanded={shown}
      onPress={() => (shown ? actions.close() : actions.open(key, `${key}#${from}`))}
    >
      {text}
    </ControlButton>
  );
  return (
    <>
      {count > 0 && button('count', COMMENT_TEXTS.countOn(count, label), COMMENT_TEXTS.count(count))}
      {mayComment && button('comment', COMMENT_TEXTS.commentOn(label), COMMENT_TEXTS.comment)}
    </>
  );
}

function OpenPanel({ documentId, path, label, mayComment }: PartCommentsProps) {
  const entry = useComments(documentId);
  const key = pathKey(path);
  if (entry.open?.key !== key) return null;
  return (
    <CommentPanel
      documentId={documentId}
      path={path}
      label={label}
      mayComment={mayComment}
      threads={(entry.threads ?? []).filter((thread) => pathKey(thread.path) === key)}
      error={entry.error}
      onClose={commentActions(documentId).close}
    />
  );
}
