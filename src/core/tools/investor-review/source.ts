import type { ToolSource } from '../../venture/context';
import { AREA_LABELS } from '../../review/types';
import type { InvestorReview } from './schema';

/** How other tools quote a saved investor review: its score, its findings, its critique and its questions. */
export const investorReviewSource: ToolSource<InvestorReview> = {
  label: 'Investor Review',
  lines: (review) => ({
    readiness: ['Readiness', `${review.readiness.overall}/100`],
    findings: ['Findings', review.findings.map((finding) => `${finding.severity}: ${finding.text}`).join('; ')],
    critique: ['Critique', review.critique.map((p) => `${AREA_LABELS[p.area]}: ${p.text}`).join(' ')],
    questions: ['Likely questions', review.questions.map((q) => `${q.question} ${q.answer}`).join(' ')],
  }),
};
