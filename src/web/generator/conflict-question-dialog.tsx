import { useEffect, useRef, useState } from 'react';
import { conflictHeading } from '@/core/venture/conflicts';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { WORKSPACE_TEXTS } from '@/web/workspace/texts';
import type { PartChecks } from '@/core/venture/document-figures';
import type { VentureFact } from '@/core/venture/facts';
import type { Checking } from './figure-marks';
import { LEAVE_TEXTS, type Asked, type FixAll, type LeaveAnswer, type Leaving, type SaveFixed } from './leaving';

/** What the question is asked about: the result on screen, its facts and check, and how a fix is saved. */
export interface QuestionSource<R> {
  /** The result as shown, edits included; null while it streams. */
  result: R | null;
  facts: readonly VentureFact[];
  /** The tool's prose is checked against the facts. */
  checks: boolean;
  /** The result's check, once the checker is loaded (useFigureChecking). */
  checked: { parts: readonly PartChecks[]; checking: Checking } | undefined;
  /** Saves the result with its figures fixed as one edit (the tool session's applyEdit). */
  onUseFact?: SaveFixed<R>;
}

/** The result's conflicts by the screen's checker (loaded if it is not yet); undefined without one. */
async function checkOf<R>({ result, facts, checks, checked }: QuestionSource<R>) {
  if (!checks || result === null || facts.length === 0) return undefined;
  // Pressed before the screen's checker arrived: it is fetched here (the same module, once).
  const checking = checked?.checking ?? (await import('./figure-conflicts').catch(() => undefined));
  if (!checking) return undefined;
  const parts = checked?.parts ?? checking.checkDocument(result, facts).parts;
  return { checking, parts, conflicts: checking.partConflicts(parts) };
}

/** Use All Facts on `result`, when its check finds a figure Use Fact can fix and the screen can save. */
function fixAllOf<R>(
  found: Awaited<ReturnType<typeof checkOf>>,
  result: R | null,
  save: SaveFixed<R> | undefined,
): FixAll | undefined {
  if (!found || !save || result === null) return undefined;
  if (!found.conflicts.some(({ check }) => found.checking.fixable(check))) return undefined;
  return {
    fix: () => {
      const fixed = found.checking.applyAllFacts(result, found.parts);
      return { result: fixed.result, kept: fixed.kept.length };
    },
    save: save as SaveFixed<unknown>,
  };
}

/**
 * The question to ask before `leaving`, if any: the conflicts the screen's check finds (the
 * checker loaded if it is not yet), or the `known` count the server refused the result for; none
 * when there are none.
 */
export async function questionOf<R>(
  source: QuestionSource<R>,
  leaving: Leaving,
  known?: number,
): Promise<Omit<Asked, 'resolve'> | undefined> {
  const found = await checkOf(source);
  const count = known ?? found?.conflicts.length ?? 0;
  if (count === 0) return undefined;
  return { leaving, count, kept: false, fixAll: fixAllOf(found, source.result, source.onUseFact) };
}

/** Use All Facts: every figure Use Fact is offered for states its fact, saved as one edit. */
async function saveAllFacts({
  fix,
  save,
}: FixAll): Promise<{ saved: false } | { saved: true; result: unknown; kept: number }> {
  const { result, kept } = fix();
  const outcome = await save(result, WORKSPACE_TEXTS.factsUsed);
  // Refused or failed: the session said so, and the screen shows what it kept.
  if (outcome === 'failed' || outcome === 'conflict') return { saved: false };
  return { saved: true, result, kept };
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
    const fixed = await saveAllFacts(asked.fixAll);
    setBusy(false);
    if (!fixed.saved) return finish({ go: false });
    if (fixed.kept === 0) return finish({ go: true, result: fixed.result, accepted: false });
    onAsked({ ...asked, count: fixed.kept, kept: true, fixAll: undefined, result: fixed.result });
  };
  return { busy, reviewing, finish, fixAll };
}

/**
 * The question before a result leaves (conflict-question.tsx asks it): its count as the title,
 * what would leave, and the three ways on (docs/product.md §10).
 */
export function QuestionDialog({
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
