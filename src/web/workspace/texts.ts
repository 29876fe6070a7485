/** Toasts and notices of the workspace (not in docs/product.md, which kept nothing). */
export const WORKSPACE_TEXTS = {
  notSaved: 'Not Saved',
  changedElsewhere: {
    title: 'Changed Elsewhere',
    description: 'This result was changed in another tab or window. You are now seeing the newer version.',
  },
  editNotSaved: 'Your change is still on this screen, but it could not be saved.',
  deleted: 'Result Deleted',
  ideaRemoved: 'Idea Removed',
  notDeleted: 'Not Deleted',
  ventureCreated: 'Venture Created',
  profileSaved: { title: 'Profile Saved', description: 'Tool forms with nothing saved yet start from it.' },
  imported: 'Workspace Imported',
  importFailed: 'Import Failed',
  erased: 'All Data Deleted',
  factUsed: { title: 'Figure Updated', description: 'It now states your venture’s fact.' },
} as const;
