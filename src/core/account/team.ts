/**
 * A workspace's team as the API gives it (docs/product.md §16 "A team"): its members and their roles,
 * the invitations an owner made, what an invitation grants, and the workspaces a member can switch
 * between.
 */
import * as z from 'zod/mini';
import { ACTIONS, can, roleNotice, ROLES } from './roles';
import { email } from './schema';

export const role = z.enum(ROLES);

/** How long an invitation link works, unless used or revoked first. */
export const INVITE_DAYS = 7;

export const workspaceName = z.string().check(z.trim(), z.minLength(1, 'Name the workspace.'), z.maxLength(80));

/** The workspace a member works in, and their role there. */
export const memberWorkspace = z.object({ id: z.string(), name: z.string(), role });
export type MemberWorkspace = z.infer<typeof memberWorkspace>;

/**
 * The workspace as the dashboard loads it: with what the member's role may do there, and the notice a
 * viewer or commenter reads, both decided on the server (core/account/roles.ts), so the dashboard's
 * first load carries neither the roles' table nor their words.
 */
export const memberAccess = z.extend(memberWorkspace, {
  may: z.array(z.enum(ACTIONS)),
  notice: z.nullable(z.string()),
});
export type MemberAccess = z.infer<typeof memberAccess>;

/** What the member's role may do in the workspace, and the notice the dashboard shows for it. */
export const accessOf = (workspace: MemberWorkspace): MemberAccess => ({
  ...workspace,
  may: ACTIONS.filter((action) => can(workspace.role, action)),
  notice: roleNotice(workspace.role, workspace.name) ?? null,
});

export const memberView = z.object({
  accountId: z.string(),
  name: z.string(),
  email: z.string(),
  role,
  joinedAt: z.string(),
  /** The member making the request. */
  you: z.boolean(),
});
export type MemberView = z.infer<typeof memberView>;

export const inviteView = z.object({
  id: z.string(),
  role,
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Who made it; null once their account is deleted. */
  createdBy: z.nullable(z.string()),
  /** The address it was mailed to; null for a link the owner hands over. */
  email: z.nullable(z.string()),
});
export type InviteView = z.infer<typeof inviteView>;

/**
 * The request's team: a guest has none (`workspace` null: Sign Up first); a member sees the members,
 * and an owner the invitations still open too.
 */
export const teamView = z.object({
  workspace: z.nullable(memberWorkspace),
  members: z.array(memberView),
  invites: z.array(inviteView),
});
export type TeamView = z.infer<typeof teamView>;

/** A new invitation: a link, and mailed to `email` too when one is given (only on a server with SMTP_URL). */
export const inviteDraft = z.strictObject({ role, email: z.optional(email) });
export type InviteDraft = z.infer<typeof inviteDraft>;

/** A new invitation: its link's path (`/invite/<token>`) is given this once; the server keeps only its hash. */
export const createdInvite = z.object({ invite: inviteView, path: z.string() });
export type CreatedInvite = z.infer<typeof createdInvite>;

/** What an invitation grants, as its link's page shows it before it is accepted. */
export const invitationView = z.object({
  workspaceName: z.string(),
  role,
  invitedBy: z.nullable(z.string()),
  expiresAt: z.string(),
});
export type InvitationView = z.infer<typeof invitationView>;

export const workspaceChoices = z.object({
  workspaces: z.array(z.extend(memberWorkspace, { current: z.boolean() })),
});
export type WorkspaceChoices = z.infer<typeof workspaceChoices>;

/** A one-time sign-in link an owner hands over (core/account/email-links.ts, HANDOVER_LINK): its path, with the token, given this once. */
export const memberSignInLink = z.object({ path: z.string(), expiresAt: z.string() });
export type MemberSignInLink = z.infer<typeof memberSignInLink>;
