import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { until } from '../until';

/** A free port on 127.0.0.1, for servers started as their own process. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Starts the server as a real process (SIGTERM and exit codes need one) and waits until it listens:
 * src/server/main.ts through tsx, or the built `dist/server/main.js` when `built` is set.
 */
export async function startServerProcess(
  env: Record<string, string>,
  { built = false, port: fixedPort }: { built?: boolean; port?: number } = {},
): Promise<ServerProcess> {
  const port = fixedPort ?? (await freePort());
  const child = spawn(process.execPath, built ? ['dist/server/main.js'] : ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      LOG_LEVEL: 'info',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  // 'exit' can come before the last output is read; 'close' comes after it.
  const closed = new Promise<void>((resolve) => child.on('close', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  // A first start in a new data folder runs initdb: seconds, and more on a busy machine.
  const healthy = async () => {
    if (child.exitCode !== null || child.signalCode !== null) {
      await closed;
      throw new Error('server exited before it listened');
    }
    return fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false, // not listening yet
    );
  };
  try {
    await until(healthy, { timeoutMs: 60_000, intervalMs: 100, message: 'server did not start' });
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}:\n${output}`, { cause: error });
  }
  return { url, child, output: () => output, exited };
}
