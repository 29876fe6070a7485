/**
 * The workspace's constants, free of zod: the dashboard shell (venture menu) needs them, and
 * building a zod schema in its chunk would run before the browser's `jitless` setting and trip the CSP.
 */

/** Longest title a saved result gets; the History list shows it on one line. */
export const TITLE_MAX = 80;

/** Per-workspace quotas: beyond them a write answers 409; an import file over `importBytes` 413. */
export const WORKSPACE_QUOTAS = {
  ventures: 50,
  documents: 2000,
  savedIdeas: 200,
  /** Saved work in all, in bytes of stored text: room for one largest import and years of results. */
  bytes: 50 * 1024 * 1024,
  /** Largest Import Workspace file, in bytes. */
  importBytes: 20 * 1024 * 1024,
} as const;

/** `venturekit-workspace.json`: everything a workspace holds, for Export and Import Workspace. */
export const WORKSPACE_FILE = {
  format: 'venturekit-workspace',
  version: 1,
  fileName: 'venturekit-workspace.json',
} as const;
