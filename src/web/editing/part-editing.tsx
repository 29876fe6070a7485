/**
 * Editing a result in place, one part at a time, the same on every tool (docs/product.md §11). A
 * tool's client declares its parts (core/tools/editable-parts.ts); its screen wraps each part's
 * display in `EditablePart`, which adds an **Edit** button named after the part and, once pressed,
 * shows the part's fields (part-editor.tsx, loaded when the browser is idle or on the first press,
 * so the tool page's first load does not carry it). Save Changes saves the whole result as an edit
 * (a new version) through the session's `applyEdit`; Cancel and Escape leave it as it was; focus
 * goes back to the Edit button either way.
 *
 * One part is open at a time. Edit on another part closes the open one when nothing in it changed;
 * when something did, the open one stays open and the press says so beside its button ("Save or
 * cancel your changes to Executive Summary first."), so no typed word is dropped without a word.
 * The draft is kept here, not in the fields, so it survives its tab being switched away and back.
 *
 * Beside Edit, **Rewrite with AI** (and **Regenerate** where the part declares it) opens the
 * rewrite panel after the part (rewrite-panel.tsx, loaded like the editor); it is open the way an
 * editor is, one part at a time, and Accept saves through the same `save` as Save Changes.
 *
 * For members only, **Comment** and the count of the part's open comments sit beside those buttons,
 * and its threads' panel after the part (docs/product.md §16 "Comments", comments-slot.tsx): all of
 * it in comments/part-comments.tsx, loaded as the part shows to a member, never for a guest.
 */
