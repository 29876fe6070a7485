import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { ApiError } from '@/web/api/client';
import { toast } from '@/web/components/ui/toaster';
import { prefetchWhenIdle } from '@/web/lib/idle-prefetch';
import { preloadable } from '@/web/lib/preloadable';
import type { QuestionSource } from './conflict-question-dialog';
import type { Asked, LeaveAnswer, Leaving } from './leaving';

export type { LeaveAnswer, Leaving };

// The question's check, its dialog, its texts and Use All Facts: fetched when the page is idle, or by the first question.
const loadQuestion = () => import('./conflict-question-dialog');
const { Component: QuestionDialog, preload: loadDialog } = preloadable(() =>
  loadQuestion().then((module) => module.QuestionDialog),
);

export interface ConflictQuestion {
  /**
   * Asks before a result leaves when it has figure conflicts (the screen's own check, loaded if it
   * is not yet), or when the server counted `known` of them; resolves at once when there are none.
   */
  ask(leaving: Leaving, known?: number): Promise<LeaveAnswer>;
  /**
   * Sends the result once the founder may: asked first, and again when the server refuses it for
   * conflicts this screen did not know of (a 409 with `figureConflicts`). Undefined when they stay.
   */
  leave<T>(
    leaving: Leaving,
    send: (answer: { result?: unknown; accepted: boolean }) => Promise<T>,
  ): Promise<T | undefined>;
  /** The conflicts panel, where Review takes the founder (null when it is not shown). */
  panel(): HTMLElement | null;
}

/** Go on: nothing to ask. */
const GO: LeaveAnswer = { go: true, accepted: false };

/** Said when the question's code did not arrive: nothing leaves, and the press can be tried again. */
export const QUESTION_FAILED = 'The figure check did not load. Please try again.';

/**
 * The question to ask (none: go on), its dialog's code fetched before it is shown; undefined when
 * that code did not arrive, which the founder is told: a result is not let out unchecked for it.
 */
async function prepareQuestion<R>(source: QuestionSource<R>, leaving: Leaving, known?: number) {
  try {
    const { questionOf } = await loadQuestion();
    const question = await questionOf(source, leaving, known);
    if (question) await loadDialog();
    return { question };
  } catch (error) {
    console.warn('The figure check did not load.', error);
    toast.error(QUESTION_FAILED);
    return undefined;
  }
}

/** A server's refusal for figure conflicts: their count. */
export const refusedConflicts = (error: unknown): number | undefined =>
  error instanceof ApiError && error.status === 409 ? error.details.figureConflicts : undefined;

async function leaveWith<T>(
  ask: ConflictQuestion['ask'],
  leaving: Leaving,
  send: (answer: { result?: unknown; accepted: boolean }) => Promise<T>,
): Promise<T | undefined> {
  const answer = await ask(leaving);
  if (!answer.go) return undefined;
  try {
    return await send(answer);
  } catch (error) {
    const known = refusedConflicts(error);
    if (known === undefined || answer.accepted) throw error;
    const again = await ask(leaving, known);
    return again.go ? send(again) : undefined;
  }
}

/** Outside a checked result (the financial model): nothing to ask; the server still refuses what it must. */
const NO_QUESTION: ConflictQuestion = {
  ask: () => Promise.resolve(GO),
  leave: (leaving, send) => leaveWith(() => Promise.resolve(GO), leaving, send),
  panel: () => null,
};

const ConflictQuestionContext = createContext<ConflictQuestion>(NO_QUESTION);

/** The question of the result this control belongs to (ConflictQuestionProvider), or none. */
export const useConflictQuestion = () => useContext(ConflictQuestionContext);

interface ConflictQuestionProviderProps<R> extends QuestionSource<R> {
  /** The conflicts panel's id: Review focuses it. */
  panelId: string;
  children: ReactNode;
}

/**
 * Nothing leaves with a known conflict unsaid (docs/product.md §10): Export, Download and Share of
 * the result inside ask first when its figures differ from the venture's facts, with Use All
 * Facts, Review and Export Anyway (Download Anyway, Share Anyway). The check is the screen's own
 * (the panel's); the server checks an export or a link again (docs/decisions.md, "Asked before a
 * result leaves").
 */
export function ConflictQuestionProvider<R>(props: ConflictQuestionProviderProps<R>) {
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  useEffect(() => prefetchWhenIdle(loadDialog), []);
  const [asked, setAsked] = useState<Asked | null>(null);
  const { panelId } = props;

  const ask = useCallback(async (leaving: Leaving, known?: number): Promise<LeaveAnswer> => {
    const { result, facts, checks } = latest.current;
    // No facts to state, nothing to ask: unless the server counted conflicts, no code is loaded.
    if (known === undefined && (!checks || result === null || facts.length === 0)) return GO;
    const prepared = await prepareQuestion(latest.current, leaving, known);
    if (!prepared) return { go: false };
    const { question } = prepared;
    if (!question) return GO;
    return new Promise<LeaveAnswer>((resolve) => setAsked({ ...question, resolve }));
  }, []);

  const question = useMemo<ConflictQuestion>(
    () => ({
      ask,
      leave: (leaving, send) => leaveWith(ask, leaving, send),
      panel: () => document.getElementById(panelId),
    }),
    [ask, panelId],
  );

  return (
    <ConflictQuestionContext.Provider value={question}>
      {props.children}
      {asked && (
        <Suspense fallback={null}>
          <QuestionDialog asked={asked} onAsked={setAsked} panel={question.panel} />
        </Suspense>
      )}
    </ConflictQuestionContext.Provider>
  );
}
