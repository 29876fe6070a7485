/** How a result leaves the app: a file made by the server, the tool's text file, a share link. */
export type Leaving = 'export' | 'download' | 'share';

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
