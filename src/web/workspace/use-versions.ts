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
  const restore = useRestore(setSaved, show);
  const restoreFromHistory = useCallback(
    async (id: string, version: number) => {
      if (await restore(id, version))
        toast.success(WORKSPACE_TEXTS.restored.title, { description: WORKSPACE_TEXTS.restored.description });
    },
    [restore],
  );
  const { undo, canUndo, edited, onSaved } = useUndo(restore, saved.shown?.id);
  const listeners = useMemo(() => ({ onSaved, onRefused: setUnsaved }), [onSaved]);

  return {
    unsaved,
    setUnsaved,
    restore,
    /** Restore in History: the version comes back as the newest, with a toast saying nothing was deleted. */
    restoreFromHistory,
    undo,
    canUndo,
    /** The page saved an edit: Undo is shown from then on. */
    edited,
    listeners,
  };
}

/** Brings a version back as the newest and shows it; null (and the Not Saved toast) when that failed. */
function useRestore(setSaved: SavedWork['setSaved'], show: SavedWork['show']) {
  return useCallback(
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
}

/** Undo: the versions this page's saved edits made, the newest taken back first by restoring the one before it. */
function useUndo(restore: (id: string, version: number) => Promise<SavedDocument | null>, shownId: string | undefined) {
  const [edits, setEdits] = useState<{ id: string; version: number }[]>([]);
  const [edited, setEdited] = useState(false);
  const last = edits.at(-1);
  const canUndo = last !== undefined && last.id === shownId;
  const undo = useCallback(async () => {
    if (!last || !canUndo) return;
    if (!(await restore(last.id, last.version - 1))) return;
    setEdits((old) => old.slice(0, -1));
    toast.success(WORKSPACE_TEXTS.undone.title, { description: WORKSPACE_TEXTS.undone.description });
  }, [last, canUndo, restore]);
  const onSaved = useCallback((updated: SavedDocument) => {
    setEdited(true);
    setEdits((old) => [...old, { id: updated.id, version: updated.version }]);
  }, []);
  return { undo, canUndo, edited, onSaved };
}
