import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useLoaderData, useLocation, useSearchParams } from 'react-router';
import { toast } from '@/web/components/ui/toaster';
import type * as z from 'zod/mini';
import { resultSchema, type ToolClient } from '@/core/tools/define-tool';
import { profileOf, type VentureProfile } from '@/core/venture/sources';
import type { SavedDocument, SaveOutcome } from '@/core/workspace/schema';
import { usePrefillProfile } from '@/web/generator/prefill';
import { useGenerator, type InputValues } from '@/web/generator/use-generator';
import type { SavedWork } from './saved-loader';
import { shownOf, type SavedState } from './saved-state';
import { WORKSPACE_TEXTS, type EditToast } from './texts';
import { useFollowLoaded } from './follow-loaded';
import { useRegenerateQuestion } from './regenerate-dialog';
import { useHistory } from './use-history';
import { useSaveEdit, type EditOutcome, type SaveOptions } from './use-save-edit';
import { useVersions } from './use-versions';
import { useWorkspace, type Workspace } from './workspace-context';

export type { SavedState } from './saved-state';

/** Where the form starts (the inputs of the last generation or the saved result opened), and its key. */
interface FormStart {
  key: number;
  inputs: InputValues | undefined;
}

/** A tool's form from the profile: only fields the profile has a value for, each a string. */
type FormFromProfile = (profile: VentureProfile) => InputValues;

/** The saved work the route loaded, as the screen keeps it, with its current result's checked result. */
function fromLoaded(saved: SavedWork, check: (result: unknown) => unknown): { state: SavedState; result: unknown } {
  if (saved.status === 'unavailable')
    return { state: { status: 'unavailable', message: saved.message, documents: [], shown: null }, result: null };
  const result = saved.latest ? check(saved.latest.result) : null;
  return {
    state: {
      status: 'ready',
      documents: saved.documents,
      shown: saved.latest && result ? shownOf(saved.latest) : null,
    },
    result,
  };
}

/**
 * A tool screen's generator with the venture's saved work behind it. The tool's route loads the
 * saved work with the screen (routes.tsx, saved-loader.ts), so the screen opens on the current saved
 * result with its inputs; when the workspace changes under it (another venture, an import), the
 * route loads again and the screen follows. History opens or deletes earlier results, new results
 * are stored by the server as they finish, and edits are saved against their version.
 */
export function useToolSession<
  I extends z.ZodMiniObject,
  O extends z.ZodMiniType,
  Id extends string,
  R extends z.ZodMiniType = O,
>(tool: ToolClient<I, O, Id, R>) {
  const workspace = useWorkspace();
  const loaded = useLoaderData<{ saved: SavedWork }>().saved;
  const [first] = useState(() => fromLoaded(loaded, (result) => resultOf(tool, result)));
  const [saved, setSaved] = useState<SavedState>(first.state);
  // The form's starting values: the inputs of the last generation or of the saved result opened,
  // whichever came last; the key changes only on opening, so a form keeps its focus after generating.
  const [resume] = useState(() => (loaded.status === 'ready' ? loaded.running : null));
  const [form, setForm] = useState<FormStart>({ key: 0, inputs: resume?.inputs ?? first.state.shown?.inputs });
  const onDone = useOnDone(workspace, setSaved, setForm);
  const generator = useGenerator(tool, {
    ventureId: workspace.view?.currentVentureId,
    onDone,
    initialResult: first.result,
    resume,
  });
  const { replaceResult } = generator;
  const show = useShow(tool, replaceResult, setSaved, setForm);
  useFollowLoaded(loaded, saved, setSaved, show, generator.loading);
  const work = { saved, setSaved, show };
  const { open, remove } = useHistory(work);
  useLinkedDocument(loaded, saved.shown?.id, open);
  const versions = useVersions(work);
  const saveEdit = useSaveEdit<z.infer<R>>(work, versions.listeners);
  const { applyEdit, saveUsedFacts } = useApplyEdit(replaceResult, saveEdit);
  const formInputs = useFormStart(tool.profile?.toForm as FormFromProfile | undefined, workspace, form.inputs);
  const regenerate = useRegenerateQuestion();
  const generate = useAskBeforeReplacingEdits(generator.generate, saved, regenerate.ask);
  useRegenerateOnArrival(generate, first.state.shown?.inputs);
  const unsavedPanel = unsavedPanelOf(tool, applyEdit);

  return {
    ...generator,
    generate,
    /** The question a generation asks first when the result on screen holds edits (RegenerateDialog). */
    regenerate,
    saved,
    open,
    remove,
    saveEdit,
    /** Restore, Undo, and the edit a newer version refused ("Your unsaved version": Apply `save`s; `parts`, `editedText` name it). */
    versions: { ...versions, ...unsavedPanel },
    /** Shows a result changed whole (a part edited, a rewrite accepted) and saves it as an edit. */
    applyEdit,
    /** Use Fact and Use All Facts: `applyEdit` with the figures fixed, saved as a Use Fact (the activity feed says so). */
    saveUsedFacts,
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

/** What "Your unsaved version" needs of the tool: Apply's save, and the words that name a refused edit. */
function unsavedPanelOf<Result>(
  tool: Pick<ToolClient, 'editableParts'> & { editedText?: (result: Result) => string | Promise<string> },
  applyEdit: (edited: Result, done: EditToast, options: SaveOptions) => Promise<unknown>,
) {
  return {
    // Apply puts parts on the newest version: what the server computes from them (the model's figures) then shows.
    save: (edited: unknown) => applyEdit(edited as Result, WORKSPACE_TEXTS.partSaved, { showAnswer: true }),
    parts: tool.editableParts,
    editedText: tool.editedText as ((result: never) => string | Promise<string>) | undefined,
  };
}

/** Puts a saved result (or nothing) on screen, with its inputs in a fresh form. */
function useShow<Result>(
  tool: Parameters<typeof resultSchema>[0],
  replaceResult: (result: Result | null) => void,
  setSaved: Dispatch<SetStateAction<SavedState>>,
  setForm: Dispatch<SetStateAction<FormStart>>,
) {
  return useCallback(
    (document: SavedDocument | null, keepForm?: boolean) => {
      const result = document && resultSchema(tool).safeParse(document.result);
      replaceResult(result?.success ? (result.data as Result) : null);
      setSaved((old) => ({ ...old, shown: document && result?.success ? shownOf(document) : null }));
      if (!keepForm) setForm((old) => ({ key: old.key + 1, inputs: document?.inputs }));
    },
    [tool, replaceResult, setSaved, setForm],
  );
}

/**
 * `generate`, asking first when the result on screen holds the founder's edits (its version is past
 * the generated one): nothing they wrote is replaced without a word, and it stays in History.
 */
function useAskBeforeReplacingEdits(
  generate: (values: InputValues) => Promise<boolean>,
  saved: SavedState,
  ask: () => Promise<boolean>,
) {
  const edited = (saved.shown?.version ?? 1) > 1;
  return useCallback(
    async (values: InputValues) => (edited && !(await ask()) ? false : generate(values)),
    [edited, ask, generate],
  );
}

/** A stored result as the tool's screen shows it, or null when it no longer fits the tool's schema. */
function resultOf<R extends z.ZodMiniType>(tool: { output: z.ZodMiniType; result?: R }, result: unknown) {
  const parsed = resultSchema(tool).safeParse(result);
  return parsed.success ? parsed.data : null;
}

/**
 * Regenerate on the Venture screen opens the tool at `?regenerate`: the current result's inputs are
 * generated again, once (the parameter is dropped, so a reload does not generate again).
 */
function useRegenerateOnArrival(
  generate: (values: InputValues) => Promise<unknown>,
  inputs: Record<string, string> | undefined,
) {
  const [params, setParams] = useSearchParams();
  const asked = params.has('regenerate');
  const arrival = useRef({ generate, inputs, started: false });
  useEffect(() => {
    const { current } = arrival;
    if (!asked || current.started) return;
    current.started = true;
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        next.delete('regenerate');
        return next;
      },
      { replace: true },
    );
    if (current.inputs) void current.generate(current.inputs);
  }, [asked, setParams]);
}

