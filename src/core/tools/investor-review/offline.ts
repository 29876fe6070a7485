import { AREA_LABELS, AREAS, type Area, type Finding } from '../../review/types';
import { NO_VENTURE, type OfflineVenture } from '../define-tool';
import { ventureReview } from './review';
import type { InvestorReviewCritique, InvestorReviewInput } from './schema';

/** How many findings an area's paragraph names, worst first: a partner raises the few that matter. */
const NAMED = 3;

function paragraph(area: Area, findings: readonly Finding[], score: number): string {
  const label = AREA_LABELS[area];
  if (findings.length === 0)
    return `${label} (${score}/100): nothing here would stop the meeting. Be ready to defend it with the figures you already hold.`;
  const worst = findings.slice(0, NAMED);
  const press = worst.map((finding) => finding.text).join(' ');
  const blocker = findings.some((finding) => finding.severity === 'blocker');
  const first = blocker
    ? `This would end the meeting: ${worst[0]!.action.toLowerCase()} first.`
    : `Fix first: ${worst[0]!.action.toLowerCase()}.`;
  const more = findings.length > NAMED ? ` ${findings.length - NAMED} more below.` : '';
  return `${label} (${score}/100): an investor would press on this. ${press} ${first}${more}`;
}

/**
 * The critique written from the findings alone, deterministic: one paragraph per area, each stating
 * the findings' own sentences (so every figure in it is one they compared) and citing them.
 */
export function offlineInvestorReview(
  input: InvestorReviewInput,
  venture: OfflineVenture = NO_VENTURE,
): InvestorReviewCritique {
  const review = ventureReview(venture);
  const focus = input.focus?.trim();
  return {
    critique: AREAS.map((area) => {
      const findings = review.findings.filter((finding) => finding.area === area);
      const text = paragraph(area, findings, review.readiness.areas[area]);
      return {
        area,
        text: area === 'ask' && focus ? `${text} For ${focus}, the ask is read first.` : text,
        cites: findings.slice(0, NAMED).map((finding) => finding.id),
      };
    }),
  };
}
