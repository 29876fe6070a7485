import { defineClientTool } from '../define-tool';
import { LONG_TEXT_MAX, SHORT_TEXT_MAX } from '../fields';
import { financialsListing } from './listing';
import { financialModelSchema, proposalSchema } from '../../finance/schema';
import { CUSTOMER_TYPES, financialsInput, PRICING_MODELS } from './schema';

/**
 * The model's text (financial-model.txt, and what "Your unsaved version" shows): fetched on first
 * use, since its runway and scenario lines are some 3 KiB the model's page does not need to open
 * within its 150 KiB (README, Performance).
 */
const textExport = () => import('./export');

export type { Assumptions, CostAssumption, FinancialModel, Proposal, Scenario } from '../../finance/schema';
export type { FinancialsInput } from './schema';

/**
 * What the browser needs of the Financial Model Generator: the assumptions stream in (`output`),
 * the computed model arrives as the result (`result`). index.ts adds the prompt, the offline
 * generator and the engine call that computes the model, for the server.
 */
export const financialsClient = defineClientTool({
  ...financialsListing,
  inputs: financialsInput,
  fields: {
    pricingModel: {
      label: 'Pricing Model',
      kind: 'select',
      placeholder: 'Select a pricing model',
      help: 'How customers pay you. It sets the price, growth and churn the model starts from.',
      options: PRICING_MODELS,
      maxLength: SHORT_TEXT_MAX,
    },
    customerType: {
      label: 'Customer Type',
      kind: 'select',
      placeholder: 'Select a customer type',
      help: 'Who buys from you. Enterprise and government deals are larger and slower to win than consumer sales.',
      options: CUSTOMER_TYPES,
      maxLength: SHORT_TEXT_MAX,
    },
    costs: {
      label: 'Major Costs',
      kind: 'textarea',
      placeholder: 'e.g. Salaries, Office rent, Cloud hosting, Marketing',
      hint: 'List your major expenses separated by commas',
      maxLength: LONG_TEXT_MAX,
    },
  },
  output: proposalSchema,
  result: financialModelSchema,
  download: {
    label: 'Download Model',
    fileName: 'financial-model.txt',
    toText: async (model) => (await textExport()).financialModelToText(model),
    toast: 'Financial model has been downloaded.',
  },
  editedText: async (model) => (await textExport()).financialModelEditedText(model),
  share: { title: 'Financial Model', page: 'document' },
  exports: [
    { format: 'xlsx', fileName: 'financial-model.xlsx' },
    { format: 'pdf', fileName: 'financial-model.pdf' },
  ],
  texts: {
    submit: 'Generate Financial Model',
    submitting: 'Calculating...',
    busy: 'Calculating financial projections...',
    missing: 'Please fill in all fields to generate your financial model.',
    success: { title: 'Model Generated', description: 'Successfully generated your financial model.' },
    error: 'Failed to generate financial model. Please try again.',
  },
});
