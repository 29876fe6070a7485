/**
 * The API's endpoints about people (core/api/contract.ts holds them all): a workspace's team, the
 * account, its sessions and passkeys, and the links sent by email. Who may call each:
 * core/api/access.ts.
 */
import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { idParams, idText } from './params';
import { routes } from './routes';
import {
  emailLinkRequest,
  emailLinkToken,
  emailVerification,
  accountDeletion,
  accountDeletionPreview,
  passkeyName,
  passkeyResponse,
  passkeySignUpDraft,
  passkeyView,
  passwordChange,
  passwordChanged,
  passwordStatus,
  profileChange,
  sessionView,
  signInDraft,
  signUpDraft,
  whoAmI,
} from '../account/schema';
import {
  createdInvite,
  inviteDraft,
  invitationView,
  memberAccess,
  memberWorkspace,
  role,
  teamView,
  workspaceChoices,
  workspaceName,
  memberSignInLink,
} from '../account/team';
import { inboxRead, inboxView, notificationSettings } from '../inbox/schema';

/** The account's passkeys, oldest first. */
const passkeyList = z.object({ passkeys: z.array(passkeyView) });
/** A WebAuthn ceremony's options as the browser's library takes them (`optionsJSON`). */
const ceremonyOptions = z.object({ options: z.record(z.string(), z.unknown()) });

