import { toolNameInProse } from '@/core/tools/listings';
import type { BuiltOn, SourceTool } from '@/core/venture/sources';
import type { DocumentUsage } from '@/core/workspace/schema';

/** The success toast of a saved edit. */
export interface EditToast {
  title: string;
  description: string;
}

/** Toasts and notices of the workspace (not in docs/product.md, which kept nothing). */
export const WORKSPACE_TEXTS = {
  notSaved: 'Not Saved',
  regenerateEdited: {
    title: 'Regenerate this result?',
    description: 'It holds your edits. The new result takes its place on screen; your edits stay in History.',
  },
  changedElsewhere: {
    title: 'Changed Elsewhere',
    description: 'This result was changed in another tab or window. You are now seeing the newer version.',
  },
  editNotSaved: 'Your change is still on this screen, but it could not be saved.',
  /** A save refused because another member changed the same part first (their name in the toast). */
  changedFirstBy: (name: string) => `${name} changed this part first. You are now seeing their version.`,
  deleted: 'Result Deleted',
  ideaRemoved: 'Idea Removed',
  notDeleted: 'Not Deleted',
  ventureCreated: 'Venture Created',
  profileSaved: { title: 'Profile Saved', description: 'Tool forms with nothing saved yet start from it.' },
  imported: 'Workspace Imported',
  importFailed: 'Import Failed',
  erased: 'All Data Deleted',
  ventureDeleted: 'Venture Deleted',
  factUsed: { title: 'Figure Updated', description: 'It now states your venture’s fact.' },
  factsUsed: { title: 'Figures Updated', description: 'They now state your venture’s facts.' },
  partSaved: { title: 'Changes Saved', description: 'Your changes have been saved.' },
} as const;

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });

/** "Market research": the source tool's name as a sentence reads it. */
function sourceName(id: string): string {
  const name = toolNameInProse(id);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** "Built on: Market research (22 Nov), Financial model (22 Nov)", or nothing for a result made from the form alone. */
export function builtOnText(sources: readonly BuiltOn[]): string | null {
  if (sources.length === 0) return null;
  return `Built on: ${sources.map((source) => `${sourceName(source.tool)} (${day.format(new Date(source.savedAt))})`).join(', ')}`;
}

/** "Out of date: the financial model and the business plan changed since this was made." */
export function outOfDateText(changed: readonly SourceTool[]): string | null {
  if (changed.length === 0) return null;
  const names = changed.map((tool) => `the ${sourceName(tool).toLowerCase()}`);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `Out of date: ${list} changed since this was made.`;
}

const count = new Intl.NumberFormat('en-US');

/**
 * What a result cost, as History's row says it (README, "Token usage"): "1,234 tokens (900 in, 334
 * out)" for its generation, with its rewrites' total after it; nothing where no provider reported any.
 */
export function usageText(usage: DocumentUsage | undefined): string | null {
  const made = usage?.generation;
  const parts: string[] = [];
  if (made?.totalTokens != null) {
    const split =
      made.promptTokens != null && made.completionTokens != null
        ? ` (${count.format(made.promptTokens)} in, ${count.format(made.completionTokens)} out)`
        : '';
    parts.push(`${count.format(made.totalTokens)} tokens${split}`);
  }
  const rewrites = usage?.rewrites;
  if (rewrites?.totalTokens != null)
    parts.push(
      `${rewrites.count === 1 ? '1 rewrite' : `${count.format(rewrites.count)} rewrites`}: ${count.format(rewrites.totalTokens)} tokens`,
    );
  return parts.length > 0 ? parts.join(' · ') : null;
}
