/** What a tool is, as the landing page, the sidebar and the routes see it. */
export interface ToolListing<Id extends string = string> {
  /** Stable id, used in the API path: POST /api/generate/{id}. */
  id: Id;
  /** Path segment under /dashboard, and the short path the landing footer links to. */
  route: string;
  /** Screen heading. */
  title: string;
  /** Line under the heading. */
  subtitle: string;
  /** Short name in the sidebar and the landing footer. */
  navLabel: string;
  /** The landing page's feature card text. */
  feature: string;
  /** Name of the lucide icon the web app shows for this tool. */
  /**
   * It reads the whole venture rather than adding to it (the Investor Review): the sidebar lists it
   * after Venture, not among the tools that make the venture's documents.
   */
  afterVenture?: true;
  icon: 'lightbulb' | 'file-text' | 'bar-chart' | 'presentation' | 'calculator';
}
