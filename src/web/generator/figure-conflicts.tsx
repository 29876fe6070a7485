import { useId, useLayoutEffect, useRef } from 'react';
import { conflictHeading } from '@/core/venture/conflicts';
import {
  applyAllFacts,
  applyFact,
  documentChecks,
  fixable,
  partConflicts,
  type PartChecks,
  type PartPath,
} from '@/core/venture/document-figures';
import { FACT_LABELS } from '@/core/venture/fact-kinds';
import { factSourceText } from '@/core/venture/fact-origin';
import type { VentureFact } from '@/core/venture/facts';
import type { FigureCheck } from '@/core/venture/figures';
import { Button } from '@/web/components/ui/button';
import { WORKSPACE_TEXTS, type EditToast } from '@/web/workspace/texts';
import { LEAVE_TEXTS } from './leaving';
import { CHECK_MEASURE, markKey, WARM_UP_MARK, type FigureMarks } from './figure-mark';

export interface FigureConflictsProps<R> {
  tool: { partLabel?: (path: PartPath, result: R) => string };
  /** The result as it stands on screen, edits included. */
  result: R;
  /** Its checks against the venture's facts (checkDocument). */
  parts: readonly PartChecks[];
  /**
   * Saves the result with one figure (Use Fact) or every one (Use All Facts, with its toast) stating
   * its fact, as one edit; absent, conflicts are shown only.
   */
  onUseFact?: (fixed: R, done?: EditToast) => unknown;
  /** The result's heading, where focus goes once Use Fact has fixed the last figure and the panel is gone. */
  resultHeadingId?: string;
  /** The panel's id: Review, in the question before a result leaves, brings focus here. */
  id?: string;
}

/** What the question before a result leaves (conflict-question.tsx) uses of the checker, loaded with it. */
export { applyAllFacts, fixable, partConflicts };

/** "Customer acquisition cost" reads on in a sentence as "customer acquisition cost"; "LTV:CAC" stays. */
const inSentence = (label: string) => (/^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label);

/**
 * Why Use Fact is not offered for a market figure that the fact would put out of order: "Stated
 * here, it would be smaller than the “$40B” serviceable available market (SAM) this part also states."
 */
function outOfOrderNote({ outOfOrder }: FigureCheck): string | undefined {
  const cue = outOfOrder?.other.cue;
  if (!outOfOrder || !cue) return undefined;
  return `Stated here, it would be ${outOfOrder.wouldBe} than the “${outOfOrder.other.text}” ${inSentence(FACT_LABELS[cue])} this part also states: edit the part so both agree.`;
}

/** What a figure's tooltip says: where an agreeing figure comes from, or the fact a conflicting one should state. */
function noteOf(check: FigureCheck): string {
  const { status, fact } = check;
  const source = factSourceText(fact);
  if (status === 'match') return `${fact.label}: ${fact.display}. ${source}.`;
  const fix = outOfOrderNote(check) ?? 'Use Fact above states it here.';
  return `Your venture’s ${inSentence(fact.label)} is ${fact.display} (${source}). ${fix}`;
}

/**
 * Sentences that take the checker down each of its paths (money with periods, percentages,
 * counts, ratios, months, ranges, cue words before and after), one per task.
 */
const WARM_UP = [
  'It costs $24.',
  'The price is $24.',
  'Members pay €39 per month; plans from €39 a month per dog, 1.200 members by the end of Year 1.',
  'We launch in month 5, raise a seed round in Month 18 and break even in Year 2.',
  'We charge $24 a month per freelancer, about $288 a year.',
  'Churn near 2.5% a month while growth stays between 8% and 12%; gross margin of 80%.',
  'Starting with 300 paying customers, 1,250 customers by Month 12, and a team of 4 people.',
  'LTV:CAC of 4.8:1 with a customer acquisition cost under $300; we break even in 14 months.',
  'The TAM is $34.4 billion, SAM $1.2B and SOM $40-60M; we raise $1.5M for 18 months of runway.',
];
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs the checker once over sample sentences, each in its own task, before it checks a result:
 * its first run compiles its regular expressions and functions (about 25 ms at full speed, all in
 * one task), and split this way no task of the first check is a long one (scripts/bench-marking.ts).
 */
export async function warmUp(facts: readonly VentureFact[]): Promise<void> {
  performance.mark(WARM_UP_MARK);
  for (const sentence of WARM_UP) {
    documentChecks({ sentence }, facts);
    await nextTask();
  }
}

/** The result's checks, once: the panel lists the conflicts, the result's texts mark every checked figure. */
export function checkDocument(result: unknown, facts: readonly VentureFact[]) {
  const started = performance.now();
  const parts = documentChecks(result, facts);
  const marks = marksOf(parts);
  // Read by scripts/bench-marking.ts: how long the check takes in the browser, and what runs around it.
  performance.measure(CHECK_MEASURE, { start: started });
  return { parts, marks };
}

