import { useCallback, useEffect, useRef } from 'react';
import { toast } from '@/web/components/ui/toaster';
import type { SavedDocument } from '@/core/workspace/schema';
import { ApiError } from '@/web/api/client';
import { workspaceApi } from './api';
import { shownOf, summaryOf, type SavedWork } from './saved-state';
import { WORKSPACE_TEXTS } from './texts';

export type EditOutcome = 'saved' | 'conflict' | 'failed' | 'local';

/**
 * Saves an edited result against the newest version known, by default the one on screen; an edit
 * made on another result (saved after History opened a different one) goes to its own. A stale
 * version shows the newer one (and says so); any other failure keeps the edit on screen and says
 * it was not saved.
 */
export function useSaveEdit<Result>({ saved, setSaved, show }: SavedWork) {
  // The newest version this screen knows of each saved result: edits saved back to back (the
  // model's autosave) each start from the last one's answer, before React has rendered it.
  const versions = useRef(new Map<string, number>());
  const known = saved.shown;
  useEffect(() => {
    if (known && (versions.current.get(known.id) ?? 0) < known.version) versions.current.set(known.id, known.version);
  }, [known]);

  const shownId = saved.shown?.id;
  return useCallback(
    async (result: Result, documentId?: string): Promise<EditOutcome> => {
      const id = documentId ?? shownId;
      const version = id && versions.current.get(id);
      if (!id || !version) return 'local';
      try {
        const updated = await workspaceApi.updateDocument(id, version, result);
        versions.current.set(id, updated.version);
        setSaved((old) => ({
          ...old,
          shown: old.shown?.id === updated.id ? shownOf(updated) : old.shown,
          documents: old.documents.map((item) => (item.id === updated.id ? summaryOf(updated) : item)),
        }));
        return 'saved';
      } catch (failure) {
        const current = failure instanceof ApiError && failure.status === 409 ? failure.details.current : undefined;
        if (current) {
          const newer = current as SavedDocument;
          versions.current.set(id, newer.version);
          if (shownId === id) show(newer);
          toast.error(WORKSPACE_TEXTS.changedElsewhere.title, {
            description: WORKSPACE_TEXTS.changedElsewhere.description,
          });
          return 'conflict';
        }
        toast.error(WORKSPACE_TEXTS.notSaved, {
          description: `${WORKSPACE_TEXTS.editNotSaved} ${failure instanceof Error ? failure.message : ''}`.trim(),
        });
        return 'failed';
      }
    },
    [shownId, setSaved, show],
  );
}
