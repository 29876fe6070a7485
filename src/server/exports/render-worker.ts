/**
 * One render thread of the pool (render-pool.ts): takes a tool's result and the format, answers the
 * file's bytes; or takes a founder's logo and answers it decoded and drawn again. Describing a file
 * (a deck's layout) and drawing a PDF or zipping an Office file is synchronous CPU work of tens to
 * hundreds of milliseconds, decoding a large logo up to a second; here it blocks only this thread,
 * never the server's event loop.
 */
import { isMainThread, parentPort } from 'node:worker_threads';
import { normaliseLogo } from './logo-image';
import { renderRequested } from './render';
import {
  isLogoRequest,
  type LogoReply,
  type RenderReply,
  type RenderRequest,
  type ThreadRequest,
} from './render-messages';

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

const failure = (error: unknown) => ({
  ok: false as const,
  message: error instanceof Error ? (error.stack ?? error.message) : String(error),
});

async function answer(request: RenderRequest): Promise<void> {
  let reply: RenderReply;
  let transfer: ArrayBuffer[] = [];
  try {
    const { file, notes } = await renderRequested(request);
    const bytes = ownArrayBuffer(file);
    reply = { ok: true, bytes, isMainThread, ...(notes.length > 0 ? { notes } : {}) };
    transfer = [bytes];
  } catch (error) {
    reply = failure(error);
  }
  parentPort?.postMessage(reply, transfer);
}

function answerLogo(logo: Uint8Array): void {
  let reply: LogoReply;
  try {
    reply = { ok: true, checked: normaliseLogo(logo) };
  } catch (error) {
    reply = failure(error);
  }
  parentPort?.postMessage(reply);
}

parentPort?.on('message', (request: ThreadRequest) =>
  isLogoRequest(request) ? answerLogo(request.logo) : void answer(request),
);
