import { Worker, type ResourceLimits } from 'node:worker_threads';

/**
 * A thread's module beside the code that starts it. From source (vitest, tsx) the caller is a .ts
 * file and the thread is the .ts named beside it; built, the caller's code sits in dist/server
 * (main.js or a chunk) and vite.server.config.ts writes each thread's module there as `name`.js.
 */
export function moduleBeside(callerUrl: string, name: string): URL {
  return new URL(callerUrl.endsWith('.ts') ? `./${name}.ts` : `./${name}.js`, callerUrl);
}

/** Starts a worker thread on `url`, TypeScript included. */
export function startThread(url: URL, options: { resourceLimits?: ResourceLimits; workerData?: unknown } = {}): Worker {
  if (!url.pathname.endsWith('.ts')) return new Worker(url, options);
  // Node 20 cannot load TypeScript (and `--import tsx` in a thread's execArgv comes too late for
  // its entry module): the thread registers tsx, which also maps tsconfig's `@/` paths, then loads
  // the module. Sources only run from the project folder, where `tsx` resolves.
  const code = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); })`;
  return new Worker(code, { ...options, eval: true });
}
