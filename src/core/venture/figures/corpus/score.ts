/**
 * Recall and precision of the figure recogniser on labelled sentences. What it reads of a sentence
 * is what the check would compare with the venture's facts: each figure whose words name a fact
 * in a unit that can state it, with its value, currency and period.
 */
import { FACT_UNITS } from '../../fact-kinds';
import { findFigures } from '../find';
import { conversion, periodOf } from '../units';
import type { Figure } from '../types';
import type { Labelled, Stated } from './labels';

export interface CorpusScore {
  sentences: number;
  /** Facts the labels say the sentences state, facts the recogniser read, and those it read right. */
  expected: number;
  read: number;
  correct: number;
  recall: number;
  precision: number;
  /** What it missed and what it read that no label says, sentence by sentence. */
  misses: { text: string; stated: Stated }[];
  extras: { text: string; read: Stated }[];
}

function statedBy(figure: Figure): Stated | undefined {
  const fact = figure.cue;
  if (!fact || conversion(figure.unit, FACT_UNITS[fact]) === undefined) return undefined;
  const per = periodOf(figure.unit);
  return {
    fact,
    value: figure.value,
    ...(figure.upper !== undefined ? { upper: figure.upper } : {}),
    ...(figure.currency ? { currency: figure.currency.code } : {}),
    ...(per ? { per } : {}),
  };
}

/** The facts the recogniser reads in `text`, as a label would state them. */
export const readStated = (text: string): Stated[] => findFigures(text).flatMap((figure) => statedBy(figure) ?? []);

const close = (a: number | undefined, b: number | undefined) =>
  a === b || (a !== undefined && b !== undefined && Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b)));

const same = (read: Stated, label: Stated) =>
  read.fact === label.fact &&
  close(read.value, label.value) &&
  close(read.upper, label.upper) &&
  read.currency === label.currency &&
  read.per === label.per;

export function scoreCorpus(corpus: readonly Labelled[]): CorpusScore {
  const score = { sentences: corpus.length, expected: 0, read: 0, correct: 0, misses: [], extras: [] } as Omit<
    CorpusScore,
    'recall' | 'precision'
  >;
  for (const { text, states } of corpus) {
    const left = readStated(text);
    score.expected += states.length;
    score.read += left.length;
    for (const stated of states) {
      const at = left.findIndex((read) => same(read, stated));
      if (at < 0) score.misses.push({ text, stated });
      else {
        score.correct++;
        left.splice(at, 1);
      }
    }
    score.extras.push(...left.map((read) => ({ text, read })));
  }
  return {
    ...score,
    recall: score.expected === 0 ? 1 : score.correct / score.expected,
    precision: score.read === 0 ? 1 : score.correct / score.read,
  };
}
