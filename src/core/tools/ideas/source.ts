import type { ToolSource } from '../../venture/context';
import type { IdeasResult } from './schema';

/**
 * How other tools quote saved ideas: each idea on its line (`idea1` to `idea3`), with its
 * description, revenue streams and initial investment.
 */
export const ideasSource: ToolSource<IdeasResult> = {
  label: 'Business ideas',
  lines: (result) =>
    Object.fromEntries(
      result.ideas.map((idea, index) => [
        `idea${index + 1}`,
        [
          idea.name,
          `${idea.description} Revenue streams: ${idea.revenueStreams.join(', ')}. Initial investment: ${idea.initialInvestment}.`,
        ] as const,
      ]),
    ),
};
