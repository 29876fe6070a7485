/**
 * One render thread of the pool (render-pool.ts): takes a tool's result and the format, answers the
 * file's bytes. Describing it (a deck's layout) and drawing a PDF or zipping an Office file is
 * synchronous CPU work of tens to hundreds of milliseconds; here it blocks only this thread, never
 * the server's event loop.
 */
import { isMainThread, parentPort } from 'node:worker_threads';
import { renderRequested } from './render';
import type { RenderReply, RenderRequest } from './render-messages';

/** The bytes as an ArrayBuffer of their own, so they can be transferred rather than copied. */
function ownArrayBuffer(file: Buffer): ArrayBuffer {
  // Small Buffers share Node's pooled allocation: transferring that would take the pool away.
  if (file.byteOffset === 0 && file.byteLength === file.buffer.byteLength && file.buffer instanceof ArrayBuffer) {
    return file.buffer;
  }
  const copy = new ArrayBuffer(file.byteLength);
  new Uint8Array(copy).set(file);
  return copy;
}

async function answer(request: RenderRequest): Promise<void> {
  let reply: RenderReply;
  let transfer: ArrayBuffer[] = [];
  try {
    const bytes = ownArrayBuffer(await renderRequested(request));
    reply = { ok: true, bytes, isMainThread };
    transfer = [bytes];
  } catch (error) {
    reply = { ok: false, message: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort?.postMessage(reply, transfer);
}

parentPort?.on('message', (request: RenderRequest) => void answer(request));
