import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@/core/account/roles';
import { clientIdentity, countOne, waitText, type CounterStore } from '../guards/rate-limit';
import type { MailOutbox } from '../mail/mailer';
import { mailTexts } from '../mail/texts';
import type { TeamRepository } from '../store/repositories/team';
import { sha256 } from '../store/rows';
import { EMAIL_TEXTS } from './email-links';

const HOUR = 3_600_000;

/**
 * Invitations mailed (docs/operations.md, "Email"): per workspace in a day, and per client address in
 * an hour, so that the Team screen's form cannot relay spam; a link to copy is never limited but by
 * the write limit.
 */
export const INVITE_MAIL_LIMITS = {
  perWorkspace: { max: 20, windowMs: 24 * HOUR },
  perAddress: { max: 30, windowMs: HOUR },
} as const;

export const INVITE_MAIL_TEXTS = {
  perWorkspace: (wait: string) =>
    `Too many invitations were mailed from this workspace. Please try again in ${wait}, or copy a link instead.`,
  perAddress: (wait: string) =>
    `Too many invitations were mailed from your address. Please try again in ${wait}, or copy a link instead.`,
} as const;

export interface InviteMailOptions {
  team: TeamRepository;
  counters: CounterStore;
  /** Where email goes (SMTP_URL); without it an invitation with an email is refused (404), a link is not. */
  mail: MailOutbox | undefined;
}

/** An invitation's email: whether one may go (answering 404 or 429 when not), and sending it after the answer. */
export function inviteMailer({ team, counters, mail }: InviteMailOptions) {
  async function refused(request: FastifyRequest, reply: FastifyReply, workspaceId: string): Promise<boolean> {
    if (!mail) {
      await reply.code(404).send({ error: EMAIL_TEXTS.noMail });
      return true;
    }
    const subjects = { perWorkspace: workspaceId, perAddress: clientIdentity(request) } as const;
    for (const limit of ['perWorkspace', 'perAddress'] as const) {
      const count = await countOne(counters, `invite-mail-${limit}:${subjects[limit]}`, INVITE_MAIL_LIMITS[limit]);
      if (count.allowed) continue;
      await reply
        .code(429)
        .header('retry-after', count.retryAfterSeconds)
        .send({ error: INVITE_MAIL_TEXTS[limit](waitText(count.retryAfterSeconds)) });
      return true;
    }
    return false;
  }

  /** Mails the invitation whose token is `token` to `email`, after the answer; its words name who invites, where, and the role. */
  function send(request: FastifyRequest, email: string, token: string, role: Role): void {
    // The request's origin, as the links by email build theirs (docs/decisions.md, "Links by email").
    const url = `${request.protocol}://${request.host}/invite/${token}`;
    mail?.later('invitation', async () => {
      const invitation = await team.invitation(sha256(token));
      const invitedBy = invitation.invitedBy ?? 'A Venturekit member';
      return mailTexts.invitation(email, { invitedBy, workspaceName: invitation.workspaceName, role }, url);
    });
  }

  return { refused, send };
}