/** The marks of a text that is not the result's, checked the same way: a rewrite's preview before Accept. */
export const markValue = (value: unknown, facts: readonly VentureFact[]): FigureMarks =>
  marksOf(documentChecks(value, facts));

function marksOf(parts: readonly PartChecks[]): FigureMarks {
  return new Map(
    parts.map(({ path, checks }) => [
      markKey(path),
      checks.map((check) => ({
        start: check.figure.start,
        end: check.figure.end,
        text: check.figure.text,
        conflict: check.status === 'conflict',
        note: noteOf(check),
      })),
    ]),
  );
}

/**
 * Keeps focus after Use Fact or Use All Facts (docs/product.md §10): the figures fixed leave the
 * list with their buttons, which would drop focus to the page. Focus goes to the Use Fact now in
 * the pressed one's place (the next figure's, or the last one's), else to the panel (figures Use
 * Fact is not offered for stay listed), else to the result's heading when no figure is left.
 */
function useFocusAfterUseFact(resultHeadingId: string | undefined) {
  const panel = useRef<HTMLElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const pressed = useRef<{ button: HTMLElement; index: number } | null>(null);
  useLayoutEffect(() => {
    if (!pressed.current || pressed.current.button.isConnected) return;
    const { index } = pressed.current;
    pressed.current = null;
    const active = document.activeElement;
    // Only focus that was lost with the button moves; focus the founder took elsewhere stays.
    if (active && active !== document.body && active.isConnected) return;
    const buttons = list.current?.querySelectorAll<HTMLElement>('button') ?? [];
    const next = buttons[Math.min(index, buttons.length - 1)];
    (next ?? panel.current ?? (resultHeadingId ? document.getElementById(resultHeadingId) : null))?.focus();
  });
  return {
    panel,
    list,
    press: (button: HTMLElement, index: number) => (pressed.current = { button, index }),
  };
}

/**
 * The result's figures that state another value than the venture's facts, each named where it
 * stands (the slide, the plan section) with the fact and its source beside it, and Use Fact. Loaded
 * only when the venture has facts (useFigureChecking): the figure checker stays out of the first load.
 */
export default function FigureConflicts<R>({
  tool,
  result,
  parts,
  onUseFact,
  resultHeadingId,
  id,
}: FigureConflictsProps<R>) {
  const headingId = useId();
  const { panel, list, press } = useFocusAfterUseFact(resultHeadingId);
  const conflicts = partConflicts(parts);
  if (conflicts.length === 0) return null;
  const where = (path: PartPath) => tool.partLabel?.(path, result) ?? 'Result';
  const fixableCount = conflicts.filter(({ check }) => fixable(check)).length;
  return (
    <section
      ref={panel}
      id={id}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="rounded-lg border border-warning-300 bg-warning-50 p-4 text-sm text-warning-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-warning-700"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {conflictHeading(conflicts.length)}
        </h3>
        {onUseFact && fixableCount >= 2 && (
          <Button
            size="sm"
            onClick={(event) => {
              press(event.currentTarget, 0);
              onUseFact(applyAllFacts(result, parts).result, WORKSPACE_TEXTS.factsUsed);
            }}
          >
            {LEAVE_TEXTS.useAll}
          </Button>
        )}
      </div>
      <ul ref={list} className="mt-2 flex flex-col gap-3">
        {conflicts.map(({ path, check }, index) => (
          <ConflictLine
            key={`${path.join('.')}:${check.figure.start}`}
            place={where(path)}
            check={check}
            onUseFact={
              onUseFact &&
              ((button) => {
                press(button, index);
                onUseFact(applyFact(result, path, check));
              })
            }
          />
        ))}
      </ul>
    </section>
  );
}

/** One conflict: where it stands, the figure, the fact and its source, and Use Fact where it is offered. */
function ConflictLine({
  place,
  check,
  onUseFact,
}: {
  place: string;
  check: FigureCheck;
  onUseFact?: (button: HTMLElement) => void;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2">
      <p>
        <span className="font-medium">{place}</span> says “{check.figure.text}”; your venture’s{' '}
        {inSentence(check.fact.label)} is <span className="font-medium">{check.fact.display}</span> (
        {factSourceText(check.fact)}).{check.outOfOrder && ` ${outOfOrderNote(check)}`}
      </p>
      {onUseFact && fixable(check) && (
        <Button
          size="sm"
          variant="outline"
          aria-label={`Use Fact: ${check.fact.display} in ${place}`}
          onClick={(event) => onUseFact(event.currentTarget)}
        >
          Use Fact
        </Button>
      )}
    </li>
  );
}
