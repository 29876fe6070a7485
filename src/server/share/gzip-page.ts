import { promisify } from 'node:util';
import { constants, crc32, deflateRaw, deflateRawSync } from 'node:zlib';

const deflateRawAsync = promisify(deflateRaw);

/** A gzip member's header (RFC 1952): deflate, no flags, no time, unknown system. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** The part of a page that is the same for every view, as text bytes and as a final deflate stream. */
export interface CompressedTail {
  bytes: Buffer;
  deflated: Buffer;
}

/** Compresses a page's shared part once, in libuv's threads rather than on the event loop. */
export async function compressTail(text: string): Promise<CompressedTail> {
  const bytes = Buffer.from(text);
  return { bytes, deflated: await deflateRawAsync(bytes) };
}

/**
 * The gzip of `head` followed by the tail: the head (a few KB, what differs per view) deflated now
 * and ended on a byte boundary without closing the stream (a sync flush), then the tail's own
 * deflate stream, compressed once. A deflate block never refers back before its stream began, so the
 * two streams read on as one (as pigz joins its parts); the checksum and length are the whole page's.
 */
export function gzipWithTail(head: string, tail: CompressedTail): Buffer {
  const headBytes = Buffer.from(head);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(tail.bytes, crc32(headBytes)), 0);
  trailer.writeUInt32LE((headBytes.length + tail.bytes.length) % 2 ** 32, 4);
  const deflatedHead = deflateRawSync(headBytes, { finishFlush: constants.Z_SYNC_FLUSH });
  return Buffer.concat([GZIP_HEADER, deflatedHead, tail.deflated, trailer]);
}
