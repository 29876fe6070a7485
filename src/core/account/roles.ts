/**
 * A workspace's team (issue 36, docs/product.md §16 "A team"): the four roles a member can hold, the
 * actions the API's endpoints perform (core/api/access.ts names one for each), and which role may
 * perform which. The server's one authorisation check (server/accounts/authorise.ts) and the screens
 * that hide what a role cannot do both read `can`.
 */
export const ROLES = ['owner', 'editor', 'commenter', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

/** What an endpoint does in a workspace: read it, comment on it, change it, share it, or manage it (members, deletion). */
export const ACTIONS = ['read', 'comment', 'edit', 'share', 'manage'] as const;
export type Action = (typeof ACTIONS)[number];

const ALLOWED: Record<Role, readonly Action[]> = {
  owner: ACTIONS,
  // Generate, edit, export and share; not members nor deletion of the workspace or a venture.
  editor: ['read', 'comment', 'edit', 'share'],
  commenter: ['read', 'comment'],
  viewer: ['read'],
};

export const can = (role: Role, action: Action): boolean => ALLOWED[role].includes(action);

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

/** What the dashboard says to a member whose role cannot change the work; none for owners and editors. */
export const roleNotice = (role: Role, workspaceName: string): string | undefined =>
  can(role, 'edit')
    ? undefined
    : `You are a ${role} in ${workspaceName}: ${ROLE_SUMMARIES[role].toLowerCase().replace(/\.$/, '')}. Ask an owner for another role to change its work.`;
