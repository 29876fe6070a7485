import * as z from 'zod/mini';
import { modelFromEdit } from '../../finance/scenarios';
import {
  financialModelSchema,
  financialModelShape,
  migrateCostLines,
  migrateMargin,
  migrateScenarios,
  type FinancialModel,
} from '../../finance/schema';
import { defineTool } from '../define-tool';
import { titleFrom } from '../../workspace/schema';
import { financialsClient } from './client';
import { offlineAssumptions } from './offline';
import { financialsPersona, financialsPrompt } from './prompt';
import { financialModelDocuments } from './documents';
import { financialsSources } from './context';
import { financialsSource } from './source';
import { financialsCommentParts, financialsDerivedPaths, financialsVersionParts } from './parts';
import { keepFounderInputs } from './founder-inputs';
import { modelFacts } from './facts';

export * from './client';

/**
 * A saved edit: the assumptions, the proposal and the scenarios are taken from it, every figure is
 * computed again by the engine (what the browser computed is never trusted); scenarios saved as
 * copies are read as changes relative to the Base. Server-side only, so
 * the form's chunk carries no engine: the screen loads it with the result's editor.
 */
const financialModelEdit = z.pipe(
  z.pick(financialModelShape, { assumptions: true, proposal: true, scenarios: true }),
  z.transform((edit) => modelFromEdit(migrateScenarios(migrateCostLines(migrateMargin(edit))))),
);

/**
 * A saved model as the server reads it: in today's shape, and computed again by today's engine, so
 * a model saved before the gross margin followed from the variable cost shows figures that agree.
 */
const financialModelRead = z.pipe(
  financialModelSchema,
  z.transform((model: FinancialModel) => modelFromEdit(model)),
);

/**
 * The model proposes bounded assumptions (`output`); the engine in core/finance computes every
 * figure from them on the server (`finalize`), so the numbers always add up (`result`).
 */
export const financials = defineTool({
  ...financialsClient,
  schemaName: 'financial_model_assumptions',
  persona: financialsPersona,
  prompt: financialsPrompt,
  offline: offlineAssumptions,
  documents: financialModelDocuments,
  sources: financialsSources,
  quotesProfile: true,
  quotesFacts: true,
  asSource: financialsSource,
  facts: modelFacts,
  ventureModel: (model) => model,
  documentTitle: (_result, input) => titleFrom(`${input.pricingModel}, ${input.customerType}`),
  // The proposal is kept for Reset to AI Proposal, and the Conservative and Optimistic scenarios derived.
  finalize: (assumptions) => modelFromEdit({ assumptions }),
  // The founder's cash, funding, hiring edits, currency and scenarios outlive a new model (founder-inputs.ts).
  keepFounderInputs,
  result: financialModelRead,
  editable: financialModelEdit,
  versionParts: financialsVersionParts,
  commentParts: financialsCommentParts,
  derivedPaths: financialsDerivedPaths,
});
