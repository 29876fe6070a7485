import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The weight an Accept-Encoding header gives `coding`: its own, else `*`'s, else 0. */
export function acceptWeight(header: string | undefined, coding: 'br' | 'gzip'): number {
  const weights = new Map(
    (header ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.split(';').map((each) => each.trim().toLowerCase());
      const q = params.find((param) => param.startsWith('q='));
      return [name, q === undefined ? 1 : Number(q.slice(2))] as const;
    }),
  );
  return weights.get(coding) ?? (coding === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*') ?? 0;
}

/** Brotli's quality for answers compressed as they are sent: fast, for every JSON and HTML answer. */
export const ANSWER_BROTLI_QUALITY = 4;

/** As the API's compression plugin (plugins/compression.ts): brotli at a fast quality, or gzip. */
const compressors = {
  br: (bytes: Buffer) =>
    promisify(brotliCompress)(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: ANSWER_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes: Buffer) => promisify(gzip)(bytes),
};

/**
 * A JSON answer that many requests share (one per venture revision: the Venture screen's facts,
 * which a screen asks for again and again), serialised and compressed once per encoding, in libuv's
 * threads, and kept with `keep` (a read's memo): each request then costs its bytes alone, not a
 * serialisation and a compressor on the event loop. Sent here to a client taking brotli or gzip
 * (the reply is answered: the reply is returned); otherwise the value, for the route to send as any.
 */
export async function sendKept<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  value: T,
  keep: (key: string, make: () => Promise<Buffer>) => Promise<Buffer>,
): Promise<T | FastifyReply> {
  const header = request.headers['accept-encoding'];
  const coding = (['br', 'gzip'] as const).find((each) => acceptWeight(header, each) > 0);
  if (!coding) return value;
  const bytes = await keep(`json:${coding}`, () => compressors[coding](Buffer.from(JSON.stringify(value))));
  return reply
    .type('application/json; charset=utf-8')
    .header('content-encoding', coding)
    .header('vary', 'accept-encoding')
    .send(bytes);
}
