/**
 * A growth rate the research states, recomputed from the endpoints it states beside it: "€54.4B
 * today, growing at 13% a year, about €100B within five years" holds ((100 ÷ 54.4)^(1/5) − 1 is
 * 12.9%); "a CAGR of 25% from $12.5B in 2023 to $21B by 2030" does not (7.7%).
 */
import { formatPercent } from '../../finance/money';
import type { PartPath } from '../../venture/document-figures';
import { findFigures, type Figure } from '../../venture/figures';
import type { ReviewInput } from '../input';
import { THRESHOLDS } from '../thresholds';
import type { Finding } from '../types';
import { documentFigure, finding, pathKey, placeIn, thresholdFigure, type ReviewRule } from './common';

const rule = {
  id: 'cagr',
  text: 'A growth rate stated with its endpoints is the rate those endpoints give.',
} as const;

const NUMBER_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const SPAN =
  /\b(?:within|in|over|across|after|next)\s+(?:the\s+next\s+)?(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s+years?\b/i;
const YEAR = /\b(?:19|20)\d{2}\b/g;

/** The years a sentence's growth runs over: "within five years", "from 2023 to 2030", "by 2030" (from `now`). */
export function yearsSpanned(sentence: string, now: number): number | undefined {
  const span = SPAN.exec(sentence)?.[1];
  if (span)
    return NUMBER_WORDS.includes(span.toLowerCase()) ? NUMBER_WORDS.indexOf(span.toLowerCase()) + 1 : Number(span);
  const years = [...sentence.matchAll(YEAR)].map((found) => Number(found[0]));
  if (years.length >= 2) return Math.max(...years) - Math.min(...years) || undefined;
  const [only] = years;
  return only !== undefined && only > now ? only - now : undefined;
}

interface StatedGrowth {
  rate: Figure;
  start: Figure;
  end: Figure;
  years: number;
}

const isAmount = (figure: Figure) => figure.currency !== undefined && figure.value > 0 && !figure.bound;

/** A sentence's stated growth with its two endpoints and span, when it states all four. */
export function statedGrowth(sentence: string, now: number): StatedGrowth | undefined {
  const figures = findFigures(sentence);
  const compound = /\bCAGR\b|compound(?:ed)? annual/i.test(sentence);
  const rate = figures.find((figure) => figure.unit === 'percentPerYear' || (compound && figure.unit === 'percent'));
  const amounts = figures.filter(isAmount);
  const [start, end] = amounts;
  const years = yearsSpanned(sentence, now);
  if (!rate || !start || !end || years === undefined || start.currency?.code !== end.currency?.code) return undefined;
  return { rate, start, end, years };
}

/** The yearly rate in percent that takes `start` to `end` in `years`. */
export const impliedRate = (start: number, end: number, years: number) => ((end / start) ** (1 / years) - 1) * 100;

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/);

function researchTexts(input: ReviewInput): { path: PartPath; text: string }[] {
  const research = input.research?.result;
  if (!research) return [];
  return [
    { path: ['marketSize'], text: research.marketSize },
    { path: ['industryOverview'], text: research.industryOverview },
    ...research.trends.map((text, index) => ({ path: ['trends', index], text })),
  ];
}

function checkCagr(input: ReviewInput): Finding[] {
  const { max, majorAbove } = THRESHOLDS.cagrGap;
  return researchTexts(input).flatMap(({ path, text }) =>
    sentences(text).flatMap((sentence, index) => {
      const stated = statedGrowth(sentence, input.year);
      if (!stated) return [];
      const implied = Math.round(impliedRate(stated.start.value, stated.end.value, stated.years) * 10) / 10;
      const gap = Math.abs(stated.rate.value - implied);
      if (gap <= max) return [];
      const where = placeIn(input, 'research', path);
      const cite = (label: string, value: number, display: string) =>
        documentFigure('research', path, where.label, { label, value, display });
      return [
        finding(rule, {
          about: `${pathKey(path)}:${index}`,
          area: 'market',
          severity: gap > majorAbove ? 'major' : 'minor',
          text: `The research states ${stated.rate.text} growth, but ${stated.start.text} to ${stated.end.text} in ${stated.years} years is ${formatPercent(implied)} a year.`,
          action: 'Correct the growth rate',
          figures: [
            cite('Stated growth', stated.rate.value, stated.rate.text),
            cite('Start', stated.start.value, stated.start.text),
            cite('End', stated.end.value, stated.end.text),
            thresholdFigure('cagrGap', 'Tolerance', max, `${max} points`),
          ],
          where,
          fix: { kind: 'regenerate', tool: input.tools.research },
        }),
      ];
    }),
  );
}

export const cagrRule: ReviewRule = { ...rule, check: checkCagr };
