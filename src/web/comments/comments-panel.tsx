import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ThreadView } from '@/core/comments/schema';
import { COMMENT_LIMITS } from '@/core/comments/schema';
import type { PartPath } from '@/core/venture/document-figures';
import { messageOf } from '@/web/account/account-list';
import { Button } from '@/web/components/ui/button';
import { Label, Textarea } from '@/web/components/ui/input';
import { formatDateTime } from '@/web/workspace/format-date';
import { commentsApi } from './comments-api';

interface CommentsPanelProps {
  label: string;
  path: PartPath;
  documentId: string;
  threads: ThreadView[];
  /** The member's role lets them comment (else they read). */
  mayComment: boolean;
  onThread: (thread: ThreadView) => void;
  onClose: () => void;
}

/**
 * The comments on one part (docs/product.md §16 "Comments"): its threads, open first, each with
 * Reply and Resolve (or Reopen), and a new comment. Every text is shown as text.
 */
export default function CommentsPanel({
  label,
  path,
  documentId,
  threads,
  mayComment,
  onThread,
  onClose,
}: CommentsPanelProps) {
  const headingId = useId();
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!mayComment) close.current?.focus();
  }, [mayComment]);
  const ordered = [...threads].sort((a, b) => Number(a.resolved) - Number(b.resolved));
  return (
    <section aria-labelledby={headingId} className="mt-3 rounded-lg border border-base-200 bg-base-50 p-4">
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-base-900">
          Comments on {label}
        </h3>
        <Button ref={close} variant="ghost" size="sm" onClick={onClose}>
          Close
        </Button>
      </div>
      {ordered.map((thread) => (
        <Thread key={thread.id} thread={thread} documentId={documentId} mayComment={mayComment} onThread={onThread} />
      ))}
      {mayComment && (
        <CommentForm
          label={`Comment on ${label}`}
          submit="Comment"
          autoFocus
          send={(body) => commentsApi.add(documentId, { path: [...path], body })}
          onSent={onThread}
        />
      )}
    </section>
  );
}

function Thread({
  thread,
  documentId,
  mayComment,
  onThread,
}: Omit<CommentsPanelProps, 'label' | 'path' | 'threads' | 'onClose'> & { thread: ThreadView }) {
  const [problem, setProblem] = useState('');
  async function resolve(resolved: boolean) {
    setProblem('');
    try {
      onThread(await commentsApi.resolve(thread.id, resolved));
    } catch (failure) {
      setProblem(messageOf(failure));
    }
  }
  const [first] = thread.comments;
  return (
    <article
      aria-label={`Thread by ${first?.author ?? 'a member'}`}
      className="mt-3 rounded-md border border-base-200 bg-white p-3"
    >
      {thread.earlierVersion && <p className="mb-2 text-xs text-warning-900">On an earlier version of this part.</p>}
      <ul className="flex flex-col gap-2">
        {thread.comments.map((comment) => (
          <li key={comment.id} className="text-sm">
            <p className="text-base-600">
              <span className="font-medium text-base-900">{comment.author}</span> · {formatDateTime(comment.createdAt)}
            </p>
            <p className="whitespace-pre-wrap text-base-800">{comment.body}</p>
          </li>
        ))}
      </ul>
      {thread.resolved && <p className="mt-2 text-xs text-base-600">Resolved by {thread.resolvedBy ?? 'a member'}.</p>}
      <p role="alert" className="mt-1 text-xs text-red-700 empty:hidden">
        {problem}
      </p>
      {mayComment && (
        <div className="mt-2 flex flex-col gap-2">
          {!thread.resolved && (
            <CommentForm
              label={`Reply to ${first?.author ?? 'the thread'}`}
              submit="Reply"
              send={(body) => commentsApi.add(documentId, { path: thread.path, body, replyTo: thread.id })}
              onSent={onThread}
            />
          )}
          <Button variant="outline" size="sm" className="self-start" onClick={() => void resolve(!thread.resolved)}>
            {thread.resolved ? 'Reopen' : 'Resolve'}
          </Button>
        </div>
      )}
    </article>
  );
}

function CommentForm({
  label,
  submit,
  autoFocus = false,
  send,
  onSent,
}: {
  label: string;
  submit: string;
  autoFocus?: boolean;
  send: (body: string) => Promise<ThreadView>;
  onSent: (thread: ThreadView) => void;
}) {
  const id = useId();
  const [body, setBody] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState('');
  async function post(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    setProblem('');
    try {
      onSent(await send(body));
      setBody('');
    } catch (failure) {
      // What was typed stays, with why it was not kept.
      setProblem(messageOf(failure));
    } finally {
      setSending(false);
    }
  }
  return (
    <form className="mt-3 flex flex-col gap-1" onSubmit={(event) => void post(event)}>
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        className="min-h-16"
        value={body}
        maxLength={COMMENT_LIMITS.body}
        autoFocus={autoFocus}
        onChange={(event) => setBody(event.target.value)}
      />
      <p role="alert" className="text-xs text-red-700 empty:hidden">
        {problem}
      </p>
      <Button type="submit" size="sm" className="self-start" disabled={sending || body.trim() === ''}>
        {sending ? 'Sending…' : submit}
      </Button>
    </form>
  );
}
