import { closeSync, mkdirSync, openSync, readFileSync, realpathSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { DatabaseStartError } from './errors';

/** The file that says which server uses a data folder; its presence alone does not lock (see `isLive`). */
export const LOCK_FILE = 'venturekit.lock';

interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

/** Folders this process holds. */
const heldHere = new Set<string>();

export interface DataDirLock {
  /** Removes the lock file if it is still this process's. */
  release(): void;
}

function readOwner(path: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string' ? (owner as LockOwner) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the owner may still be running. A process of that number must exist and, where /proc
 * tells, be a Node process: after a restart in a container the number can belong to anything else.
 * Another host's lock cannot be checked from here, so it counts as live.
 */
function isLive(owner: LockOwner): boolean {
  if (owner.host !== hostname()) return true;
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    return /node/i.test(readFileSync(`/proc/${owner.pid}/cmdline`, 'utf8'));
  } catch {
    return true;
  }
}

function inUse(dataDir: string, path: string, owner: LockOwner): DatabaseStartError {
  const where = owner.host === hostname() ? `process ${owner.pid}` : `process ${owner.pid} on ${owner.host}`;
  return new DatabaseStartError(
    `The data folder ${dataDir} is in use by another Venturekit server (${where}). Stop it, or set DATA_DIR to another folder; if no such server runs, delete ${path}.`,
  );
}

/**
 * Takes the data folder for this process, so that two servers never write one embedded database
 * (each would keep its own copy in memory and overwrite the other's files). A lock left by a
 * process that is gone (kill -9, a power cut) is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const folder = realpathSync(dataDir);
  const path = join(folder, LOCK_FILE);
  // The lock file cannot tell this process from itself; two databases of one process on one folder are as bad.
  if (heldHere.has(folder)) throw inUse(dataDir, path, { pid: process.pid, host: hostname(), startedAt: '' });
  const me: LockOwner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; ; attempt++) {
    try {
      // 'wx' fails if the file exists, so of two servers starting together only one creates it.
      const fd = openSync(path, 'wx');
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(path);
      if (owner && isLive(owner)) throw inUse(dataDir, path, owner);
      if (attempt > 0) throw inUse(dataDir, path, owner ?? me);
      rmSync(path, { force: true });
    }
  }
  heldHere.add(folder);
  return {
    release() {
      if (!heldHere.delete(folder)) return;
      if (readOwner(path)?.pid === process.pid) rmSync(path, { force: true });
    },
  };
}

/** The lock on a data folder; none for `memory://`, which has no folder. */
export function lockDataDirUnlessInMemory(dataDir: string): DataDirLock | undefined {
  return dataDir.startsWith('memory://') ? undefined : lockDataDir(dataDir);
}
