import { Undo2 } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/toaster';
import { isTextEntry } from '@/web/lib/text-entry';
import type { SavedWork } from './saved-state';
import { restoreVersion, VERSION_TEXTS } from './version-actions';
import type { PageEdit } from './use-versions';

interface UndoButtonProps {
  /** The last edit saved in this page, of the result on screen; none left to take back. */
  lastEdit: PageEdit | undefined;
  /** Generating: the result on screen is about to change. */
  busy: boolean;
  work: Pick<SavedWork, 'setSaved' | 'show'>;
  onUndone: () => void;
}

/**
 * Undo (docs/product.md §13): takes back the last edit saved in this page by restoring the version
 * before it, as a new version; Ctrl+Z or Cmd+Z do the same when focus is not in a text field
 * (where they undo typing, as the browser does). Once nothing is left it stays, dimmed, so focus
 * stays on it.
 */
export function UndoButton({ lastEdit, busy, work, onUndone }: UndoButtonProps) {
  const canUndo = lastEdit !== undefined && !busy;
  const undo = useCallback(async () => {
    if (!lastEdit || busy) return;
    if (!(await restoreVersion(work, lastEdit.id, lastEdit.version - 1))) return;
    onUndone();
    toast.success(VERSION_TEXTS.undone.title, { description: VERSION_TEXTS.undone.description });
  }, [lastEdit, busy, work, onUndone]);

  useEffect(() => {
    if (!canUndo) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'z' || !(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey)
        return;
      if (event.defaultPrevented || isTextEntry(event.target)) return;
      event.preventDefault();
      void undo();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [canUndo, undo]);
  return (
    <Button
      variant="outline"
      aria-disabled={!canUndo}
      aria-keyshortcuts="Control+Z Meta+Z"
      className={canUndo ? undefined : 'opacity-50'}
      onClick={() => void undo()}
    >
      <Undo2 aria-hidden="true" />
      Undo
    </Button>
  );
}
