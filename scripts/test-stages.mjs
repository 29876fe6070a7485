// `npm test`: its stages in order (lint, typecheck, unit, build, e2e), stopping at the first that
// fails, then how long each took, wall and CPU (scripts/timing.mjs): where a slow run spent its time,
// on a quiet machine or a loaded one (README, "Testing under load"). Names given on the
// command line run only those stages: `node scripts/test-stages.mjs lint typecheck`.
import { spawn } from 'node:child_process';
import { formatTime, startClock } from './timing.mjs';

const STAGES = [
  { name: 'lint', script: 'lint' },
  { name: 'typecheck', script: 'typecheck' },
  { name: 'unit', script: 'test:unit' },
  { name: 'build', script: 'build' },
  { name: 'e2e', script: 'test:e2e' },
];

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !STAGES.some((stage) => stage.name === name));
if (unknown.length > 0) {
  console.error(`No such stage: ${unknown.join(', ')} (stages: ${STAGES.map((stage) => stage.name).join(', ')})`);
  process.exit(2);
}
const stages = asked.length > 0 ? STAGES.filter((stage) => asked.includes(stage.name)) : STAGES;

/** Runs `npm run <script>` with its output as it comes; resolves with its exit code. */
const run = (script) =>
  new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });

const timings = [];
const total = startClock();
let failed;
for (const stage of stages) {
  const stop = startClock();
  const code = await run(stage.script);
  timings.push({ name: stage.name, passed: code === 0, time: stop() });
  if (code !== 0) {
    failed = stage.name;
    break;
  }
}

console.log('\nnpm test, by stage:');
for (const { name, passed, time } of timings)
  console.log(`  ${name.padEnd(10)} ${passed ? 'passed' : 'FAILED'}  ${formatTime(time)}`);
console.log(`  ${'total'.padEnd(10)} ${failed ? 'FAILED' : 'passed'}  ${formatTime(total())}`);
process.exit(failed ? 1 : 0);
