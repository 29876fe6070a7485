import { defineTool } from '../define-tool';
import { titleFrom } from '../../workspace/schema';
import { ideasClient } from './client';
import { ideasEdit } from './edit';
import { offlineIdeas } from './offline';
import { ideasPersona, ideasPrompt } from './prompt';
import { ideasSource } from './source';

export * from './client';

/** The full Idea Generator, for the server: the client part plus the prompt and the offline generator. */
export const ideas = defineTool({
  ...ideasClient,
  schemaName: 'business_ideas',
  editable: ideasEdit,
  persona: ideasPersona,
  prompt: ideasPrompt,
  offline: offlineIdeas,
  asSource: ideasSource,
  // Use This Idea: an idea becomes the venture.
  seedsVentures: true,
  // An idea card's price and customers are checked against the venture's model once it has one.
  factsFrom: ['financials', 'market-research'],
  documentTitle: (_result, input) => titleFrom(`${input.industry} ideas for ${input.targetMarket} in ${input.region}`),
});
