// `npm run lint`: eslint, the import-cycle check and prettier, side by side. Each runs on one core and
// none needs another's answer, so on the 2-core machine the whole check takes about as long as eslint
// alone. Each one's output is printed whole when it ends, then what each took; any failure fails lint.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { formatTime, startClock } from './timing.mjs';

// eslint and prettier keep what they found of each file (by its content, the config and their
// version) in node_modules/.cache, so a second run checks only the files that changed: about 7 s
// against 40 on the 2-core machine. A fresh clone (CI) has no cache and checks every file. Moving a
// file can leave an unchanged importer's import-x zones stale until it changes: delete the folder.
const CACHE = ['--cache', '--cache-strategy', 'content', '--cache-location'];
const CHECKS = [
  { name: 'eslint', bin: 'eslint', args: [...CACHE, 'node_modules/.cache/eslint/', '.'] },
  { name: 'import cycles', bin: 'tsx', args: ['scripts/import-cycles.ts'] },
  { name: 'prettier', bin: 'prettier', args: ['--check', ...CACHE, 'node_modules/.cache/prettier/cache.json', '.'] },
];

/** Runs one check; resolves with whether it passed and its output, once it has ended. */
function run({ name, bin, args }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(join('node_modules', '.bin', bin), args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => {
      process.stdout.write(`── ${name}: could not start: ${error.message}\n`);
      resolve({ name, passed: false, seconds: 0 });
    });
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      const passed = code === 0;
      process.stdout.write(
        `── ${name}: ${passed ? 'passed' : `failed (exit ${code})`} in ${seconds.toFixed(1)} s\n${output}`,
      );
      resolve({ name, passed, seconds });
    });
  });
}

const stop = startClock();
const results = await Promise.all(CHECKS.map(run));
const failed = results.filter((result) => !result.passed).map((result) => result.name);
console.log(
  `lint ${failed.length === 0 ? 'passed' : `failed (${failed.join(', ')})`}: ${formatTime(stop())} ` +
    `(${results.map((result) => `${result.name} ${result.seconds.toFixed(1)} s`).join(', ')})`,
);
process.exit(failed.length === 0 ? 0 : 1);
