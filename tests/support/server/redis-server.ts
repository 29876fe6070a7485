import { spawn, spawnSync } from 'node:child_process';
import { Redis } from 'ioredis';
import { until } from '../until';
import { freePort } from './server-process';

export interface RedisServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts Debian's redis-server on 127.0.0.1, with nothing written to disk. */
export async function startRedisServer(): Promise<RedisServer> {
  if (spawnSync('which', ['redis-server']).status !== 0) {
    throw new Error(
      'redis-server is not installed: apt-get install redis-server (npm test installs it when run as root).',
    );
  }
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  await until(() => answersPing(url), { timeoutMs: 30_000, intervalMs: 100, message: 'redis-server did not start' });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** True once a server at `url` answers PING. */
async function answersPing(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
