import type { SourceRequest } from '../define-tool';
import { figureLines, headlineFigures } from '../../venture/model-figures';
import type { VentureSources } from '../../venture/sources';
import type { BusinessPlan } from './schema';

/** A plan builds on the venture's financial model (its figures: short and exact) and its market research. */
export const businessPlanSources: readonly SourceRequest[] = [
  { tool: 'financials' },
  { tool: 'market-research', parts: ['marketSize', 'industryOverview', 'customerSegments', 'competitors', 'trends'] },
];

/** The lines the server writes into the business model section; a regenerated plan gets them afresh. */
const FIGURES_LINE = /^From the financial model: .*$/m;
const ASK_LINE = /^The ask: .*$/m;

/**
 * With a financial model in the venture, the business model section states its Year 1 revenue and
 * break-even as the model's screen shows them, and the ask (the raise, the runway it buys, the use
 * of funds, the dilution) as the model computes it, written here rather than by the language model.
 */
export function withModelFigures(plan: BusinessPlan, sources: VentureSources): BusinessPlan {
  const model = sources.financials;
  if (!model) return plan;
  const lines = figureLines(headlineFigures(model.result, sources.pins));
  const line = `From the financial model: ${lines.year1Revenue}; ${lines.breakEven}.`;
  const ask = lines.ask ? [[lines.ask, lines.useOfFunds, lines.dilution].filter(Boolean).join('; ') + '.'] : [];
  const text = plan.businessModel.replace(FIGURES_LINE, '').replace(ASK_LINE, '').trim();
  return { ...plan, businessModel: [`${text}\n`, line, ...ask].join('\n') };
}
