import { quoteContext } from '../../venture/context';
import type { SourceTool, VentureSources } from '../../venture/sources';
import { planSection, researchSection } from '../../venture/summaries';

/** A model builds on the plan's business model and the research's market size. */
export const financialsSources = ['business-plan', 'market-research'] as const satisfies readonly SourceTool[];

export function financialsContext(sources: VentureSources): string | undefined {
  const plan = sources['business-plan'];
  const research = sources['market-research'];
  return quoteContext([
    ...(plan ? [planSection(plan, ['businessModel'])] : []),
    ...(research ? [researchSection(research, ['marketSize'])] : []),
  ]);
}
