import { useCallback } from 'react';
import { toast } from '@/web/components/ui/toaster';
import { workspaceApi } from './api';
import { messageOf, type SavedWork } from './saved-state';
import { WORKSPACE_TEXTS } from './texts';

/** History's actions: open an earlier result, and delete one (the screen moves to the newest left). */
export function useHistory({ saved, setSaved, show }: SavedWork) {
  const open = useCallback(
    async (id: string) => {
      try {
        show(await workspaceApi.document(id));
      } catch (failure) {
        toast.error(WORKSPACE_TEXTS.notSaved, { description: messageOf(failure) });
      }
    },
    [show],
  );

  const remove = useCallback(
    async (id: string) => {
      try {
        await workspaceApi.deleteDocument(id);
      } catch (failure) {
        toast.error(WORKSPACE_TEXTS.notDeleted, { description: messageOf(failure) });
        return;
      }
      const rest = saved.documents.filter((document) => document.id !== id);
      setSaved((old) => ({ ...old, documents: rest }));
      if (saved.shown?.id === id) {
        const [next] = rest;
        if (next) await open(next.id);
        else show(null);
      }
      toast.success(WORKSPACE_TEXTS.deleted);
    },
    [saved, setSaved, open, show],
  );

  return { open, remove };
}
