import { Landmark } from 'lucide-react';
import { currencySymbol } from '@/core/finance/currency';
import { RUNWAY_BOUNDS } from '@/core/finance/runway/bounds';
import type { FundingEvent } from '@/core/finance/runway/schema';
import type { Assumptions } from '@/core/tools/financials/client';
import type { PartPath } from '@/core/venture/part-path';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { assumptionAnchor } from '@/web/lib/part-links';
import { AssumptionComments } from './assumption-comments';
import { NumberInput } from './number-input';
import { MONTH_UNIT, runwayField } from './runway-fields';
import {
  eventNames,
  type EventChange,
  NEW_EQUITY,
  NEW_LOAN,
  withEvent,
  withFunding,
  withNewEvent,
  withoutEvent,
} from './runway-edits';
import { RemoveRowButton, RowList } from './row-list';

interface FundingCardProps {
  assumptions: Assumptions;
  /** The saved model whose funding numbers and events carry comment threads (none while unsaved). */
  commentsOn?: string;
  onChange: (assumptions: Assumptions) => void;
}

/**
 * The funding's own numbers, as History names them (core/tools/financials/parts.ts), each with its
 * comments; a unit left out is the model's currency.
 */
const FUNDING_NUMBERS: readonly {
  key: 'startingCash' | 'bufferMonths' | 'founderOwnershipPercent';
  label: string;
  unit?: string;
  hint: string;
}[] = [
  { key: 'startingCash', label: 'Starting cash', hint: 'Cash in the bank before Month 1.' },
  {
    key: 'bufferMonths',
    label: 'Buffer after break-even',
    unit: 'months',
    hint: 'The funding need keeps cash at or above zero through break-even plus these months.',
  },
  {
    key: 'founderOwnershipPercent',
    label: 'Founders’ ownership',
    unit: '% before any round',
    hint: 'Each equity round dilutes it.',
  },
];

/**
 * The founder's cash and funding: starting cash, equity rounds and loans, the buffer the funding
 * need covers past break-even, and the founders' share. The AI proposes none of it, so Reset to AI
 * Proposal leaves it as it is, and a new model keeps it (the server does: founder-inputs.ts). Cash =
 * profit: no payment terms (ARCHITECTURE.md, "The runway engine"). Each number and event has its
 * Comment button and count (members only), as the assumptions do.
 */
export function FundingCard({ assumptions, commentsOn, onChange }: FundingCardProps) {
  const { funding, currency } = assumptions;
  const symbol = currencySymbol(currency);
  return (
    <Card role="region" aria-labelledby="model-funding-heading">
      <CardHeader className="flex flex-col gap-2">
        <CardTitle id="model-funding-heading">Cash and Funding</CardTitle>
        <p className="text-sm text-base-600">
          Yours to set: the AI proposes none of it, so Reset to AI Proposal and New Model keep it as it is. Cash follows
          profit: customers pay and costs are paid in the month. Cash &amp; Runway shows what it buys.
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <div className="grid gap-5 md:grid-cols-2">
          {FUNDING_NUMBERS.map(({ key, label, unit, hint }) => (
            <div key={key} className="min-w-0">
              <NumberInput
                label={label}
                unit={unit ?? symbol}
                value={funding[key]}
                {...runwayField(key)}
                onValue={(value) => onChange(withFunding(assumptions, { [key]: value }))}
                hint={hint}
              />
              <AssumptionComments on={commentsOn} path={['assumptions', 'funding', key]} label={label} />
            </div>
          ))}
        </div>
        <div id={assumptionAnchor('funding')}>
          <FundingEvents assumptions={assumptions} symbol={symbol} commentsOn={commentsOn} onChange={onChange} />
        </div>
      </CardContent>
    </Card>
  );
}

function FundingEvents({ assumptions, symbol, commentsOn, onChange }: FundingCardProps & { symbol: string }) {
  const events = assumptions.funding.fundingEvents;
  const names = eventNames(events);
  const full = events.length >= RUNWAY_BOUNDS.fundingEventCount.max;
  return (
    <RowList
      legend="Funding events"
      empty="No equity rounds or loans yet."
      items={events}
      onRemove={(index) => onChange(withoutEvent(assumptions, index))}
      renderRow={(event, index, remove) => (
        <EventLine
          key={index}
          event={event}
          name={names[index]!}
          symbol={symbol}
          commentsOn={commentsOn}
          path={['assumptions', 'funding', 'fundingEvents', index]}
          onChange={(change) => onChange(withEvent(assumptions, index, change))}
          onRemove={remove}
        />
      )}
      adds={[
        { label: 'Add Equity Round', disabled: full, onAdd: () => onChange(withNewEvent(assumptions, NEW_EQUITY)) },
        {
          label: 'Add Loan',
          icon: Landmark,
          disabled: full,
          onAdd: () => onChange(withNewEvent(assumptions, NEW_LOAN)),
        },
      ]}
    />
  );
}

interface EventLineProps {
  event: FundingEvent;
  /** "Equity round 1", "Loan 2". */
  name: string;
  symbol: string;
  /** The saved model its comment thread is on, at `path` (its place in the list). */
  commentsOn: string | undefined;
  path: PartPath;
  onChange: (change: EventChange) => void;
  onRemove: () => void;
}

/**
 * One round or loan: its amount and month, then a round's pre-money valuation or a loan's rate and
 * term, and its comments.
 */
function EventLine({ event, name, symbol, commentsOn, path, onChange, onRemove }: EventLineProps) {
  return (
    <div data-row role="group" aria-label={name} className="rounded-lg border border-base-200 p-3">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-medium text-base-800">{name}</h4>
        <RemoveRowButton name={name} onRemove={onRemove} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <NumberInput
          label={`${name} amount`}
          unit={symbol}
          value={event.amount}
          {...runwayField('fundingAmount')}
          onValue={(amount) => onChange({ amount })}
        />
        <NumberInput
          label={`${name} month`}
          unit={MONTH_UNIT}
          value={event.month}
          {...runwayField('fundingMonth')}
          onValue={(month) => onChange({ month })}
          hint="The month the cash arrives."
        />
        {event.kind === 'equity' ? (
          <NumberInput
            label={`${name} pre-money valuation`}
            unit={symbol}
            value={event.preMoneyValuation}
            {...runwayField('preMoneyValuation')}
            onValue={(preMoneyValuation) => onChange({ preMoneyValuation })}
            hint="The company’s value before the round; the round sells amount ÷ (pre-money + amount)."
          />
        ) : (
          <LoanTerms event={event} name={name} onChange={onChange} />
        )}
      </div>
      <AssumptionComments on={commentsOn} path={path} label={name} />
    </div>
  );
}

function LoanTerms({
  event,
  name,
  onChange,
}: Pick<EventLineProps, 'name' | 'onChange'> & { event: Extract<FundingEvent, { kind: 'loan' }> }) {
  return (
    <>
      <NumberInput
        label={`${name} annual interest`}
        unit="% a year"
        value={event.annualInterestPercent}
        {...runwayField('annualInterestPercent')}
        onValue={(annualInterestPercent) => onChange({ annualInterestPercent })}
      />
      <NumberInput
        label={`${name} term`}
        unit="months"
        value={event.termMonths}
        {...runwayField('termMonths')}
        onValue={(termMonths) => onChange({ termMonths })}
        hint="Repaid in equal monthly instalments from the month after it arrives."
      />
    </>
  );
}
