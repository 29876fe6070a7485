/**
 * A part's threads (docs/product.md §16 "Comments"), after the part while open: each comment with
 * its author and time, replies, Resolve or Reopen, "on an earlier version" where the part has
 * changed since the thread began, and a new comment's field with **Comment**. A viewer reads only.
 * Every text is rendered as text. A failed send says so under its field and keeps what was typed.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { ThreadView } from '@/core/comments/schema';
import { Button } from '@/web/components/ui/button';
import { formatDateTime } from '@/web/workspace/format-date';
import { CommentForm } from './comment-form';
import { commentActions, messageOf } from './comments-store';
import { COMMENT_TEXTS } from './texts';

export interface CommentPanelProps {
  on: string;
  path: readonly (string | number)[];
  label: string;
  mayComment: boolean;
  /** The part's threads, oldest first. */
  threads: ThreadView[];
  /** Why the threads could not be read, if they could not. */
  error: string | null;
  onClose: () => void;
}

export default function CommentPanel({ on, path, label, mayComment, threads, error, onClose }: CommentPanelProps) {
  const panel = useRef<HTMLElement>(null);
  // Focus goes into the panel as it opens: the new comment's field (CommentForm), or for a viewer the panel itself.
  useEffect(() => {
    if (!mayComment) panel.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as it opens
  }, []);
  const post = (body: string, replyTo?: string) => commentActions(on).post(path, body, replyTo);
  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-label={COMMENT_TEXTS.panel(label)}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
      className="flex flex-col gap-4 rounded-lg border border-primary-200 bg-white p-4 text-sm outline-none"
    >
      {error && threads.length === 0 && <p role="alert">{COMMENT_TEXTS.notLoaded(error)}</p>}
      {threads.length === 0 && !error && <p className="text-base-600">{COMMENT_TEXTS.none}</p>}
      {threads.length > 0 && (
        <ul className="flex flex-col gap-3">
          {threads.map((thread) => (
            <Thread key={thread.id} on={on} thread={thread} mayComment={mayComment} onReply={post} />
          ))}
        </ul>
      )}
      {mayComment && <CommentForm label={COMMENT_TEXTS.field} autoFocus onSend={(body) => post(body)} />}
      <div>
        <Button variant="outline" size="sm" onClick={onClose}>
          {COMMENT_TEXTS.close}
        </Button>
      </div>
    </section>
  );
}

interface ThreadProps {
  on: string;
  thread: ThreadView;
  mayComment: boolean;
  onReply: (body: string, replyTo: string) => Promise<void>;
}

/** One thread: its comments, then Reply and Resolve (or Reopen) for those who may comment. */
function Thread({ on, thread, mayComment, onReply }: ThreadProps) {
  const [replying, setReplying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const replyButton = useRef<HTMLButtonElement>(null);
  const author = thread.comments[0]?.author ?? '';
  const stopReplying = () => {
    setReplying(false);
    // The Reply button comes back: focus goes to it, not to the page.
    requestAnimationFrame(() => replyButton.current?.focus());
  };
  const resolve = () =>
    commentActions(on)
      .resolve(thread.id, !thread.resolved)
      .then(
        () => setFailure(null),
        (reason: unknown) => setFailure(COMMENT_TEXTS.notChanged(messageOf(reason))),
      );
  return (
    <li aria-label={COMMENT_TEXTS.thread(author)} className="flex flex-col gap-2 rounded-md border border-base-200 p-3">
      <ThreadComments thread={thread} />
      {mayComment && replying && (
        <CommentForm
          label={COMMENT_TEXTS.replyTo(author)}
          autoFocus
          send={COMMENT_TEXTS.reply}
          onSend={async (body) => {
            await onReply(body, thread.id);
            stopReplying();
          }}
          onCancel={stopReplying}
        />
      )}
      {mayComment && (
        <div className="flex flex-wrap gap-2">
          {!replying && (
            <Button ref={replyButton} variant="outline" size="sm" onClick={() => setReplying(true)}>
              {COMMENT_TEXTS.reply}
            </Button>
          )}
          <Button variant="outline" size="sm" onClick={() => void resolve()}>
            {thread.resolved ? COMMENT_TEXTS.reopen : COMMENT_TEXTS.resolve}
          </Button>
        </div>
      )}
      {failure && (
        <p role="alert" className="text-danger-700">
          {failure}
        </p>
      )}
    </li>
  );
}

/** A thread's state (on an earlier version, resolved) and its comments, each with its author and time, as text. */
function ThreadComments({ thread }: { thread: ThreadView }) {
  const notes = [
    thread.earlierVersion && COMMENT_TEXTS.earlierVersion,
    thread.resolved && COMMENT_TEXTS.resolvedBy(thread.resolvedBy),
  ].filter(Boolean);
  return (
    <>
      {notes.length > 0 && <p className="text-xs text-base-600">{notes.join(' · ')}</p>}
      <ol className="flex flex-col gap-2">
        {thread.comments.map((comment) => (
          <li key={comment.id}>
            <p className="text-xs text-base-600">
              <span className="font-medium text-base-800">{comment.author}</span> ·{' '}
              <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt)}</time>
            </p>
            <p className="whitespace-pre-wrap text-base-800">{comment.body}</p>
          </li>
        ))}
      </ol>
    </>
  );
}
