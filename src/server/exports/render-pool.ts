import type { Worker } from 'node:worker_threads';
import { moduleBeside, startThread } from '../lib/threads';
import type { PoolJob, PoolTask, RenderReply, RenderRequest, TaskAnswers } from './render-messages';

/** Thrown by `render` when every thread is busy and the queue is full: the route answers 429. */
export class RenderPoolFullError extends Error {
  override name = 'RenderPoolFullError';
}

export interface RenderPoolOptions {
  /** Render threads at most (EXPORT_WORKERS); they start on the first export, not with the server. */
  workers: number;
  /** Renders that may wait for a thread; more are refused. Default: twice the threads. */
  queueLimit?: number;
  /** Lighter tasks (a share page's content, the figure check's counts) that may wait; more are refused. */
  taskQueueLimit?: number;
  /** The thread's module; tests pass a stand-in. */
  workerUrl?: URL;
}

interface Job {
  job: PoolJob;
  /** Hears what the log should know of a file (a logo left out). */
  note?: (message: string) => void;
  resolve: (answer: never) => void;
  reject: (error: Error) => void;
}

/** Room held for an export while its venture is read: its render takes the place, or it is given back. */
export interface Reservation {
  /** Renders in the place held (once); `note` as the pool's `render`. */
  render(request: RenderRequest, note?: (message: string) => void): Promise<Buffer>;
  /** Gives the place back if it was not used; harmless after `render`. */
  release(): void;
}

/** Tasks that may wait for a thread by default: each is one per share page or venture revision (they are shared), and short. */
export const TASK_QUEUE_LIMIT = 64;

/** The render thread's module (render-worker.ts; built, dist/server/render-worker.js). */
export function defaultWorkerUrl(): URL {
  return moduleBeside(import.meta.url, 'render-worker');
}

/**
 * Renders exports in worker threads, so a large PDF never stalls the event loop (and /api/health,
 * and every stream) the way synchronous drawing does. At most `workers` renders run at once, each
 * in a thread of its own, reused from one export to the next; `queueLimit` more wait their turn.
 * A thread that crashes fails its job with an error and is replaced when the next job needs it.
 */
export class RenderPool {
  readonly size: number;
  readonly queueLimit: number;
  readonly taskQueueLimit: number;
  readonly #url: URL;
  readonly #threads = new Set<Worker>();
  readonly #idle: Worker[] = [];
  readonly #busy = new Map<Worker, Job>();
  #queue: Job[] = [];
  /** Tasks go to a thread before any waiting export: each is short, and a page or a screen waits on it. */
  #tasks: Job[] = [];
  #reserved = 0;
  #closed = false;
  /** Finished renders and tasks, and how many of them ran outside the main thread (all of them: tests check). */
  readonly counts = { rendered: 0, offMainThread: 0, tasks: { 'shared-content': 0, conflicts: 0, logo: 0 } };

  constructor({
    workers,
    queueLimit = workers * 2,
    taskQueueLimit = TASK_QUEUE_LIMIT,
    workerUrl = defaultWorkerUrl(),
  }: RenderPoolOptions) {
    this.size = Math.max(1, workers);
    this.queueLimit = Math.max(0, queueLimit);
    this.taskQueueLimit = Math.max(0, taskQueueLimit);
    this.#url = workerUrl;
  }

  /** Live threads, idle or busy. */
  get threads(): number {
    return this.#threads.size;
  }
  /** Renders running in a thread now. */
  get running(): number {
    return this.#busy.size;
  }
  /** Renders waiting for a thread, and places held for exports whose venture is being read. */
  get waiting(): number {
    return this.#queue.length + this.#reserved;
  }

  /** Whether a render would be taken now (run or queued) rather than refused. */
  get hasRoom(): boolean {
    return this.running + this.waiting < this.size + this.queueLimit;
  }

