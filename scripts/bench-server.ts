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
import { createParser } from 'eventsource-parser';
import { extractJson } from '../src/core/stream/parse-json';
import { COMPACT_STREAM, STREAM_HEADER, type DoneData } from '../src/core/stream/protocol';
import { ideas } from '../src/core/tools/ideas';
import { chunkEvent, completionIds, DONE_EVENT, ROLE_DELTA } from '../tests/fake-upstream/wire';
import { secretMasker } from '../src/server/lib/secret-masker';
import { openDatabase } from '../src/server/store/open-database';
import { freePort } from '../tests/support/server/server-process';
import { PLACEHOLDER_API_KEY } from '../tests/support/placeholder-key';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 200);
/** The many-streams run: memory per open stream (README, Performance). */
const MANY_STREAMS = Number(process.env.BENCH_MANY_STREAMS ?? 1000);
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
  /** Bytes of everything but `done`'s data: the deltas and all the framing. */
  deltaBytes: number;
  deltaEvents: number;
  /** Bytes of the `done` event's data. */
  doneBytes: number;
  finalJsonBytes: number;
  firstDeltaAt?: number;
  doneAt?: number;
  /** Why it failed, as the client saw it: the status, or the `error` event's message. */
  why?: string;
}

const failed = (): Outcome => ({ ok: false, bytes: 0, deltaBytes: 0, deltaEvents: 0, doneBytes: 0, finalJsonBytes: 0 });

/**
 * One generation as the web app makes it (the compact stream); the final JSON is `done`'s result,
 * or the document the streamed text gives where `done` leaves it out. With `raw`, only the bytes
 * are counted (the pass-through baseline sends the upstream's own events).
 */
function generate(port: number, index: number, { raw = false } = {}): Promise<Outcome> {
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
        headers: { 'content-type': 'application/json', [STREAM_HEADER]: COMPACT_STREAM },
      },
      (res: IncomingMessage) => {
        const outcome = failed();
        let text = '';
        let done: DoneData | undefined;
        const parser = createParser({
          onEvent({ event, data }) {
            if (event === undefined) {
              outcome.firstDeltaAt ??= performance.now();
              outcome.deltaEvents += 1;
              text += data;
            } else if (event === 'error') {
              outcome.why = (JSON.parse(data) as { message?: string }).message;
            } else if (event === 'done') {
              outcome.doneBytes = Buffer.byteLength(data);
              done = JSON.parse(data) as DoneData;
            }
          },
        });
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          outcome.bytes += Buffer.byteLength(chunk);
          if (raw) outcome.firstDeltaAt ??= performance.now();
          else parser.feed(chunk);
        });
        res.on('end', () => {
          outcome.doneAt = performance.now();
          if (res.statusCode !== 200) outcome.why = `status ${res.statusCode}`;
          if (raw) outcome.ok = res.statusCode === 200 && outcome.bytes > 0;
          else if (done) {
            outcome.ok = res.statusCode === 200 && (done.result !== undefined || done.chars === text.length);
            if (done.saveError) outcome.why = done.saveError;
            else if (!outcome.ok) outcome.why ??= `done after ${text.length} of ${done.chars} characters`;
            const result = done.result ?? ideas.output.parse(extractJson(text));
            outcome.finalJsonBytes = Buffer.byteLength(JSON.stringify(result));
            // Framing: what the events cost beyond their data.
            outcome.deltaBytes = outcome.bytes - outcome.doneBytes;
          } else outcome.why ??= 'no done';
          resolve(outcome);
        });
        res.on('error', (error) => resolve({ ...outcome, why: error.message }));
      },
    );
    req.on('error', (error) => resolve({ ...failed(), why: error.message }));
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

interface Phase {
  outcomes: Outcome[];
  wall: number;
  /** Server CPU in ms over the measured generations, and the user share of it. */
  cpu: number;
  userShare: number;
  rssBeforeKb: number;
  peakRssKb: number;
  streamingPeakKb: number;
}

/** Opens the embedded database in `dataDir` once and closes it: the folder made and migrated. */
async function prepareDataDir(dataDir: string): Promise<void> {
  const database = openDatabase({ kind: 'embedded', dataDir });
  await database.open();
  await database.close();
}

