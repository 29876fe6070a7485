import { defineClientTool } from '../define-tool';
import { SHORT_TEXT_MAX } from '../fields';
import { marketResearchText } from './export';
import { marketResearchListing } from './listing';
import { marketResearchParts } from './parts';
import { nicheFrom } from './niche';
import type { PartPath } from '../../venture/document-figures';
import { marketResearchInput, marketResearchOutput, SWOT_QUADRANTS, type MarketResearch } from './schema';

/** Where a text of the research sits, as its tabs name it. */
function researchPartLabel([part, index]: PartPath, research: MarketResearch): string {
  switch (part) {
    case 'industryOverview':
      return 'Overview';
    case 'marketSize':
      return 'Market Size';
    case 'trends':
      return 'Trends';
    case 'customerSegments':
      return `Customers: ${research.customerSegments[Number(index)]?.segment ?? ''}`;
    case 'competitors':
      return `Competitors: ${research.competitors[Number(index)]?.name ?? ''}`;
    default:
      return `SWOT: ${SWOT_QUADRANTS.find((quadrant) => quadrant.key === index)?.title ?? ''}`;
  }
}

export { RESEARCH_TABS, SWOT_QUADRANTS } from './schema';
export type { Competitor, CustomerSegment, MarketResearch, MarketResearchInput, ResearchTab, Swot } from './schema';

/** What the browser needs of Market Research; index.ts adds the prompt and offline generator for the server. */
export const marketResearchClient = defineClientTool({
  ...marketResearchListing,
  inputs: marketResearchInput,
  fields: {
    niche: {
      label: 'Business Niche / Keyword',
      kind: 'text',
      placeholder: 'e.g. Plant-based pet food, Solar for farms, Language tutoring',
      help: 'A market, product category or keyword to research. A specific niche gives sharper results than a whole industry.',
      maxLength: SHORT_TEXT_MAX,
    },
  },
  output: marketResearchOutput,
  checksFigures: true,
  partLabel: researchPartLabel,
  download: {
    label: 'Download Research',
    fileName: 'market-research.txt',
    toText: marketResearchText,
    toast: 'Market research has been downloaded.',
  },
  share: { title: 'Market Research', page: 'document' },
  exports: [
    { format: 'docx', fileName: 'market-research.docx' },
    { format: 'pdf', fileName: 'market-research.pdf' },
  ],
  profile: {
    toForm: (profile) => {
      const niche = nicheFrom(profile);
      return niche ? { niche } : {};
    },
  },
  editableParts: marketResearchParts,
  texts: {
    submit: 'Conduct Research',
    submitting: 'Researching...',
    busy: 'Conducting market research...',
    missing: 'Please enter a niche or keyword to conduct market research.',
    success: { title: 'Research Generated', description: 'Successfully generated market research.' },
    error: 'Failed to generate market research. Please try again.',
  },
});
