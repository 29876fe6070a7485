/**
 * The comment threads on screen, one entry per result (or per venture's facts: threads-on.ts), shared by all its parts'
 * comment buttons and panels (part-comments.tsx): fetched when the first of them mounts (so a
 * screen opened again reads them afresh, its panels closed), updated from each answer of a post, reply, resolve or
 * reopen, and read again when another member changes them (live-changes.ts). Which part's panel is open, and which button takes focus back when it closes, are kept
 * here too: one panel open at a time on a result. Loaded on demand, for members only.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { ThreadView } from '@/core/comments/schema';
import type { WorkspaceChange } from '@/core/api/changes';
import { ApiError, call } from '@/web/api/client';
import { WORKSPACE_CHANGE_EVENT } from '@/web/live/events';
import { factsOn, ventureOfFacts } from './threads-on';

export interface CommentsEntry {
  /** Null until the first answer. */
  threads: ThreadView[] | null;
  error: string | null;
  /** The part (its path's key) whose panel is open, and the button that opened it. */
  open: { key: string; from: string } | null;
  /** The button (its id) that takes focus back, once the panel has closed. */
  returnFocus: string | null;
}

const EMPTY: CommentsEntry = { threads: null, error: null, open: null, returnFocus: null };
const entries = new Map<string, CommentsEntry>();
const listeners = new Map<string, Set<() => void>>();

/** The key of a part's path, as threads are grouped by it (as core/comments/schema.ts's pathKey, without its schemas). */
export const pathKey = (path: readonly (string | number)[]): string => path.join('.');

export const messageOf = (failure: unknown) => (failure instanceof ApiError ? failure.message : String(failure));

function update(on: string, change: (entry: CommentsEntry) => CommentsEntry) {
  entries.set(on, change(entries.get(on) ?? EMPTY));
  for (const listener of listeners.get(on) ?? []) listener();
}

/** The threads of a result, or of a venture's facts. */
function fetchThreads(on: string) {
  const venture = ventureOfFacts(on);
  return venture ? call('factComments', { params: { id: venture } }) : call('comments', { params: { id: on } });
}

function load(on: string) {
  fetchThreads(on).then(
    ({ threads }) => update(on, (entry) => ({ ...entry, threads, error: null })),
    (failure: unknown) => update(on, (entry) => ({ ...entry, error: messageOf(failure) })),
  );
}

function subscribe(on: string, listener: () => void) {
  let set = listeners.get(on);
  if (!set) listeners.set(on, (set = new Set()));
  // The first on screen (the result opened again) reads the threads afresh, with no panel open.
  if (set.size === 0) {
    entries.set(on, { ...(entries.get(on) ?? EMPTY), open: null, returnFocus: null });
    load(on);
  }
  set.add(listener);
  return () => {
    set.delete(listener);
    // The screen has left: its panel is closed now, so the screen's first render, when it is back, shows none open.
    if (set.size === 0) entries.set(on, { ...(entries.get(on) ?? EMPTY), open: null, returnFocus: null });
  };
}

// Another member's comment, reply or resolve (live-changes.ts): the threads on screen are read again.
if (typeof window !== 'undefined')
  window.addEventListener(WORKSPACE_CHANGE_EVENT, (event) => {
    const change = (event as CustomEvent<WorkspaceChange>).detail;
    for (const [on, set] of listeners)
      if (
        set.size > 0 &&
        (change.kind === 'resync' ||
          (change.kind === 'comments' && (change.documentId ?? (change.ventureId && factsOn(change.ventureId))) === on))
      )
        load(on);
  });

/** A thread as the server answered it, in its place (or added after the others). */
function withThread(threads: ThreadView[] | null, thread: ThreadView): ThreadView[] {
  const list = threads ?? [];
  return list.some(({ id }) => id === thread.id)
    ? list.map((old) => (old.id === thread.id ? thread : old))
    : [...list, thread];
}

/** The threads on a result (its id) or a venture's facts (threads-on.ts), and the panel's state, kept fresh. */
export function useComments(on: string): CommentsEntry {
  const listen = useCallback((listener: () => void) => subscribe(on, listener), [on]);
  const read = useCallback(() => entries.get(on) ?? EMPTY, [on]);
  return useSyncExternalStore(listen, read, read);
}

const actionsOf = (on: string) => ({
  open: (key: string, from: string) => update(on, (entry) => ({ ...entry, open: { key, from } })),
  close: () => update(on, (entry) => ({ ...entry, open: null, returnFocus: entry.open?.from ?? null })),
  focused: () => update(on, (entry) => ({ ...entry, returnFocus: null })),
  /** Posts a comment (a reply with `replyTo`); rejects with an ApiError, the thread left as it was. */
  post: async (path: readonly (string | number)[], body: string, replyTo?: string) => {
    const venture = ventureOfFacts(on);
    const draft = { body: { path: [...path], body, ...(replyTo && { replyTo }) } };
    const thread = await (venture
      ? call('addFactComment', { params: { id: venture }, ...draft })
      : call('addComment', { params: { id: on }, ...draft }));
    update(on, (entry) => ({ ...entry, threads: withThread(entry.threads, thread) }));
  },
  resolve: async (threadId: string, resolved: boolean) => {
    const thread = await call('resolveComment', { params: { id: threadId }, body: { resolved } });
    update(on, (entry) => ({ ...entry, threads: withThread(entry.threads, thread) }));
  },
});

export type CommentActions = ReturnType<typeof actionsOf>;
const actionCache = new Map<string, CommentActions>();

/** What the panels and buttons do to a result's (or a venture's facts') threads (the same functions on every render). */
export function commentActions(on: string): CommentActions {
  let actions = actionCache.get(on);
  if (!actions) actionCache.set(on, (actions = actionsOf(on)));
  return actions;
}
