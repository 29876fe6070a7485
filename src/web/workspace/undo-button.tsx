import { Undo2 } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/web/components/ui/button';
import { isTextEntry } from '@/web/lib/text-entry';

interface UndoButtonProps {
  /** The page has a saved edit of the result on screen to take back. */
  canUndo: boolean;
  /** Shown once the page saved an edit: it stays (dimmed) when there is nothing left, so focus stays on it. */
  shown: boolean;
  onUndo: () => Promise<void>;
}

/**
 * Undo (docs/product.md §12): takes back the last edit saved in this page, as Ctrl+Z or Cmd+Z do
 * when focus is not in a text field (where they undo typing, as the browser does).
 */
export function UndoButton({ canUndo, shown, onUndo }: UndoButtonProps) {
  useEffect(() => {
    if (!canUndo) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'z' || !(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey)
        return;
      if (event.defaultPrevented || isTextEntry(event.target)) return;
      event.preventDefault();
      void onUndo();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [canUndo, onUndo]);
  if (!shown) return null;
  return (
    <Button
      variant="outline"
      aria-disabled={!canUndo}
      aria-keyshortcuts="Control+Z Meta+Z"
      className={canUndo ? undefined : 'opacity-50'}
      onClick={() => canUndo && void onUndo()}
    >
      <Undo2 aria-hidden="true" />
      Undo
    </Button>
  );
}
