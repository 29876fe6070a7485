/**
 * npm run bench:server: drives concurrent streaming generations through the built server against a
 * local OpenAI-compatible upstream and prints what the server costs. Measures, never asserts:
 * these machines are shared and noisy, so read the figures as ratios within one run.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ideas } from '../src/core/tools/ideas';
import { chunkEvent, completionIds, DONE_EVENT, ROLE_DELTA } from '../tests/fake-upstream/wire';
import { secretMasker } from '../src/server/lib/secret-masker';
import { freePort } from '../tests/server/server-process';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 200);
/** Characters per upstream chunk: about one token, as OpenAI streams. */
const CHUNK_CHARS = 4;
const CHUNK_DELAY_MS = Number(process.env.BENCH_CHUNK_DELAY_MS ?? 2);

/** A valid ideas document of about 2,200 tokens (8,800 characters), the size the server's budget is set for (README, Performance). */
function benchDocument(index: number): string {
  const result = ideas.offline({ industry: `bench industry ${index}`, targetMarket: 'founders', region: 'Europe' });
  const filler = ' It is designed to scale across markets with a lean team and measurable unit economics.';
  for (const idea of result.ideas) idea.description += filler.repeat(28);
  return JSON.stringify(result);
}

interface Timing {
  upstreamFirstContent?: number;
  upstreamLastContent?: number;
}

const timings = new Map<string, Timing>();

/** The upstream: real OpenAI SSE framing, one content chunk every CHUNK_DELAY_MS. */
const upstream = createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk) => (raw += chunk));
  req.on('end', async () => {
    const body = JSON.parse(raw) as { model: string; messages: { content: string }[] };
    const id = /bench industry (\d+)/.exec(body.messages[1]?.content ?? '')?.[1] ?? '?';
    const content = benchDocument(Number(id));
    const timing: Timing = {};
    timings.set(id, timing);
    const ids = completionIds(body.model);
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
    res.write(chunkEvent(ids, ROLE_DELTA));
    for (let at = 0; at < content.length; at += CHUNK_CHARS) {
      await new Promise((resolve) => setTimeout(resolve, CHUNK_DELAY_MS));
      if (res.destroyed) return;
      res.write(chunkEvent(ids, { content: content.slice(at, at + CHUNK_CHARS) }));
      const now = performance.now();
      timing.upstreamFirstContent ??= now;
      timing.upstreamLastContent = now;
    }
    res.write(chunkEvent(ids, {}, 'stop'));
    res.end(DONE_EVENT);
  });
});

interface Outcome {
  ok: boolean;
  bytes: number;
  /** Bytes of the delta events alone. */
  deltaBytes: number;
  deltaEvents: number;
  finalJsonBytes: number;
  firstDeltaAt?: number;
  doneAt?: number;
}

function generate(port: number, index: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const payload = JSON.stringify({
      inputs: { industry: `bench industry ${index}`, targetMarket: 'founders', region: 'Europe' },
    });
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/generate/ideas',
        headers: { 'content-type': 'application/json' },
      },
      (res: IncomingMessage) => {
        const outcome: Outcome = { ok: false, bytes: 0, deltaBytes: 0, deltaEvents: 0, finalJsonBytes: 0 };
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          outcome.bytes += Buffer.byteLength(chunk);
          // The first delta, not the ": accepted" comment that leaves before the model says anything.
          if (chunk.includes('event: delta')) outcome.firstDeltaAt ??= performance.now();
          text += chunk;
        });
        res.on('end', () => {
          const deltas = text.match(/event: delta\ndata: .*\n\n/g) ?? [];
          outcome.deltaEvents = deltas.length;
          outcome.deltaBytes = deltas.reduce((sum, event) => sum + Buffer.byteLength(event), 0);
          const done = /event: done\ndata: (.*)\n/.exec(text);
          if (done) {
            outcome.ok = res.statusCode === 200;
            outcome.doneAt = performance.now();
            outcome.finalJsonBytes = Buffer.byteLength(
              JSON.stringify((JSON.parse(done[1] ?? '{}') as { result: unknown }).result),
            );
          }
          resolve(outcome);
        });
        res.on('error', () => resolve(outcome));
      },
    );
    req.on('error', () => resolve({ ok: false, bytes: 0, deltaBytes: 0, deltaEvents: 0, finalJsonBytes: 0 }));
    req.end(payload);
  });
}

/** User and system CPU time of a process, in milliseconds (clock ticks are 1/100 s on Linux). */
function cpuMs(pid: number): { user: number; system: number; total: number } {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const user = Number(fields[11]) * 10;
  const system = Number(fields[12]) * 10;
  return { user, system, total: user + system };
}

