/**
 * What a render thread does with a job (render-worker.ts loads this once its priority is lowered):
 * a file's bytes, described and drawn, or a lighter task's value, posted back to the pool.
 */
import { isMainThread, parentPort } from 'node:worker_threads';
import { renderRequested } from './render';
import { runTask } from './pool-tasks';
import type { PoolJob, RenderReply } from './render-messages';

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

export async function answer(job: PoolJob): Promise<void> {
  let reply: RenderReply;
  let transfer: ArrayBuffer[] = [];
  try {
    if (job.kind === 'file') {
      const { file, notes } = await renderRequested(job);
      const bytes = ownArrayBuffer(file);
      reply = { ok: true, bytes, isMainThread, ...(notes.length > 0 ? { notes } : {}) };
      transfer = [bytes];
    } else {
      reply = { ok: true, value: runTask(job), isMainThread };
    }
  } catch (error) {
    reply = { ok: false, message: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort?.postMessage(reply, transfer);
}
