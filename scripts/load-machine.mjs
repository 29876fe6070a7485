// Loads the machine for the proof that the suite holds under load (README, "The test suite under
// load"): `loops` (default 2) builds of the web app side by side, each started again as soon as it
// ends, into a temporary folder (dist/, which the browser tests serve, is left alone), until Ctrl+C.
// Each line says how long a build took and the load average, so the run's conditions are on record.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const loops = Number(process.argv[2] ?? 2);
if (!Number.isInteger(loops) || loops < 1) {
  console.error('Usage: node scripts/load-machine.mjs [loops, default 2]');
  process.exit(2);
}
const out = mkdtempSync(join(tmpdir(), 'venturekit-load-'));
const children = new Set();
let stopping = false;

function build(loop, round) {
  if (stopping) return;
  const started = performance.now();
  const args = ['build', '--outDir', join(out, String(loop)), '--emptyOutDir', '--logLevel', 'error'];
  const child = spawn(join('node_modules', '.bin', 'vite'), args, { stdio: ['ignore', 'ignore', 'inherit'] });
  children.add(child);
  child.on('close', (code) => {
    children.delete(child);
    if (stopping) return;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const load = loadavg()[0].toFixed(1);
    console.log(
      `loop ${loop}, build ${round}: ${code === 0 ? 'built' : `failed (${code})`} in ${seconds} s; load ${load}`,
    );
    build(loop, round + 1);
  });
}

function stop() {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  rmSync(out, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

console.log(`Loading the machine with ${loops} build loops (Ctrl+C stops them)...`);
for (let loop = 1; loop <= loops; loop++) build(loop, 1);