function statusKb(pid: number, key: 'VmHWM' | 'VmRSS'): number {
  return Number(new RegExp(`${key}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

/**
 * CPU the credential guard adds to one generation: the document in one-token pieces through
 * secretMasker's stream guard, in this process, for a short key and for a 164-character project key.
 */
function guardCostMs(key: string): number {
  const document = benchDocument(0);
  const pieces: string[] = [];
  for (let at = 0; at < document.length; at += CHUNK_CHARS) pieces.push(document.slice(at, at + CHUNK_CHARS));
  const masker = secretMasker(key);
  const runs = 50;
  const started = process.cpuUsage();
  for (let run = 0; run < runs; run++) {
    const guard = masker.streamGuard();
    for (const piece of pieces) guard.take(piece);
    guard.end();
  }
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000 / runs;
}

async function main() {
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const upstreamPort = (upstream.address() as AddressInfo).port;
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'venturekit-bench-'));
  const server = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
      process.env.BENCH_SERVER ?? 'dist/server/main.js',
    ],
    {
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(port),
        AI_BASE_URL: `http://127.0.0.1:${upstreamPort}/v1`,
        OPENAI_API_KEY: 'sk-bench-not-a-real-key',
        RATE_LIMIT_MAX: '0',
        AI_MAX_CONCURRENCY: String(CONCURRENCY * 2),
        AI_MAX_CONCURRENCY_PER_CLIENT: String(CONCURRENCY * 2),
        LOG_LEVEL: 'warn',
        // Results are saved before `done`, as in production, to a database that is thrown away after.
        DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const pid = server.pid as number;
  for (let tries = 0; ; tries++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (tries > 100) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Warm up (JIT, schema caches), then measure from a clean CPU reading.
  await Promise.all(Array.from({ length: 5 }, (_, i) => generate(port, 100_000 + i)));
  const cpuBefore = cpuMs(pid);
  const rssBefore = statusKb(pid, 'VmRSS');
  const started = performance.now();
  const outcomes = await Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => generate(port, i)));
  const wall = performance.now() - started;
  const cpuAfter = cpuMs(pid);
  const cpu = cpuAfter.total - cpuBefore.total;
  const userShare = (cpuAfter.user - cpuBefore.user) / Math.max(1, cpu);
  const peakRss = statusKb(pid, 'VmHWM');
  server.kill('SIGTERM');
  upstream.close();
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });

  const ok = outcomes.filter((outcome) => outcome.ok);
  const firstByte: number[] = [];
  const lastByte: number[] = [];
  outcomes.forEach((outcome, index) => {
    const timing = timings.get(String(index));
    if (timing?.upstreamFirstContent && outcome.firstDeltaAt)
      firstByte.push(outcome.firstDeltaAt - timing.upstreamFirstContent);
    if (timing?.upstreamLastContent && outcome.doneAt) lastByte.push(outcome.doneAt - timing.upstreamLastContent);
  });
  const ratio = ok.reduce((sum, outcome) => sum + outcome.bytes / outcome.finalJsonBytes, 0) / Math.max(1, ok.length);
  const rows: [string, string][] = [
    ['concurrent generations', String(CONCURRENCY)],
    ['errors', String(CONCURRENCY - ok.length)],
    [
      'document size (final JSON)',
      `${((ok[0]?.finalJsonBytes ?? 0) / 1024).toFixed(1)} KB, ${Math.ceil((ok[0]?.finalJsonBytes ?? 0) / CHUNK_CHARS)} upstream chunks`,
    ],
    ['wall time', `${(wall / 1000).toFixed(1)} s`],
    [
      'server CPU per generation',
      `${(cpu / CONCURRENCY).toFixed(1)} ms (${Math.round(userShare * 100)}% user, ${Math.round((1 - userShare) * 100)}% system)`,
    ],
    ['server RSS before / peak', `${(rssBefore / 1024).toFixed(0)} MB / ${(peakRss / 1024).toFixed(0)} MB`],
    [
      'bytes to browser / final JSON',
      `${ratio.toFixed(2)}x (deltas ${mean(ok.map((o) => o.deltaBytes / o.finalJsonBytes)).toFixed(2)}x in ${mean(ok.map((o) => o.deltaEvents)).toFixed(0)} events, done 1x)`,
    ],
    [
      'added latency, first upstream byte -> browser (p50 / p95)',
      `${percentile(firstByte, 50).toFixed(1)} / ${percentile(firstByte, 95).toFixed(1)} ms`,
    ],
    [
      'added latency, last upstream byte -> done (p50 / p95)',
      `${percentile(lastByte, 50).toFixed(1)} / ${percentile(lastByte, 95).toFixed(1)} ms`,
    ],
  ];
  const shortKey = guardCostMs('sk-bench-not-a-real-key');
  const projectKey = guardCostMs(`sk-proj-${'Ab3xY9'.repeat(26)}`);
  rows.push([
    'credential guard per generation (short / 164-char key)',
    `${shortKey.toFixed(2)} / ${projectKey.toFixed(2)} ms, ${((shortKey / (cpu / CONCURRENCY)) * 100).toFixed(1)}% of the CPU per generation`,
  ]);
  const width = Math.max(...rows.map(([label]) => label.length));
  for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
  process.exit(ok.length === CONCURRENCY ? 0 : 1);
}

await main();
