/**
 * How a result leaves the app, and what is asked first when its figures differ from the venture's
 * facts (conflict-question.tsx): the question's texts and shapes. The tool pages import only the
 * types from here; the texts come with the question's dialog, the panel and Share, loaded later.
 */
import type { EditToast } from '@/web/workspace/texts';
import type { EditOutcome } from '@/web/workspace/use-save-edit';

/** A file made by the server, the tool's text file, a share link. */
export type Leaving = 'export' | 'download' | 'share';

/**
 * The founder's answer: stay (Review, or the question closed), or go, with the result Use All
 * Facts fixed (none: the result on screen) and whether they chose to go with its conflicts.
 */
export type LeaveAnswer = { go: false } | { go: true; result?: unknown; accepted: boolean };

/** Saves the result with its figures fixed, as one edit (the tool session's applyEdit). */
export type SaveFixed<R> = (fixed: R, done?: EditToast) => Promise<EditOutcome> | unknown;

/** Use All Facts: the result with every figure Use Fact can fix stating its fact (and how many stay), and its save. */
export interface FixAll {
  fix: () => { result: unknown; kept: number };
  save: SaveFixed<unknown>;
}

/** The question on screen: what leaves, how many figures differ, and what Use All Facts can do. */
export interface Asked {
  leaving: Leaving;
  count: number;
  /** Use All Facts; absent when it has nothing to fix (or this screen has no check). */
  fixAll?: FixAll;
  /** Use All Facts ran and left figures Use Fact is not offered for. */
  kept: boolean;
  /** What goes: the result Use All Facts fixed; none, the result on screen. */
  result?: unknown;
  resolve: (answer: LeaveAnswer) => void;
}

/** The question's texts (docs/product.md §10); its title is conflictHeading's count. */
export const LEAVE_TEXTS = {
  states: {
    export: 'The file would state them as they are.',
    download: 'The file would state them as they are.',
    share: 'The link would show them as they are.',
  },
  fixes: {
    export: 'Use All Facts rewrites them to state your venture’s facts in one edit (Undo takes it back), then exports.',
    download:
      'Use All Facts rewrites them to state your venture’s facts in one edit (Undo takes it back), then downloads.',
    share: 'Use All Facts rewrites them to state your venture’s facts in one edit (Undo takes it back), then shares.',
  },
  kept: 'Use Fact is not offered for these: Review shows why, so you can edit them.',
  useAll: 'Use All Facts',
  review: 'Review',
  anyway: { export: 'Export Anyway', download: 'Download Anyway', share: 'Share Anyway' },
} as const;
