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
import { RENDER_THREAD_NICENESS, type PoolJob } from './render-messages';

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
// The render code (PDFKit, the fonts, the deck's layout) loads after the priority is lowered: loaded
// first, at the server's priority, it took a core from the event loop while the threads started
// (the cold round of `bench:load`). Jobs that come meanwhile wait for it.
const answering = import('./render-answer');
parentPort?.on('message', (job: PoolJob) => void answering.then(({ answer }) => answer(job)));
