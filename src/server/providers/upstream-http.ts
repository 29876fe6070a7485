import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { parsePartialJson } from '@/core/stream/partial-json';

/** An error body is read this far, no further: the message is in its first few lines. */
export const ERROR_BODY_BYTES = 8 * 1024;
/** A provider's message is passed on (event and log) at most this long. */
export const MESSAGE_CHARS = 300;

/** Keeps connections to the provider open between generations: no new TCP and TLS handshake each time. */
export function keepAliveAgent(url: URL): HttpAgent {
  return url.protocol === 'https:' ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
}

/**
 * POSTs with node:http rather than fetch: per chunk, web streams cost several times what a plain
 * socket read does, and a generation is a couple of thousand chunks (see the README's figures).
 */
export function post(
  url: URL,
  headers: Record<string, string>,
  body: string,
  signal: AbortSignal,
  agent: HttpAgent,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(
      url,
      { method: 'POST', headers: { ...headers, 'content-length': Buffer.byteLength(body) }, signal, agent },
      resolve,
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** The first `limit` bytes of a body; the rest is never read (the connection is dropped). */
export async function readAtMost(response: IncomingMessage, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    chunks.push(chunk as Buffer);
    size += (chunk as Buffer).length;
    if (size >= limit) {
      response.destroy();
      break;
    }
  }
  // A character cut at the limit decodes as U+FFFD, which is harmless in a message.
  return Buffer.concat(chunks).subarray(0, limit).toString('utf8');
}

/** The message of an error body, read as far as ERROR_BODY_BYTES: a cut JSON document still yields the start of it. */
export async function readErrorMessage(response: IncomingMessage): Promise<string | undefined> {
  const body = parsePartialJson(await readAtMost(response, ERROR_BODY_BYTES).catch(() => '')) as
    { error?: { message?: unknown } | string; message?: unknown } | undefined;
  if (typeof body !== 'object' || body === null) return undefined;
  const message = typeof body.error === 'string' ? body.error : (body.error?.message ?? body.message);
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/** At most MESSAGE_CHARS characters, marked when cut. */
export function clip(message: string): string {
  return message.length <= MESSAGE_CHARS ? message : `${message.slice(0, MESSAGE_CHARS - 1)}…`;
}
