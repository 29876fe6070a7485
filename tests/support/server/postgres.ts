import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server-process';

export interface PostgresServer {
  url: string;
  /** Stops the server (fast shutdown) and deletes its files. */
  stop(): Promise<void>;
  /** Stops the server but keeps its files, to test an outage; `start` brings it back on the same port. */
  pause(): void;
  start(): void;
  /** Stops every process of the server with SIGSTOP (a hung server: connections open, nothing answers); `thaw` resumes them. */
  freeze(): void;
  thaw(): void;
}

/** The postmaster and its children (the backends behind pooled connections). */
function serverProcesses(data: string): number[] {
  const postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        // /proc/<pid>/stat: "pid (name) state ppid ..."; the name may hold spaces, so read after its ')'.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

/** Debian puts each major version's programs in /usr/lib/postgresql/<major>/bin; the newest wins. */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  for (const version of versions) {
    const bin = join(root, version, 'bin');
    if (existsSync(join(bin, 'initdb'))) return bin;
  }
  throw new Error('PostgreSQL is not installed: apt-get install postgresql (.ci/run installs it).');
}

/**
 * PostgreSQL refuses to run as root: as root, run its programs as `nobody` (setpriv needs no
 * login shell); as anyone else, run them as ourselves.
 */
function asPostgresUser(bin: string, args: string[]): string {
  const isRoot = process.getuid?.() === 0;
  const [command, argv] = isRoot
    ? ['setpriv', ['--reuid=nobody', '--regid=nogroup', '--clear-groups', join(bin, args[0]!), ...args.slice(1)]]
    : [join(bin, args[0]!), args.slice(1)];
  return execFileSync(command, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** A throwaway PostgreSQL cluster on 127.0.0.1 and a free port, trusting local connections, in a temp folder. */
/**
 * Signals one of the server's processes, if it still exists: a backend can end between the listing
 * and the signal (a CI run's thaw threw ESRCH there and left the rest of the server stopped).
 */
function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

export async function startPostgres(): Promise<PostgresServer> {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'venturekit-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const port = await freePort();
  if (process.getuid?.() === 0) spawnSync('chown', ['nobody:nogroup', dir]);
  asPostgresUser(bin, [
    'initdb',
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  const start = () =>
    void asPostgresUser(bin, [
      'pg_ctl',
      '-D',
      data,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-t',
      '30',
      '-o',
      `-p ${port} -k ${dir} -h 127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
      'start',
    ]);
  const stopServer = () => void asPostgresUser(bin, ['pg_ctl', '-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    pause: stopServer,
    start,
    freeze: () => serverProcesses(data).forEach((pid) => signal(pid, 'SIGSTOP')),
    thaw: () => serverProcesses(data).forEach((pid) => signal(pid, 'SIGCONT')),
    async stop() {
      try {
        stopServer();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
