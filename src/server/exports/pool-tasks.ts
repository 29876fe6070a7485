import { agreeingDeckFigures } from '@/core/deck-design/agreeing-figures';
import type { DeckLook } from '@/core/exports/spec';
import { toolDefinition } from '@/core/tools/registry';
import { factsFor } from '@/core/tools/venture-context';
import { conflictsIn } from '@/core/venture/conflicts';
import { documentChecks } from '@/core/venture/document-figures';
import type { VentureSources } from '@/core/venture/sources';
import { sharedContent } from '../share/render';
import { normaliseLogo } from './logo-image';
import type { LookRequest, PoolTask, TaskAnswers } from './render-messages';

/** The venture's look for `deck`: the figures its facts give that the deck's own words do not contradict. */
export function designedLook({ facts, ...look }: LookRequest, deck: unknown): DeckLook {
  return { ...look, figures: agreeingDeckFigures(deck, facts) };
}

/** How many figures in each result state another value than the venture's facts (0 for a tool whose prose states none). */
function conflictCounts(documents: readonly { tool: string; result: unknown }[], sources: VentureSources): number[] {
  return documents.map(({ tool, result }) => {
    const definition = toolDefinition(tool);
    return definition?.checksFigures ? conflictsIn(documentChecks(result, factsFor(definition, sources))).length : 0;
  });
}

/** A task's answer, worked out in a render thread (render-worker.ts). */
export function runTask(task: PoolTask): TaskAnswers[PoolTask['kind']] {
  switch (task.kind) {
    case 'shared-content':
      return (
        sharedContent(
          { tool: task.tool, result: task.result },
          {
            ventureName: task.ventureName,
            ...(task.look ? { look: designedLook(task.look, task.result) } : {}),
            ...(task.model ? { model: task.model } : {}),
          },
        ) ?? null
      );
    case 'conflicts':
      return conflictCounts(task.documents, task.sources);
    case 'logo':
      return normaliseLogo(task.logo);
  }
}
