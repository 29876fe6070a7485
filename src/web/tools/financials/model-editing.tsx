import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { assumptionAnchor, linkedAssumption } from '@/web/lib/part-links';
import { modelFromEdit, type ModelEdit } from '@/core/finance/scenarios';
import type { FinancialModel } from '@/core/tools/financials/client';
import type { AutosaveStatus } from '@/web/workspace/use-autosave';
import { AssumptionsCard } from './assumptions-card';
import { FundingCard } from './funding-card';
import { ScenariosCard } from './scenarios-card';

/**
 * Puts focus on the field of the assumption the address names (`?assumption=`, the Investor
 * Review's Open the assumption), in view, once per link followed: its input, or the list's first
 * field or button (the funding rounds, the hiring plan).
 */
function useLinkedAssumption() {
  const key = linkedAssumption(useLocation().search);
  useEffect(() => {
    if (!key) return;
    const field = document
      .getElementById(assumptionAnchor(key))
      ?.querySelector<HTMLElement>('input, select, textarea, button:not(:disabled)');
    field?.focus();
    field?.scrollIntoView({ block: 'center' });
  }, [key]);
}

interface ModelEditingProps {
  model: FinancialModel;
  /** The saved model on screen: its assumptions' comment threads are on it. */
  documentId?: string;
  /** The model recomputed by the engine after an edit of its assumptions or its scenarios. */
  onChange: (model: FinancialModel) => void;
  saveStatus: AutosaveStatus;
}

/**
 * The model's editable assumptions (its currency and hiring plan among them), the founder's cash
 * and funding, and its scenarios. Its own chunk, with the engine: the form
 * never needs them, so a tool page loads them only once a model is on screen.
 */
export default function ModelEditing({ model, documentId, onChange, saveStatus }: ModelEditingProps) {
  useLinkedAssumption();
  const current: ModelEdit = { assumptions: model.assumptions, proposal: model.proposal, scenarios: model.scenarios };
  const edit = (change: Partial<ModelEdit>) => onChange(modelFromEdit({ ...current, ...change }));
  return (
    <>
      <AssumptionsCard
        assumptions={model.assumptions}
        proposal={model.proposal ?? model.assumptions}
        commentsOn={documentId}
        onChange={(assumptions) => edit({ assumptions })}
        saveStatus={saveStatus}
      />
      <FundingCard
        assumptions={model.assumptions}
        commentsOn={documentId}
        onChange={(assumptions) => edit({ assumptions })}
      />
      <ScenariosCard model={model} onChange={(scenarios) => edit({ scenarios })} />
    </>
  );
}
