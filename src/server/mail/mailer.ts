import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

/** One email: plain text, and the same as simple HTML (texts.ts writes both). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** What sends email; the rest of the server never sees the transport behind it. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** How long after its answer a request's email is made. */
const AFTER_ANSWER_MS = 10;

/** Bounds on one SMTP conversation, so a silent mail server holds no request and no shutdown for long. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/** Email through the SMTP server of SMTP_URL (nodemailer: STARTTLS for smtp://, TLS for smtps://), from MAIL_FROM. */
export function smtpMailer({ smtpUrl, from }: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }, { from });
  return {
    async send(message) {
      await transport.sendMail(message);
    },
    close: () => transport.close(),
  };
}

/**
 * Email made and sent after the answer has left: finding the account, writing the link's token and
 * speaking to the mail server included, so a request never waits for them and its time says nothing
 * (whether an email has an account, how fast the mail server is). A failure is logged without the
 * address; closing waits for what is on its way.
 */
export function mailOutbox(mailer: Mailer, log: FastifyBaseLogger) {
  const sending = new Set<Promise<void>>();
  const failed = (kind: string, error: unknown) => log.warn({ kind, err: error }, 'an email could not be sent');
  return {
    /** Runs `compose` once the current answer has left, and mails what it makes (nothing when undefined). */
    later(kind: string, compose: () => Promise<MailMessage | readonly MailMessage[] | undefined>): void {
      // A little after the answer: the embedded database runs on this thread, and a lookup started at
      // once still shared the answer's last ticks (1.2 ms more at p50 for a known email; bench:email-links).
      const sent: Promise<void> = new Promise<void>((resolve) => setTimeout(resolve, AFTER_ANSWER_MS))
        .then(compose)
        .then(async (made) => {
          // One by one: each failure is logged on its own, and the others still go.
          for (const message of made === undefined ? [] : 'to' in made ? [made] : made)
            await mailer.send(message).catch((error: unknown) => failed(kind, error));
        })
        .catch((error: unknown) => failed(kind, error))
        .finally(() => sending.delete(sent));
      sending.add(sent);
    },
    async close(): Promise<void> {
      await Promise.all(sending);
      mailer.close();
    },
  };
}

export type MailOutbox = ReturnType<typeof mailOutbox>;
