import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

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
  const url = `http://127.0.0.1:${port}`;
  // A first start in a new data folder runs initdb: seconds, and more on a busy machine.
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, child, output: () => output, exited };
}
