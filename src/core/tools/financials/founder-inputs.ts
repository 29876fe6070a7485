/**
 * What the founder typed into a model is theirs (issue 34): the parts of a model the AI does not
 * propose, or proposed and the founder changed, named once here. A new model (New Model, Regenerate
 * from the Venture screen) keeps them from the venture's newest model, on the server (the tool's
 * `keepFounderInputs`, run over every generated model before it is saved or shown), so no screen
 * can forget one; and the founder's pinned facts that are assumptions win over the AI's values.
 */
import { modelFromEdit } from '../../finance/scenarios';
import type { Assumptions, FinancialModel } from '../../finance/schema';
import type { FactId, FactPins } from '../../venture/fact-kinds';
import { pinValue } from '../../venture/pins';
import { partAt, withPart, type PartPath } from '../editable-parts';
import { sameValue } from '../result-parts';
import { withCurrency } from './currency-change';

export interface FounderInput {
  path: PartPath;
  label: string;
  /**
   * `always`: the AI proposes none of it, so the founder's value is kept as it is; `edited`: the
   * AI proposes it, and the founder's value is kept when it differs from what the AI proposed then
   * (the model's `proposal`), a value left as proposed being the AI's to propose again.
   */
  kept: 'always' | 'edited';
}

/** The founder's inputs of a model, by where they are in it. */
export const FOUNDER_INPUTS: readonly FounderInput[] = [
  { path: ['assumptions', 'funding', 'startingCash'], label: 'Starting cash', kept: 'always' },
  { path: ['assumptions', 'funding', 'fundingEvents'], label: 'Funding events', kept: 'always' },
  { path: ['assumptions', 'funding', 'bufferMonths'], label: 'Buffer after break-even', kept: 'always' },
  { path: ['assumptions', 'funding', 'founderOwnershipPercent'], label: 'Founders’ ownership', kept: 'always' },
  { path: ['assumptions', 'hiringPlan'], label: 'Hiring plan', kept: 'edited' },
  { path: ['assumptions', 'currency'], label: 'Currency', kept: 'edited' },
  // Scenarios are rules over the Base and the values the founder set by hand: none is the AI's.
  { path: ['scenarios'], label: 'Scenarios', kept: 'always' },
];

/** The pinned facts that are assumptions of the model: a pin of one is the model's value. */
const PINNED_ASSUMPTIONS = {
  price: 'monthlyPricePerCustomer',
  startingCustomers: 'startingCustomers',
  monthlyGrowth: 'monthlyGrowthPercent',
  monthlyChurn: 'monthlyChurnPercent',
  cac: 'customerAcquisitionCost',
} as const satisfies Partial<Record<FactId, keyof Assumptions>>;

export const PINNED_RATIONALE = 'Pinned by you on the Venture screen.';

/** Whether `previous` holds the founder's own value of `input`. */
function isFounders(input: FounderInput, previous: FinancialModel): boolean {
  if (input.kept === 'always') return partAt(previous, input.path) !== undefined;
  const [, ...inAssumptions] = input.path;
  const proposed = partAt(previous.proposal ?? previous.assumptions, inAssumptions);
  return !sameValue(partAt(previous, input.path), proposed);
}

/** The assumptions with each pinned assumption's value, the rationale saying whose it is. */
function withPins(assumptions: Assumptions, pins: FactPins): Assumptions {
  let pinned = assumptions;
  for (const fact of Object.keys(PINNED_ASSUMPTIONS) as (keyof typeof PINNED_ASSUMPTIONS)[]) {
    const value = pinValue(pins[fact]);
    const key = PINNED_ASSUMPTIONS[fact];
    if (value !== undefined && value !== pinned[key].value)
      pinned = { ...pinned, [key]: { value, rationale: PINNED_RATIONALE } };
  }
  return pinned;
}

/**
 * The generated model `next` with the founder's inputs of `previous` (the venture's newest model,
 * if any) and the pinned assumptions, every figure computed again. The proposal stays the AI's,
 * for Reset to AI Proposal; a kept currency relabels the AI's rationales, converting nothing.
 */
export function keepFounderInputs(
  next: FinancialModel,
  previous: FinancialModel | undefined,
  pins: FactPins = {},
): FinancialModel {
  let kept: FinancialModel = next;
  for (const input of previous ? FOUNDER_INPUTS : []) {
    if (isFounders(input, previous!)) kept = withPart(kept, input.path, partAt(previous, input.path));
  }
  const currency = kept.assumptions.currency;
  const assumptions = withPins(
    withCurrency({ ...kept.assumptions, currency: next.assumptions.currency }, currency),
    pins,
  );
  if (kept === next && assumptions === next.assumptions) return next;
  return modelFromEdit({ assumptions, proposal: next.proposal, scenarios: kept.scenarios });
}
