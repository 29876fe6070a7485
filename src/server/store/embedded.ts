import { fsyncSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import type { DatabaseConfig } from '../config';
import { lockDataDirUnlessInMemory } from './data-dir-lock';
import type { Database } from './database';
import { guarded, inTransaction, once, unflushedWrite, within } from './engine-support';
import { DatabaseStartError } from './errors';
import { migrate } from './migrate';

export type EmbeddedConfig = Extract<DatabaseConfig, { kind: 'embedded' }>;

/** Longest `ping` waits by default (the health check's bound). */
export const DEFAULT_HEALTH_TIMEOUT_MS = 1000;

/**
 * PGlite's start parameters with durability on: its defaults pass `-F` (fsync off), and its
 * emulated `fdatasync` does nothing, so the WAL is flushed with `fsync` (made real below).
 */
async function durableStartParams(): Promise<string[]> {
  const { PGlite } = await import('@electric-sql/pglite');
  return [...PGlite.defaultStartParams.filter((param) => param !== '-F'), '-c', 'wal_sync_method=fsync'];
}

/**
 * PGlite's Node filesystem, whose files get a real fsync: Emscripten's NODEFS has none, so
 * PostgreSQL's fsync at commit would return without anything reaching the disk. `sync` is the
 * system call (a test counts it).
 */
async function durableFilesystem(dataDir: string, sync: (fd: number) => void) {
  const { NodeFS } = await import('@electric-sql/pglite/nodefs');
  return new (class extends NodeFS {
    override async init(...args: Parameters<InstanceType<typeof NodeFS>['init']>) {
      const { emscriptenOpts } = await super.init(...args);
      const preRun = [
        ...(emscriptenOpts.preRun ?? []),
        (mod: { NODEFS: { stream_ops: Record<string, unknown> } }) => {
          mod.NODEFS.stream_ops.fsync = (stream: { nfd: number }) => {
            sync(stream.nfd);
            return 0;
          };
        },
      ];
      return { emscriptenOpts: { ...emscriptenOpts, preRun } as typeof emscriptenOpts };
    }
  })(dataDir);
}

export interface Durability {
  /** The system call a commit's fsync makes (a test counts it). */
  sync?: (fd: number) => void;
  /** Off only to measure what durability costs (npm run bench:store): PGlite's own defaults then. */
  durable?: boolean;
  /**
   * For `memory://`: the files of a database already made and migrated (PGlite's `dumpDataDir`),
   * to start from instead of running initdb and every migration again. The test suite makes one
   * per run (tests/setup-database.ts): each test file's database took about 6 s of CPU to make.
   */
  startFrom?: () => Promise<Blob | undefined>;
  /**
   * For `memory://`: PostgreSQL settings added to PGlite's start parameters (`-c name=value`
   * pairs). The test suite's databases take a smaller buffer pool: the default 128 MB is zeroed at
   * every start, about a third of a start's CPU.
   */
  settings?: readonly string[];
}

/** Opens PGlite on its folder (or in memory) and migrates it. */
async function start(
  dataDir: string,
  { sync = fsyncSync, durable = true, startFrom, settings }: Durability,
): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  const made = dataDir.startsWith('memory://') ? await startFrom?.() : undefined;
  const db = dataDir.startsWith('memory://')
    ? await PGlite.create({
        ...(made ? { loadDataDir: made } : {}),
        ...(settings ? { startParams: [...PGlite.defaultStartParams, ...settings] } : {}),
      })
    : durable
      ? await PGlite.create({ fs: await durableFilesystem(dataDir, sync), startParams: await durableStartParams() })
      : await PGlite.create(dataDir);
  await migratePGlite(db);
  return db;
}

/** Runs every migration not yet applied on an open PGlite (the server's start, and the test suite's template). */
export async function migratePGlite(db: PGlite): Promise<void> {
  await migrate({
    query: async (sql, params) => (await db.query(sql, params as unknown[])).rows,
    exec: (sql) => db.exec(sql),
  });
}

/** Why a folder could not be opened, in a line an operator can act on. */
function unopenable(dataDir: string, error: unknown): DatabaseStartError {
  const reason = error instanceof Error ? error.message : String(error);
  return new DatabaseStartError(
    `The data folder ${dataDir} could not be opened (${reason.split('\n')[0]}). It may be damaged: restore it from a backup, or move it aside to start with an empty one.`,
  );
}

/**
 * PostgreSQL compiled to WebAssembly, in this process, keeping its files in `dataDir`. The folder
 * is locked at once; the database itself opens at start (`open`) or on the first query.
 */
export function embeddedDatabase(config: EmbeddedConfig, durability: Durability = {}): Database {
  const lock = lockDataDirUnlessInMemory(config.dataDir);
  const engine = unlockedEmbeddedDatabase(config, durability);
  return {
    ...engine,
    close: async () => {
      await engine.close();
      lock?.release();
    },
  };
}

/** The embedded database on a folder its caller has locked (embeddedDatabase, or the database thread's starter). */
export function unlockedEmbeddedDatabase(
  { dataDir, healthTimeoutMs = DEFAULT_HEALTH_TIMEOUT_MS }: EmbeddedConfig,
  durability: Durability = {},
): Database {
  let instance: PGlite | undefined;
  const ready = once(async () => (instance = await start(dataDir, durability)));
  const transaction: Database['transaction'] = async (work, { signal } = {}) =>
    guarded(async () =>
      (await ready()).transaction((tx) =>
        inTransaction(work, async (sql, params) => (await tx.query<never>(sql, params as unknown[])).rows, signal),
      ),
    );
  return {
    kind: 'embedded',
    // PGlite calls its listeners while it reads the commit's answer, before the writer resumes.
    changesBeforeReplies: true,
    query: async (sql, params) =>
      guarded(async () => (await (await ready()).query<never>(sql, params as unknown[])).rows),
    transaction,
    unflushedWrite: unflushedWrite(transaction),
    // One process holds the embedded database: no connection to lose, so never a gap.
    listen: async (channel, { onMessage }) => {
      const unlisten = await (await ready()).listen(channel, onMessage);
      return async () => {
        if (instance) await unlisten();
      };
    },
    ping: () =>
      within(healthTimeoutMs, async () => {
        await (await ready()).query('select 1');
        return true;
      }),
    open: async () => {
      try {
        await ready();
      } catch (error) {
        throw unopenable(dataDir, error);
      }
    },
    close: async () => {
      await instance?.close();
      instance = undefined;
    },
  };
}
