import type { FastifyBaseLogger } from 'fastify';
import type { WorkspaceChange } from '@/core/api/changes';
import type { Database } from '../store/database';
import { CHANGES_CHANNEL } from '../store/migrations/0022-live-changes';

/** One open tab's stream: the member it is for, where changes go, and how it is ended. */
export interface LiveSubscriber {
  workspaceId: string;
  accountId: string;
  send(change: WorkspaceChange): void;
  end(): void;
}

/** A notification as the triggers send it (migration 22). */
interface Notification {
  k: 'venture' | 'comments' | 'members';
  w: string;
  v?: string | null;
  d?: string | null;
  a?: string;
  gone?: boolean;
}

const parse = (payload: string): Notification | undefined => {
  try {
    const value = JSON.parse(payload) as Notification;
    return typeof value.w === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
};

/** What one subscriber is told of a notification, if anything. */
function changeFor(subscriber: LiveSubscriber, note: Notification): WorkspaceChange | undefined {
  if (note.k === 'venture' && note.v) return { kind: 'venture', ventureId: note.v };
  // On a result's part (`d`), or on a venture's fact (`v` only: migration 28).
  if (note.k === 'comments' && (note.d || note.v))
    return { kind: 'comments', ventureId: note.v ?? null, documentId: note.d ?? null };
  if (note.k === 'members')
    return note.a === subscriber.accountId ? { kind: 'access', removed: note.gone === true } : { kind: 'team' };
  return undefined;
}

/**
 * The open tabs of this instance by workspace, and the one listener that feeds them: PostgreSQL's
 * LISTEN on the changes channel (embedded or server), so a change saved through any instance on the
 * database reaches every member's tab on every instance. Listening starts with the first tab and
 * costs nothing before it. A member removed from the workspace is told, and their stream ends.
 */
export class LiveChanges {
  readonly #byWorkspace = new Map<string, Set<LiveSubscriber>>();
  #stop: Promise<(() => Promise<void>) | undefined> | undefined;
  readonly #database: Database;
  readonly #log: FastifyBaseLogger;

  constructor(database: Database, log: FastifyBaseLogger) {
    this.#database = database;
    this.#log = log;
  }

  /** Open tabs on this instance (the benchmark and tests read it). */
  get size(): number {
    let count = 0;
    for (const subscribers of this.#byWorkspace.values()) count += subscribers.size;
    return count;
  }

  /**
   * Starts sending `subscriber` the changes of its workspace; the returned function stops it. Resolves
   * once the database listens, so no change committed after it is missed.
   */
  async subscribe(subscriber: LiveSubscriber): Promise<() => void> {
    await this.#listen();
    let subscribers = this.#byWorkspace.get(subscriber.workspaceId);
    if (!subscribers) this.#byWorkspace.set(subscriber.workspaceId, (subscribers = new Set()));
    subscribers.add(subscriber);
    return () => {
      subscribers.delete(subscriber);
      if (subscribers.size === 0 && this.#byWorkspace.get(subscriber.workspaceId) === subscribers)
        this.#byWorkspace.delete(subscriber.workspaceId);
    };
  }

  /** Ends every stream (the server is closing: an open stream would hold its close) and stops listening. */
  async close(): Promise<void> {
    for (const subscribers of [...this.#byWorkspace.values()]) for (const subscriber of subscribers) subscriber.end();
    this.#byWorkspace.clear();
    const stop = await this.#stop;
    this.#stop = undefined;
    await stop?.();
  }

  #listen() {
    return (this.#stop ??= this.#database
      .listen(CHANGES_CHANNEL, { onMessage: (payload) => this.#deliver(payload), onGap: () => this.#resync() })
      .catch((error: unknown) => {
        // Tabs still open and read as they did before live changes; the next tab tries again.
        this.#log.warn({ err: error }, 'live changes: cannot listen to the database');
        this.#stop = undefined;
        return undefined;
      }));
  }

  #deliver(payload: string) {
    const note = parse(payload);
    if (note?.k === 'comments') void this.#tellInboxes(note.w);
    const subscribers = note && this.#byWorkspace.get(note.w);
    if (!note || !subscribers) return;
    for (const subscriber of [...subscribers]) {
      const change = changeFor(subscriber, note);
      if (!change) continue;
      subscriber.send(change);
      if (change.kind === 'access' && change.removed) subscriber.end();
    }
  }

  /**
   * A thread changed in `workspaceId`: the members of it with tabs open in another of their
   * workspaces read their Inbox's count again. One query, and only when such a tab is open here.
   */
  async #tellInboxes(workspaceId: string) {
    const elsewhere = new Map<string, LiveSubscriber[]>();
    for (const [id, subscribers] of this.#byWorkspace)
      if (id !== workspaceId)
        for (const subscriber of subscribers)
          elsewhere.set(subscriber.accountId, [...(elsewhere.get(subscriber.accountId) ?? []), subscriber]);
    if (elsewhere.size === 0) return;
    try {
      const members = await this.#database.query<{ account_id: string }>(
        'select account_id from workspace_members where workspace_id = $1 and account_id = any($2::text[])',
        [workspaceId, [...elsewhere.keys()]],
      );
      for (const { account_id } of members)
        for (const subscriber of elsewhere.get(account_id) ?? []) subscriber.send({ kind: 'inbox' });
    } catch (error) {
      // The count is read again as the Inbox opens or closes: a missed nudge costs nothing more.
      this.#log.warn({ err: error }, 'live changes: cannot find whose inbox a comment reaches');
    }
  }

  #resync() {
    for (const subscribers of this.#byWorkspace.values())
      for (const subscriber of subscribers) subscriber.send({ kind: 'resync' });
  }
}
