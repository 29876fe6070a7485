import { raiseText } from '../../review/score';
import { AREA_LABELS, AREAS, FIX_LABELS, SEVERITIES, type Finding } from '../../review/types';
import { bullets, heading } from '../text-export';
import type { InvestorReview } from './schema';

/** "Blocker", "Major", "Minor". */
export const SEVERITY_LABELS = { blocker: 'Blocker', major: 'Major', minor: 'Minor' } as const;

/** A finding as a few lines: what it found, the rule, the figures and their sources, where it stands, its fix. */
export function findingLines(finding: Finding): string[] {
  return [
    `${finding.text} (${finding.where.label})`,
    `  Rule: ${finding.ruleText}`,
    ...finding.figures.map((figure) => `  ${figure.label}: ${figure.display} (${figureSource(figure.from)})`),
    `  Fix: ${FIX_LABELS[finding.fix.kind]}`,
  ];
}

/** Where a compared figure comes from, in words. */
export function figureSource(from: Finding['figures'][number]['from']): string {
  if (from.kind === 'fact') return "the venture's facts";
  if (from.kind === 'threshold') return from.source;
  return from.label;
}

/** The .txt download: the scores, the findings by severity, the critique and the likely questions. */
export function investorReviewText(review: InvestorReview): string {
  const { readiness } = review;
  const lines = [heading('Investor Review', '='), ''];
  if (review.focus) lines.push(`Focus: ${review.focus}`, '');
  lines.push(heading('Readiness'), `Overall: ${readiness.overall}/100`);
  lines.push(bullets(AREAS.map((area) => `${AREA_LABELS[area]}: ${readiness.areas[area]}/100`)));
  if (readiness.raises.length > 0) lines.push('What would raise it most:', bullets(readiness.raises.map(raiseText)));
  for (const severity of SEVERITIES) {
    const findings = review.findings.filter((finding) => finding.severity === severity);
    if (findings.length === 0) continue;
    lines.push(
      '',
      heading(`${SEVERITY_LABELS[severity]} findings`),
      ...findings.flatMap((f) => ['', ...findingLines(f)]),
    );
  }
  lines.push('', heading('Critique'));
  for (const paragraph of review.critique) lines.push('', `${AREA_LABELS[paragraph.area]}: ${paragraph.text}`);
  lines.push('', heading('Likely Questions'));
  review.questions.forEach((question, index) =>
    lines.push('', `${index + 1}. ${question.question}`, `   ${question.answer}`),
  );
  return [...lines, ''].join('\n');
}
