/**
 * One render thread of the pool (render-pool.ts): takes a tool's result and the format, answers the
 * file's bytes; or a lighter task (a shared page's content, the figure check's counts), answers its
 * value. Describing a file (a deck's layout) and drawing a PDF or zipping an Office file is
 * synchronous CPU work of tens to hundreds of milliseconds; here it blocks only this thread, never
 * the server's event loop.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { isMainThread, parentPort } from 'node:worker_threads';
import { renderRequested } from './render';
import { runTask } from './pool-tasks';
import { RENDER_THREAD_NICENESS, type PoolJob, type RenderReply } from './render-messages';

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

async function answer(job: PoolJob): Promise<void> {
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

/** Lowers this thread's priority where the system names threads (Linux); elsewhere it runs as is. */
function yieldToEventLoop(): void {
  if (isMainThread) return;
  try {
    // "/proc/thread-self" links to "<pid>/task/<tid>": a thread's own id, which setpriority accepts.
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, RENDER_THREAD_NICENESS);
  } catch {
    // No /proc (macOS, Windows) or no permission: the render runs at the server's priority.
  }
}

yieldToEventLoop();
parentPort?.on('message', (job: PoolJob) => void answer(job));
