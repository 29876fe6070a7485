/**
 * Rewrite with AI (issue 26, item 2): one editable part of a saved result, rewritten in a style or
 * by the founder's own instruction, streamed like a generation and saved only when the founder
 * accepts it (as an edit). What the browser and the server share: the styles, their labels and
 * the bounds. The server checks a request with its own zod schema (routes/rewrite.ts).
 */
import type { PartPath } from '../venture/document-figures';

/** `regenerate` writes the part afresh, with no instruction: only for parts that declare it (a slide: Regenerate Slide). */
export const REWRITE_STYLES = ['shorter', 'more-specific', 'more-persuasive', 'custom', 'regenerate'] as const;
export type RewriteStyle = (typeof REWRITE_STYLES)[number];

/** The founder's instruction, at most this many characters (checked on the server). */
export const REWRITE_INSTRUCTION_MAX = 500;

/** Steps in a part's path at most, and the longest key: no editable part is deeper or longer. */
export const REWRITE_PATH_MAX = 4;
export const REWRITE_KEY_MAX = 60;

/** The menu's texts (docs/product.md §11, Venturekit's addition). */
export const REWRITE_STYLE_LABELS: Record<RewriteStyle, string> = {
  shorter: 'Shorter',
  'more-specific': 'More Specific',
  'more-persuasive': 'More Persuasive',
  custom: 'Instruction',
  regenerate: 'Regenerate',
};

/** The styles the panel offers as buttons, in order (the instruction has its own field). */
export const REWRITE_PRESETS = [
  'shorter',
  'more-specific',
  'more-persuasive',
] as const satisfies readonly RewriteStyle[];

/** What a rewrite request's body holds. */
export interface RewriteRequest {
  documentId: string;
  path: PartPath;
  style: RewriteStyle;
  /** Required for `custom`; for the other styles, an optional addition. */
  instruction?: string;
}

/** Everything the rewrite's prompt and the offline rewrite need, built on the server from the saved document. */
export interface RewriteInput {
  /** The tool's title ("Business Plan"). */
  toolTitle: string;
  /** The part's name ("Executive Summary", "Competitor: HelloFresh"). */
  partLabel: string;
  kind: 'text' | 'list' | 'fields';
  /** For `fields`: each field's key and kind, in order. */
  fields?: readonly { key: string; kind: 'line' | 'text' | 'list' }[];
  /** The part as it is now. */
  current: unknown;
  /** The rest of the result as JSON, the part replaced by a marker, bounded. */
  neighbours: string;
  /** The inputs the result was generated from. */
  inputs: Record<string, string>;
  /** The venture's facts that bind the tool, as "label: value" lines. */
  facts: readonly string[];
  style: RewriteStyle;
  instruction?: string;
}

/** Where the part sits in `neighbours`. */
export const PART_MARKER = '<<THE PART TO REWRITE>>';

/** Characters of the rest of the result quoted at most. */
export const NEIGHBOURS_MAX_CHARS = 6000;
