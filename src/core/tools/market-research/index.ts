import { defineTool } from '../define-tool';
import { titleFrom } from '../../workspace/schema';
import { marketResearchClient } from './client';
import { offlineMarketResearch } from './offline';
import { marketResearchPersona, marketResearchPrompt } from './prompt';
import { marketResearchDocuments } from './documents';
import { marketResearchContext, marketResearchSources } from './context';

export * from './client';

/** The full Market Research tool, for the server: the client part plus the prompt and the offline generator. */
export const marketResearch = defineTool({
  ...marketResearchClient,
  schemaName: 'market_research',
  persona: marketResearchPersona,
  prompt: marketResearchPrompt,
  offline: offlineMarketResearch,
  documents: marketResearchDocuments,
  sources: marketResearchSources,
  context: marketResearchContext,
  documentTitle: (_result, input) => titleFrom(input.niche),
});
