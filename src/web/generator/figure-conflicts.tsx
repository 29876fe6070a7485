import { useId, useLayoutEffect, useRef } from 'react';
import { applyFact, documentChecks, type PartChecks, type PartPath } from '@/core/venture/document-figures';
import { FACT_LABELS } from '@/core/venture/fact-kinds';
import { factSourceText } from '@/core/venture/fact-origin';
import type { VentureFact } from '@/core/venture/facts';
import type { FigureCheck } from '@/core/venture/figures';
import { Button } from '@/web/components/ui/button';
import { conflictHeading } from './conflict-heading';
import { CHECK_MEASURE, markKey, WARM_UP_MARK, type FigureMarks } from './figure-mark';

export interface FigureConflictsProps<R> {
  tool: { partLabel?: (path: PartPath, result: R) => string };
  /** The result as it stands on screen, edits included. */
  result: R;
  /** Its checks against the venture's facts (checkDocument). */
  parts: readonly PartChecks[];
  /** Saves the result with one figure stating its fact, as an edit; absent, conflicts are shown only. */
  onUseFact?: (fixed: R) => void;
  /** The result's heading, where focus goes once Use Fact has fixed the last figure and the panel is gone. */
  resultHeadingId?: string;
}

/** "Customer acquisition cost" reads on in a sentence as "customer acquisition cost"; "LTV:CAC" stays. */
const inSentence = (label: string) => (/^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label);

interface Conflict {
  path: PartPath;
  check: FigureCheck;
}

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
 * Keeps focus after Use Fact (docs/product.md §10): the figure it fixed leaves the list with its
 * button, which would drop focus to the page. Focus goes to the Use Fact now in its place (the next
 * figure's, or the last one's), or to the result's heading when none is left.
 */
function useFocusAfterUseFact(resultHeadingId: string | undefined) {
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
    (next ?? (resultHeadingId ? document.getElementById(resultHeadingId) : null))?.focus();
  });
  return { list, press: (button: HTMLElement, index: number) => (pressed.current = { button, index }) };
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
}: FigureConflictsProps<R>) {
  const headingId = useId();
  const { list, press } = useFocusAfterUseFact(resultHeadingId);
  const conflicts: Conflict[] = parts.flatMap(({ path, checks }) =>
    checks.filter((check) => check.status === 'conflict').map((check) => ({ path, check })),
  );
  if (conflicts.length === 0) return null;
  const where = (path: PartPath) => tool.partLabel?.(path, result) ?? 'Result';
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-warning-300 bg-warning-50 p-4 text-sm text-warning-900"
    >
      <h3 id={headingId} className="font-semibold">
        {conflictHeading(conflicts.length)}
      </h3>
      <ul ref={list} className="mt-2 flex flex-col gap-3">
        {conflicts.map(({ path, check }, index) => {
          const place = where(path);
          return (
            <li
              key={`${path.join('.')}:${check.figure.start}`}
              className="flex flex-wrap items-center justify-between gap-2"
            >
              <p>
                <span className="font-medium">{place}</span> says “{check.figure.text}”; your venture’s{' '}
                {inSentence(check.fact.label)} is <span className="font-medium">{check.fact.display}</span> (
                {factSourceText(check.fact)}).{check.outOfOrder && ` ${outOfOrderNote(check)}`}
              </p>
              {onUseFact && !check.outOfOrder && (
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Use Fact: ${check.fact.display} in ${place}`}
                  onClick={(event) => {
                    press(event.currentTarget, index);
                    onUseFact(applyFact(result, path, check));
                  }}
                >
                  Use Fact
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
