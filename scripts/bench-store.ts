/**
 * What saving a result adds before `done`: times `saveGeneration` (the server's own code, one
 * transaction) on the embedded PostgreSQL (PGlite, in a temp folder) and on a throwaway PostgreSQL
 * server, one save at a time and 50 at once. Prints; asserts nothing (shared, noisy machines).
 * Budget (README, Performance): at most 5 ms at p50, one at a time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { toolDefinitions } from '@/core/tools/registry';
import type { Database } from '@/server/store/database';
import { embeddedDatabase } from '@/server/store/embedded';
import { openDatabase } from '@/server/store/open-database';
import { createStore } from '@/server/store/store';
import { saveGeneration } from '@/server/workspace/save-generation';
import { startPostgres } from '../tests/support/server/postgres';

const SEQUENTIAL = 300;
const CONCURRENT = 50;
const tool = toolDefinitions.ideas;
const inputs = { industry: 'Fintech', targetMarket: 'Freelancers', region: 'Germany' };
const result = tool.offline(inputs);
// Fastify's logger when logging is off: the save's warnings cost nothing here.
const log = Fastify({ logger: false }).log;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? NaN;

async function timeSaves(db: Database) {
  const store = createStore(db);
  const save = (workspaceId: string) =>
    saveGeneration(store, log, { kind: 'workspace', workspaceId, ventureId: null, sources: {} }, { tool, inputs });
  // Warm up: migrations, the JIT, the pool's connections.
  for (let i = 0; i < 20; i++) await save(randomUUID())(result);

  const timed = async (workspaceId: string) => {
    const started = performance.now();
    const outcome = await save(workspaceId)(result);
    if (outcome.saveError) throw new Error(outcome.saveError);
    return performance.now() - started;
  };
  // A workspace's first result (creates the workspace row and a venture), then its later ones.
  const first: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i++) first.push(await timed(randomUUID()));
  const later: number[] = [];
  const workspace = randomUUID();
  for (let i = 0; i < SEQUENTIAL; i++) later.push(await timed(workspace));
  const concurrent = await Promise.all(Array.from({ length: CONCURRENT }, () => timed(randomUUID())));
  return { first, later, concurrent };
}

function report(name: string, timings: Awaited<ReturnType<typeof timeSaves>>) {
  const row = (label: string, values: number[]) =>
    `  ${label.padEnd(38)} p50 ${percentile(values, 50).toFixed(2)} ms, p95 ${percentile(values, 95).toFixed(2)} ms`;
  console.log(name);
  console.log(row(`first result of a workspace (x${SEQUENTIAL})`, timings.first));
  console.log(row(`later result, same venture (x${SEQUENTIAL})`, timings.later));
  console.log(row(`${CONCURRENT} saves at once`, timings.concurrent));
}

/** The embedded database in a temp folder: as the server runs it (fsync on), or with PGlite's defaults (fsync off). */
async function benchEmbedded(durable: boolean) {
  const dataDir = mkdtempSync(join(tmpdir(), 'venturekit-bench-'));
  const embedded = embeddedDatabase({ kind: 'embedded', dataDir }, { durable });
  try {
    report(
      `Embedded PostgreSQL (PGlite, ${durable ? 'fsync on, as the server runs it' : "fsync off, PGlite's default"})`,
      await timeSaves(embedded),
    );
  } finally {
    await embedded.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  // Both in one run, so what durability costs is read as a ratio on the same machine at the same time.
  await benchEmbedded(true);
  await benchEmbedded(false);
  const server = await startPostgres();
  const postgres = openDatabase({ kind: 'postgres', url: server.url });
  try {
    report('PostgreSQL server (127.0.0.1, fsync off)', await timeSaves(postgres));
  } finally {
    await postgres.close();
    await server.stop();
  }
}

await main();
