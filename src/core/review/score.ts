/**
 * The venture's readiness, computed from the findings alone (never by the language model):
 *
 *   weight             blocker 40, major 15, minor 5
 *   a rule in an area  its findings' weights summed, at most twice its heaviest finding's weight
 *                      (eight wordy slides are one habit, not eight faults)
 *   area score         100 − the area's rules' weights, never below 0
 *   overall            the mean of the seven area scores, rounded; at most 50 while any blocker stands
 *                      (a venture with a blocker is not ready, however good the rest)
 *   what raises it     for each fix (a finding's action: "Fix the ask"), the overall score again
 *                      without the findings that action fixes, less the score now; the largest first
 *
 * A finding fixed disappears from the next review, so the score rises by what it said it would.
 */
import { AREAS, type Area, type Finding, type Severity } from './types';

export const SEVERITY_WEIGHTS: Record<Severity, number> = { blocker: 40, major: 15, minor: 5 };
/** The most the overall score reads while a blocker stands. */
export const BLOCKED_CEILING = 50;

/** The points one rule's findings in one area cost. */
function ruleCost(findings: readonly Finding[]): number {
  const weights = findings.map((finding) => SEVERITY_WEIGHTS[finding.severity]);
  const sum = weights.reduce((total, weight) => total + weight, 0);
  return Math.min(sum, 2 * Math.max(0, ...weights));
}

export function areaScores(findings: readonly Finding[]): Record<Area, number> {
  const scores = {} as Record<Area, number>;
  for (const area of AREAS) {
    const inArea = findings.filter((finding) => finding.area === area);
    const rules = [...new Set(inArea.map((finding) => finding.rule))];
    const cost = rules.reduce((total, rule) => total + ruleCost(inArea.filter((finding) => finding.rule === rule)), 0);
    scores[area] = Math.max(0, 100 - cost);
  }
  return scores;
}

export function overallScore(findings: readonly Finding[]): number {
  const scores = Object.values(areaScores(findings));
  const mean = Math.round(scores.reduce((total, score) => total + score, 0) / scores.length);
  return findings.some((finding) => finding.severity === 'blocker') ? Math.min(mean, BLOCKED_CEILING) : mean;
}

/** A fix and what it would add to the overall score. */
export interface Raise {
  action: string;
  /** The findings it fixes. */
  findings: string[];
  gain: number;
}

export interface Readiness {
  overall: number;
  areas: Record<Area, number>;
  /** The fixes that would raise the overall score most, largest first (none that raise nothing). */
  raises: Raise[];
}

/** "Fix the ask: +12". */
export const raiseText = (raise: Raise) => `${raise.action}: +${raise.gain}`;

export function readiness(findings: readonly Finding[], top = 3): Readiness {
  const overall = overallScore(findings);
  const actions = [...new Set(findings.map((finding) => finding.action))];
  const raises = actions
    .map((action) => {
      const fixed = findings.filter((finding) => finding.action === action);
      const rest = findings.filter((finding) => finding.action !== action);
      return { action, findings: fixed.map((finding) => finding.id), gain: overallScore(rest) - overall };
    })
    .filter((raise) => raise.gain > 0)
    .sort((a, b) => b.gain - a.gain)
    .slice(0, top);
  return { overall, areas: areaScores(findings), raises };
}
