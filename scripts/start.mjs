// npm start: builds the app when the build is missing or older than the sources, then serves it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const outputs = ['dist/web/index.html', 'dist/server/main.js', 'dist/server/render-worker.js'];
const inputs = ['src', 'index.html', 'public', 'package.json', 'vite.config.ts', 'vite.server.config.ts'];

/**
 * Tests never reach the build, so editing one does not make it stale: the e2e tests run `npm start`
 * beside servers still serving dist, and a rebuild there replaced their assets mid-run (404s).
 */
const notBuilt = (name) => /\.test\.tsx?$/.test(name);

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  const names = readdirSync(path).filter((name) => !notBuilt(name));
  return Math.max(0, ...names.map((name) => newest(join(path, name))));
}

const builtAt = Math.min(...outputs.map((path) => (existsSync(path) ? statSync(path).mtimeMs : 0)));
if (builtAt < Math.max(...inputs.map(newest))) {
  console.log('Building Venturekit...');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server runs in this process, not a child: a supervisor's SIGTERM (systemd, Docker, Kubernetes,
// or npm passing it on) reaches the server's own graceful shutdown, and its exit status is ours.
await import(new URL('../dist/server/main.js', import.meta.url).href);
