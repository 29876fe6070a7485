import { RotateCcw } from 'lucide-react';
import type { Assumptions } from '@/core/tools/financials/client';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { assumptionAnchor } from '@/web/lib/part-links';
import type { AutosaveStatus } from '@/web/workspace/use-autosave';
import { sameNumbers } from './assumption-edits';
import { AssumptionsEditor } from './assumptions-editor';
import { withCurrency } from '@/core/tools/financials/currency-change';
import { CurrencySelect } from './currency-select';
import { HiringPlanEditor } from './hiring-plan-editor';
import { resetToProposal } from './runway-edits';

/** What the card says about the founder's edits being kept. */
const SAVE_STATUS_TEXT: Record<AutosaveStatus, string> = {
  idle: '',
  pending: 'Unsaved changes…',
  saving: 'Saving…',
  saved: 'All changes saved.',
  failed: 'Your changes are on this screen but not saved. The next change tries again.',
};

interface AssumptionsCardProps {
  assumptions: Assumptions;
  proposal: Assumptions;
  /** The saved model whose assumptions carry comment threads (none while unsaved). */
  commentsOn?: string;
  onChange: (assumptions: Assumptions) => void;
  saveStatus: AutosaveStatus;
}

/**
 * The Base's assumptions, editable, with its currency and hiring plan, Reset to AI Proposal (which
 * leaves the founder's funding as it is) and whether the edits are saved.
 */
export function AssumptionsCard({ assumptions, proposal, commentsOn, onChange, saveStatus }: AssumptionsCardProps) {
  const edited = !sameNumbers(assumptions, proposal);
  return (
    <Card role="region" aria-labelledby="model-assumptions-heading">
      <CardHeader className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CardTitle id="model-assumptions-heading">Assumptions</CardTitle>
          <Button
            variant="outline"
            size="sm"
            disabled={!edited}
            onClick={() => onChange(resetToProposal(assumptions, proposal))}
          >
            <RotateCcw aria-hidden="true" />
            Reset to AI Proposal
          </Button>
        </div>
        <p className="text-sm text-base-600">
          Every figure above is computed from these. Change any of them and the model recomputes at once.
        </p>
        <p role="status" className="min-h-5 text-sm text-base-600">
          {SAVE_STATUS_TEXT[saveStatus]}
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <CurrencySelect
          value={assumptions.currency}
          onCurrency={(currency) => onChange(withCurrency(assumptions, currency))}
        />
        <AssumptionsEditor assumptions={assumptions} proposal={proposal} commentsOn={commentsOn} onChange={onChange} />
        <div id={assumptionAnchor('hiringPlan')}>
          <HiringPlanEditor assumptions={assumptions} commentsOn={commentsOn} onChange={onChange} />
        </div>
      </CardContent>
    </Card>
  );
}
