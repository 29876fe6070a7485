import { defineClientTool } from '../define-tool';
import { LONG_TEXT_MAX } from '../fields';
import { businessPlanText } from './export';
import { businessPlanListing } from './listing';
import { businessPlanParts } from './parts';
import { businessPlanInput, businessPlanOutput, PLAN_SECTIONS } from './schema';

export { PLAN_SECTIONS } from './schema';
export type { BusinessPlan, BusinessPlanInput } from './schema';

/** What the browser needs of the Business Plan Generator; index.ts adds the prompt and offline generator for the server. */
export const businessPlanClient = defineClientTool({
  ...businessPlanListing,
  inputs: businessPlanInput,
  fields: {
    idea: {
      label: 'Business Idea',
      kind: 'textarea',
      placeholder:
        'e.g. A subscription app that helps freelancers in Germany set money aside for tax and chase late invoices.',
      help: 'Describe what the business does, for whom and how it makes money. The more specific, the better the plan.',
      maxLength: LONG_TEXT_MAX,
    },
  },
  output: businessPlanOutput,
  checksFigures: true,
  partLabel: ([key]) => PLAN_SECTIONS.find((section) => section.key === key)?.title ?? 'Plan',
  download: {
    label: 'Download Plan',
    fileName: 'business-plan.txt',
    toText: businessPlanText,
    toast: 'Business plan has been downloaded.',
  },
  share: { title: 'Business Plan', page: 'document' },
  exports: [
    { format: 'docx', fileName: 'business-plan.docx' },
    { format: 'pdf', fileName: 'business-plan.pdf' },
  ],
  profile: {
    // The plan should know the business's name: "Name: description", unless the description starts with it.
    toForm: ({ name, description }) =>
      description.trim() === ''
        ? {}
        : { idea: description.toLowerCase().startsWith(name.toLowerCase()) ? description : `${name}: ${description}` },
    fromForm: ({ idea }) => ({ description: idea }),
  },
  editableParts: businessPlanParts,
  texts: {
    submit: 'Generate Business Plan',
    submitting: 'Generating Plan...',
    busy: 'Creating your business plan...',
    missing: 'Please describe your business idea to generate a plan.',
    success: { title: 'Business Plan Generated', description: 'Successfully generated your business plan.' },
    error: 'Failed to generate business plan. Please try again.',
  },
});
