import { defineClientTool, formFromProfile } from '../define-tool';
import { SHORT_TEXT_MAX } from '../fields';
import { ideasListing } from './listing';
import { ideasParts } from './parts';
import { ideasInput, ideasOutput } from './schema';

export type { BusinessIdea, IdeasInput, IdeasResult } from './schema';

/** What the browser needs of the Idea Generator; index.ts adds the prompt and offline generator for the server. */
export const ideasClient = defineClientTool({
  ...ideasListing,
  inputs: ideasInput,
  fields: {
    industry: {
      label: 'Industry',
      kind: 'text',
      placeholder: 'e.g. Fintech, Food, Healthcare',
      help: 'The industry or sector you want to build a business in.',
      maxLength: SHORT_TEXT_MAX,
    },
    targetMarket: {
      label: 'Target Market',
      kind: 'text',
      placeholder: 'e.g. Freelancers, Busy parents, Small retailers',
      help: 'The customers you want to serve: who they are and what they need.',
      maxLength: SHORT_TEXT_MAX,
    },
    region: {
      label: 'Region',
      kind: 'text',
      placeholder: 'e.g. Germany, Brazil, Southeast Asia',
      help: 'Where the business will operate; ideas take its market and habits into account.',
      maxLength: SHORT_TEXT_MAX,
    },
  },
  output: ideasOutput,
  profile: {
    toForm: (profile) =>
      formFromProfile(profile, { industry: 'industry', targetMarket: 'targetMarket', region: 'region' }),
    fromForm: ({ industry, targetMarket, region }) => ({ industry, targetMarket, region }),
  },
  editableParts: ideasParts,
  checksFigures: true,
  partLabel: ([, index], result) => {
    const name = result.ideas[Number(index)]?.name?.trim();
    return name ? `Idea: ${name}` : `Idea ${Number(index) + 1}`;
  },
  texts: {
    submit: 'Generate Ideas',
    submitting: 'Generating Ideas...',
    missing: 'Please fill in all fields to generate business ideas.',
    success: { title: 'Ideas Generated', description: 'Successfully generated business ideas.' },
    error: 'Failed to generate business ideas. Please try again.',
  },
});
