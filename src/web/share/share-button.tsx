import { Share2 } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/toaster';
import { useConflictQuestion } from '@/web/generator/conflict-question';
import type { ShareDialogProps } from './share-dialog';

const loadDialog = () => import('./share-dialog');
const prefetch = () => {
  loadDialog().catch(() => undefined);
};

/**
 * Share on the deck, the plan, the research and the model (each tool's `share`): a button, eager and small; its dialog (the form, the
 * links, their analytics) is fetched on the first press, so the tool pages' first load does not
 * carry it (nor its texts, in texts.ts). Shown once the result is saved: a link points at a saved document.
 * A result whose figures differ from the venture's facts asks first (Use All Facts, Review, Share Anyway).
 */
export function ShareButton({ documentId }: { documentId: string | undefined }) {
  const [Dialog, setDialog] = useState<ComponentType<ShareDialogProps>>();
  const [open, setOpen] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const question = useConflictQuestion();
  if (!documentId) return null;
  const press = async () => {
    const answer = await question.ask('share');
    if (!answer.go) return;
    setAccepted(answer.accepted);
    loadDialog().then(
      (module) => {
        setDialog(() => module.default);
        setOpen(true);
      },
      (error: unknown) => {
        console.warn('Share did not load.', error);
        toast.error('Share did not load. Please try again.');
      },
    );
  };
  return (
    <>
      <Button variant="outline" onClick={() => void press()} onPointerEnter={prefetch} onFocus={prefetch}>
        <Share2 aria-hidden="true" />
        Share
      </Button>
      {Dialog && (
        <Dialog
          open={open}
          onOpenChange={setOpen}
          documentId={documentId}
          conflictsAccepted={accepted}
          conflictsPanel={question.panel}
        />
      )}
    </>
  );
}
