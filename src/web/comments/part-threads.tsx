/**
 * A part's (or a fact's) comments (docs/product.md §16 "Comments"), loaded on demand for members
 * only: beside the part's controls, **Comment** (for those who may comment) and, when the part has
 * open threads, their count, each opening the part's threads; after the part, its panel while open
 * (comment-panel.tsx). Escape or Close gives focus back to the button that opened it (or to Comment,
 * when the count that opened it left as its last open thread was resolved). Drawn with the
 * button its screen gives (`Control`): a result's parts' ControlButton (part-comments.tsx), the
 * Venture screen's own for a fact (fact-comments.tsx).
 */
import { useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import type { ControlButtonProps } from '@/web/editing/control-button';
import CommentPanel from './comment-panel';
import { commentActions, pathKey, useComments } from './comments-store';
import { COMMENT_TEXTS } from './texts';
import { ventureOfFacts } from './threads-on';

export interface PartCommentsProps {
  /** Where it shows: the buttons beside the part's controls, or the panel after the part. */
  place: 'controls' | 'panel';
  /** What its threads are on: the result's id, or its venture's facts (threads-on.ts). */
  on: string;
  path: readonly (string | number)[];
  /** The part's name ("Executive Summary", "Slide 3", "Monthly price per customer"). */
  label: string;
  /** The member may write, resolve and reopen (a commenter and up); a viewer reads. */
  mayComment: boolean;
}

/** The part's buttons, or its panel, by `place`, with `Control` as the buttons. */
export function PartThreads({ Control, ...props }: PartCommentsProps & { Control: ComponentType<ControlButtonProps> }) {
  return props.place === 'controls' ? <CommentButtons Control={Control} {...props} /> : <OpenPanel {...props} />;
}

/** For each link followed (its location, a new one each time), what its threads are on once its thread has opened. */
const followed = new WeakMap<object, Set<string>>();

/**
 * A comment's place (`?document=&part=`: the inbox, the activity feed) opens this part's thread, once
 * per link followed, with focus in it (comment-panel.tsx), which scrolls it into view. Counted as
 * followed once seen open: the store closes every panel as a screen's first threads subscribe, which
 * may come after (StrictMode's second run, a tab shown afresh). A fact's place names no result.
 */
function useLinkedThread(on: string, key: string, from: string, shown: boolean) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const here = params.get('part') === key && params.get('document') === (ventureOfFacts(on) ? null : on);
  useEffect(() => {
    if (!here) return;
    const opened = followed.get(location) ?? new Set<string>();
    followed.set(location, opened);
    if (opened.has(on)) return;
    if (shown) opened.add(on);
    else commentActions(on).open(key, from);
  }, [here, location, on, key, from, shown]);
}

function CommentButtons({
  Control,
  on,
  path,
  label,
  mayComment,
}: PartCommentsProps & { Control: ComponentType<ControlButtonProps> }) {
  const { threads, open, returnFocus } = useComments(on);
  const key = pathKey(path);
  const actions = commentActions(on);
  const count = (threads ?? [])
    .filter((thread) => !thread.resolved && pathKey(thread.path) === key)
    .reduce((total, thread) => total + thread.comments.length, 0);
  const shown = open?.key === key;
  const countId = `${key}#count`;
  const commentId = `${key}#comment`;
  // Closed, the panel gives focus back to a button there is: Comment, or for a viewer the count.
  useLinkedThread(on, key, mayComment ? commentId : countId, shown);
  // A viewer's count is their only button: it stays (at 0) while the panel it opened is open, and
  // while it has focus, so Close has somewhere to give focus when no thread there is open.
  const [holdingFocus, setHoldingFocus] = useState(false);
  const countDrawn = count > 0 || (!mayComment && (open?.from === countId || returnFocus === countId || holdingFocus));
  // A commenter's count that left (its last thread resolved in the panel): focus goes to Comment.
  const focusTo = returnFocus === countId && !countDrawn ? commentId : returnFocus;
  const button = (from: string, name: string, text: string) => (
    <Control
      id={`${key}#${from}`}
      returnFocus={focusTo}
      onFocused={actions.focused}
      name={name}
      expanded={shown}
      onPress={() => (shown ? actions.close() : actions.open(key, `${key}#${from}`))}
    >
      {text}
    </Control>
  );
  return (
    <>
      {countDrawn && (
        <span className="contents" onFocus={() => setHoldingFocus(true)} onBlur={() => setHoldingFocus(false)}>
          {button('count', COMMENT_TEXTS.countOn(count, label), COMMENT_TEXTS.count(count))}
        </span>
      )}
      {mayComment && button('comment', COMMENT_TEXTS.commentOn(label), COMMENT_TEXTS.comment)}
    </>
  );
}

function OpenPanel({ on, path, label, mayComment }: PartCommentsProps) {
  const entry = useComments(on);
  const key = pathKey(path);
  if (entry.open?.key !== key) return null;
  return (
    <CommentPanel
      on={on}
      path={path}
      label={label}
      mayComment={mayComment}
      threads={(entry.threads ?? []).filter((thread) => pathKey(thread.path) === key)}
      error={entry.error}
      onClose={commentActions(on).close}
    />
  );
}
