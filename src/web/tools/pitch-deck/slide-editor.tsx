import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import type { Slide } from '@/core/tools/pitch-deck/client';
import { Card, CardContent } from '@/web/components/ui/card';
import { Input, Label, Textarea } from '@/web/components/ui/input';
import { moveLine } from '@/web/lib/move-line';

/** Under Slide Content (docs/product.md §2): every line is drawn as a bullet, so none needs typing. */
export const SLIDE_CONTENT_HINT = 'Each line is a bullet on the slide. Alt+Arrow Up or Down moves a line.';

interface SlideEditorProps {
  draft: Slide;
  onChange: (changes: Partial<Slide>) => void;
  /** Escape leaves the editor as Cancel does, keeping the slide as it was. */
  onCancel: () => void;
}

/** The three fields of the slide being edited; they change only the draft until Save Changes. */
export function SlideEditor({ draft, onChange, onCancel }: SlideEditorProps) {
  const id = useId();
  const title = useRef<HTMLInputElement>(null);
  // Keyboard users land in the first field when editing starts. Chromium would centre a field
  // below the fold, pushing Save Changes (above the slide) under the sticky top bar on a phone:
  // scroll only as far as the field needs.
  useEffect(() => {
    title.current?.focus({ preventScroll: true });
    title.current?.scrollIntoView({ block: 'nearest' });
  }, []);

  const [contentField, moveLines] = useLineMoves(draft.content, (next) => onChange({ content: next }));
  return (
    <Card
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onCancel();
      }}
    >
      <CardContent className="flex flex-col gap-4 pt-6">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-title`}>Slide Title</Label>
          <Input
            ref={title}
            id={`${id}-title`}
            value={draft.title}
            onChange={(event) => onChange({ title: event.target.value })}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-content`}>Slide Content</Label>
          <Textarea
            ref={contentField}
            id={`${id}-content`}
            value={draft.content}
            aria-describedby={`${id}-content-hint`}
            aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
            onChange={(event) => onChange({ content: event.target.value })}
            onKeyDown={moveLines}
          />
          <p id={`${id}-content-hint`} className="text-xs text-base-600">
            {SLIDE_CONTENT_HINT}
          </p>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-notes`}>Speaker Notes</Label>
          <Textarea
            id={`${id}-notes`}
            className="min-h-24"
            value={draft.notes}
            onChange={(event) => onChange({ notes: event.target.value })}
          />
        </div>
      </CardContent>
    </Card>
  );
}

/** Alt+Arrow Up and Down in the content move the caret's line, the caret going with it. */
function useLineMoves(text: string, change: (text: string) => void) {
  const field = useRef<HTMLTextAreaElement>(null);
  const caret = useRef<number | null>(null);
  // The caret goes where the moved line is once the field shows the new text.
  useLayoutEffect(() => {
    if (caret.current === null) return;
    field.current?.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [text]);
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    const { selectionStart, value } = event.currentTarget;
    const moved = moveLine(value, selectionStart, event.key === 'ArrowUp' ? 'up' : 'down');
    event.preventDefault();
    if (!moved) return;
    caret.current = moved.caret;
    change(moved.text);
  };
  return [field, onKeyDown] as const;
}
