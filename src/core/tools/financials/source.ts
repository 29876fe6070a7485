import type { FinancialModel } from '../../finance/schema';
import type { ToolSource } from '../../venture/context';
import { figureLines, headlineFigures } from '../../venture/model-figures';

/** How other tools quote a saved model: its headline figures as the engine computes them, never its words. */
export const financialsSource: ToolSource<FinancialModel> = {
  label: 'Financial model',
  lines: (model) => {
    const lines = figureLines(headlineFigures(model));
    // figureLines already reads "Year 1 revenue: $...": the label is the text before its colon.
    return Object.fromEntries(
      Object.entries(lines).map(([part, line]) => {
        const at = line.indexOf(': ');
        return [part, [line.slice(0, at), line.slice(at + 2)] as const];
      }),
    );
  },
};
