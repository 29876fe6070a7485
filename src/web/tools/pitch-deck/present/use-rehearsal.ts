import { useEffect, useState } from 'react';
import type { RehearsalQuestion } from '@/core/tools/rehearsal';
import { workspaceApi } from '@/web/workspace/api';

const NONE: readonly RehearsalQuestion[] = [];

/**
 * The venture's questions to rehearse beside the slides (the Investor Review's likely questions,
 * with the founder's edited answers), read from the venture's overview when Present opens. Present
 * never waits for them: without a venture, or if the read fails, the Presenter View shows none.
 */
export function useRehearsal(ventureId: string | null | undefined): readonly RehearsalQuestion[] {
  const [questions, setQuestions] = useState(NONE);
  useEffect(() => {
    if (!ventureId) return;
    const controller = new AbortController();
    workspaceApi.ventureFacts(ventureId, controller.signal).then(
      (overview) => setQuestions(overview.rehearsal),
      () => undefined,
    );
    return () => controller.abort();
  }, [ventureId]);
  return questions;
}