/** Starts a server process, warms it up, runs `concurrency` generations at once and measures it. */
async function runPhase(
  script: string,
  {
    concurrency,
    upstreamPort,
    offset,
    raw = false,
  }: { concurrency: number; upstreamPort: number; offset: number; raw?: boolean },
): Promise<Phase> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'venturekit-bench-'));
  // Made (initdb, migrations) before the server starts: on a loaded machine a first start can miss
  // the 10 s the server gives its start hooks, and what is measured is the server, not initdb.
  if (!raw) await prepareDataDir(dataDir);
  const server = spawn(process.execPath, [...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean), script], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      AI_BASE_URL: `http://127.0.0.1:${upstreamPort}/v1`,
      OPENAI_API_KEY: PLACEHOLDER_API_KEY,
      RATE_LIMIT_MAX: '0',
      // Every stream is a new browser from one address: each result is saved, as a founder's would be.
      NEW_WORKSPACES_MAX: '0',
      // Every stream comes from one address, past the 32 connections a client may hold.
      MAX_CONNECTIONS_PER_CLIENT: '0',
      AI_MAX_CONCURRENCY: String(concurrency * 2),
      AI_MAX_CONCURRENCY_PER_CLIENT: String(concurrency * 2),
      LOG_LEVEL: 'warn',
      // Results are saved before `done`, as in production, to a database that is thrown away after.
      DATA_DIR: dataDir,
      // The embedded database on its own thread, to compare (README, Performance).
      DATABASE_THREAD: process.env.DATABASE_THREAD ?? 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const pid = server.pid as number;
  for (let tries = 0; ; tries++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (tries > 1200 || server.exitCode !== null) throw new Error(`${script} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Warm up (JIT, schema caches), then measure from a clean CPU reading.
  await Promise.all(Array.from({ length: 5 }, (_, i) => generate(port, offset + 100_000 + i, { raw })));
  const cpuBefore = cpuMs(pid);
  const rssBeforeKb = statusKb(pid, 'VmRSS');
  const started = performance.now();
  // RSS while every stream is still open, before the first ends and results are validated and stored.
  let streamingPeakKb = rssBeforeKb;
  let firstDone = false;
  const sampler = setInterval(() => {
    if (!firstDone) streamingPeakKb = Math.max(streamingPeakKb, statusKb(pid, 'VmRSS'));
  }, 50);
  const outcomes = await Promise.all(
    Array.from({ length: concurrency }, (_, i) =>
      generate(port, offset + i, { raw }).finally(() => {
        firstDone = true;
      }),
    ),
  );
  clearInterval(sampler);
  const wall = performance.now() - started;
  const cpuAfter = cpuMs(pid);
  const cpu = cpuAfter.total - cpuBefore.total;
  const peakRssKb = statusKb(pid, 'VmHWM');
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
  return {
    outcomes,
    wall,
    cpu,
    userShare: (cpuAfter.user - cpuBefore.user) / Math.max(1, cpu),
    rssBeforeKb,
    peakRssKb,
    streamingPeakKb,
  };
}

/** Median added latency from the upstream's first and last content to the browser's first delta and `done`. */
function latencies(outcomes: Outcome[], offset: number) {
  const firstByte: number[] = [];
  const lastByte: number[] = [];
  outcomes.forEach((outcome, index) => {
    const timing = timings.get(String(offset + index));
    if (timing?.upstreamFirstContent && outcome.firstDeltaAt)
      firstByte.push(outcome.firstDeltaAt - timing.upstreamFirstContent);
    if (timing?.upstreamLastContent && outcome.doneAt) lastByte.push(outcome.doneAt - timing.upstreamLastContent);
  });
  return { firstByte, lastByte };
}

const perStreamKb = (phase: Phase, count: number) => (phase.peakRssKb - phase.rssBeforeKb) / count;
const streamingPerStreamKb = (phase: Phase, count: number) => (phase.streamingPeakKb - phase.rssBeforeKb) / count;

async function main() {
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const upstreamPort = (upstream.address() as AddressInfo).port;
  const serverScript = process.env.BENCH_SERVER ?? 'dist/server/main.js';
  const baseline = await runPhase('scripts/bench-pass-through.mjs', {
    concurrency: CONCURRENCY,
    upstreamPort,
    offset: 0,
    raw: true,
  });
  const phase = await runPhase(serverScript, { concurrency: CONCURRENCY, upstreamPort, offset: 1_000_000 });
  const many = await runPhase(serverScript, { concurrency: MANY_STREAMS, upstreamPort, offset: 2_000_000 });
  const manyBaseline = await runPhase('scripts/bench-pass-through.mjs', {
    concurrency: MANY_STREAMS,
    upstreamPort,
    offset: 3_000_000,
    raw: true,
  });
  upstream.close();

  const ok = phase.outcomes.filter((outcome) => outcome.ok);
  const manyOk = many.outcomes.filter((outcome) => outcome.ok).length;
  const { firstByte, lastByte } = latencies(phase.outcomes, 1_000_000);
  const perGeneration = phase.cpu / CONCURRENCY;
  const baselinePerGeneration = baseline.cpu / CONCURRENCY;
  const ratio = mean(ok.map((outcome) => outcome.bytes / outcome.finalJsonBytes));
  const rows: [string, string][] = [
    ['concurrent generations', String(CONCURRENCY)],
    ['errors', String(CONCURRENCY - ok.length)],
    [
      'document size (final JSON)',
      `${((ok[0]?.finalJsonBytes ?? 0) / 1024).toFixed(1)} KB, ${Math.ceil((ok[0]?.finalJsonBytes ?? 0) / CHUNK_CHARS)} upstream chunks`,
    ],
    ['wall time', `${(phase.wall / 1000).toFixed(1)} s`],
    [
      'server CPU per generation',
      `${perGeneration.toFixed(1)} ms (${Math.round(phase.userShare * 100)}% user, ${Math.round((1 - phase.userShare) * 100)}% system)`,
    ],
    [
      'pass-through CPU per generation',
      `${baselinePerGeneration.toFixed(1)} ms (the same upstream bytes piped unchanged); server / pass-through ${(perGeneration / Math.max(0.01, baselinePerGeneration)).toFixed(2)}x`,
    ],
    [
      'server RSS before / peak',
      `${(phase.rssBeforeKb / 1024).toFixed(0)} MB / ${(phase.peakRssKb / 1024).toFixed(0)} MB`,
    ],
    [
      'bytes to browser / final JSON',
      `${ratio.toFixed(2)}x (deltas and framing ${mean(ok.map((o) => o.deltaBytes / o.finalJsonBytes)).toFixed(2)}x in ${mean(ok.map((o) => o.deltaEvents)).toFixed(0)} events, done ${mean(ok.map((o) => o.doneBytes / o.finalJsonBytes)).toFixed(2)}x)`,
    ],
    [
      'added latency, first upstream byte -> browser (p50 / p95)',
      `${percentile(firstByte, 50).toFixed(1)} / ${percentile(firstByte, 95).toFixed(1)} ms`,
    ],
    [
      'added latency, last upstream byte -> done (p50 / p95)',
      `${percentile(lastByte, 50).toFixed(1)} / ${percentile(lastByte, 95).toFixed(1)} ms`,
    ],
    [
      `${MANY_STREAMS} concurrent streams`,
      `${MANY_STREAMS - manyOk} errors; RSS ${(many.rssBeforeKb / 1024).toFixed(0)} MB idle, ${(many.peakRssKb / 1024).toFixed(0)} MB peak: ${perStreamKb(many, MANY_STREAMS).toFixed(1)} KiB per stream (pass-through: ${perStreamKb(manyBaseline, MANY_STREAMS).toFixed(1)} KiB); while all are open, before any ends: ${streamingPerStreamKb(many, MANY_STREAMS).toFixed(1)} KiB (pass-through ${streamingPerStreamKb(manyBaseline, MANY_STREAMS).toFixed(1)} KiB)`,
    ],
  ];
  const shortKey = guardCostMs(PLACEHOLDER_API_KEY);
  const projectKey = guardCostMs(`sk-proj-${'Ab3xY9'.repeat(26)}`);
  rows.push([
    'credential guard per generation (short / 164-char key)',
    `${shortKey.toFixed(2)} / ${projectKey.toFixed(2)} ms, ${((shortKey / perGeneration) * 100).toFixed(1)}% of the CPU per generation`,
  ]);
  const width = Math.max(...rows.map(([label]) => label.length));
  for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
  // What went wrong, so a figure measured without saves (or with errors) says so.
  const reasons = new Map<string, number>();
  for (const { why } of [...phase.outcomes, ...many.outcomes]) if (why) reasons.set(why, (reasons.get(why) ?? 0) + 1);
  for (const [why, count] of reasons) console.log(`not saved or failed: ${count}x ${why}`);
  process.exit(ok.length === CONCURRENCY && manyOk === MANY_STREAMS ? 0 : 1);
}

await main();
