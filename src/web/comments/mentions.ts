/**
 * What the comment fields' @mention list (mention-list.tsx) reads: the workspace's members, fetched
 * once for the page when a field first gets an @ (and again after the team changed), the @fragment
 * at the caret, the members it matches, and the text once one is picked (docs/product.md §16 "Comments").
 */
import type { WorkspaceChange } from '@/core/api/changes';
import { call } from '@/web/api/client';
import { WORKSPACE_CHANGE_EVENT } from '@/web/live/events';

export interface Mentionable {
  accountId: string;
  name: string;
}

/** The most members the list shows at once. */
export const MENTION_LIMIT = 8;

let team: Promise<Mentionable[]> | null = null;

/** The workspace's members, read once for the page; a failed read is tried again by the next @. */
export function teamMembers(): Promise<Mentionable[]> {
  if (!team) {
    const read = call('team', {}).then(({ members }) => members.map(({ accountId, name }) => ({ accountId, name })));
    team = read;
    read.catch(() => {
      if (team === read) team = null;
    });
  }
  return team;
}

// Who is in the workspace changed (or everything is read again): the next @ reads the team afresh.
if (typeof window !== 'undefined')
  window.addEventListener(WORKSPACE_CHANGE_EVENT, (event) => {
    const { kind } = (event as CustomEvent<WorkspaceChange>).detail;
    if (kind === 'team' || kind === 'access' || kind === 'resync') team = null;
  });

/** An @ being typed: where it starts, the caret after it, and what follows it (may be empty). */
export interface MentionQuery {
  start: number;
  end: number;
  fragment: string;
}

// An @ at the start or after anything but a letter, digit or @ (not an email address), then a
// letter and the rest of a name (letters, spaces, apostrophes, dots, hyphens), up to the caret.
const TYPED = /(?:^|[^\p{L}\p{N}@])@((?:\p{L}[\p{L}\p{M}\p{N}'’. -]{0,59})?)$/u;

/** The @fragment ending at the caret, if one is being typed. */
export function mentionAt(text: string, caret: number): MentionQuery | null {
  const found = TYPED.exec(text.slice(0, caret));
  if (!found) return null;
  const fragment = found[1] ?? '';
  return { start: caret - fragment.length - 1, end: caret, fragment };
}

/** Whether the name has a word (or a run of words) beginning with the fragment, whatever the case. */
export function nameMatches(name: string, fragment: string): boolean {
  const lower = name.toLowerCase();
  const wanted = fragment.toLowerCase();
  if (!wanted) return false;
  for (let at = 0; at < lower.length; at++)
    if ((at === 0 || /[\s-]/.test(lower[at - 1]!)) && lower.startsWith(wanted, at)) return true;
  return false;
}

/** The members the fragment matches, in the team's order, at most MENTION_LIMIT. */
export const membersMatching = (members: readonly Mentionable[], fragment: string): Mentionable[] =>
  members.filter((member) => nameMatches(member.name, fragment)).slice(0, MENTION_LIMIT);

/** The text with `@Full Name ` in place of the typed @fragment, and the caret after it. */
export function withMention(text: string, query: MentionQuery, name: string): { text: string; caret: number } {
  const inserted = `@${name} `;
  return { text: text.slice(0, query.start) + inserted + text.slice(query.end), caret: query.start + inserted.length };
}
