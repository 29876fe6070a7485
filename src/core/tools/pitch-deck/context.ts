import type { SourceRequest } from '../define-tool';
import { figureLines, headlineFigures } from '../../venture/model-figures';
import type { VentureSources } from '../../venture/sources';
import { costStructureWarning } from '../../finance/margin';
import { SLIDES_PER_DECK, type PitchDeckResult } from './schema';

/** A deck builds on the financial model (its figures first: they are short and exact), the plan and the research. */
export const pitchDeckSources: readonly SourceRequest[] = [
  { tool: 'financials' },
  { tool: 'business-plan', parts: ['executiveSummary', 'businessModel', 'goToMarket', 'keyMilestones'] },
  { tool: 'market-research', parts: ['marketSize', 'competitors', 'customerSegments'] },
];

/** A line that states a figure the financial model owns: the server's lines replace it. */
const MODEL_FIGURE = /revenue|break[- ]?even|ltv|\bcac\b|burn|profit|margin|ebitda|\barr\b|\bmrr\b|customers/i;
/** A line about the raise itself (its size, runway, use of funds): the founder's ask, kept. */
const THE_ASK = /rais|\bask\b|seek|round|runway|use of funds|invest/i;
const BULLET = '• ';

/** How the speaker notes begin when the model's figures need a look before the deck is shown. */
export const CHECK_FIRST = 'Check before presenting: ';

/**
 * With a financial model in the venture, the Financials & Ask slide states the model's figures as
 * its screen shows them (Year 1 to 3 revenue, break-even, LTV:CAC, burn rate) and its ask (the
 * raise, the runway it buys, the use of funds, the dilution), written here. Lines in which the
 * language model stated figures of its own are dropped, so none can contradict them.
 */
export function withModelFigures(deck: PitchDeckResult, sources: VentureSources): PitchDeckResult {
  const model = sources.financials;
  const last = SLIDES_PER_DECK - 1;
  const slide = deck.slides[last];
  if (!model || !slide) return deck;
  const lines = figureLines(headlineFigures(model.result, sources.pins));
  // When the model asks for money, its ask is written here too: a line of the language model's
  // that sums the raise goes; a line about the raise with no figure stays.
  const statesAsk = (line: string) => lines.ask !== undefined && THE_ASK.test(line) && /\d/.test(line);
  const kept = slide.content
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !statesAsk(line) && (THE_ASK.test(line) || !MODEL_FIGURE.test(line)));
  const written = Object.values(lines).map((line) => `${BULLET}${line}`);
  const content = [...written, ...kept].join('\n');
  // A model whose customers cost more than they pay states "LTV:CAC 0.0:1": the presenter is told why.
  const warning = costStructureWarning(model.result.assumptions);
  const notes = warning && !slide.notes.includes(warning) ? `${CHECK_FIRST}${warning}\n\n${slide.notes}` : slide.notes;
  return { slides: deck.slides.map((each, index) => (index === last ? { ...each, content, notes } : each)) };
}
