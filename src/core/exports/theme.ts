/**
 * The look every exported file shares, taken from the app's Tailwind palette (indigo for accents,
 * slate for text) so a deck, a plan and a model read as one product. Arial is everywhere Office,
 * LibreOffice and Google's viewers are; PDFs use Helvetica, the standard PDF font Arial matches
 * metric for metric, so no font file is embedded.
 */
export const EXPORT_THEME = {
  /**
   * The files' author and creator. Each library would otherwise write its own name or "Unknown";
   * the founder's name is not something the app knows.
   */
  author: 'Venturekit',
  font: 'Arial',
  colors: {
    /** indigo-600: headings, the title slide's background, chart bars. */
    accent: '4F46E5',
    /** indigo-50: table headers and input cells. */
    accentTint: 'EEF2FF',
    /** slate-900: body text. */
    text: '0F172A',
    /** slate-600: secondary text, captions. */
    muted: '475569',
    /** slate-300: rules and table borders. */
    rule: 'CBD5E1',
    white: 'FFFFFF',
  },
} as const;
