/**
 * The figure recogniser's corpus: labelled sentences in the styles of founders, language models
 * and the offline provider, in the venture's currencies, with the dated facts of a plan. The
 * corpus test keeps recall and precision above their floors; `npm run bench:figures` prints them.
 */
import { DATED_SENTENCES } from './dated';
import { FOUNDER_SENTENCES } from './founder';
import type { Labelled } from './labels';
import { MODEL_SENTENCES } from './model';
import { OFFLINE_SENTENCES } from './offline';
import { VARIED_SENTENCES } from './varied';

export type { Labelled, Stated, Style } from './labels';
export { scoreCorpus, readStated, type CorpusScore } from './score';

export const FIGURE_CORPUS: readonly Labelled[] = [
  ...FOUNDER_SENTENCES,
  ...MODEL_SENTENCES,
  ...OFFLINE_SENTENCES,
  ...DATED_SENTENCES,
  ...VARIED_SENTENCES,
];
