import type { RehearsalQuestion } from '@/core/tools/rehearsal';
import { useVentureOverview } from '@/web/workspace/use-venture-overview';

const NONE: readonly RehearsalQuestion[] = [];

/**
 * The venture's questions to rehearse beside the slides (the Investor Review's likely questions,
 * with the founder's edited answers), read from the venture's overview when Present opens. Present
 * never waits for them: without a venture, or if the read fails, the Presenter View shows none.
 */
export function useRehearsal(ventureId: string | null | undefined): readonly RehearsalQuestion[] {
  return useVentureOverview(ventureId).overview?.rehearsal ?? NONE;
}
