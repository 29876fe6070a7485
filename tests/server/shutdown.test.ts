import { rmSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ideas } from '@/core/tools/ideas';
import { startFakeUpstream, type FakeUpstream } from '../fake-upstream/fake-upstream';
import { startServerProcess, type ServerProcess } from '../support/server/server-process';
import { parseEvents } from '../support/server/sse';
import { PLACEHOLDER_API_KEY } from '../support/server/fake-upstream-file';
import { migratedDataFolder } from '../support/server/test-database';
import { until } from '../support/until';

const inputs = { industry: 'Energy', targetMarket: 'Farmers', region: 'Kenya' };
const document = JSON.stringify(ideas.offline(inputs));

const generate = (url: string) =>
  fetch(`${url}/api/generate/ideas`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ inputs }),
  });

describe('graceful shutdown on SIGTERM', () => {
  let upstream: FakeUpstream;
  // Not the shared test app: a signal goes to a server in a process of its own.
  let server: ServerProcess | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    upstream = await startFakeUpstream();
  });
  afterEach(async () => {
    upstream.reset();
    // A test that failed before its SIGTERM leaves no server behind.
    server?.child.kill('SIGKILL');
    await server?.exited;
    server = undefined;
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    dataDir = undefined;
  });
  afterAll(() => upstream.close());

  /**
   * Starts the server before each test of the block, in a hook with its own timeout: a start takes
   * seconds, more under load, and is not what the tests time. Its data folder holds the run's
   * migrated database (no initdb), and is not the project's ./data: that folder is the developer's
   * saved work, which one server at a time may hold.
   */
  const startBeforeEach = (graceMs: string) =>
    beforeEach(async () => {
      dataDir = migratedDataFolder();
      server = await startServerProcess({
        AI_BASE_URL: upstream.url,
        OPENAI_API_KEY: PLACEHOLDER_API_KEY,
        DATA_DIR: dataDir,
        SHUTDOWN_GRACE_MS: graceMs,
      });
    });
  const running = () => {
    if (!server) throw new Error('The server runs only while a test runs.');
    return server;
  };

  describe('with a grace period longer than the live stream', () => {
    startBeforeEach('5000');

    it('refuses new requests with 503, lets a live stream finish, and exits 0', async () => {
      const { url, child, output, exited } = running();
      // About 1.2 s of streaming: well inside the grace period.
      upstream.enqueue({ kind: 'stream', content: document, chunkSize: Math.ceil(document.length / 12), delayMs: 100 });
      const body = (await generate(url)).text();
      // Live: the server has asked the model, and the stream is under way.
      await until(() => upstream.requests.length === 1);
      child.kill('SIGTERM');
      // The server logs this line in the same step that makes it refuse new generations.
      await until(() => output().includes('shutting down'));
      const refused = await generate(url).catch(() => undefined);
      // Either the port still answers (503) or it is already closed: a new generation never starts.
      if (refused) expect(refused.status).toBe(503);
      expect(parseEvents(await body).at(-1)?.event).toBe('done');
      expect(await exited).toBe(0);
    });
  });

  describe('with a grace period shorter than the live stream', () => {
    startBeforeEach('500');

    it('ends the stream with a final error event, and exits 0', async () => {
      const { url, child, exited } = running();
      upstream.enqueue({ kind: 'stall', afterChars: 100, content: document });
      const body = (await generate(url)).text();
      // Live: the server has asked the model, which sends a little text and then stalls.
      await until(() => upstream.requests.length === 1);
      const started = Date.now();
      child.kill('SIGTERM');
      expect(parseEvents(await body).at(-1)).toEqual({
        event: 'error',
        data: { message: 'The server is restarting. Please try again shortly.' },
      });
      expect(await exited).toBe(0);
      expect(Date.now() - started).toBeLessThan(5000);
    });
  });
});
