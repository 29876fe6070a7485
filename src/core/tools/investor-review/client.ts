import { defineClientTool } from '../define-tool';
import { SHORT_TEXT_MAX } from '../fields';
import { investorReviewText } from './export';
import { investorReviewListing } from './listing';
import { investorReviewParts } from './parts';
import { investorReviewInput, investorReviewOutput, investorReviewResult } from './schema';

export type { CritiqueParagraph, InvestorReview, InvestorReviewInput } from './schema';

/** What the browser needs of the Investor Review; index.ts adds the prompt, the offline critique and the review. */
export const investorReviewClient = defineClientTool({
  ...investorReviewListing,
  inputs: investorReviewInput,
  fields: {
    focus: {
      label: 'Focus (optional)',
      kind: 'text',
      placeholder: 'e.g. Seed round from angels, Series A',
      help: 'The round or the investors you are preparing for. Leave it empty for a general review.',
      maxLength: SHORT_TEXT_MAX,
      optional: true,
    },
  },
  output: investorReviewOutput,
  result: investorReviewResult,
  editableParts: investorReviewParts,
  download: {
    label: 'Download Review',
    fileName: 'investor-review.txt',
    toText: investorReviewText,
    toast: 'Investor review has been downloaded.',
  },
  exports: [
    { format: 'docx', fileName: 'investor-review.docx' },
    { format: 'pdf', fileName: 'investor-review.pdf' },
  ],
  share: { title: 'Investor Review', page: 'document' },
  texts: {
    submit: 'Review My Venture',
    submitting: 'Reviewing...',
    busy: 'Reading your plan, deck, model and research as an investor would...',
    // Never shown: the one field is optional.
    missing: 'Please check the focus to review your venture.',
    success: { title: 'Investor Review Ready', description: 'Your venture has been reviewed.' },
    error: 'Failed to review your venture. Please try again.',
  },
});
