/**
 * npm run bench:exports: each native export through the built server, as a browser asks for it.
 * "First" is the first export in a fresh server process, its library's load included (the budget:
 * a deck's first export under 1.5 s); "warm" is the median of the next 15. Also prints each file's
 * size. Measures, never asserts: these machines are shared and noisy.
 */
import { toolDefinitions } from '../src/core/tools/registry';
import type { ToolId } from '../src/core/tools/listings';
import { startServerProcess } from '../tests/server/server-process';
import { offlineResult } from '../tests/support/tool-results';

const WARM_RUNS = 15;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function exportOnce(url: string, id: ToolId, format: string, result: unknown) {
  const started = performance.now();
  const response = await fetch(`${url}/api/exports/${id}/${format}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ result }),
  });
  const bytes = (await response.arrayBuffer()).byteLength;
  if (!response.ok) throw new Error(`${id} ${format}: ${response.status}`);
  return { ms: performance.now() - started, bytes };
}

console.log('| File | First, in a fresh server | Warm (median of 15) | Size |\n| --- | --- | --- | --- |');
for (const id of Object.keys(toolDefinitions) as ToolId[]) {
  const result = offlineResult(id);
  for (const entry of toolDefinitions[id].exports ?? []) {
    const server = await startServerProcess({ DATA_DIR: 'memory://', LOG_LEVEL: 'warn' }, { built: true });
    try {
      const first = await exportOnce(server.url, id, entry.format, result);
      const warm: number[] = [];
      for (let run = 0; run < WARM_RUNS; run++) warm.push((await exportOnce(server.url, id, entry.format, result)).ms);
      console.log(
        `| ${entry.fileName} | ${first.ms.toFixed(0)} ms | ${median(warm).toFixed(0)} ms | ${(first.bytes / 1024).toFixed(1)} KiB |`,
      );
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }
}
