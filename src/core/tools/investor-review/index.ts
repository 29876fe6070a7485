import { defineTool } from '../define-tool';
import { investorReviewClient } from './client';
import { offlineInvestorReview } from './offline';
import { investorReviewPersona, investorReviewPrompt, investorReviewSections } from './prompt';
import { checkedCritique, ventureReview } from './review';
import { investorReviewDocuments } from './documents';
import { investorReviewEdit } from './edit';
import { investorReviewSource } from './source';
import { REVIEW_TOOLS } from '../../review/input';

export * from './client';

/**
 * The model writes only the critique (`output`); the review itself (findings, scores, questions)
 * is computed on the server from the venture the tool reads (`finalize`, with that venture), so the
 * model cannot change a finding or a score, and a figure its critique states that neither the facts
 * nor the findings hold is marked.
 */
export const investorReview = defineTool({
  ...investorReviewClient,
  schemaName: 'investor_review_critique',
  persona: investorReviewPersona,
  prompt: investorReviewPrompt,
  offline: offlineInvestorReview,
  // The parts that say what the findings are about; the figures are the facts, quoted first.
  sources: [
    { tool: REVIEW_TOOLS.plan, parts: ['executiveSummary', 'businessModel'] },
    { tool: REVIEW_TOOLS.deck, parts: ['outline'] },
    { tool: REVIEW_TOOLS.model },
    { tool: REVIEW_TOOLS.research, parts: ['marketSize'] },
  ],
  quotesFacts: true,
  quotesProfile: true,
  ventureSections: investorReviewSections,
  finalize: ({ critique }, input, venture) => {
    const review = ventureReview(venture);
    return {
      focus: input.focus?.trim() ?? '',
      ...review,
      critique: checkedCritique(critique, review.findings, venture?.facts ?? []),
    };
  },
  // The likely questions beside their slides in the deck's Presenter View, with the founder's edited answers.
  rehearsal: ({ questions }) =>
    questions.flatMap(({ slide, question, answer }) => (slide === null ? [] : [{ slide, question, answer }])),
  editable: investorReviewEdit,
  documents: investorReviewDocuments,
  asSource: investorReviewSource,
  documentTitle: (review, input) => `${input.focus?.trim() || 'Investor Review'}: ${review.readiness.overall}/100`,
  maxTokens: 1500,
  temperature: 0.4,
});
