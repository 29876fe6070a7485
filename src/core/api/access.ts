/**
 * What each endpoint of the API needs (issue 36): nothing (`open`: the health check and the ways in),
 * a signed-in account (`self`: the member's own account, whatever their role), or an action in the
 * request's workspace that the member's role must allow (core/account/roles.ts). One entry per
 * endpoint, enforced by type: an endpoint added to the contract without one does not compile. The
 * server checks it once, before any handler (server/accounts/authorise.ts); tests/server/roles.test.ts
 * calls every endpoint as every role.
 */
import type { Action } from '../account/roles';
import type { EndpointName } from './contract';

export type Access = 'open' | 'self' | Action;

export const access = {
  health: 'open',
  workspace: 'read',
  createVenture: 'edit',
  updateVenture: 'edit',
  // A venture with all its work: the owner's to delete, as the workspace is.
  deleteVenture: 'manage',
  ventureFacts: 'read',
  pinFact: 'edit',
  unpinFact: 'edit',
  // Which venture the screens open: choosing what to read.
  switchVenture: 'read',
  toolDocuments: 'read',
  document: 'read',
  updateDocument: 'edit',
  documentVersions: 'read',
  restoreVersion: 'edit',
  deleteDocument: 'edit',
  useIdea: 'edit',
  // A link's list and analytics say who viewed what: the sharers' business.
  shareLinks: 'share',
  createShareLink: 'share',
  revokeShareLink: 'share',
  shareLinkAnalytics: 'share',
  savedIdeas: 'read',
  saveIdea: 'edit',
  removeIdea: 'edit',
  // Exports are an editor's (the issue: "editor: generate, edit, export, share"); a viewer reads on screen.
  exportWorkspace: 'edit',
  importWorkspace: 'edit',
  deleteWorkspace: 'manage',
  generate: 'edit',
  rewrite: 'edit',
  currentGeneration: 'read',
  followGeneration: 'read',
  stopGeneration: 'edit',
  exportFile: 'edit',
  deckDesign: 'read',
  chooseDeckDesign: 'edit',
  uploadLogo: 'edit',
  logo: 'read',
  removeLogo: 'edit',
  comments: 'read',
  factComments: 'read',
  workspaceEvents: 'read',
  ventureActivity: 'read',
  // The member's own mark of what they have seen: no change to the workspace's work.
  markActivitySeen: 'read',
  addComment: 'comment',
  addFactComment: 'comment',
  resolveComment: 'comment',
  team: 'read',
  renameWorkspace: 'manage',
  createInvite: 'manage',
  revokeInvite: 'manage',
  changeRole: 'manage',
  removeMember: 'manage',
  // A one-time sign-in link for a member (never an owner, nor one of other workspaces: the route refuses).
  memberSignInLink: 'manage',
  // Any member may leave (the last owner is kept: a 409).
  leaveWorkspace: 'read',
  // What an invitation grants, shown before signing in; accepting it needs an account.
  invitation: 'open',
  acceptInvitation: 'self',
  workspaces: 'self',
  switchWorkspace: 'self',
  account: 'open',
  signUp: 'open',
  signIn: 'open',
  signOut: 'open',
  sessions: 'self',
  endSession: 'self',
  signOutEverywhere: 'self',
  passkeys: 'self',
  passkeyOptions: 'self',
  addPasskey: 'self',
  renamePasskey: 'self',
  removePasskey: 'self',
  passkeySignInOptions: 'open',
  passkeySignIn: 'open',
  passkeySignUpOptions: 'open',
  passkeySignUp: 'open',
  // The member's own account: its name and email, password, and deletion (which takes the
  // workspaces they own alone with it).
  changeProfile: 'self',
  passwordStatus: 'self',
  changePassword: 'self',
  accountDeletion: 'self',
  deleteAccount: 'self',
  // Links sent by email: asking for one and using one are ways in; verification is the member's own.
  emailSignInLink: 'open',
  emailSignIn: 'open',
  // Using a one-time link an owner handed over is a way in.
  handoverSignIn: 'open',
  emailVerification: 'self',
  sendVerification: 'self',
  verifyEmail: 'open',
  // The inbox spans every workspace the member belongs to, and the settings are the account's own:
  // a guest has no account, so no inbox (a 401, as the other account endpoints answer).
  inbox: 'self',
  markInboxRead: 'self',
  notificationSettings: 'self',
  changeNotifications: 'self',
} as const satisfies Record<EndpointName, Access>;
