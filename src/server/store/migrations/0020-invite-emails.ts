import type { Migration } from './migration';

/**
 * Invitations by email (issue 36, when SMTP_URL is set): the address an invitation was mailed to,
 * shown in the Team screen's open invitations; null for a link the owner hands over themselves.
 */
export const inviteEmails: Migration = {
  version: 20,
  name: 'the email an invitation was sent to',
  sql: `alter table workspace_invites add column email text;`,
};
