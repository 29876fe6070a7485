/** What the live updates say (docs/product.md §16, "Live together"). */
export const LIVE_TEXTS = {
  removed: {
    title: 'Removed From Workspace',
    description: 'You are no longer a member of this workspace. Its work has closed on this screen.',
  },
} as const;