/**
 * A comment's place (`?document=`: the inbox, the activity feed) opens its result, once per link
 * followed, as History would; one no longer saved in the venture leaves the screen as it is.
 */
function useLinkedDocument(loaded: SavedWork, shown: string | undefined, open: (id: string) => Promise<void>) {
  const { search, key } = useLocation();
  // Read here, not through web/lib/part-links.ts: that module is no first load of the model's page.
  const linked = new URLSearchParams(search).get('document');
  const followed = useRef('');
  useEffect(() => {
    if (!linked || followed.current === key) return;
    followed.current = key;
    const saved = loaded.status === 'ready' && loaded.documents.some((document) => document.id === linked);
    if (saved && linked !== shown) void open(linked);
  }, [linked, key, loaded, shown, open]);
}

/**
 * An edited result (a part edited in place, Use Fact): on screen at once, then saved against the
 * result's version with its `cause`, with `done` as its toast; a failure says so and keeps it.
 * `saveUsedFacts` is Use Fact's and Use All Facts': its cause said, its toast Use Fact's by default.
 */
function useApplyEdit<Result>(
  replaceResult: (result: Result) => void,
  saveEdit: (result: Result, documentId?: string, options?: SaveOptions) => Promise<EditOutcome>,
) {
  const applyEdit = useCallback(
    async (edited: Result, done: EditToast, options?: SaveOptions): Promise<EditOutcome> => {
      replaceResult(edited);
      const outcome = await saveEdit(edited, undefined, options);
      if (outcome === 'saved' || outcome === 'local') toast.success(done.title, { description: done.description });
      return outcome;
    },
    [replaceResult, saveEdit],
  );
  const saveUsedFacts = useCallback(
    (fixed: Result, done: EditToast = WORKSPACE_TEXTS.factUsed) => applyEdit(fixed, done, { cause: 'use fact' }),
    [applyEdit],
  );
  return { applyEdit, saveUsedFacts };
}

/** After a generation: the form keeps its inputs, and the stored result becomes the shown one, first in History. */
function useOnDone(
  workspace: Workspace,
  setSaved: (update: (old: SavedState) => SavedState) => void,
  setForm: Dispatch<SetStateAction<FormStart>>,
) {
  return useCallback(
    (outcome: SaveOutcome, inputs: InputValues) => {
      setForm((old) => ({ ...old, inputs }));
      if (outcome.saveError) toast.error(WORKSPACE_TEXTS.notSaved, { description: outcome.saveError });
      if (!outcome.saved) return;
      const document = outcome.saved;
      setSaved((old) => ({
        status: 'ready',
        documents: [document, ...old.documents.filter((item) => item.ventureId === document.ventureId)],
        shown: { ...document, inputs, builtOn: outcome.builtOn ?? [], changedSince: [] },
      }));
      // A first generation made a venture: the menu should name it.
      if (outcome.ventureCreated) void workspace.refresh();
    },
    [workspace, setSaved, setForm],
  );
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
