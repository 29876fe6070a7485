import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { conflictHeading } from '@/core/venture/conflicts';
import type { PartChecks } from '@/core/venture/document-figures';
import type { VentureFact } from '@/core/venture/facts';
import { ApiError } from '@/web/api/client';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { WORKSPACE_TEXTS, type EditToast } from '@/web/workspace/texts';
import type { EditOutcome } from '@/web/workspace/use-save-edit';
import { loadFigureChecking, type Checking } from './figure-marks';
import { LEAVE_TEXTS, type Leaving } from './leave-texts';

export type { Leaving };

/**
 * The founder's answer: stay (Review, or the question closed), or go, with the result Use All
 * Facts fixed (none: the result on screen) and whether they chose to go with its conflicts.
 */
export type LeaveAnswer = { go: false } | { go: true; result?: unknown; accepted: boolean };

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
  ask: () => Promise.resolve({ go: true, accepted: false }),
  leave: (leaving, send) => leaveWith(() => Promise.resolve({ go: true, accepted: false }), leaving, send),
  panel: () => null,
};

const ConflictQuestionContext = createContext<ConflictQuestion>(NO_QUESTION);

/** The question of the result this control belongs to (ConflictQuestionProvider), or none. */
export const useConflictQuestion = () => useContext(ConflictQuestionContext);

interface ConflictQuestionProviderProps<R> {
  /** The result as shown, edits included; null while it streams. */
  result: R | null;
  facts: readonly VentureFact[];
  /** The tool's prose is checked against the facts. */
  checks: boolean;
  /** The result's check, once the checker is loaded (useFigureChecking). */
  checked: { parts: readonly PartChecks[]; checking: Checking } | undefined;
  /** Saves the result with its figures fixed as one edit (the tool session's applyEdit). */
  onUseFact?: (fixed: R, done?: EditToast) => Promise<EditOutcome> | unknown;
  /** The conflicts panel's id: Review focuses it. */
  panelId: string;
  children: ReactNode;
}

/** The question on screen: what leaves, how many figures differ, and what Use All Facts can do. */
interface Asked {
  leaving: Leaving;
  count: number;
  /** Fixes what Use Fact is offered for, as one edit; absent when there is nothing it can fix. */
  fixAll?: () => ReturnType<typeof saveAllFacts>;
  /** Use All Facts ran and left figures Use Fact is not offered for. */
  kept: boolean;
  /** What goes: the result Use All Facts fixed; none, the result on screen. */
  result?: unknown;
  resolve: (answer: LeaveAnswer) => void;
}

/** The result's conflicts by the screen's checker (loaded if it is not yet); undefined without one. */
async function checkOf<R>({ result, facts, checks, checked }: ConflictQuestionProviderProps<R>) {
  if (!checks || result === null || facts.length === 0) return undefined;
  const checking = checked?.checking ?? (await loadFigureChecking(facts).catch(() => undefined));
  if (!checking) return undefined;
  const parts = checked?.parts ?? checking.checkDocument(result, facts).parts;
  return { checking, parts, conflicts: checking.partConflicts(parts) };
}

