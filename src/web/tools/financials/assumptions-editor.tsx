import { useId } from 'react';
import { costStructureWarning, grossMarginOf } from '@/core/finance/margin';
import { formatPercent } from '@/core/finance/money';
import { ASSUMPTION_BOUNDS, ASSUMPTION_PRECISION, ASSUMPTION_UNITS, type ScalarKey } from '@/core/finance/bounds';
import { COST_NAME_MAX } from '@/core/finance/schema';
import { costRationale, GROSS_MARGIN_LABEL, SCALAR_ASSUMPTIONS } from '@/core/tools/financials/assumption-lines';
import type { Assumptions, CostAssumption } from '@/core/tools/financials/client';
import { cn } from '@/web/lib/cn';
import { assumptionAnchor } from '@/web/lib/part-links';
import { AssumptionComments } from './assumption-comments';
import { withCost, withNewCost, withoutCost, withScalar } from './assumption-edits';
import { readAssumption, unitIn } from './money-units';
import { NameInput } from './name-input';
import { NumberInput } from './number-input';
import { RemoveRowButton, RowList } from './row-list';

/** What the gross margin says about itself: derived, and from what. */
export const DERIVED_MARGIN_HINT = 'Follows from the price and the variable cost: (price − variable cost) ÷ price.';

interface AssumptionsEditorProps {
  assumptions: Assumptions;
  /** The generated values, to say which numbers were edited and what the AI proposed. */
  proposal?: Assumptions;
  /** Text under a number in place of its rationale: in a scenario, what was set by hand. */
  hints?: Partial<Record<ScalarKey, string>>;
  /** The saved model whose assumptions carry comment threads: the Base's editor only, never a scenario's. */
  commentsOn?: string;
  onChange: (assumptions: Assumptions) => void;
}

/** Every assumption as an input with its unit and bounds; cost lines can be renamed, added and removed. */
export function AssumptionsEditor({ assumptions, proposal, hints, commentsOn, onChange }: AssumptionsEditorProps) {
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-5 md:grid-cols-2">
        {SCALAR_ASSUMPTIONS.map(([key, label]) => {
          const proposed = proposal?.[key].value;
          const edited = proposed !== undefined && proposed !== assumptions[key].value;
          return (
            // The anchor a link to this assumption focuses (the Investor Review's Open the assumption).
            <div key={key} id={assumptionAnchor(key)} className="min-w-0">
              <NumberInput
                label={label}
                unit={unitIn(ASSUMPTION_UNITS[key], assumptions.currency)}
                value={assumptions[key].value}
                bounds={ASSUMPTION_BOUNDS[key]}
                precision={ASSUMPTION_PRECISION[key]}
                onValue={(value) => onChange(withScalar(assumptions, key, value))}
                hint={
                  hints?.[key] ??
                  (edited
                    ? `Edited: the AI proposed ${readAssumption(key, proposed, assumptions.currency)}.`
                    : assumptions[key].rationale)
                }
              />
              <AssumptionComments on={commentsOn} path={['assumptions', key]} label={label} />
            </div>
          );
        })}
        <DerivedMargin assumptions={assumptions} />
      </div>
      <CostLines assumptions={assumptions} commentsOn={commentsOn} onChange={onChange} />
    </div>
  );
}

/** The monthly cost lines; focus moves to the next line after Remove and to a new line after Add Cost. */
function CostLines({
  assumptions,
  commentsOn,
  onChange,
}: Pick<AssumptionsEditorProps, 'assumptions' | 'commentsOn' | 'onChange'>) {
  const unit = unitIn(ASSUMPTION_UNITS.costMonthlyAmount, assumptions.currency);
  return (
    <RowList
      legend="Monthly costs"
      items={assumptions.costs}
      onRemove={(index) => onChange(withoutCost(assumptions, index))}
      renderRow={(cost, index, remove) => (
        <CostLine
          key={index}
          cost={cost}
          number={index + 1}
          commentsOn={commentsOn}
          unit={unit}
          removable={assumptions.costs.length > ASSUMPTION_BOUNDS.costCount.min}
          onChange={(change) => onChange(withCost(assumptions, index, change))}
          onRemove={remove}
        />
      )}
      adds={[
        {
          label: 'Add Cost',
          disabled: assumptions.costs.length >= ASSUMPTION_BOUNDS.costCount.max,
          onAdd: () => onChange(withNewCost(assumptions)),
        },
      ]}
    />
  );
}

/**
 * The gross margin, shown beside the numbers it follows from and not editable on its own: the
 * price and the variable cost set it, so the two can never disagree. Warns when it is zero or less.
 */
function DerivedMargin({ assumptions }: { assumptions: Assumptions }) {
  const id = useId();
  const warning = costStructureWarning(assumptions);
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-base-800">
        {GROSS_MARGIN_LABEL}
      </span>
      <output
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        className={cn('w-fit py-2 tabular-nums', warning ? 'text-danger-700' : 'text-base-900')}
      >
        {formatPercent(grossMarginOf(assumptions))}
      </output>
      <p id={`${id}-hint`} className="text-sm text-base-600">
        {DERIVED_MARGIN_HINT}
      </p>
      {warning && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {warning}
        </p>
      )}
    </div>
  );
}

interface CostLineProps {
  cost: CostAssumption;
  number: number;
  /** "$ per month", in the model's currency. */
  unit: string;
  removable: boolean;
  /** The saved model its comment thread is on (the Base's lines only). */
  commentsOn: string | undefined;
  onChange: (change: Partial<CostAssumption>) => void;
  onRemove: () => void;
}

/** One monthly cost: its name (never empty) and amount, Remove, and its comments, anchored by its place. */
function CostLine({ cost, number, unit, removable, commentsOn, onChange, onRemove }: CostLineProps) {
  return (
    <div data-row className="rounded-lg border border-base-200 p-3">
      <div className="grid items-start gap-3 sm:grid-cols-[1fr_auto_auto]">
        <NameInput
          label={`Cost ${number} name`}
          value={cost.name}
          maxLength={COST_NAME_MAX}
          requiredMessage="Give the cost a name."
          onName={(name) => onChange({ name })}
        />
        <NumberInput
          label={`Cost ${number} amount`}
          unit={unit}
          value={cost.monthlyAmount}
          bounds={ASSUMPTION_BOUNDS.costMonthlyAmount}
          precision={ASSUMPTION_PRECISION.costMonthlyAmount}
          onValue={(monthlyAmount) => onChange({ monthlyAmount })}
          hint={costRationale(cost)}
        />
        <RemoveRowButton name={cost.name} className="self-end sm:mb-1" disabled={!removable} onRemove={onRemove} />
      </div>
      <AssumptionComments on={commentsOn} path={['assumptions', 'costs', number - 1]} label={cost.name} />
    </div>
  );
}
