import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { toast } from '@/web/components/ui/toaster';
import type * as z from 'zod/mini';
import { resultSchema, type ToolClient } from '@/core/tools/define-tool';
import { profileOf, type VentureProfile } from '@/core/venture/sources';
import type { SavedDocument, SaveOutcome } from '@/core/workspace/schema';
import { usePrefillProfile } from '@/web/generator/prefill';
import { useGenerator, type InputValues } from '@/web/generator/use-generator';
import { ApiError } from '@/web/api/client';
import { workspaceApi } from './api';
import { shownOf, type SavedState } from './saved-state';
import { WORKSPACE_TEXTS } from './texts';
import { useHistory } from './use-history';
import { useSaveEdit } from './use-save-edit';
import { useWorkspace, type Workspace } from './workspace-context';

export type { SavedState } from './saved-state';

/** A tool's form from the profile: only fields the profile has a value for, each a string. */
type FormFromProfile = (profile: VentureProfile) => InputValues;

/** Which venture and which workspace revision the screen's saved work was loaded for. */
type LoadedFor = { ventureId: string | null; revision: number } | undefined;

/**
 * A tool screen's generator with the venture's saved work behind it: the screen opens on the
 * newest saved result with its inputs, History opens or deletes earlier ones, new results are
 * stored by the server as they finish, and edits are saved against their version.
 */
export function useToolSession<
  I extends z.ZodMiniObject,
  O extends z.ZodMiniType,
  Id extends string,
  R extends z.ZodMiniType = O,
>(tool: ToolClient<I, O, Id, R>) {
  const workspace = useWorkspace();
  const [saved, setSaved] = useState<SavedState>({ status: 'loading', documents: [], shown: null });
  // The form's starting values: the inputs of the last generation or of the saved result opened,
  // whichever came last; the key changes only on opening, so a form keeps its focus after generating.
  const [form, setForm] = useState<{ key: number; inputs: InputValues | undefined }>({ key: 0, inputs: undefined });
  const loadedFor = useRef<LoadedFor>(undefined);

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
      setSaved((old) => ({ ...old, shown: document && result?.success ? shownOf(document) : null }));
      setForm((old) => ({ key: old.key + 1, inputs: document?.inputs }));
    },
    [tool, replaceResult],
  );

  useLoadSaved(tool.id, workspace, loadedFor, setSaved, show);
  const work = { saved, setSaved, show };
  const { open, remove } = useHistory(work);
  const saveEdit = useSaveEdit<z.infer<R>>(work);
  const formInputs = useFormStart(tool.profile?.toForm as FormFromProfile | undefined, workspace, form.inputs);

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
    formInputs,
    /** Changes when a saved result is opened, so a form keyed by it starts from that result's inputs. */
    formKey: String(form.key),
  };
}

export type ToolSession = ReturnType<typeof useToolSession>;

/** Loads the tool's saved work on open, and again when the venture changes or the workspace was replaced (import, delete). */
function useLoadSaved(
  toolId: string,
  workspace: Workspace,
  loadedFor: { current: LoadedFor },
  setSaved: Dispatch<SetStateAction<SavedState>>,
  show: (document: SavedDocument | null) => void,
) {
  const wanted = workspace.view ? workspace.view.currentVentureId : undefined;
  useEffect(() => {
    const loaded = loadedFor.current;
    if (loaded && loaded.revision === workspace.revision && (wanted === undefined || wanted === loaded.ventureId))
      return;
    const controller = new AbortController();
    setSaved((old) => ({ ...old, status: 'loading' }));
    workspaceApi.toolDocuments(toolId, wanted ?? null, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        loadedFor.current = { ventureId: answer.ventureId, revision: workspace.revision };
        setSaved({ status: 'ready', documents: answer.documents, shown: null });
        show(answer.latest);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        const message = failure instanceof ApiError ? failure.message : String(failure);
        setSaved((old) => ({ ...old, status: 'unavailable', message }));
      },
    );
    return () => controller.abort();
  }, [toolId, wanted, workspace.revision, loadedFor, setSaved, show]);
}

/**
 * Where the form starts: a profile another screen carried here (Use This Idea, when its venture
 * could not be stored) wins; then the inputs of the last generation or saved result opened; then
 * the venture's profile, for a tool with nothing of its own yet (docs/product.md §10).
 */
function useFormStart(
  toForm: ((profile: VentureProfile) => InputValues) | undefined,
  workspace: Workspace,
  inputs: InputValues | undefined,
): InputValues | undefined {
  const carried = usePrefillProfile();
  const profile = carried ?? (workspace.current ? profileOf(workspace.current) : undefined);
  const fromProfile = profile && toForm ? toForm(profile) : undefined;
  return (carried && fromProfile) ?? inputs ?? fromProfile;
}