export const accountContract = {
  // A workspace's team (docs/product.md §16 "A team"); who may call what: core/api/access.ts.
  team: endpoint({ ...routes.team, response: teamView }),
  renameWorkspace: endpoint({
    ...routes.renameWorkspace,
    body: z.strictObject({ name: workspaceName }),
    response: teamView,
  }),
  // An invitation link, single use, for INVITE_DAYS days: its path is in this answer only.
  createInvite: endpoint({ ...routes.createInvite, body: inviteDraft, response: createdInvite }),
  revokeInvite: endpoint({ ...routes.revokeInvite, params: idParams }),
  // The last owner is neither demoted nor removed: a 409.
  changeRole: endpoint({
    ...routes.changeRole,
    params: idParams,
    body: z.strictObject({ role }),
    response: teamView,
  }),
  removeMember: endpoint({ ...routes.removeMember, params: idParams, response: teamView }),
  // A one-time sign-in link for a member (docs/decisions.md, "Links an owner hands over"): its path is in this answer only.
  memberSignInLink: endpoint({ ...routes.memberSignInLink, params: idParams, response: memberSignInLink }),
  leaveWorkspace: endpoint({ ...routes.leaveWorkspace }),
  // By the link's token: a used, revoked or expired invitation is a 404 that says which.
  invitation: endpoint({ ...routes.invitation, params: idParams, response: invitationView }),
  acceptInvitation: endpoint({
    ...routes.acceptInvitation,
    params: idParams,
    response: z.object({ workspace: memberWorkspace }),
  }),
  workspaces: endpoint({ ...routes.workspaces, response: workspaceChoices }),
  switchWorkspace: endpoint({
    ...routes.switchWorkspace,
    body: z.strictObject({ workspaceId: idText }),
    response: workspaceChoices,
  }),
  // Accounts (docs/product.md §16): who is signed in (null: a guest), the workspace they work in and
  // their role there, and the account's sessions.
  account: endpoint({
    ...routes.account,
    response: z.extend(whoAmI, { workspace: z.nullable(memberAccess) }),
  }),
  // Sign Up keeps the guest's workspace whole; a taken email is a 409 (say so in docs/decisions.md).
  signUp: endpoint({ ...routes.signUp, body: signUpDraft, response: whoAmI }),
  // A wrong password and an unknown email get the same 401 and take the same time.
  signIn: endpoint({ ...routes.signIn, body: signInDraft, response: whoAmI }),
  signOut: endpoint({ ...routes.signOut }),
  sessions: endpoint({ ...routes.sessions, response: z.object({ sessions: z.array(sessionView) }) }),
  endSession: endpoint({ ...routes.endSession, params: idParams }),
  signOutEverywhere: endpoint({ ...routes.signOutEverywhere }),
  // The account screen's changes: a taken email is a 409; a wrong current password a 403, counted
  // as a wrong sign-in (429 past the limit). A changed password ends every other session.
  changeProfile: endpoint({ ...routes.changeProfile, body: profileChange, response: whoAmI }),
  passwordStatus: endpoint({ ...routes.passwordStatus, response: passwordStatus }),
  changePassword: endpoint({ ...routes.changePassword, body: passwordChange, response: passwordChanged }),
  // Delete My Account: what it would delete, then the deletion (a POST: it carries the password,
  // and a body on DELETE is dropped by some proxies). The session cookie is cleared.
  accountDeletion: endpoint({ ...routes.accountDeletion, response: accountDeletionPreview }),
  deleteAccount: endpoint({ ...routes.deleteAccount, body: accountDeletion }),
  // Passkeys (WebAuthn): each ceremony is options, then the authenticator's answer; the challenge
  // between them is kept on the server, named by a cookie, and answered once within 5 minutes.
  passkeys: endpoint({ ...routes.passkeys, response: passkeyList }),
  passkeyOptions: endpoint({ ...routes.passkeyOptions, response: ceremonyOptions }),
  addPasskey: endpoint({
    ...routes.addPasskey,
    body: z.strictObject({ name: passkeyName, response: passkeyResponse }),
    response: passkeyList,
  }),
  renamePasskey: endpoint({
    ...routes.renamePasskey,
    params: idParams,
    body: z.strictObject({ name: passkeyName }),
    response: passkeyList,
  }),
  // A passkey that is the account's only way to sign in (no password, no other passkey) is kept: 409.
  removePasskey: endpoint({ ...routes.removePasskey, params: idParams }),
  passkeySignInOptions: endpoint({ ...routes.passkeySignInOptions, response: ceremonyOptions }),
  passkeySignIn: endpoint({
    ...routes.passkeySignIn,
    body: z.strictObject({ response: passkeyResponse }),
    response: whoAmI,
  }),
  passkeySignUpOptions: endpoint({
    ...routes.passkeySignUpOptions,
    body: passkeySignUpDraft,
    response: ceremonyOptions,
  }),
  passkeySignUp: endpoint({
    ...routes.passkeySignUp,
    body: z.strictObject({ response: passkeyResponse }),
    response: whoAmI,
  }),
  // Links by email (SMTP_URL; else 404): asking for a sign-in link answers 202 alike for any email,
  // known or not; a link's token works once, and both links verify the email they were sent to.
  emailSignInLink: endpoint({ ...routes.emailSignInLink, body: emailLinkRequest }),
  emailSignIn: endpoint({ ...routes.emailSignIn, body: emailLinkToken, response: whoAmI }),
  handoverSignIn: endpoint({ ...routes.handoverSignIn, body: emailLinkToken, response: whoAmI }),
  emailVerification: endpoint({ ...routes.emailVerification, response: emailVerification }),
  sendVerification: endpoint({ ...routes.sendVerification }),
  verifyEmail: endpoint({ ...routes.verifyEmail, body: emailLinkToken, response: emailVerification }),
  // The member's inbox across their workspaces (docs/product.md §16 "Inbox"): mentions of them and
  // replies in their threads, newest first; and their mark of what they have read.
  inbox: endpoint({ ...routes.inbox, response: inboxView }),
  markInboxRead: endpoint({ ...routes.markInboxRead, body: inboxRead }),
  // Whether a mention or a reply is mailed to them too (when SMTP_URL is set).
  notificationSettings: endpoint({ ...routes.notificationSettings, response: notificationSettings }),
  changeNotifications: endpoint({
    ...routes.changeNotifications,
    body: notificationSettings,
    response: notificationSettings,
  }),
} as const;
