import { modelFromEdit, type ModelEdit } from '@/core/finance/scenarios';
import type { FinancialModel } from '@/core/tools/financials/client';
import type { AutosaveStatus } from '@/web/workspace/use-autosave';
import { AssumptionsCard } from './assumptions-card';
import { FundingCard } from './funding-card';
import { ScenariosCard } from './scenarios-card';

interface ModelEditingProps {
  model: FinancialModel;
  /** The model recomputed by the engine after an edit of its assumptions or its scenarios. */
  onChange: (model: FinancialModel) => void;
  saveStatus: AutosaveStatus;
}

/**
 * The model's editable assumptions (its currency and hiring plan among them), the founder's cash
 * and funding, and its scenarios. Its own chunk, with the engine: the form
 * never needs them, so a tool page loads them only once a model is on screen.
 */
export default function ModelEditing({ model, onChange, saveStatus }: ModelEditingProps) {
  const current: ModelEdit = { assumptions: model.assumptions, proposal: model.proposal, scenarios: model.scenarios };
  const edit = (change: Partial<ModelEdit>) => onChange(modelFromEdit({ ...current, ...change }));
  return (
    <>
      <AssumptionsCard
        assumptions={model.assumptions}
        proposal={model.proposal ?? model.assumptions}
        onChange={(assumptions) => edit({ assumptions })}
        saveStatus={saveStatus}
      />
      <FundingCard assumptions={model.assumptions} onChange={(assumptions) => edit({ assumptions })} />
      <ScenariosCard model={model} onChange={(scenarios) => edit({ scenarios })} />
    </>
  );
}
