import { EMAIL_LINKS } from '@/core/account/email-links';
import type { Role } from '@/core/account/roles';
import { aRole, ROLE_SUMMARIES } from '@/core/account/role-texts';
import { INVITE_DAYS } from '@/core/account/team';
import { UNKNOWN_FACT_PLACE } from '@/core/inbox/place';
import type { InboxItem } from '@/core/inbox/schema';
import { toolNameInProse } from '@/core/tools/listings';
import { html } from '../share/html';
import type { MailMessage } from './mailer';

/** An email of a few paragraphs and one link: the plain text, and the same as HTML (every value escaped). */
function email(to: string, subject: string, paragraphs: readonly string[], link: { label: string; url: string }) {
  const text = [...paragraphs, `${link.label}: ${link.url}`, 'Venturekit'].join('\n\n');
  const body = html`<!doctype html>
    <html lang="en">
      <body style="font-family: sans-serif; line-height: 1.5; color: #1f2937">
        ${paragraphs.map((paragraph) => html`<p>${paragraph}</p>`)}
        <p><a href="${link.url}">${link.label}</a></p>
        <p style="color: #6b7280">Venturekit</p>
      </body>
    </html>`;
  return { to, subject, text: `${text}\n`, html: body.toString() } satisfies MailMessage;
}

/** Every email the server sends, its words here once (docs/product.md §16, "Links by email"). */
export const mailTexts = {
  signInLink: (to: string, url: string) =>
    email(
      to,
      'Your Venturekit sign-in link',
      [
        'Someone, hopefully you, asked to sign in to Venturekit with this email.',
        `The link below signs you in. It works once, within ${EMAIL_LINKS.signInMinutes} minutes. If you did not ask for it, ignore this email: nothing changes.`,
      ],
      { label: 'Sign in to Venturekit', url },
    ),
  verification: (to: string, name: string, url: string) =>
    email(
      to,
      'Verify your email for Venturekit',
      [
        `Hello ${name},`,
        `Open the link below to verify that this is your email. It works once, within ${EMAIL_LINKS.verifyHours} hours. If you did not make a Venturekit account, ignore this email.`,
      ],
      { label: 'Verify my email', url },
    ),
  invitation: (to: string, invite: { invitedBy: string; workspaceName: string; role: Role }, url: string) =>
    email(
      to,
      `${invite.invitedBy} invited you to ${invite.workspaceName} on Venturekit`,
      [
        `${invite.invitedBy} invited you to join ${invite.workspaceName} on Venturekit as ${aRole(invite.role)}: ${ROLE_SUMMARIES[invite.role].toLowerCase()}`,
        `The link below works once, within ${INVITE_DAYS} days. Sign in or sign up with any email, then join. If you did not expect it, ignore this email: nothing changes.`,
      ],
      { label: `Join ${invite.workspaceName}`, url },
    ),
  /** A comment that mentions the member, or answers a thread they are in (docs/product.md §16 "Inbox"). */
  mention: (to: string, item: InboxItem, url: string) => {
    const place = `${item.part ?? (item.tool ? toolNameInProse(item.tool) : UNKNOWN_FACT_PLACE)} in ${item.ventureName}`;
    const did = item.reason === 'mention' ? 'mentioned you' : 'replied to you';
    return email(
      to,
      `${item.author} ${did} on ${place}`,
      [
        `${item.author} ${did} in a comment on ${place}:`,
        `“${item.excerpt}”`,
        'It is in your inbox in Venturekit too. To stop these emails, turn them off under Notifications in your account.',
      ],
      { label: 'Open it in Venturekit', url },
    );
  },
};
