import { useCallback, useEffect, useRef } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { DashboardData } from '@/web/dashboard/dashboard-loader';
import { DASHBOARD_ROUTE_ID } from '@/web/dashboard/route-id';
import { toast } from '@/web/components/ui/toaster';
import type { SavedDocument } from '@/core/workspace/schema';
import type { EditCause, PartRefView } from '@/core/workspace/versions';
import { ApiError } from '@/web/api/client';
import { workspaceApi } from './api';
import { shownOf, summaryOf, type SavedWork } from './saved-state';
import { WORKSPACE_TEXTS } from './texts';

export type EditOutcome = 'saved' | 'conflict' | 'failed' | 'local';

/** A save refused because another tab changed the same part: what it held, kept for "Your unsaved version". */
export interface RefusedEdit {
  documentId: string;
  result: unknown;
  /** The parts both changed; the empty path when the result's shape changed (docs/product.md §13). */
  conflicts: PartRefView[];
  /** Every part the refused save changed. */
  yours: PartRefView[];
}

/** What the versions (use-versions.ts) learn from each save. */
export interface SaveListeners {
  onSaved?: (updated: SavedDocument) => void;
  onRefused?: (refused: RefusedEdit) => void;
}

/**
 * Saves an edited result against the newest version known, by default the one on screen; an edit
 * made on another result (saved after History opened a different one) goes to its own. Made on an
 * older version, the server merges it by parts and the merged result is shown; refused (the same
 * part changed elsewhere), the newer version is shown (and says so) and the refused edit is kept
 * (`onRefused`); any other failure keeps the edit on screen and says it was not saved.
 */
/** How a save treats the server's answer. */
export interface SaveOptions {
  /**
   * Show the stored result once saved, not only when merged: what the server computes from the
   * parts saved (the model's figures) is then on screen. Not for autosaves, whose answer could
   * replace what the founder typed since.
   */
  showAnswer?: boolean;
  /** Why the edit was made, when not typed by hand (the activity feed says so). */
  cause?: EditCause;
}

/** "Changed Elsewhere": by whom, when another member (not this one in another tab) changed the part first. */
function sayChangedElsewhere(newer: SavedDocument, accountId: string | undefined) {
  const byOther = newer.author && newer.author.id !== accountId ? newer.author.name : undefined;
  toast.error(WORKSPACE_TEXTS.changedElsewhere.title, {
    description: byOther ? WORKSPACE_TEXTS.changedFirstBy(byOther) : WORKSPACE_TEXTS.changedElsewhere.description,
  });
}

export function useSaveEdit<Result>({ saved, setSaved, show }: SavedWork, listeners: SaveListeners = {}) {
  // The newest version this screen knows of each saved result: edits saved back to back (the
  // model's autosave) each start from the last one's answer, before React has rendered it.
  const versions = useRef(new Map<string, number>());
  const known = saved.shown;
  useEffect(() => {
    if (known && (versions.current.get(known.id) ?? 0) < known.version) versions.current.set(known.id, known.version);
  }, [known]);
  const heard = useRef(listeners);
  useEffect(() => {
    heard.current = listeners;
  });

  const shownId = saved.shown?.id;
  const accountId = (useRouteLoaderData(DASHBOARD_ROUTE_ID) as DashboardData | undefined)?.account?.id;
  return useCallback(
    async (result: Result, documentId?: string, options: SaveOptions = {}): Promise<EditOutcome> => {
      const id = documentId ?? shownId;
      const version = id && versions.current.get(id);
      if (!id || !version) return 'local';
      try {
        const { merged, ...updated } = await workspaceApi.updateDocument(id, version, result, options.cause);
        versions.current.set(id, updated.version);
        // The server keeps no version of a save that changed nothing: there is no edit for Undo to take back.
        if (updated.version > version) heard.current.onSaved?.(updated);
        // Merged with another tab's edit: the screen shows both.
        if ((merged || options.showAnswer) && shownId === id) show(updated);
        setSaved((old) => ({
          ...old,
          shown: old.shown?.id === updated.id ? shownOf(updated) : old.shown,
          documents: old.documents.map((item) => (item.id === updated.id ? summaryOf(updated) : item)),
        }));
        return 'saved';
      } catch (failure) {
        const details = failure instanceof ApiError && failure.status === 409 ? failure.details : undefined;
        if (details?.current) {
          const newer = details.current as SavedDocument;
          versions.current.set(id, newer.version);
          if (shownId === id) show(newer);
          if (details.yours)
            heard.current.onRefused?.({
              documentId: id,
              result,
              conflicts: details.conflicts as PartRefView[],
              yours: details.yours as PartRefView[],
            });
          sayChangedElsewhere(newer, accountId);
          return 'conflict';
        }
        toast.error(WORKSPACE_TEXTS.notSaved, {
          description: `${WORKSPACE_TEXTS.editNotSaved} ${failure instanceof Error ? failure.message : ''}`.trim(),
        });
        return 'failed';
      }
    },
    [shownId, setSaved, show, accountId],
  );
}