/** Use All Facts: every figure Use Fact is offered for states its fact, saved as one edit. */
async function saveAllFacts<R>(
  result: R,
  { checking, parts }: { checking: Checking; parts: readonly PartChecks[] },
  onUseFact: NonNullable<ConflictQuestionProviderProps<R>['onUseFact']>,
): Promise<{ saved: false } | { saved: true; result: R; kept: number }> {
  const { result: fixed, kept } = checking.applyAllFacts(result, parts);
  const outcome = await onUseFact(fixed, WORKSPACE_TEXTS.factsUsed);
  // Refused or failed: the session said so, and the screen shows what it kept.
  if (outcome === 'failed' || outcome === 'conflict') return { saved: false };
  return { saved: true, result: fixed, kept: kept.length };
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
  const [asked, setAsked] = useState<Asked | null>(null);
  const { panelId } = props;

  const ask = useCallback(async (leaving: Leaving, known?: number): Promise<LeaveAnswer> => {
    const current = latest.current;
    const found = await checkOf(current);
    const count = known ?? found?.conflicts.length ?? 0;
    if (count === 0) return { go: true, accepted: false };
    const { result, onUseFact } = current;
    const fixes = found?.conflicts.some(({ check }) => found.checking.fixable(check));
    return new Promise<LeaveAnswer>((resolve) =>
      setAsked({
        leaving,
        count,
        kept: false,
        resolve,
        fixAll: fixes && onUseFact && result !== null ? () => saveAllFacts(result, found!, onUseFact) : undefined,
      }),
    );
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
      <QuestionDialog asked={asked} onAsked={setAsked} panel={question.panel} />
    </ConflictQuestionContext.Provider>
  );
}

/**
 * The question's answers: `finish` resolves it (Review also sends focus to the panel as it closes),
 * `fixAll` runs Use All Facts, then goes on, or asks again for the figures it could not fix.
 */
function useAnswers(asked: Asked | null, onAsked: (asked: Asked | null) => void) {
  const [busy, setBusy] = useState(false);
  const reviewing = useRef(false);
  const finish = (answer: LeaveAnswer, review = false) => {
    reviewing.current = review;
    asked?.resolve(answer);
    onAsked(null);
  };
  const fixAll = async () => {
    if (!asked?.fixAll) return;
    setBusy(true);
    const fixed = await asked.fixAll();
    setBusy(false);
    if (!fixed.saved) return finish({ go: false });
    if (fixed.kept === 0) return finish({ go: true, result: fixed.result, accepted: false });
    onAsked({ ...asked, count: fixed.kept, kept: true, fixAll: undefined, result: fixed.result });
  };
  return { busy, reviewing, finish, fixAll };
}

/** The question itself: its count as the title, what would leave, and the three ways on. */
function QuestionDialog({
  asked,
  onAsked,
  panel,
}: {
  asked: Asked | null;
  onAsked: (asked: Asked | null) => void;
  panel: () => HTMLElement | null;
}) {
  const { busy, reviewing, finish, fixAll } = useAnswers(asked, onAsked);
  const reviewButton = useRef<HTMLButtonElement>(null);
  const kept = asked?.kept;
  // Use All Facts left figures it could not fix: its button is gone, and focus goes to Review.
  useEffect(() => {
    if (kept) reviewButton.current?.focus();
  }, [kept]);
  const leaving = asked?.leaving ?? 'export';
  const description = [
    LEAVE_TEXTS.states[leaving],
    asked?.fixAll ? LEAVE_TEXTS.fixes[leaving] : null,
    asked?.kept ? LEAVE_TEXTS.kept : null,
  ].filter((text) => text !== null);
  return (
    <Dialog
      open={asked !== null}
      // Not while Use All Facts saves: its answer decides what happens next.
      onOpenChange={(open) => !open && !busy && finish({ go: false })}
      title={conflictHeading(asked?.count ?? 0)}
      description={description.join(' ')}
      finalFocus={() => (reviewing.current ? panel() : null)}
    >
      <div className="flex flex-wrap justify-end gap-2">
        {asked?.fixAll && (
          <Button disabled={busy} onClick={() => void fixAll()}>
            {LEAVE_TEXTS.useAll}
          </Button>
        )}
        <Button ref={reviewButton} variant="outline" disabled={busy} onClick={() => finish({ go: false }, true)}>
          {LEAVE_TEXTS.review}
        </Button>
        <Button
          variant="outline"
          disabled={busy}
          onClick={() => finish({ go: true, result: asked?.result, accepted: true })}
        >
          {LEAVE_TEXTS.anyway[leaving]}
        </Button>
      </div>
    </Dialog>
  );
}
