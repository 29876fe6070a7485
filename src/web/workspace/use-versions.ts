import { useCallback, useMemo, useState } from 'react';
import { toast } from '@/web/components/ui/toaster';
import type { SavedDocument } from '@/core/workspace/schema';
import { workspaceApi } from './api';
import { messageOf, summaryOf, type SavedWork } from './saved-state';
import { WORKSPACE_TEXTS } from './texts';
import type { RefusedEdit } from './use-save-edit';

/**
 * A screen's versions (docs/product.md §12): Restore from History, Undo of the edits saved in this
 * page (each restores the version before it, as a new version), and the edit another tab's newer
 * one refused, kept for "Your unsaved version" until it is applied or discarded.
 */
export function useVersions({ saved, setSaved, show }: SavedWork) {
  const [unsaved, setUnsaved] = useState<RefusedEdit | null>(null);
  // The versions this page's saved edits made, oldest first: what Undo takes back, newest first.
  const [edits, setEdits] = useState<{ id: string; version: number }[]>([]);

  const restore = useCallback(
    async (id: string, version: number): Promise<SavedDocument | null> => {
      try {
        const restored = await workspaceApi.restoreVersion(id, version);
        setSaved((old) => ({
          ...old,
          documents: old.documents.map((item) => (item.id === restored.id ? summaryOf(restored) : item)),
        }));
        show(restored);
        return restored;
      } catch (failure) {
        toast.error(WORKSPACE_TEXTS.notSaved, { description: messageOf(failure) });
        return null;
      }
    },
    [setSaved, show],
  );

  const [edited, setEdited] = useState(false);
  const last = edits.at(-1);
  const canUndo = last !== undefined && last.id === saved.shown?.id;
  const undo = useCallback(async () => {
    if (!last || !canUndo) return;
    if (!(await restore(last.id, last.version - 1))) return;
    setEdits((old) => old.slice(0, -1));
    toast.success(WORKSPACE_TEXTS.undone.title, { description: WORKSPACE_TEXTS.undone.description });
  }, [last, canUndo, restore]);

  const listeners = useMemo(
    () => ({
      onSaved: (updated: SavedDocument) => {
        setEdited(true);
        setEdits((old) => [...old, { id: updated.id, version: updated.version }]);
      },
      onRefused: setUnsaved,
    }),
    [],
  );

  return {
    unsaved,
    setUnsaved,
    restore,
    undo,
    canUndo,
    /** The page saved an edit: Undo is shown from then on. */
    edited,
    listeners,
  };
}
