/**
 * npm run bench:load: the server under the reads and exports of one venture at once (issue 38's
 * budget: /api/health within 100 ms p99). In a fresh built server on the offline provider, a
 * founder's venture with a model, a research and the largest deck a founder can save, shared; then
 * three rounds, each of 30 exports with `ventureId` (as the web app sends them: the venture's design
 * and figures read for each; 15 PDF, 15 PPTX of bench:exports' large deck, the one an older build
 * also takes), 30 views of the largest deck's share page and 30
 * readers of the venture's facts (each reading again as soon as it has its answer) at once, while
 * /api/health is asked again as soon as it answers. The first round is cold (no render thread
 * started, nothing kept); before each of the others the founder changes the deck's brand colour,
 * so the page is laid out and the facts' figure check run again. Prints, never asserts: these
 * machines are shared and noisy (README, Performance). `BENCH_SERVER` runs another build's
 * main.js (a "before" figure); `BENCH_NODE_ARGS` passes flags to its node (`--cpu-prof`);
 * `BENCH_AT_ONCE` sets how many of each run at once (30). The share page's script is asked
 * throughout too: a string in memory, no database, so its times are the event loop's alone.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { SHARE_SCRIPT_PATH } from '../src/server/share/page-script';
import { largeDeck, largestDeck } from '../tests/support/large-deck';
import { freePort } from '../tests/support/server/server-process';
import { until } from '../tests/support/until';

const AT_ONCE = Number(process.env.BENCH_AT_ONCE ?? 30);
const ROUNDS = 3;
const SERVER = process.env.BENCH_SERVER ?? 'dist/server/main.js';
/** What is exported: bench:exports' deck, ten slides whose Chinese lines make each PDF slow to draw. */
const exportedDeck = largeDeck();

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? NaN;

/** The built server, limits off (one address plays every client), viewers' addresses from X-Forwarded-For. */
async function startServer(): Promise<{ url: string; pid: number; stop: () => Promise<unknown> }> {
  const port = await freePort();
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, SERVER], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      RATE_LIMIT_MAX: '0',
      WRITE_RATE_LIMIT_MAX: '0',
      EXPORT_RATE_LIMIT_MAX: '0',
      READ_RATE_LIMIT_MAX: '0',
      // The embedded database on its own thread, to compare (README, Performance).
      DATABASE_THREAD: process.env.DATABASE_THREAD ?? 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  let exited = false;
  child.once('exit', () => (exited = true));
  const up = () =>
    exited ||
    fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
  await until(up, { timeoutMs: 180_000, intervalMs: 200, message: 'the server did not start' }).catch((error) => {
    child.kill('SIGKILL');
    throw error;
  });
  // On a loaded machine the embedded database can miss the start's 10 s for its hooks: start again.
  if (exited) return startServer();
  return {
    url,
    pid: child.pid!,
    stop: () => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM')),
  };
}

/** A founder's venture (a model, a research, the largest deck, shared): its cookie, ids and link. */
async function seed(url: string) {
  let cookie = '';
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', origin: url, ...(cookie ? { cookie } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    cookie = response.headers.get('set-cookie')?.split(';')[0] ?? cookie;
    return response;
  };
  const venture = (await (await call('POST', '/api/ventures', { name: 'Harvest Table' })).json()) as { id: string };
  const generate = async (tool: string, inputs: object) => {
    const text = await (await call('POST', `/api/generate/${tool}`, { inputs, ventureId: venture.id })).text();
    const done = /event: done\ndata: (.+)\n/.exec(text);
    const saved = done ? (JSON.parse(done[1]!) as { saved?: { id: string; version: number } }).saved : undefined;
    if (!saved) throw new Error(`seeding: no ${tool} saved`);
    return saved;
  };
  await generate('financials', { pricingModel: 'Subscription', customerType: 'B2C - Consumer', costs: 'Salaries' });
  await generate('market-research', { niche: 'meal kits for busy parents' });
  const generated = await generate('pitch-deck', { businessName: 'Harvest Table', businessDescription: 'Meal kits.' });
  const deck = largestDeck();
  const saved = await call('PUT', `/api/documents/${generated.id}`, { version: generated.version, result: deck });
  if (saved.status !== 200) throw new Error(`seeding: the largest deck was not saved (${saved.status})`);
  const link = (await (await call('POST', `/api/documents/${generated.id}/share-links`, {})).json()) as {
    path: string;
  };
  return { call, cookie: () => cookie, ventureId: venture.id, deck, link: link.path };
}
type Seeded = Awaited<ReturnType<typeof seed>>;

