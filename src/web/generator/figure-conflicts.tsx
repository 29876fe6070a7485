import { useId, useMemo } from 'react';
import { applyFact, documentChecks, type PartPath } from '@/core/venture/document-figures';
import { factSourceText } from '@/core/venture/fact-origin';
import type { VentureFact } from '@/core/venture/facts';
import type { FigureCheck } from '@/core/venture/figures';
import { Button } from '@/web/components/ui/button';
import { conflictHeading } from './conflict-heading';

export interface FigureConflictsProps<R> {
  tool: { partLabel?: (path: PartPath, result: R) => string };
  /** The result as it stands on screen, edits included. */
  result: R;
  facts: readonly VentureFact[];
  /** Saves the result with one figure stating its fact, as an edit; absent, conflicts are shown only. */
  onUseFact?: (fixed: R) => void;
}

/** "Customer acquisition cost" reads on in a sentence as "customer acquisition cost"; "LTV:CAC" stays. */
const inSentence = (label: string) => (/^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label);

interface Conflict {
  path: PartPath;
  check: FigureCheck;
}

/**
 * The result's figures that state another value than the venture's facts, each named where it
 * stands (the slide, the plan section) with the fact and its source beside it, and Use Fact. Loaded
 * only when the venture has facts (result-section.tsx): the figure checker stays out of the first load.
 */
export default function FigureConflicts<R>({ tool, result, facts, onUseFact }: FigureConflictsProps<R>) {
  const headingId = useId();
  const conflicts = useMemo<Conflict[]>(
    () =>
      documentChecks(result, facts).flatMap(({ path, checks }) =>
        checks.filter((check) => check.status === 'conflict').map((check) => ({ path, check })),
      ),
    [result, facts],
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
      <ul className="mt-2 flex flex-col gap-3">
        {conflicts.map(({ path, check }) => {
          const place = where(path);
          return (
            <li
              key={`${path.join('.')}:${check.figure.start}`}
              className="flex flex-wrap items-center justify-between gap-2"
            >
              <p>
                <span className="font-medium">{place}</span> says “{check.figure.text}”; your venture’s{' '}
                {inSentence(check.fact.label)} is <span className="font-medium">{check.fact.display}</span> (
                {factSourceText(check.fact)}).
              </p>
              {onUseFact && (
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Use Fact: ${check.fact.display} in ${place}`}
                  onClick={() => onUseFact(applyFact(result, path, check))}
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
