/**
 * Runs the fake upstream on its own, for browser tests:
 *   FAKE_UPSTREAM_PORT=4010 tsx tests/fake-upstream/cli.ts
 * Tests script it through the control API (see ./control).
 */
import { startFakeUpstream } from './fake-upstream';

const port = Number(process.env.FAKE_UPSTREAM_PORT ?? 4010);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`FAKE_UPSTREAM_PORT must be a port number, got "${process.env.FAKE_UPSTREAM_PORT}"`);
  process.exit(1);
}

const upstream = await startFakeUpstream({ port, host: '127.0.0.1', control: true });
console.log(`fake upstream listening on ${upstream.url}`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await upstream.close();
  process.exit(0);
}
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
