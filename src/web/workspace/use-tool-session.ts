import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { resultSchema, type ToolClient } from '@/core/tools/define-tool';
import { profileOf } from '@/core/venture/sources';
import type { DocumentSummary, SavedDocument, SaveOutcome } from '@/core/workspace/schema';
import { usePrefillProfile } from '@/web/generator/prefill';
import { useGenerator, type InputValues } from '@/web/generator/use-generator';
import { workspaceApi, WorkspaceError } from './api';
import { WORKSPACE_TEXTS } from './texts';
import { useWorkspace } from './workspace-context';

export interface SavedState {
  status: 'loading' | 'ready' | 'unavailable';
  /** Why saved work could not be read, when it could not. */
  message?: string;
  /** The tool's results in the venture, newest first: the History list. */
  documents: DocumentSummary[];
  /**
   * The saved result on screen, with the inputs that made it, the venture's results it was built
   * on and those of them changed since.
   */
  shown: ShownDocument | null;
}

type ShownDocument = DocumentSummary & Pick<SavedDocument, 'inputs' | 'builtOn' | 'changedSince'>;

const summaryOf = ({
  inputs: _inputs,
  result: _result,
  builtOn: _builtOn,
  changedSince: _changedSince,
  ...summary
}: SavedDocument): DocumentSummary => summary;

/** A saved result as the screen keeps it: all but the result, which the generator holds. */
const shownOf = (document: SavedDocument): ShownDocument => ({
  ...summaryOf(document),
  inputs: document.inputs,
  builtOn: document.builtOn,
  changedSince: document.changedSince,
});

/**
 * A tool screen's generator with the venture's saved work behind it: the screen opens on the
 * newest saved result with its inputs, History opens or deletes earlier ones, new results are
 * stored by the server as they finish, and edits are saved against their version.
 */
export function useToolSession<I extends z.ZodObject, O extends z.ZodType, Id extends string, R extends z.ZodType = O>(
  tool: ToolClient<I, O, Id, R>,
) {
  const workspace = useWorkspace();
  const [saved, setSaved] = useState<SavedState>({ status: 'loading', documents: [], shown: null });
  // The form's starting values: the inputs of the last generation or of the saved result opened,
  // whichever came last; the key changes only on opening, so a form keeps its focus after generating.
  const [form, setForm] = useState<{ key: number; inputs: InputValues | undefined }>({ key: 0, inputs: undefined });
  const loadedFor = useRef<{ ventureId: string | null; revision: number } | undefined>(undefined);

  const onDone = useCallback(
    (outcome: SaveOutcome, inputs: InputValues) => {
      setForm((old) => ({ ...old, inputs }));
      if (outcome.saveError) toast.error(WORKSPACE_TEXTS.notSaved, { description: outcome.saveError });
      if (!outcome.saved) return;
      const document = outcome.saved;
      loadedFor.current = { ventureId: document.ventureId, revision: loadedFor.current?.revision ?? 0 };
      setSaved((old) => ({
        status: 'ready',
        documents: [document, ...old.documents.filter((item) => item.ventureId === document.ventureId)],
        shown: { ...document, inputs, builtOn: outcome.builtOn ?? [], changedSince: [] },
      }));
      // A first generation made a venture: the menu should name it.
      if (outcome.ventureCreated) void workspace.refresh();
    },
    [workspace],
  );
  const generator = useGenerator(tool, { ventureId: workspace.view?.currentVentureId, onDone });
  const { replaceResult } = generator;

  const show = useCallback(
    (document: SavedDocument | null) => {
      const result = document && resultSchema(tool).safeParse(document.result);
      replaceResult(result?.success ? result.data : null);
      setSaved((old) => ({
        ...old,
        shown: document && result?.success ? shownOf(document) : null,
      }));
      setForm((old) => ({ key: old.key + 1, inputs: document?.inputs }));
    },
    [tool, replaceResult],
  );

  // Load on open, and again when the venture changes or the workspace was replaced (import, delete).
  const wanted = workspace.view ? workspace.view.currentVentureId : undefined;
  useEffect(() => {
    const loaded = loadedFor.current;
    if (loaded && loaded.revision === workspace.revision && (wanted === undefined || wanted === loaded.ventureId))
      return;
    const controller = new AbortController();
    setSaved((old) => ({ ...old, status: 'loading' }));
    workspaceApi.toolDocuments(tool.id, wanted ?? null, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        loadedFor.current = { ventureId: answer.ventureId, revision: workspace.revision };
        setSaved({ status: 'ready', documents: answer.documents, shown: null });
        show(answer.latest);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setSaved((old) => ({
          ...old,
          status: 'unavailable',
          message: failure instanceof WorkspaceError ? failure.message : String(failure),
        }));
      },
    );
    return () => controller.abort();
  }, [tool.id, wanted, workspace.revision, show]);

  /** Opens an earlier result from History. */
  const open = useCallback(
    async (id: string) => {
      try {
        show(await workspaceApi.document(id));
      } catch (failure) {
        toast.error(WORKSPACE_TEXTS.notSaved, {
          description: failure instanceof Error ? failure.message : String(failure),
        });
      }
    },
    [show],
  );

  /** Deletes a result; the screen moves to the newest one left when it showed the deleted one. */
  const remove = useCallback(
    async (id: string) => {
      try {
        await workspaceApi.deleteDocument(id);
      } catch (failure) {
        toast.error(WORKSPACE_TEXTS.notDeleted, {
          description: failure instanceof Error ? failure.message : String(failure),
        });
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
    [saved, open, show],
  );

  // The newest version this screen knows of each saved result: edits saved back to back (the
  // model's autosave) each start from the last one's answer, before React has rendered it.
  const versions = useRef(new Map<string, number>());
  const known = saved.shown;
  useEffect(() => {
    if (known && (versions.current.get(known.id) ?? 0) < known.version) versions.current.set(known.id, known.version);
  }, [known]);

  /**
   * Saves an edited result against the newest version known, by default the one on screen; an
   * edit made on another result (saved after History opened a different one) goes to its own.
   * A stale version shows the newer one (and says so); any other failure keeps the edit on
   * screen and says it was not saved.
   */
  const saveEdit = useCallback(
    async (result: z.infer<R>, documentId?: string): Promise<'saved' | 'conflict' | 'failed' | 'local'> => {
      const id = documentId ?? saved.shown?.id;
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
        if (failure instanceof WorkspaceError && failure.status === 409 && failure.current) {
          versions.current.set(id, failure.current.version);
          if (saved.shown?.id === id) show(failure.current);
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
    [saved.shown?.id, show],
  );

  // The venture's profile fills a form that has nothing of its own yet (docs/product.md §10); a
  // profile another screen carried here (Use This Idea, when its venture could not be stored) wins.
  const carried = usePrefillProfile();
  const profile = carried ?? (workspace.current ? profileOf(workspace.current) : undefined);
  const fromProfile = profile && tool.profile ? tool.profile.toForm(profile) : undefined;

  return {
    ...generator,
    // The form waits for the workspace too: it starts from the current venture's profile.
    saved: workspace.view || workspace.error ? saved : { ...saved, status: 'loading' as const },
    open,
    remove,
    saveEdit,
    /**
     * The form's starting values: the inputs of the last generation or of the saved result opened,
     * else what the venture's profile says.
     */
    formInputs: (carried && fromProfile) ?? form.inputs ?? fromProfile,
    /** Changes when a saved result is opened, so a form keyed by it starts from that result's inputs. */
    formKey: String(form.key),
  };
}

export type ToolSession = ReturnType<typeof useToolSession>;
