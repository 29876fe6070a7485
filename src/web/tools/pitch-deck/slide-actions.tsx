import { useRef } from 'react';
import type { PitchDeckResult, SlideAction } from '@/core/tools/pitch-deck/client';
import { toast } from '@/web/components/ui/toaster';
import type { EditOutcome } from '@/web/workspace/use-save-edit';

/** Each slide action's toast; the description is Slide Updated's (docs/product.md §8). */
const DONE: Record<SlideAction['type'], string> = {
  add: 'Slide Added',
  duplicate: 'Slide Duplicated',
  remove: 'Slide Deleted',
  move: 'Slide Moved',
};

type SaveEdit = (deck: PitchDeckResult) => Promise<EditOutcome>;

/**
 * `saveEdit`, one save at a time: each starts from the version the one before left, so two quick
 * actions (Move Down pressed twice, Add Slide then Save Changes) are both saved, never refused as stale.
 */
export function useSavesInOrder(saveEdit: SaveEdit): SaveEdit {
  const last = useRef<Promise<unknown>>(Promise.resolve());
  return (deck) => {
    const saved = last.current.then(() => saveEdit(deck));
    last.current = saved.catch(() => undefined);
    return saved;
  };
}

/**
 * A slide action applied on screen, then saved as an edit as Save Changes saves one (the deck stays
 * as acted on whatever the server answers; a stale version is replaced by the newer deck).
 */
export function useSlideActions(act: (action: SlideAction) => PitchDeckResult | null, saveEdit: SaveEdit) {
  return async (action: SlideAction) => {
    const edited = act(action);
    if (!edited) return;
    const outcome = await saveEdit(edited);
    if (outcome === 'saved' || outcome === 'local')
      toast.success(DONE[action.type], { description: 'Your changes have been saved.' });
  };
}
