import { useEffect, useId, useRef } from 'react';
import type { Slide } from '@/core/tools/pitch-deck/client';
import { Card, CardContent } from '@/web/components/ui/card';
import { Input, Label, Textarea } from '@/web/components/ui/input';

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
            id={`${id}-content`}
            value={draft.content}
            onChange={(event) => onChange({ content: event.target.value })}
          />
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
