/**
 * Import cycles in src, the tests' helpers and the scripts, type-only imports included (a cycle held
 * together by types alone, a generic contract that names particular tools, is one too). One pass
 * over the files' import lines, a few seconds: import-x/no-cycle, which skipped type-only imports,
 * cost about a fifth of eslint's time and is not run (docs/decisions.md, "The suite under load").
 * `npm run lint` runs this; tests/lint.test.ts proves it fires.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The file an import names, for `@/` and relative imports; packages are outside the graph. */
function resolveImport(from: string, specifier: string, root: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? join(root, 'src', specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  if (/\.tsx?$/.test(base) && existsSync(base)) return base;
  for (const extension of EXTENSIONS) if (existsSync(base + extension)) return base + extension;
  return undefined;
}

/** Every file's imports, static and type-only alike (dynamic `import()` loads later and cannot tie a cycle at load time). */
export function importGraph(files: readonly string[], root: string): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, false);
      const targets = info.importedFiles
        .map((entry) => resolveImport(file, entry.fileName, root))
        .filter((target): target is string => target !== undefined);
      return [file, [...new Set(targets)]];
    }),
  );
}

/** The strongly connected components of more than one file (or a file importing itself): Tarjan's algorithm. */
export function cyclesOf(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/** The code checked by default: src, the tests' helpers (tests/support) and the scripts. */
const checkedFiles = (root: string) =>
  [join(root, 'src'), join(root, 'tests', 'support'), join(root, 'scripts')].flatMap(sourceFiles);

/** The cycles among `files` (default: `checkedFiles`), with paths relative to `root`. */
export function importCycles(root = process.cwd(), files = checkedFiles(root)): string[][] {
  return cyclesOf(importGraph(files, root)).map((cycle) => cycle.map((file) => relative(root, file)));
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const cycles = importCycles();
  for (const cycle of cycles) console.error(`Import cycle (type-only imports count): ${cycle.join(' -> ')}`);
  process.exit(cycles.length > 0 ? 1 : 0);
}
