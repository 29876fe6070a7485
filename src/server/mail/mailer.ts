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
 * Email sent after the answer: a request never waits for the mail server (so an answer takes the
 * same time whether an email went or not), a failure is logged without the address, and closing
 * waits for what is on its way.
 */
export function mailOutbox(mailer: Mailer, log: FastifyBaseLogger) {
  const sending = new Set<Promise<void>>();
  return {
    post(message: MailMessage, kind: string): void {
      const sent: Promise<void> = mailer
        .send(message)
        .catch((error: unknown) => log.warn({ kind, err: error }, 'an email could not be sent'))
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
