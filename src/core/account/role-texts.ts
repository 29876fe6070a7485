/**
 * The roles' words (docs/product.md §16 "A team"): their labels, what each may do, and the sentence of
 * a refusal. Apart from roles.ts so that only the screens that show them (the Team screen, an
 * invitation's page) and the server load them.
 */
import type { Action, Role } from './roles';

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  editor: 'Editor',
  commenter: 'Commenter',
  viewer: 'Viewer',
};

/** What each role may do, in a sentence, beside the role where one is chosen (invite, change role). */
export const ROLE_SUMMARIES: Record<Role, string> = {
  owner: 'Everything, including members and deletion.',
  editor: 'Generate, edit, export and share.',
  commenter: 'Read and comment.',
  viewer: 'Read only.',
};

const REFUSED_VERBS: Record<Action, string> = {
  read: 'open it',
  comment: 'comment',
  edit: 'change or export its work',
  share: 'share its work',
  manage: 'manage its members or delete its work',
};

/** "an editor", "a viewer". */
export const aRole = (role: Role): string => `${role === 'owner' || role === 'editor' ? 'an' : 'a'} ${role}`;

/** The 403's sentence: what the member's role cannot do, and whom to ask. */
export const refusedFor = (role: Role, action: Action): string =>
  `As ${aRole(role)} in this workspace, you cannot ${REFUSED_VERBS[action]}. Ask an owner for another role.`;
