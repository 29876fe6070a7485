import type { Database } from './database';
import { CHANGES_CHANNEL } from './migrations/0022-live-changes';

/** Where a cache stood in what this instance heard when it asked the database (`HeardChanges.mark`). */
export type HeardMark = number;

/** Keys remembered as changed before all are forgotten at once (every mark taken before then is stale). */
const MAX_KEYS = 10_000;

/** The key of a change as the triggers tell it (migrations 22 and 31), for what the caches here keep. */
function keyOf(payload: string): string | undefined {
  try {
    const note = JSON.parse(payload) as { k?: unknown; w?: unknown; v?: unknown };
    if (note.k === 'venture' && typeof note.v === 'string') return `venture:${note.v}`;
    if (note.k === 'workspace' && typeof note.w === 'string') return `workspace:${note.w}`;
  } catch {
    // Not one of ours: nothing kept depends on it.
  }
  return undefined;
}

/**
 * What this instance has heard change, by key (`venture:<id>`, `workspace:<id>`), from the
 * database's notifications, on an engine that tells every change to its listeners before it
 * answers the write (`Database.changesBeforeReplies`: the embedded one, on the event loop or its
 * own thread). A cache that took a mark before asking the database can then serve that answer,
 * without asking again, while no change of its key is heard since: a guest's read of a venture's
 * facts costs no statement where it cost two (issue 38). On a PostgreSQL server notifications come
 * later, on another connection, from any instance: no mark is given, and every read asks as before.
 */
export class HeardChanges {
  #heard = 0;
  /** Marks below it are stale: keys were forgotten, or notifications may have been missed. */
  #floor = 0;
  readonly #changedAt = new Map<string, number>();
  #listening = false;
  /** Which listen is the current one: a gap leaves any older one, answered or not, untrusted. */
  #attempt = 0;
  #stop: Promise<(() => Promise<void>) | undefined> | undefined;
  #closed = false;

  constructor(private readonly database: Database) {}

  /**
   * Where this instance stands now, to keep with an answer asked of the database from here on; undefined
   * when nothing can be trusted (a server's engine, or not yet listening: this call starts it).
   */
  mark(): HeardMark | undefined {
    if (!this.database.changesBeforeReplies || this.#closed) return undefined;
    if (!this.#listening) {
      this.#listen();
      return undefined;
    }
    return this.#heard;
  }

  /** Whether nothing of `key` was heard since `mark`, so an answer asked at it still holds. */
  unchanged(key: string, mark: HeardMark | undefined): boolean {
    return (
      mark !== undefined && this.#listening && mark >= this.#floor && (this.#changedAt.get(key) ?? this.#floor) <= mark
    );
  }

  /** Stops listening (the server closes); every mark is stale from then on. */
  async close(): Promise<void> {
    this.#closed = true;
    this.#listening = false;
    const stop = await this.#stop;
    await stop?.();
  }

  #listen(): void {
    if (this.#stop) return;
    const attempt = ++this.#attempt;
    this.#stop = this.database
      .listen(CHANGES_CHANNEL, { onMessage: (payload) => this.#heardOf(payload), onGap: () => this.#gap() })
      .then(
        (stop) => {
          if (attempt !== this.#attempt) return stop;
          this.#forget();
          this.#listening = !this.#closed;
          return stop;
        },
        () => {
          // Answers are asked of the database every time, as without it; the next mark tries again.
          if (attempt === this.#attempt) this.#stop = undefined;
          return undefined;
        },
      );
  }

  /**
   * Notifications may have been missed (the database's thread stopped and another starts). Nothing
   * is trusted until a new listen is answered: the new thread may answer writes before it runs the
   * LISTEN the engine sends it again, and what those writes tell would be lost. The old listener
   * is dropped; the next mark listens anew.
   */
  #gap(): void {
    this.#listening = false;
    this.#forget();
    this.#attempt++;
    const stopping = this.#stop;
    this.#stop = undefined;
    void stopping?.then((stop) => stop?.()).catch(() => undefined);
  }

  #heardOf(payload: string): void {
    const key = keyOf(payload);
    if (!key) return;
    this.#heard++;
    if (this.#changedAt.size >= MAX_KEYS) this.#forget();
    this.#changedAt.set(key, this.#heard);
  }

  #forget(): void {
    this.#changedAt.clear();
    this.#floor = ++this.#heard;
  }
}

/** How `keptWhileUnchanged` names what it keeps, and the change that ends it. */
export interface KeptAnswers<A extends unknown[], T> {
  /** What one answer is kept under: the arguments' identity. */
  idOf: (...args: A) => string;
  /** The change of which ends the answer (`venture:<id>`, `workspace:<id>`); undefined keeps it not at all. */
  changedBy: (answer: T, ...args: A) => string | undefined;
  /** Asks the database. */
  ask: (...args: A) => Promise<T>;
}

/**
 * `ask`, its answers kept per `idOf` while no change `changedBy` names is heard (HeardChanges), up
 * to `max` of them, the oldest dropped first. Asks every time where nothing can be heard; an answer
 * is shared only once it is in (one still being asked may be older than a change heard meanwhile),
 * and one that failed is not kept.
 */
export function keptWhileUnchanged<A extends unknown[], T>(
  heard: HeardChanges,
  { idOf, changedBy, ask }: KeptAnswers<A, T>,
  max = MAX_KEYS,
): (...args: A) => Promise<T> {
  const kept = new Map<string, { answer: T; key: string; mark: HeardMark }>();
  return async (...args) => {
    const id = idOf(...args);
    const entry = kept.get(id);
    if (entry && heard.unchanged(entry.key, entry.mark)) return entry.answer;
    kept.delete(id);
    const mark = heard.mark();
    const answer = await ask(...args);
    const key = mark === undefined ? undefined : changedBy(answer, ...args);
    if (key !== undefined && mark !== undefined) {
      if (kept.size >= max) kept.delete(kept.keys().next().value!);
      kept.set(id, { answer, key, mark });
    }
    return answer;
  };
}
