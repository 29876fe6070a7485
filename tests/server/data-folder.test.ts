import { spawnSync } from 'node:child_process';
import { fsyncSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir, LOCK_FILE } from '@/server/store/data-dir-lock';
import { embeddedDatabase } from '@/server/store/embedded';
import { startServerProcess, type ServerProcess } from '../support/server/server-process';
import { migratedDataFolder } from '../support/server/test-database';

// Not the shared test app: each server runs in a process of its own, on a real data folder (its lock, fsync).
const folders: string[] = [];
const servers: ServerProcess[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'venturekit-data-'));
  folders.push(dir);
  return dir;
};

/** A created, migrated data folder (the run's migrated database): initdb took seconds. */
const existingDataDir = () => {
  const dir = migratedDataFolder();
  folders.push(dir);
  return dir;
};
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The number of a process that has just ended: a lock it left is stale. */
function deadPid(): number {
  const gone = spawnSync(process.execPath, ['-e', 'process.exit(0)']);
  return gone.pid ?? 999_999;
}

describe('one server per data folder', () => {
  it('refuses a second server on the same DATA_DIR with a line naming the folder and the first process', async () => {
    const dir = existingDataDir();
    const first = await startServerProcess({ DATA_DIR: dir });
    servers.push(first);
    const second = startServerProcess({ DATA_DIR: dir });
    await expect(second).rejects.toThrow(
      `The data folder ${dir} is in use by another Venturekit server (process ${first.child.pid}).`,
    );
    // The first one still serves.
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
  });

  it('takes over a lock left by a server that died (kill -9), and releases it on a clean stop', async () => {
    const dir = existingDataDir();
    writeFileSync(
      join(dir, LOCK_FILE),
      JSON.stringify({ pid: deadPid(), host: hostname(), startedAt: new Date().toISOString() }),
    );
    const server = await startServerProcess({ DATA_DIR: dir });
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // Released: another server starts on it at once.
    servers.push(await startServerProcess({ DATA_DIR: dir }));
  });

  it('refuses a second database on the same folder within one process too', () => {
    const dir = dataDir();
    const lock = lockDataDir(dir);
    try {
      expect(() => lockDataDir(dir)).toThrow(/is in use by another Venturekit server/);
    } finally {
      lock.release();
    }
    lockDataDir(dir).release();
  });
});

describe('a data folder that cannot be opened', () => {
  it('stops the start with a line that says so, instead of failing every request', async () => {
    const dir = existingDataDir();
    // A damaged control file: PostgreSQL cannot start on it.
    writeFileSync(join(dir, 'global', 'pg_control'), Buffer.alloc(8192, 7));
    await expect(startServerProcess({ DATA_DIR: dir })).rejects.toThrow(
      `The data folder ${dir} could not be opened (PGlite failed to initialize properly). It may be damaged: restore it from a backup, or move it aside to start with an empty one.`,
    );
  });
});

describe('durability of the embedded database', () => {
  it('runs with fsync on, and a commit reaches the disk through a real fsync (an unflushed write with the next)', async () => {
    let syncs = 0;
    const database = embeddedDatabase(
      { kind: 'embedded', dataDir: existingDataDir() },
      {
        sync: (fd) => {
          syncs++;
          fsyncSync(fd);
        },
      },
    );
    try {
      await database.open();
      expect(await database.query('show fsync')).toEqual([{ fsync: 'on' }]);
      const before = syncs;
      await database.transaction(async (tx) => {
        await tx.query("insert into workspaces (id) values ('durable')");
      });
      expect(syncs).toBeGreaterThan(before);

      // A write made again every few hundred milliseconds (a generation's text so far) is not flushed
      // at its commit: the next commit that waits takes it along.
      const unflushed = syncs;
      await database.unflushedWrite("insert into workspaces (id) values ('kept in the log')");
      expect(syncs).toBe(unflushed);
      expect(await database.query("select id from workspaces where id = 'kept in the log'")).toHaveLength(1);
      await database.transaction(async (tx) => {
        await tx.query("insert into workspaces (id) values ('flushed with it')");
      });
      expect(syncs).toBeGreaterThan(unflushed);
    } finally {
      await database.close();
    }
  });
});
