import { Worker } from 'node:worker_threads';
import type { CheckedLogo } from './logo-image';
import type { LogoReply, RenderReply, RenderRequest, ThreadRequest } from './render-messages';

/** Thrown by `render` when every thread is busy and the queue is full: the route answers 429. */
export class RenderPoolFullError extends Error {
  override name = 'RenderPoolFullError';
}

export interface RenderPoolOptions {
  /** Render threads at most (EXPORT_WORKERS); they start on the first export, not with the server. */
  workers: number;
  /** Renders that may wait for a thread; more are refused. Default: twice the threads. */
  queueLimit?: number;
  /** The thread's module; tests pass a stand-in. */
  workerUrl?: URL;
}

interface Job {
  request: ThreadRequest;
  resolve: (reply: RenderReply | LogoReply) => void;
  reject: (error: Error) => void;
}

/**
 * The render thread's module. From source (vitest, tsx) this file is render-pool.ts and the thread
 * is the .ts beside it; built, this code sits in dist/server/main.js and vite.server.config.ts
 * writes the thread as dist/server/render-worker.js beside it.
 */
export function defaultWorkerUrl(): URL {
  const fromSource = import.meta.url.endsWith('.ts');
  return new URL(fromSource ? './render-worker.ts' : './render-worker.js', import.meta.url);
}

/** A thread bounded in memory, so a runaway render ends that thread rather than the server. */
function startWorker(url: URL): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: 512 };
  if (!url.pathname.endsWith('.ts')) return new Worker(url, { resourceLimits });
  // Node 20 cannot load TypeScript (and `--import tsx` in a thread's execArgv comes too late for
  // its entry module): the thread registers tsx, which also maps tsconfig's `@/` paths, then loads
  // the module. Sources only run from the project folder, where `tsx` resolves.
  const code = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); })`;
  return new Worker(code, { eval: true, resourceLimits });
}

/**
 * Renders exports in worker threads, so a large PDF never stalls the event loop (and /api/health,
 * and every stream) the way synchronous drawing does. At most `workers` renders run at once, each
 * in a thread of its own, reused from one export to the next; `queueLimit` more wait their turn.
 * A thread that crashes fails its job with an error and is replaced when the next job needs it.
 * The founders' logos are decoded in the same threads, under the same bounds.
 */
export class RenderPool {
  readonly size: number;
  readonly queueLimit: number;
  readonly #url: URL;
  readonly #threads = new Set<Worker>();
  readonly #idle: Worker[] = [];
  readonly #busy = new Map<Worker, Job>();
  #queue: Job[] = [];
  #closed = false;
  /** Finished renders, and how many of them ran outside the main thread (all of them: tests check). */
  readonly counts = { rendered: 0, offMainThread: 0 };

  constructor({ workers, queueLimit = workers * 2, workerUrl = defaultWorkerUrl() }: RenderPoolOptions) {
    this.size = Math.max(1, workers);
    this.queueLimit = Math.max(0, queueLimit);
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
  /** Renders waiting for a thread. */
  get waiting(): number {
    return this.#queue.length;
  }

  /** Whether a render would be taken now (run or queued) rather than refused. */
  get hasRoom(): boolean {
    return this.running + this.waiting < this.size + this.queueLimit;
  }

  /**
   * The file's bytes, described and drawn in a thread; rejects with RenderPoolFullError when the
   * pool and its queue are full. `note` hears what the log should know of the file (a logo left out).
   */
  async render(request: RenderRequest, note?: (message: string) => void): Promise<Buffer> {
    const reply = (await this.#run(request)) as RenderReply;
    if (!reply.ok) throw new Error(`The export failed to render: ${reply.message}`);
    this.counts.rendered++;
    if (!reply.isMainThread) this.counts.offMainThread++;
    for (const message of reply.notes ?? []) note?.(message);
    return Buffer.from(reply.bytes);
  }

  /** A founder's logo decoded and drawn again in a thread (logo-image.ts), or why it is refused; RenderPoolFullError as `render`. */
  async logo(bytes: Uint8Array): Promise<CheckedLogo> {
    const reply = (await this.#run({ logo: bytes })) as LogoReply;
    if (!reply.ok) throw new Error(`The logo could not be checked: ${reply.message}`);
    return reply.checked;
  }

  #run(request: ThreadRequest): Promise<RenderReply | LogoReply> {
    if (this.#closed) return Promise.reject(new Error('The export pool is closed.'));
    if (!this.hasRoom) return Promise.reject(new RenderPoolFullError());
    return new Promise((resolve, reject) => {
      this.#queue.push({ request, resolve, reject });
      this.#dispatch();
    });
  }

  /** Ends every thread; jobs still running or waiting fail. Called when the app closes. */
  async close(): Promise<void> {
    this.#closed = true;
    const stopped = new Error('The server is closing: the export was stopped.');
    for (const job of [...this.#queue, ...this.#busy.values()]) job.reject(stopped);
    this.#queue = [];
    this.#busy.clear();
    this.#idle.length = 0;
    const threads = [...this.#threads];
    this.#threads.clear();
    await Promise.all(threads.map((thread) => thread.terminate()));
  }

  #dispatch(): void {
    while (this.#queue.length > 0 && !this.#closed) {
      const thread = this.#idle.pop() ?? (this.#threads.size < this.size ? this.#spawn() : undefined);
      if (!thread) return;
      const job = this.#queue.shift()!;
      this.#busy.set(thread, job);
      thread.postMessage(job.request);
    }
  }

  #spawn(): Worker {
    const thread = startWorker(this.#url);
    this.#threads.add(thread);
    thread.on('message', (reply: RenderReply | LogoReply) => this.#finish(thread, reply));
    thread.on('error', (error) => this.#lose(thread, error));
    thread.on('exit', (code) => this.#lose(thread, new Error(`The export thread stopped (exit code ${code}).`)));
    return thread;
  }

  #finish(thread: Worker, reply: RenderReply | LogoReply): void {
    const job = this.#busy.get(thread);
    if (!job) return;
    this.#busy.delete(thread);
    this.#idle.push(thread);
    job.resolve(reply);
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
