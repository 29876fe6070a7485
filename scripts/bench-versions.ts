/**
 * What keeping versions adds to saving an edit (docs/product.md §13): times an edit of a deck on the
 * embedded PostgreSQL (PGlite in a temp folder, fsync on, as the server runs it), in one transaction
 * under the workspace's lock as the PUT runs it: the store's update (the document, its new version,
 * the quota counting earlier versions), a stale save merged by parts, and the document write alone
 * as it was before versions (the same reads, checks and update, no version). Alternates the three,
 * so the machine's noise falls on each alike. Prints; asserts nothing (shared, noisy machines).
 * Budget (README, Performance): at most 5 ms added at p50.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { toolDefinitions } from '@/core/tools/registry';
import { embeddedDatabase } from '@/server/store/embedded';
import { checkResult } from '@/server/store/repositories/check-result';
import { bytesOf } from '@/server/store/repositories/quota';
import { json } from '@/server/store/rows';
import { createStore, type Store } from '@/server/store/store';
import type { Queryable } from '@/server/store/database';
import type { PitchDeckResult } from '@/core/tools/pitch-deck/client';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);
const tool = toolDefinitions['pitch-deck'];
const deck = tool.offline({
  businessName: 'Harvest Table',
  businessDescription: 'Weekly meal kits in Lisbon.',
}) as PitchDeckResult;
/** `from` with slide `slide` retitled for round `round`. */
const edited = (round: number, slide: number, from: PitchDeckResult = deck): PitchDeckResult => ({
  slides: from.slides.map((each, at) => (at === slide ? { ...each, title: `Edit ${round}` } : each)),
});

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? NaN;

/** The write before versions: the document's row read, the result checked, the quota, the update; nothing else. */
async function documentWriteAlone(tx: Queryable, workspaceId: string, id: string, result: unknown) {
  const [row] = await tx.query<{ version: number; title: string; inputs: unknown; result: unknown; tool: string }>(
    'select version, title, inputs, result, tool from documents where id = $1 and workspace_id = $2',
    [id, workspaceId],
  );
  checkResult(row!.tool, row!.result);
  const checked = checkResult(row!.tool, result);
  const bytes = bytesOf(row!.title, row!.inputs, checked);
  await tx.query(
    `select (select count(*) from documents where workspace_id = $1)::int,
            ((select coalesce(sum(bytes), 0) from documents where workspace_id = $1)
              + (select coalesce(sum(bytes), 0) from saved_ideas where workspace_id = $1))::bigint`,
    [workspaceId],
  );
  await tx.query(
    `update documents set result = $4::jsonb, bytes = $5, version = version + 1, updated_at = now()
      where id = $1 and workspace_id = $2 and version = $3`,
    [id, workspaceId, row!.version, json(checked), bytes],
  );
}

async function newDeck(store: Store) {
  const workspaceId = randomUUID();
  const venture = await store.ventures.create(workspaceId, { name: 'Bench', description: '' });
  const saved = await store.documents.create(workspaceId, venture.id, {
    tool: tool.id,
    title: 'Deck',
    inputs: { businessName: 'Harvest Table', businessDescription: 'Weekly meal kits in Lisbon.' },
    result: deck,
  });
  return { workspaceId, id: saved.id };
}

async function timed(work: () => Promise<unknown>) {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'venturekit-bench-versions-'));
  const db = embeddedDatabase({ kind: 'embedded', dataDir }, { durable: true });
  const store = createStore(db);
  try {
    const [withVersions, merged, alone] = [await newDeck(store), await newDeck(store), await newDeck(store)];
    let version = 1;
    // The merged deck's versions, each whole: a stale save starts from the one before the newest.
    const mergedResults: PitchDeckResult[] = [
      deck,
      (await store.documents.update(merged.workspaceId, merged.id, 1, edited(0, 5))).result as PitchDeckResult,
    ];
    const times = { versions: [] as number[], merged: [] as number[], alone: [] as number[] };
    for (let round = -20; round < ROUNDS; round++) {
      const v = await timed(() =>
        store.documents.update(withVersions.workspaceId, withVersions.id, version, edited(round, 1)),
      );
      version++;
      // Made on the version before the newest, to another slide than the newest changed: merged onto it.
      const base = mergedResults.length - 1;
      const m = await timed(async () => {
        const saved = await store.documents.update(
          merged.workspaceId,
          merged.id,
          base,
          edited(round, round % 2 ? 2 : 3, mergedResults[base - 1]),
        );
        if (!saved.merged) throw new Error('Expected a merged save');
        mergedResults.push(saved.result as PitchDeckResult);
      });
      const a = await timed(() =>
        store.inWorkspace(alone.workspaceId, (_repos, tx) =>
          documentWriteAlone(tx, alone.workspaceId, alone.id, edited(round, 1)),
        ),
      );
      if (round < 0) continue;
      times.versions.push(v);
      times.merged.push(m);
      times.alone.push(a);
    }
    const row = (label: string, values: number[]) =>
      `  ${label.padEnd(52)} p50 ${percentile(values, 50).toFixed(2)} ms, p99 ${percentile(values, 99).toFixed(2)} ms`;
    console.log(
      `Saving an edit of a 10-slide deck, embedded PostgreSQL (fsync on), x${ROUNDS}, after ${ROUNDS} versions`,
    );
    console.log(row('the document write alone (as before versions)', times.alone));
    console.log(row('with its version (the PUT as it runs now)', times.versions));
    console.log(row('a stale save merged by parts, with its version', times.merged));
    console.log(
      `  added by versions: p50 ${(percentile(times.versions, 50) - percentile(times.alone, 50)).toFixed(2)} ms, ` +
        `p99 ${(percentile(times.versions, 99) - percentile(times.alone, 99)).toFixed(2)} ms`,
    );
  } finally {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
