import { GenerationStopped } from './generation-timers';

interface Live {
  controller: AbortController;
  finished: Promise<void>;
}

/** The generations in flight on this instance: for the concurrency bound and for graceful shutdown. */
export class GenerationTracker {
  private readonly live = new Set<Live>();
  private draining = false;

  get size() {
    return this.live.size;
  }

  /** True once shutdown began: new generations are refused. */
  get isDraining() {
    return this.draining;
  }

  track(controller: AbortController, run: Promise<void>): void {
    const entry: Live = { controller, finished: run.catch(() => undefined) };
    this.live.add(entry);
    void entry.finished.then(() => this.live.delete(entry));
  }

  /**
   * Lets live generations finish for up to `graceMs`, then stops the rest, which end with an
   * error event, so every browser gets a final event before the process exits.
   */
  async drain(graceMs: number): Promise<void> {
    this.draining = true;
    const all = () => Promise.all([...this.live].map((entry) => entry.finished));
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([all(), new Promise((resolve) => (timer = setTimeout(resolve, graceMs)))]);
    clearTimeout(timer);
    for (const entry of this.live) entry.controller.abort(new GenerationStopped('shutdown'));
    await all();
  }
}