import { useCan } from '@/web/workspace/use-can';
import { useLeaveGuard } from '@/web/lib/leave-guard';
import { createContext, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { editablePartAt, partAt, partName, withPart, type EditablePart as Part } from '@/core/tools/editable-parts';
import type { PartPath } from '@/core/venture/document-figures';
import { prefetchWhenIdle } from '@/web/lib/idle-prefetch';
import { preloadable } from '@/web/lib/preloadable';
import { CommentsSlot } from './comments-slot';
import { ControlButton } from './control-button';
import { WORKSPACE_TEXTS } from '@/web/workspace/texts';
import type { EditToast } from '@/web/workspace/texts';
import type { EditCause } from '@/core/workspace/versions';

const { Component: PartEditor, preload: loadPartEditor } = preloadable(() =>
  import('./part-editor').then((module) => module.default),
);
const { Component: RewritePanel, preload: loadRewritePanel } = preloadable(() =>
  import('./rewrite-panel').then((module) => module.default),
);

/** What is open on a part: its fields (Edit), or the Rewrite with AI panel in a style or written afresh (Regenerate). */
export type PartMode = 'edit' | 'rewrite' | 'regenerate';

/** The part open: where, its name, how, and the founder's draft (part-draft.ts) once they typed. */
interface OpenPart {
  key: string;
  path: PartPath;
  label: string;
  mode: PartMode;
  draft?: unknown;
  changed: boolean;
}

/** The id of the button that opened a part in `mode`, which takes focus back once it closes. */
export const controlKey = (key: string, mode: PartMode) => (mode === 'edit' ? key : `${key}#${mode}`);

interface EditingState {
  open: OpenPart | null;
  /** The button (controlKey) that takes focus back once the editor or panel has closed. */
  returnFocus: string | null;
  /** An Edit press refused because another part has changes: where, and what it says. */
  blocked: { key: string; message: string } | null;
}

const CLOSED: EditingState = { open: null, returnFocus: null, blocked: null };

/** What a screen's tool says for editing: its parts, and for Rewrite with AI its id and error text. */
interface EditingTool {
  id: string;
  editableParts?: readonly Part[];
  texts: { error: string };
}

/** What a screen needs of its tool session to edit in place. */
interface EditingSession<R> {
  result: R | null;
  loading: boolean;
  saved: { shown: { id: string } | null };
  applyEdit: (edited: R, done: EditToast, options?: { cause?: EditCause }) => Promise<unknown>;
}

/** The editing state of one screen, for `PartEditingProvider`. */
export function usePartEditing<R>(tool: EditingTool, session: EditingSession<R>) {
  const [state, setState] = useState<EditingState>(CLOSED);
  const { result, loading, applyEdit } = session;
  // Another saved result on screen (History, a new generation): what was open belonged to the old one.
  const documentId = session.saved.shown?.id ?? null;
  const [seen, setSeen] = useState(documentId);
  if (seen !== documentId) {
    setSeen(documentId);
    setState(CLOSED);
  }

  const start = useCallback((path: PartPath, label: string, mode: PartMode = 'edit') => {
    const key = path.join('.');
    setState(({ open }) =>
      open?.changed && (open.key !== key || open.mode !== mode)
        ? { open, returnFocus: null, blocked: { key, message: `Save or cancel your changes to ${open.label} first.` } }
        : { open: { key, path, label, mode, changed: false }, returnFocus: null, blocked: null },
    );
  }, []);
  const setDraft = useCallback((draft: unknown, changed: boolean) => {
    setState((old) => (old.open ? { ...old, open: { ...old.open, draft, changed }, blocked: null } : old));
  }, []);
  const cancel = useCallback(
    () => setState(({ open }) => ({ ...CLOSED, returnFocus: open ? controlKey(open.key, open.mode) : null })),
    [],
  );
  /** Saves the open part's new value: typed in its editor, or a rewrite accepted (`cause`). */
  const save = useCallback(
    (value: unknown, cause?: EditCause) => {
      const open = state.open;
      if (!open || result === null) return;
      setState({ ...CLOSED, returnFocus: controlKey(open.key, open.mode) });
      void applyEdit(withPart(result, open.path, value), WORKSPACE_TEXTS.partSaved, { cause });
    },
    [state.open, result, applyEdit],
  );
  const focused = useCallback(() => setState((old) => ({ ...old, returnFocus: null })), []);
  /** Closes what is open with no focus to give back: the part it was on has left the screen (another slide). */
  const close = useCallback(() => setState((old) => (old.open ? CLOSED : old)), []);
  // A part open with changes is not saved yet: leaving the page asks first.
  useLeaveGuard(state.open?.changed === true);

  return useMemo(
    () => ({
      tool,
      parts: tool.editableParts,
      documentId,
      result: loading ? null : (result as unknown),
      ...state,
      start,
      setDraft,
      cancel,
      save,
      focused,
      close,
    }),
    [tool, documentId, loading, result, state, start, setDraft, cancel, save, focused, close],
  );
}

export type PartEditing = ReturnType<typeof usePartEditing>;

const PartEditingContext = createContext<PartEditing | null>(null);
export const PartEditingProvider = PartEditingContext.Provider;
// The model's assumptions (not editable parts: the model has its own editors) take their Comment
// button from here: imported through this module, the slot stays in its chunk (README, "First load").
export { CommentsSlot };

interface EditablePartProps {
  /** Where the part sits in the result; editable when the tool declares a part there. */
  path: PartPath;
  /** Whether it has an Edit button (a deck's slide keeps its own editor: only Rewrite with AI and Regenerate Slide). */
  edit?: boolean;
  /** The part as shown, given its buttons to place (null while it cannot be edited: streaming, not declared). */
  children: (controls: ReactNode) => ReactNode;
}

/**
 * A part of the result as shown, with its Edit and Rewrite with AI buttons; while it is being
 * edited, its fields instead; while it is being rewritten, the Rewrite with AI panel after it.
 */
export function EditablePart({ path, edit = true, children }: EditablePartProps) {
  const editing = useContext(PartEditingContext);
  const part = editing?.result != null ? editablePartAt(editing.parts, path) : undefined;
  if (!editing || !part) return children(null);
  const key = path.join('.');
  const value = partAt(editing.result, path);
  const label = partName(part, value, path);
  const open = editing.open?.key === key ? editing.open : null;
  const comments = (place: 'controls' | 'panel') => (
    <CommentsSlot place={place} documentId={editing.documentId} path={path} label={label} />
  );
  if (open?.mode === 'edit')
    return (
      <Suspense fallback={null}>
        <PartEditor
          part={part}
          label={label}
          value={value}
          draft={open.draft}
          onDraft={editing.setDraft}
          onSave={editing.save}
          onCancel={editing.cancel}
        />
      </Suspense>
    );
  return (
    <>
      {children(
        <PartControls
          editing={editing}
          part={part}
          path={path}
          label={label}
          edit={edit}
          comments={comments('controls')}
        />,
      )}
      {open && editing.documentId && (
        <Suspense fallback={null}>
          <RewritePanel
            part={part}
            label={label}
            path={path}
            value={value}
            regenerate={open.mode === 'regenerate'}
            toolId={editing.tool.id}
            documentId={editing.documentId}
            errorText={editing.tool.texts.error}
            onAccept={(rewritten) => editing.save(rewritten, 'rewrite')}
            onClose={editing.cancel}
          />
        </Suspense>
      )}
      {comments('panel')}
    </>
  );
}

interface PartControlsProps {
  editing: PartEditing;
  part: Part;
  path: PartPath;
  label: string;
  edit: boolean;
  /** A member's Comment button and count (comments-slot.tsx; nothing for a guest). */
  comments: ReactNode;
}

/**
 * Edit, Rewrite with AI and (where the part declares it) Regenerate, named after the part; each
 * opens once its code is there (fetched when the browser is idle, or on the press), and takes
 * focus back when what it opened closes.
 */
function PartControls(props: PartControlsProps) {
  // A viewer or commenter reads: no control opens what the server would refuse to save.
  return useCan('edit') ? (
    <ChangeControls {...props} />
  ) : (
    <span className="flex shrink-0 flex-wrap justify-end gap-2">{props.comments}</span>
  );
}

function ChangeControls({ editing, part, path, label, edit, comments }: PartControlsProps) {
  const key = path.join('.');
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (edit) prefetchWhenIdle(loadPartEditor);
    prefetchWhenIdle(loadRewritePanel);
  }, [edit]);
  const open = (mode: PartMode) =>
    (mode === 'edit' ? loadPartEditor : loadRewritePanel)().then(
      () => {
        setFailed(false);
        editing.start(path, label, mode);
      },
      () => setFailed(true),
    );
  const shown = editing.open?.key === key ? editing.open.mode : null;
  const button = (mode: PartMode, name: string, text: string) => (
    <ControlButton
      id={controlKey(key, mode)}
      returnFocus={editing.returnFocus}
      onFocused={editing.focused}
      name={name}
      expanded={mode === 'edit' ? undefined : mode === shown}
      onPress={() => open(mode)}
    >
      {text}
    </ControlButton>
  );
  const message = failed
    ? 'The editor could not load. Please try again.'
    : editing.blocked?.key === key
      ? editing.blocked.message
      : null;
  return (
    <span className="flex shrink-0 flex-col items-end gap-1">
      <span className="flex flex-wrap justify-end gap-2">
        {edit && button('edit', `Edit ${label}`, 'Edit')}
        {comments}
        {button('rewrite', `Rewrite with AI: ${label}`, 'Rewrite with AI')}
        {part.regenerate && button('regenerate', part.regenerate, part.regenerate)}
      </span>
      {message && (
        <span role="status" className="max-w-64 text-right text-xs text-warning-900">
          {message}
        </span>
      )}
    </span>
  );
}
