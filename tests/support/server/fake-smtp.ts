import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One email as the fake SMTP server received it, its text part decoded. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** The text/plain part, decoded from its transfer encoding. */
  text: string;
  /** The text/html part, decoded. */
  html: string;
  raw: string;
}

export interface FakeSmtp {
  /** smtp://user:password@127.0.0.1:port, for SMTP_URL. */
  readonly url: string;
  /** Every email received so far, oldest first. */
  readonly received: ReceivedMail[];
  /** The next email to `to` (one received already and not yet taken, or the next to arrive). */
  next(to: string): Promise<ReceivedMail>;
  close(): Promise<void>;
}

const USER = 'venturekit';
const PASSWORD = 'smtp-secret';

function decode(body: string, encoding: string): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding))
    return Buffer.from(
      body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  return body;
}

const header = (head: string, name: string) =>
  new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '';

/** A header's value with its encoded words (RFC 2047, as nodemailer writes a subject that is not ASCII) decoded. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decode(text.replace(/_/g, ' '), 'quoted-printable'),
    );
}

/** The part of `raw` (a whole message or a multipart) whose type is `type`, decoded. */
function part(raw: string, type: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\r\n\r\n');
  const contentType = header(head, 'Content-Type');
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) return contentType.startsWith(type) ? decode(body, header(head, 'Content-Transfer-Encoding')) : '';
  for (const each of body.split(`--${boundary}`)) {
    const found = part(each.replace(/^\r?\n/, ''), type);
    if (found) return found;
  }
  return '';
}

/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package) that keeps what it is sent, so the
 * app's real transport (nodemailer) is exercised: greeting, AUTH with the URL's user and password, MAIL,
 * RCPT and DATA. No TLS: nodemailer's STARTTLS is only offered, never required, on smtp://.
 */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiting: { to: string; resolve: (mail: ReceivedMail) => void }[] = [];
  const deliver = (mail: ReceivedMail) => {
    received.push(mail);
    const waiter = waiting.find((each) => mail.to.includes(each.to));
    if (!waiter) return;
    waiting.splice(waiting.indexOf(waiter), 1);
    taken.add(mail);
    waiter.resolve(mail);
  };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) return callback(null, { user: USER });
      callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const [head = ''] = raw.split(/\r?\n\r?\n/);
        deliver({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((each) => each.address.toLowerCase()),
          subject: decodeWords(header(head, 'Subject')),
          text: part(raw, 'text/plain'),
          html: part(raw, 'text/html'),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${USER}:${PASSWORD}@127.0.0.1:${port}`,
    received,
    next(to) {
      const address = to.toLowerCase();
      const ready = received.find((mail) => !taken.has(mail) && mail.to.includes(address));
      if (ready) {
        taken.add(ready);
        return Promise.resolve(ready);
      }
      return new Promise((resolve) => waiting.push({ to: address, resolve }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The link an email carries to `path` (its token in the fragment). */
export function linkIn(mail: ReceivedMail, path: string): URL {
  const found = new RegExp(`https?://[^\\s"<>]+${path.replace(/\//g, '\\/')}#[A-Za-z0-9_-]{43}`).exec(mail.text);
  if (!found) throw new Error(`No link to ${path} in: ${mail.text}`);
  return new URL(found[0]);
}
