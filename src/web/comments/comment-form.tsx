/** The field a comment or a reply is written in, with its send button (comment-panel.tsx). */
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Button } from '@/web/components/ui/button';
import { Label, Textarea } from '@/web/components/ui/input';
import { messageOf } from './comments-store';
import { useMentionList } from './mention-list';
import { COMMENT_TEXTS } from './texts';

interface CommentFormProps {
  label: string;
  autoFocus?: boolean;
  /** The send button's text: Comment, or Reply. */
  send?: string;
  onSend: (body: string) => Promise<void>;
  onCancel?: () => void;
}

/** Sends the field's text: empties it on success, keeps it and says why on failure. */
function useSend(onSend: (body: string) => Promise<void>, field: RefObject<HTMLTextAreaElement | null>) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async () => {
    if (busy || !text.trim()) return;
    setBusy(true);
    try {
      await onSend(text);
      setText('');
      setFailure(null);
      field.current?.focus();
    } catch (reason) {
      setFailure(COMMENT_TEXTS.notSent(messageOf(reason)));
    } finally {
      setBusy(false);
    }
  };
  return { text, setText, busy, failure, submit };
}

/** A labelled field and its send button; on failure, the reason under it and the text kept. */
export function CommentForm({ label, autoFocus, send = COMMENT_TEXTS.comment, onSend, onCancel }: CommentFormProps) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (autoFocus) field.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as it opens
  }, []);
  const { text, setText, busy, failure, submit } = useSend(onSend, field);
  const mentions = useMentionList(field, text, setText);
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Textarea
          id={id}
          ref={field}
          className="min-h-20"
          value={text}
          aria-describedby={`${id}-hint${failure ? ` ${id}-error` : ''}`}
          {...mentions.fieldProps}
          onChange={(event) => {
            setText(event.target.value);
            mentions.caretMoved(event.target.selectionStart);
          }}
          onKeyDown={(event) => {
            // The mention list's keys first: while it is open, Escape closes only the list.
            if (mentions.onKeyDown(event)) return;
            if (event.key === 'Escape' && onCancel) {
              event.preventDefault();
              event.stopPropagation();
              onCancel();
            }
          }}
        />
        {mentions.list}
      </div>
      <p id={`${id}-hint`} className="text-xs text-base-600">
        {COMMENT_TEXTS.hint}
      </p>
      {failure && (
        <p id={`${id}-error`} role="alert" className="text-danger-700">
          {failure}
        </p>
      )}
      <FormButtons busy={busy} send={send} onCancel={onCancel} />
    </form>
  );
}

/** Send (not disabled while sending: a disabled button would drop focus out of the panel, and Escape with it), and Cancel. */
function FormButtons({ busy, send, onCancel }: { busy: boolean; send: string; onCancel?: () => void }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" size="sm" aria-disabled={busy}>
        {busy ? COMMENT_TEXTS.sending : send}
      </Button>
      {onCancel && (
        <Button variant="outline" size="sm" onClick={onCancel}>
          {COMMENT_TEXTS.cancel}
        </Button>
      )}
    </div>
  );
}
