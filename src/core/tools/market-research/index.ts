import { defineTool } from '../define-tool';
import { titleFrom } from '../../workspace/schema';
import { marketResearchClient } from './client';
import { offlineMarketResearch } from './offline';
import { marketResearchPersona, marketResearchPrompt } from './prompt';
import { marketResearchDocuments } from './documents';
import { marketResearchSource } from './source';
import { researchFacts } from './facts';

import { marketResearchEdit } from './edit';

export * from './client';

/** The full Market Research tool, for the server: the client part plus the prompt and the offline generator. */
export const marketResearch = defineTool({
  ...marketResearchClient,
  schemaName: 'market_research',
  editable: marketResearchEdit,
  persona: marketResearchPersona,
  prompt: marketResearchPrompt,
  offline: offlineMarketResearch,
  documents: marketResearchDocuments,
  // Research is the first thing a founder looks up: it builds on the venture's profile alone.
  quotesProfile: true,
  quotesFacts: true,
  asSource: marketResearchSource,
  facts: researchFacts,
  documentTitle: (_result, input) => titleFrom(input.niche),
});
