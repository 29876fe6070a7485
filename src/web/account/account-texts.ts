import { HANDOVER_LINK } from '@/core/account/email-links';
import { PASSWORD_LENGTH, type AccountDeletionPreview } from '@/core/account/schema';

/** The account screen's sentences (docs/product.md §16), for its sections and their tests. */
export const ACCOUNT_TEXTS = {
  profileSaved: 'Profile Saved',
  passwordHint: `At least ${PASSWORD_LENGTH.min} characters. A few words you will remember work well.`,
  passwordNote: 'Changing your password signs out every other device; this one stays signed in.',
  passwordChanged: 'Password Changed',
  passwordSet: 'Password Set',
  resetting: `You signed in with a link an owner of your workspace made. Set a new password within ${HANDOVER_LINK.resetMinutes} minutes, without the current one; every other device is signed out.`,
  noPassword: 'Your account has no password: you sign in with a passkey. Set one to sign in with your email too.',
  deleteIntro:
    'Deletes your account and every workspace only you own, with all it holds. Workspaces you share with another owner are kept. This cannot be undone.',
  deleteTitle: 'Delete your account?',
  notifications: 'Notifications',
  emailMentions: 'Email me when someone mentions me or replies to me',
  emailMentionsHint:
    'Mentions of you and replies in your threads are always in your Inbox; this also emails them, once your email is verified.',
  noMail: 'This server sends no email: they are in your Inbox only.',
  notificationsSaved: 'Saved.',
  accountDeleted: {
    title: 'Account Deleted',
    description: 'Your account and the workspaces only you owned were deleted.',
  },
} as const;

const list = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });

/** "2 other sessions were ended.": what a changed password did to the account's other devices. */
export function endedSessionsText(ended: number): string {
  if (ended === 0) return 'No other device was signed in.';
  return ended === 1 ? '1 other session was ended.' : `${ended} other sessions were ended.`;
}

/** What the confirmation says will go: one line per workspace owned alone, then what is kept. */
export function deletionLines(preview: AccountDeletionPreview): string[] {
  const lines = preview.workspaces.map(({ ventures, otherMembers }) => {
    const named =
      ventures.length === 0 ? 'Your workspace, with no ventures yet' : `Your workspace with ${list.format(ventures)}`;
    if (otherMembers === 0) return `${named}.`;
    const who = otherMembers === 1 ? '1 other member loses' : `${otherMembers} other members lose`;
    return `${named}: ${who} access to it.`;
  });
  if (preview.keptWorkspaces > 0)
    lines.push(
      preview.keptWorkspaces === 1
        ? 'You leave 1 workspace that another owner keeps.'
        : `You leave ${preview.keptWorkspaces} workspaces that other owners keep.`,
    );
  return lines;
}
