import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { PartPath } from '@/core/venture/document-figures';
import type { VentureFact } from '@/core/venture/facts';
import { Tooltip } from '@/web/components/ui/tooltip';
import type * as FigureChecking from './figure-conflicts';
import { markKey, type FigureMark, type FigureMarks } from './figure-mark';

const FigureMarksContext = createContext<FigureMarks | undefined>(undefined);
export const FigureMarksProvider = FigureMarksContext.Provider;

/** Checks another text of the result's kind against the same facts: a rewrite's preview, before Accept. */
type MarkValue = (value: unknown) => FigureMarks;
const FigureCheckContext = createContext<MarkValue | undefined>(undefined);
export const FigureCheckProvider = FigureCheckContext.Provider;

/**
 * `value` (a part of the result, not yet in it: a rewrite's preview) checked as the result is, its
 * figures marked where its texts show them (paths within `value`). Without the checker, no marks.
 */
export function ValueMarks({ value, children }: { value: unknown; children: ReactNode }) {
  const check = useContext(FigureCheckContext);
  const marks = useMemo(() => check?.(value), [check, value]);
  return <FigureMarksProvider value={marks}>{children}</FigureMarksProvider>;
}

export type Checking = typeof FigureChecking;
let loaded: Checking | undefined;

/**
 * The figure checker and the conflicts panel, loaded the first time a result is checked: a
 * venture with no facts never fetches them. A failed load leaves the result unmarked (the panel
 * and its Use Fact are missing, nothing else), and is tried again on the next result.
 */
export function useFigureChecking<R>(result: R | null, facts: readonly VentureFact[], enabled: boolean) {
  const [checking, setChecking] = useState(loaded);
  const wanted = enabled && result !== null && facts.length > 0;
  useEffect(() => {
    if (!wanted || checking) return;
    let current = true;
    import('./figure-conflicts').then(
      async (module) => {
        if (!loaded) await module.warmUp(facts);
        loaded = module;
        if (current) setChecking(module);
      },
      (error: unknown) => console.warn('The figure checker did not load.', error),
    );
    return () => {
      current = false;
    };
  }, [wanted, checking, result, facts]);
  return useMemo(
    () =>
      wanted && checking
        ? {
            ...checkedOnce(checking, result, facts),
            Panel: checking.default,
            check: (value: unknown) => checking.markValue(value, facts),
            checking,
          }
        : undefined,
    [wanted, checking, result, facts],
  );
}

type Checked = ReturnType<Checking['checkDocument']>;
/** The last check of each result, by its facts: a screen that asks twice (the deck's designs and its marks) checks once. */
const lastChecks = new WeakMap<object, { facts: readonly VentureFact[]; checked: Checked }>();

function checkedOnce(checking: Checking, result: unknown, facts: readonly VentureFact[]): Checked {
  if (typeof result !== 'object' || result === null) return checking.checkDocument(result, facts);
  const last = lastChecks.get(result);
  if (last?.facts === facts) return last.checked;
  const checked = checking.checkDocument(result, facts);
  lastChecks.set(result, { facts, checked });
  return checked;
}

const conflictClass =
  'rounded-sm bg-warning-200 px-0.5 text-warning-950 underline decoration-warning-700 decoration-wavy underline-offset-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-warning-700';
const matchClass = 'underline decoration-current/40 decoration-dotted underline-offset-4';

/**
 * A text of the result, each figure checked against the venture's facts marked where it stands:
 * a conflict highlighted and focusable, its tooltip naming the fact and its source; a matching
 * figure underlined, its tooltip saying where the figure comes from (on hover only: a tab stop per
 * agreeing figure would bury the page's controls; the Venture screen lists every source).
 * Marks that no longer fit the text (it changed since the check) are not drawn.
 */
export function FigureText({ path, text }: { path: PartPath; text: string }) {
  const marks = useContext(FigureMarksContext)?.get(markKey(path));
  if (!marks || marks.some((mark) => text.slice(mark.start, mark.end) !== mark.text)) return text;
  return <>{markedPieces(text, marks)}</>;
}

/**
 * One drawn line of a designed slide (its text broken into lines by the layout): the figures
 * checked in the parts at `paths` (the slide's content, its title) marked wherever their text
 * stands in the line. A figure the layout broke over two lines is left unmarked; the conflicts
 * panel still lists it.
 */
export function FigureLine({ paths, line }: { paths: readonly PartPath[]; line: string }) {
  const all = useContext(FigureMarksContext);
  const found: FigureMark[] = [];
  for (const path of paths) {
    for (const mark of all?.get(markKey(path)) ?? []) {
      const start = line.indexOf(mark.text);
      if (start >= 0) found.push({ ...mark, start, end: start + mark.text.length });
    }
  }
  return found.length > 0 ? (
    <>
      {markedPieces(
        line,
        found.sort((a, b) => a.start - b.start),
      )}
    </>
  ) : (
    line
  );
}

/** `text` with each mark drawn where it stands (overlapping ones skipped). */
function markedPieces(text: string, marks: readonly FigureMark[]): ReactNode[] {
  const pieces: ReactNode[] = [];
  let at = 0;
  for (const mark of marks) {
    if (mark.start < at) continue;
    pieces.push(text.slice(at, mark.start));
    pieces.push(
      <Tooltip key={mark.start} content={mark.note} inline>
        {mark.conflict ? (
          <mark tabIndex={0} className={conflictClass}>
            {mark.text}
          </mark>
        ) : (
          <span className={matchClass}>{mark.text}</span>
        )}
      </Tooltip>,
    );
    at = mark.end;
  }
  pieces.push(text.slice(at));
  return pieces;
}
