import { defineTool } from '../define-tool';
import { titleFrom } from '../../workspace/schema';
import { businessPlanClient } from './client';
import { offlineBusinessPlan } from './offline';
import { businessPlanPersona, businessPlanPrompt } from './prompt';
import { businessPlanDocuments } from './documents';
import { businessPlanSources, withModelFigures } from './context';
import { businessPlanSource } from './source';

import { businessPlanEdit } from './edit';

export * from './client';

/** The full Business Plan Generator, for the server: the client part plus the prompt and the offline generator. */
export const businessPlan = defineTool({
  ...businessPlanClient,
  schemaName: 'business_plan',
  editable: businessPlanEdit,
  persona: businessPlanPersona,
  prompt: businessPlanPrompt,
  offline: offlineBusinessPlan,
  documents: businessPlanDocuments,
  sources: businessPlanSources,
  quotesFacts: true,
  asSource: businessPlanSource,
  reconcile: withModelFigures,
  documentTitle: (_result, input) => titleFrom(input.idea),
});
