/**
 * An Investor Review's deterministic part (issue 35): the findings of every rule over the venture,
 * worst first, the readiness they score and the questions they raise. Pure: the review tool runs
 * it on the server over the venture's newest documents; `npm run bench:review` times it.
 */
import type { ReviewInput } from './input';
import { likelyQuestions, type LikelyQuestion } from './questions';
import { REVIEW_RULES, type ReviewRule } from './rules';
import { readiness, type Readiness } from './score';
import { SEVERITIES, type Finding } from './types';

export interface InvestorReview {
  findings: Finding[];
  readiness: Readiness;
  questions: LikelyQuestion[];
}

/** Every rule's findings, blockers first, then majors, then minors; within one severity in the rules' order. */
export function reviewFindings(input: ReviewInput, rules: readonly ReviewRule[] = REVIEW_RULES): Finding[] {
  const findings = rules.flatMap((rule) => rule.check(input));
  return SEVERITIES.flatMap((severity) => findings.filter((finding) => finding.severity === severity));
}

export function investorReview(input: ReviewInput): InvestorReview {
  const findings = reviewFindings(input);
  return { findings, readiness: readiness(findings), questions: likelyQuestions(input, findings) };
}
