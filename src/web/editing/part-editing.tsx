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
 */
import { useLeaveGuard } from '@/web/lib/leave-guard';
import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { editablePartAt, partAt, partName, withPart, type EditablePart as Part } from '@/core/tools/editable-parts';
import type { PartPath } from '@/core/venture/document-figures';
import { Button } from '@/web/components/ui/button';
import { prefetchWhenIdle } from '@/web/lib/idle-prefetch';
import { preloadable } from '@/web/lib/preloadable';
import { WORKSPACE_TEXTS } from '@/web/workspace/texts';
import type { EditToast } from '@/web/workspace/use-tool-session';

const { Component: PartEditor, preload: loadPartEditor } = preloadable(() =>
  import('./part-editor').then((module) => module.default),
);

/** The part being edited: where, its name, and the founder's draft (part-draft.ts) once they typed. */
interface OpenPart {
  key: string;
  path: PartPath;
  label: string;
  draft?: unknown;
  changed: boolean;
}

interface EditingState {
  open: OpenPart | null;
  /** The part whose Edit button takes focus back once the editor has closed. */
  returnFocus: string | null;
  /** An Edit press refused because another part has changes: where, and what it says. */
  blocked: { key: string; message: string } | null;
}

const CLOSED: EditingState = { open: null, returnFocus: null, blocked: null };

/** What a screen needs of its tool session to edit in place. */
interface EditingSession<R> {
  result: R | null;
  loading: boolean;
  saved: { shown: { id: string } | null };
  applyEdit: (edited: R, done?: EditToast) => Promise<unknown>;
}

/** The editing state of one screen, for `PartEditingProvider`. */
export function usePartEditing<R>(tool: { editableParts?: readonly Part[] }, session: EditingSession<R>) {
  const [state, setState] = useState<EditingState>(CLOSED);
  const { result, loading, applyEdit } = session;
  // Another saved result on screen (History, a new generation): what was open belonged to the old one.
  const documentId = session.saved.shown?.id ?? null;
  const [seen, setSeen] = useState(documentId);
  if (seen !== documentId) {
    setSeen(documentId);
    setState(CLOSED);
  }

  const start = useCallback((path: PartPath, label: string) => {
    const key = path.join('.');
    setState(({ open }) =>
      open?.changed && open.key !== key
        ? { open, returnFocus: null, blocked: { key, message: `Save or cancel your changes to ${open.label} first.` } }
        : { open: { key, path, label, changed: false }, returnFocus: null, blocked: null },
    );
  }, []);
  const setDraft = useCallback((draft: unknown, changed: boolean) => {
    setState((old) => (old.open ? { ...old, open: { ...old.open, draft, changed }, blocked: null } : old));
  }, []);
  const cancel = useCallback(() => setState(({ open }) => ({ ...CLOSED, returnFocus: open?.key ?? null })), []);
  const save = useCallback(
    (value: unknown) => {
      const open = state.open;
      if (!open || result === null) return;
      setState({ ...CLOSED, returnFocus: open.key });
      void applyEdit(withPart(result, open.path, value), WORKSPACE_TEXTS.partSaved);
    },
    [state.open, result, applyEdit],
  );
  const focused = useCallback(() => setState((old) => ({ ...old, returnFocus: null })), []);
  // A part open with changes is not saved yet: leaving the page asks first.
  useLeaveGuard(state.open?.changed === true);

  return useMemo(
    () => ({
      parts: tool.editableParts,
      result: loading ? null : (result as unknown),
      ...state,
      start,
      setDraft,
      cancel,
      save,
      focused,
    }),
    [tool.editableParts, loading, result, state, start, setDraft, cancel, save, focused],
  );
}

export type PartEditing = ReturnType<typeof usePartEditing>;

const PartEditingContext = createContext<PartEditing | null>(null);
export const PartEditingProvider = PartEditingContext.Provider;

interface EditablePartProps {
  /** Where the part sits in the result; editable when the tool declares a part there. */
  path: PartPath;
  /** The part as shown, given its Edit button to place (null while it cannot be edited: streaming, not declared). */
  children: (edit: ReactNode) => ReactNode;
}

/** A part of the result as shown, with its Edit button; while it is being edited, its fields instead. */
export function EditablePart({ path, children }: EditablePartProps) {
  const editing = useContext(PartEditingContext);
  const part = editing?.result != null ? editablePartAt(editing.parts, path) : undefined;
  if (!editing || !part) return children(null);
  const key = path.join('.');
  const value = partAt(editing.result, path);
  const label = partName(part, value, path);
  if (editing.open?.key !== key) return children(<EditButton editing={editing} path={path} label={label} />);
  return (
    <Suspense fallback={null}>
      <PartEditor
        part={part}
        label={label}
        value={value}
        draft={editing.open.draft}
        onDraft={editing.setDraft}
        onSave={editing.save}
        onCancel={editing.cancel}
      />
    </Suspense>
  );
}

/** "Edit", named after its part; it opens the part once the editor's code is there, and takes focus back after. */
function EditButton({ editing, path, label }: { editing: PartEditing; path: PartPath; label: string }) {
  const key = path.join('.');
  const button = useRef<HTMLButtonElement>(null);
  const [failed, setFailed] = useState(false);
  const { returnFocus, focused, start } = editing;
  useEffect(() => prefetchWhenIdle(loadPartEditor), []);
  useEffect(() => {
    if (returnFocus !== key) return;
    button.current?.focus();
    focused();
  }, [returnFocus, key, focused]);
  const message = failed
    ? 'The editor could not load. Please try again.'
    : editing.blocked?.key === key
      ? editing.blocked.message
      : null;
  return (
    <span className="flex shrink-0 flex-col items-end gap-1">
      <Button
        ref={button}
        variant="outline"
        size="sm"
        aria-label={`Edit ${label}`}
        onClick={() =>
          loadPartEditor().then(
            () => {
              setFailed(false);
              start(path, label);
            },
            () => setFailed(true),
          )
        }
      >
        Edit
      </Button>
      {message && (
        <span role="status" className="max-w-64 text-right text-xs text-warning-900">
          {message}
        </span>
      )}
    </span>
  );
}
