/**
 * `npm start` stops the way supervisors stop it: SIGTERM sent to the npm process alone reaches the
 * server's graceful shutdown. A live stream gets its final event, the port closes within the grace
 * period, and no process is left behind. (No browser: a process test, here because it needs the build.)
 */
import { execFileSync, spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { ideas } from '../../src/core/tools/ideas';
import { startFakeUpstream } from '../fake-upstream/fake-upstream';
import { freePort } from '../support/server/server-process';
import { parseEvents } from '../support/server/sse';

/** Every process below `pid`, found through `ps` so the test sees what a supervisor would leave. */
function descendants(pid: number): number[] {
  const table = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const found: number[] = [];
  const visit = (parent: number) => {
    for (const [child, ppid] of table) {
      if (ppid === parent) {
        found.push(child);
        visit(child);
      }
    }
  };
  visit(pid);
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

test('SIGTERM to the npm start process ends a live stream with its shutdown event, closes the port and leaves no process', async () => {
  test.setTimeout(180_000);
  const upstream = await startFakeUpstream();
  const port = await freePort();
  const inputs = { industry: 'Energy', targetMarket: 'Farmers', region: 'Kenya' };
  // The model writes a little, then nothing: the stream is live when the signal comes.
  upstream.enqueue({ kind: 'stall', afterChars: 100, content: JSON.stringify(ideas.offline(inputs)) });
  const npm = spawn('npm', ['start', '--silent'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      AI_BASE_URL: upstream.url,
      OPENAI_API_KEY: 'sk-npm-start-test',
      SHUTDOWN_GRACE_MS: '1000',
      DATA_DIR: 'memory://',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  npm.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => npm.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  try {
    // Until the server answers, or npm ends without it: a start on a loaded machine took over 30 s in a
    // CI run (the server allows its start 120 s, START_HOOK_TIMEOUT_MS); the test's timeout is the hang detector.
    let ended = false;
    void exited.then(() => (ended = true));
    await expect
      .poll(
        (): Promise<number | string> | string =>
          ended
            ? `npm ended: ${stderr}`
            : fetch(`${url}/api/health`).then(
                (r) => r.status,
                () => 0,
              ),
        { timeout: 150_000 },
      )
      .toBe(200);
    const tree = descendants(npm.pid!);
    expect(tree.length).toBeGreaterThan(0);

    const live = await fetch(`${url}/api/generate/ideas`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ inputs }),
    });
    const body = live.text();
    await expect.poll(() => upstream.requests.length).toBe(1);
    const signalled = Date.now();
    npm.kill('SIGTERM');

    const events = parseEvents(await body);
    expect(events.at(-1)?.event).toBe('error');
    expect(await exited).toBe(0);
    // Closed within the grace period (1 s) and a margin for a loaded machine.
    expect(Date.now() - signalled).toBeLessThan(8_000);
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
    await expect.poll(() => tree.filter(alive)).toEqual([]);
  } finally {
    if (alive(npm.pid!)) npm.kill('SIGKILL');
    await upstream.close();
    if (stderr.trim()) console.log(stderr);
  }
});