  /**
   * The file's bytes, described and drawn in a thread; rejects with RenderPoolFullError when the
   * pool and its queue are full. `note` hears what the log should know of the file (a logo left out).
   */
  render(request: RenderRequest, note?: (message: string) => void): Promise<Buffer> {
    if (this.#closed) return this.#closedError();
    if (!this.hasRoom) return Promise.reject(new RenderPoolFullError());
    return this.#enqueue(this.#queue, { kind: 'file', ...request }, note);
  }

  /** A founder's logo decoded and drawn again in a thread (logo-image.ts), or why it is refused; RenderPoolFullError as `render`. */
  logo(bytes: Uint8Array): Promise<TaskAnswers['logo']> {
    if (this.#closed) return this.#closedError();
    if (!this.hasRoom) return Promise.reject(new RenderPoolFullError());
    return this.#enqueue(this.#queue, { kind: 'logo', logo: bytes });
  }

  /**
   * A place for one export, held before anything is read for it (its venture, its design), so a
   * full pool refuses it first; undefined when there is no room.
   */
  reserve(): Reservation | undefined {
    if (this.#closed || !this.hasRoom) return undefined;
    this.#reserved++;
    let held = true;
    const release = () => {
      if (held) this.#reserved--;
      held = false;
    };
    return {
      render: (request, note) => {
        if (!held) return Promise.reject(new Error('This export place was already used.'));
        release();
        return this.#closed ? this.#closedError() : this.#enqueue(this.#queue, { kind: 'file', ...request }, note);
      },
      release,
    };
  }

  /** A lighter task's answer, worked out in a thread before any waiting export; RenderPoolFullError when too many wait. */
  run<T extends PoolTask>(task: T): Promise<TaskAnswers[T['kind']]> {
    if (this.#closed) return this.#closedError();
    if (this.#tasks.length >= this.taskQueueLimit) return Promise.reject(new RenderPoolFullError());
    return this.#enqueue(this.#tasks, task);
  }

  #enqueue<T>(queue: Job[], job: PoolJob, note?: (message: string) => void): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      queue.push({ job, note, resolve: resolve as (answer: never) => void, reject });
      this.#dispatch();
    });
  }

  #closedError<T>(): Promise<T> {
    return Promise.reject(new Error('The export pool is closed.'));
  }

  /** Ends every thread; jobs still running or waiting fail. Called when the app closes. */
  async close(): Promise<void> {
    this.#closed = true;
    const stopped = new Error('The server is closing: the export was stopped.');
    for (const job of [...this.#tasks, ...this.#queue, ...this.#busy.values()]) job.reject(stopped);
    this.#tasks = [];
    this.#queue = [];
    this.#busy.clear();
    this.#idle.length = 0;
    const threads = [...this.#threads];
    this.#threads.clear();
    await Promise.all(threads.map((thread) => thread.terminate()));
  }

  #dispatch(): void {
    while (this.#tasks.length + this.#queue.length > 0 && !this.#closed) {
      const thread = this.#idle.pop() ?? (this.#threads.size < this.size ? this.#spawn() : undefined);
      if (!thread) return;
      const job = (this.#tasks.shift() ?? this.#queue.shift())!;
      this.#busy.set(thread, job);
      thread.postMessage(job.job);
    }
  }

  #spawn(): Worker {
    // Bounded in memory, so a runaway render ends that thread rather than the server.
    const thread = startThread(this.#url, { resourceLimits: { maxOldGenerationSizeMb: 512 } });
    this.#threads.add(thread);
    thread.on('message', (reply: RenderReply) => this.#finish(thread, reply));
    thread.on('error', (error) => this.#lose(thread, error));
    thread.on('exit', (code) => this.#lose(thread, new Error(`The export thread stopped (exit code ${code}).`)));
    return thread;
  }

  #finish(thread: Worker, reply: RenderReply): void {
    const job = this.#busy.get(thread);
    if (!job) return;
    this.#busy.delete(thread);
    this.#idle.push(thread);
    if (reply.ok) {
      if (job.job.kind === 'file') this.counts.rendered++;
      else this.counts.tasks[job.job.kind]++;
      if (!reply.isMainThread) this.counts.offMainThread++;
      for (const message of ('notes' in reply ? reply.notes : undefined) ?? []) job.note?.(message);
      job.resolve(('bytes' in reply ? Buffer.from(reply.bytes) : reply.value) as never);
    } else {
      job.reject(new Error(`The export failed to render: ${reply.message}`));
    }
    this.#dispatch();
  }

  /** A thread that crashed or exited: its job fails, and the next job starts a new thread. */
  #lose(thread: Worker, error: Error): void {
    if (!this.#threads.delete(thread)) return;
    const idleAt = this.#idle.indexOf(thread);
    if (idleAt >= 0) this.#idle.splice(idleAt, 1);
    const job = this.#busy.get(thread);
    this.#busy.delete(thread);
    job?.reject(new Error(`The export thread crashed: ${error.message}`, { cause: error }));
    void thread.terminate();
    this.#dispatch();
  }
}
