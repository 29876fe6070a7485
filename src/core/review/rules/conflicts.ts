/**
 * Unresolved figure conflicts, from the app's own figure check (venture/document-figures.ts): a
 * figure in the plan, the deck or the research that states another value than the venture's fact.
 * Dated ones (a launch, a round, break-even, cash running out in another month) are their own rule:
 * an investor reads a wrong month as a plan that changed. A deck's raise below the funding need is
 * the ask rule's (ask.ts), not reported twice.
 */
import { fixable, partConflicts, type PartConflict } from '../../venture/document-figures';
import type { FactId } from '../../venture/fact-ids';
import { FACT_UNITS } from '../../venture/fact-kinds';
import { inSentence } from '../../offline/text';
import type { ReviewInput } from '../input';
import type { Area, Finding, FindingFix } from '../types';
import { askBelowNeed } from './ask';
import { documentFigure, factFigure, finding, pathKey, placeIn, slideOf, type ReviewRule } from './common';

/** The area each fact is about. */
const FACT_AREAS: Record<FactId, Area> = {
  price: 'businessModel',
  startingCustomers: 'traction',
  launchMonth: 'traction',
  customersMonth12: 'traction',
  monthlyGrowth: 'traction',
  monthlyChurn: 'businessModel',
  grossMargin: 'businessModel',
  cac: 'businessModel',
  ltv: 'businessModel',
  ltvCac: 'businessModel',
  year1Revenue: 'finances',
  year2Revenue: 'finances',
  year3Revenue: 'finances',
  breakEvenMonth: 'finances',
  burnRate: 'finances',
  raise: 'ask',
  fundingMonth: 'ask',
  runwayMonths: 'ask',
  cashOutMonth: 'finances',
  marketSize: 'market',
  tam: 'market',
  sam: 'market',
  som: 'market',
  teamSize: 'team',
};

/** A fact that dates an event (a launch, a round, break-even, cash running out) or the months the cash lasts: its unit is months. */
const isDated = (id: FactId) => FACT_UNITS[id] === 'month';

const CHECKED = ['plan', 'deck', 'research'] as const;

function fixOf(input: ReviewInput, kind: (typeof CHECKED)[number], { path, check }: PartConflict): FindingFix {
  if (fixable(check)) return { kind: 'useFact', factId: check.fact.id, document: kind, path };
  const slide = kind === 'deck' ? slideOf(path) : undefined;
  return slide === undefined ? { kind: 'regenerate', tool: input.tools[kind] } : { kind: 'openSlide', slide };
}

/**
 * What a conflict is about, stable while the text around it is edited: the document, the part, the
 * fact and which of that fact's conflicts in the part it is (the first, the second...).
 */
function aboutOf(kind: string, { path, check }: PartConflict, seen: Map<string, number>): string {
  const key = `${kind}:${pathKey(path)}:${check.fact.id}`;
  const nth = (seen.get(key) ?? 0) + 1;
  seen.set(key, nth);
  return nth === 1 ? key : `${key}:${nth}`;
}

function conflictFindings(input: ReviewInput, rule: Pick<ReviewRule, 'id' | 'text'>, dated: boolean): Finding[] {
  const seen = new Map<string, number>();
  return CHECKED.flatMap((kind) =>
    partConflicts(input[kind]?.checks ?? [])
      .filter(({ check }) => isDated(check.fact.id) === dated)
      .filter(({ check }) => !(kind === 'deck' && check.fact.id === 'raise' && askBelowNeed(input, check.figure.value)))
      .map((conflict) => {
        const { path, check } = conflict;
        const where = placeIn(input, kind, path);
        return finding(rule, {
          about: aboutOf(kind, conflict, seen),
          area: FACT_AREAS[check.fact.id],
          severity: 'major',
          text: `${where.label} states ${check.figure.text} where the venture’s ${inSentence(check.fact.label)} is ${check.fact.display}.`,
          action: 'Use the venture’s facts',
          figures: [
            documentFigure(kind, path, where.label, {
              label: check.fact.label,
              value: check.figure.value,
              display: check.figure.text,
            }),
            factFigure(check.fact),
          ],
          where,
          fix: fixOf(input, kind, conflict),
        });
      }),
  );
}

const figures = {
  id: 'figure-conflicts',
  text: 'Every figure the documents state agrees with the venture’s facts.',
} as const;
const dates = {
  id: 'dated-conflicts',
  text: 'Every date the documents state (launch, rounds, break-even, cash) is the model’s month.',
} as const;

export const figureConflictsRule: ReviewRule = {
  ...figures,
  check: (input) => conflictFindings(input, figures, false),
};
export const datedConflictsRule: ReviewRule = { ...dates, check: (input) => conflictFindings(input, dates, true) };
