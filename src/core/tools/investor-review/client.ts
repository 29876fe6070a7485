import { defineClientTool } from '../define-tool';
import { LONG_TEXT_MAX } from '../fields';
import { investorReviewText } from './export';
import { investorReviewListing } from './listing';
import { investorReviewInput, investorReviewOutput } from './schema';

export type { InvestorReview, InvestorReviewInput } from './schema';

/** What the browser needs of the Investor Review; index.ts adds the prompt and offline generator for the server. */
export const investorReviewClient = defineClientTool({
  ...investorReviewListing,
  inputs: investorReviewInput,
  fields: {
    venture: {
      label: 'Your Venture',
      kind: 'textarea',
      placeholder: 'e.g. A subscription app that helps freelancers set money aside for tax.',
      help: 'What the business does, for whom and how it makes money.',
      maxLength: LONG_TEXT_MAX,
    },
  },
  output: investorReviewOutput,
  download: {
    label: 'Download Investor Review',
    fileName: 'investor-review.txt',
    toText: investorReviewText,
    toast: 'Investor Review has been downloaded.',
  },
  texts: {
    submit: 'Generate Investor Review',
    submitting: 'Generating...',
    busy: 'Writing your investor review...',
    missing: 'Please describe your venture to generate a investor review.',
    success: { title: 'Investor Review Generated', description: 'Successfully generated your investor review.' },
    error: 'Failed to generate investor review. Please try again.',
  },
});
