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

/** What the dashboard says to a member whose role cannot change the work; none for owners and editors. */
export const roleNotice = (role: Role, workspaceName: string): string | undefined =>
  can(role, 'edit')
    ? undefined
    : `You are a ${role} in ${workspaceName}: ${role === 'commenter' ? 'read and comment' : 'read only'}. Ask an owner for another role to change its work.`;
