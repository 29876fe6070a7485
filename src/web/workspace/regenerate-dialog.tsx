import { useCallback, useRef, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { WORKSPACE_TEXTS } from './texts';

/**
 * Asking before a result that holds the founder's edits gives way to a new one: `ask()` resolves
 * true for Regenerate, false for Cancel (or Escape). The edited version stays in History either way.
 */
export function useRegenerateQuestion() {
  const [open, setOpen] = useState(false);
  const answer = useRef<(ok: boolean) => void>(undefined);
  const ask = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setOpen(true);
      }),
    [],
  );
  const reply = useCallback((ok: boolean) => {
    setOpen(false);
    answer.current?.(ok);
    answer.current = undefined;
    // On Cancel the dialog gives focus back to what asked (the submit button); Regenerate's generation moves it to Stop.
  }, []);
  return { ask, open, reply };
}

export type RegenerateQuestion = ReturnType<typeof useRegenerateQuestion>;

/** "Regenerate this result?": Regenerate or Cancel; Escape and closing cancel. */
export function RegenerateDialog({ question }: { question: Pick<RegenerateQuestion, 'open' | 'reply'> }) {
  const texts = WORKSPACE_TEXTS.regenerateEdited;
  return (
    <Dialog
      open={question.open}
      onOpenChange={(open) => !open && question.reply(false)}
      title={texts.title}
      description={texts.description}
    >
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={() => question.reply(false)}>
          Cancel
        </Button>
        <Button onClick={() => question.reply(true)}>Regenerate</Button>
      </div>
    </Dialog>
  );
}