/** One round: the exports, the views and the readers at once, /api/health asked throughout. */
async function round(url: string, seeded: Seeded, index: number) {
  const headers = { 'content-type': 'application/json', origin: url, cookie: seeded.cookie() };
  const exports = Array.from({ length: AT_ONCE }, async (_, each) => {
    const format = each % 2 === 0 ? 'pdf' : 'pptx';
    // The deck states figures its venture's facts do not: half are asked first (the figure check,
    // then a 409 the screen asks the founder about), half come after Export Anyway (drawn).
    const accepted = each % 4 < 2 ? { conflictsAccepted: true } : {};
    const body = JSON.stringify({ result: exportedDeck, ventureId: seeded.ventureId, ...accepted });
    const response = await fetch(`${url}/api/exports/pitch-deck/${format}`, { method: 'POST', headers, body });
    await response.arrayBuffer();
    return response.status;
  });
  const views = Array.from({ length: AT_ONCE }, async (_, each) => {
    const forwarded = { 'x-forwarded-for': `198.51.${index}.${each + 1}` };
    const response = await fetch(`${url}${seeded.link}`, { headers: forwarded });
    await response.arrayBuffer();
    return response.status;
  });
  let running = true;
  const work = Promise.all([Promise.all(exports), Promise.all(views)]).finally(() => (running = false));
  const reads: number[] = [];
  const readers = Array.from({ length: AT_ONCE }, async () => {
    while (running) {
      const response = await fetch(`${url}/api/ventures/${seeded.ventureId}/facts`, { headers });
      await response.arrayBuffer();
      reads.push(response.status);
    }
  });
  /** Asks `path` again as soon as it answers while the round runs: its times. */
  const probe = async (path: string) => {
    const times: number[] = [];
    while (running) {
      const started = performance.now();
      await (await fetch(`${url}${path}`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer();
      times.push(performance.now() - started);
    }
    return times;
  };
  // The health check pings the database (PGlite: one statement at a time, on the event loop's thread
  // unless DATABASE_THREAD is on); the share page's script is a string in memory, sent as it is:
  // the event loop and the sockets alone.
  const [health, loop] = await Promise.all([probe('/api/health'), probe(SHARE_SCRIPT_PATH)]);
  const [exported, viewed] = await work;
  await Promise.all(readers);
  const count = (statuses: number[], status: number) => statuses.filter((each) => each === status).length;
  return { health, loop, exported, viewed, reads, count };
}

/**
 * CPU seconds so far of the server's process (all its threads) and of its main thread (the event
 * loop's), and the seconds that thread waited for a core while it had work (other processes, the
 * client, the render threads on the same two cores).
 */
function serverCpu(pid: number): { all: number; main: number; waited: number } {
  // utime and stime, the 14th and 15th fields, in clock ticks (100 a second); the name may hold spaces.
  const seconds = (stat: string) => {
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  };
  return {
    all: seconds(readFileSync(`/proc/${pid}/stat`, 'utf8')),
    main: seconds(readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8')),
    // The scheduler's count: nanoseconds the main thread was ready to run but waited for a core.
    waited: Number(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ')[1]) / 1e9,
  };
}

const server = await startServer();
try {
  const seeded = await seed(server.url);
  console.log(
    `/api/health while ${AT_ONCE} deck exports with ventureId (${exportedDeck.slides.length} slides), ${AT_ONCE} share-page views of the`,
  );
  console.log(
    `largest deck (${seeded.deck.slides.length} slides at the edit limits) and ${AT_ONCE} facts readers run at once:`,
  );
  console.log(
    '| Round | Health p50 | p99 | max | Requests | Script p50 / p99 | Exports: files / 409 / 429 | Views: pages / other | Facts reads | Server CPU: main thread (waiting for a core) / all | Load |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (let index = 1; index <= ROUNDS; index++) {
    // A new revision: the page is laid out again, the facts' figure check runs again.
    if (index > 1)
      await seeded.call('PUT', `/api/ventures/${seeded.ventureId}/deck-design`, {
        theme: 'light',
        brand: index % 2 === 0 ? '10B981' : '4F46E5',
      });
    const cpuBefore = serverCpu(server.pid);
    const started = performance.now();
    const { health, loop, exported, viewed, reads, count } = await round(server.url, seeded, index);
    const wall = (performance.now() - started) / 1000;
    const cpuAfter = serverCpu(server.pid);
    // The share of the round's wall time the event loop's thread ran, and the cores the server used.
    const share = (seconds: number) => `${Math.round((seconds / wall) * 100)}%`;
    const cpu = `${share(cpuAfter.main - cpuBefore.main)} (waited ${share(cpuAfter.waited - cpuBefore.waited)}) / ${((cpuAfter.all - cpuBefore.all) / wall).toFixed(2)} cores over ${wall.toFixed(1)} s`;
    const ms = (value: number) => `${value.toFixed(0)} ms`;
    console.log(
      `| ${index}${index === 1 ? ' (cold)' : ''} | ${ms(percentile(health, 50))} | ${ms(percentile(health, 99))} | ${ms(Math.max(...health))} | ${health.length} | ${ms(percentile(loop, 50))} / ${ms(percentile(loop, 99))} | ${count(exported, 200)} / ${count(exported, 409)} / ${count(exported, 429)} | ${count(viewed, 200)} / ${AT_ONCE - count(viewed, 200)} | ${count(reads, 200)} (${reads.length - count(reads, 200)} not 200) | ${cpu} | ${loadavg()[0]!.toFixed(1)} |`,
    );
  }
  console.log('Budget: /api/health within 100 ms at p99.');
} finally {
  await server.stop();
}
