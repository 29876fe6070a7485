import { setTimeout as sleep } from 'node:timers/promises';
import type { GenerationView } from '../store/repositories/generations';
import type { Store } from '../store/store';
import { STALE_AFTER_MS } from './durable';

/** How often a followed generation's row is read: its progress shows this late at most, on any instance. */
export const FOLLOW_POLL_MS = 200;
/** Generations one client may follow at once on an instance: a founder's tabs, each on a tool's screen. */
export const MAX_FOLLOWS_PER_CLIENT = 10;

/** The workspace's generation, marked failed first if its instance stopped answering. */
export async function currentGeneration(
  store: Store,
  workspaceId: string,
  id: string,
): Promise<GenerationView | undefined> {
  await store.generations.failStale(STALE_AFTER_MS, workspaceId);
  return store.generations.get(workspaceId, id);
}

interface Follower {
  /** The generation's row while it runs, each time it is read. */
  progress(row: GenerationView): void;
  /** Its last row (finished), or undefined once it is gone or the follower left. */
  end(row: GenerationView | undefined): void;
  fail(error: unknown): void;
}

/** One generation followed on this instance: its followers and its last row read. */
interface Watch {
  followers: Set<Follower>;
  latest: GenerationView;
}

/**
 * The generations followed on this instance: each is read once every FOLLOW_POLL_MS however many
 * browsers follow it (a reload in every tab, a founder's several windows), and every follower gets
 * the same row. Reading stops when its last follower leaves or the generation ends.
 */
export class GenerationFollowers {
  readonly #watches = new Map<string, Watch>();
  /** Reads of generations' rows made by this instance's followers (tests count them). */
  readonly counts = { polls: 0 };

  constructor(
    private readonly store: Store,
    private readonly pollMs = FOLLOW_POLL_MS,
  ) {}

  /** The generation as last read for its followers here; undefined when nobody follows it. */
  latest(workspaceId: string, id: string): GenerationView | undefined {
    return this.#watches.get(`${workspaceId}/${id}`)?.latest;
  }

  /**
   * Follows a running generation from `first`, its row as the follower read it: `progress` gets
   * each row read while it runs; the answer is its finished row, or undefined when it is gone or
   * `signal` aborts (the browser left).
   */
  follow(
    workspaceId: string,
    first: GenerationView,
    progress: (row: GenerationView) => void,
    signal: AbortSignal,
  ): Promise<GenerationView | undefined> {
    const key = `${workspaceId}/${first.id}`;
    const kept = this.#watches.get(key);
    const watch = kept ?? { followers: new Set<Follower>(), latest: first };
    const { followers } = watch;
    const followed = new Promise<GenerationView | undefined>((resolve, reject) => {
      const leave = () => follower.end(undefined);
      const follower: Follower = {
        progress,
        end: (row) => settle(() => resolve(row)),
        fail: (error) => settle(() => reject(error)),
      };
      const settle = (answer: () => void) => {
        followers.delete(follower);
        signal.removeEventListener('abort', leave);
        answer();
      };
      followers.add(follower);
      if (signal.aborted) leave();
      else signal.addEventListener('abort', leave, { once: true });
    });
    // Its first follower is in: the reads start (and stop once the last has left).
    if (!kept && followers.size > 0) {
      this.#watches.set(key, watch);
      void this.#poll(key, workspaceId, watch);
    }
    return followed;
  }

  /** Reads the row every pollMs while anyone follows, and hands it to each follower. */
  async #poll(key: string, workspaceId: string, watch: Watch): Promise<void> {
    const { followers } = watch;
    try {
      while (followers.size > 0) {
        await sleep(this.pollMs);
        if (followers.size === 0) break;
        this.counts.polls++;
        const row = await currentGeneration(this.store, workspaceId, watch.latest.id);
        if (row) watch.latest = row;
        const ended = !row || row.status !== 'running';
        for (const follower of [...followers]) {
          if (ended) follower.end(row);
          else follower.progress(row);
        }
      }
    } catch (error) {
      for (const follower of [...followers]) follower.fail(error);
    } finally {
      this.#watches.delete(key);
    }
  }
}
