/**
 * "Adding a tool" (ARCHITECTURE.md) holds: a sixth tool scaffolded by scripts/new-tool.ts into a
 * copy of the repository, with nothing else changed, type-checks, passes lint, is kept apart from
 * the other tools by lint, and passes the tests every tool shares. Slow (a copy, tsc, eslint and a
 * vitest run), so it runs once, with every check in one file.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaffoldTool } from '../scripts/new-tool';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '..');
// A seventh tool now that the Investor Review is the sixth.
const TOOL = { id: 'board-update', title: 'Board Update' };

/** The tests every tool passes by being registered: they read the registry, not a list of their own. */
const SHARED_SUITES = [
  'src/core/tools/registry.test.ts',
  'tests/web/generators.test.tsx',
  'src/web/dashboard/dashboard-layout.test.tsx',
  'src/web/pages/landing/landing-page.test.tsx',
  'src/core/venture/figures/offline-prose.test.ts',
  // Its id is written in its folders and the registries only.
  'tests/tool-literals.test.ts',
];

let copy: string;
let written: string[];

/** Runs `command` in the copy; resolves with its exit code and output instead of throwing. */
async function inCopy(command: string, args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(command, args, { cwd: copy, maxBuffer: 32 * 1024 * 1024 });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);

beforeAll(async () => {
  copy = mkdtempSync(join(tmpdir(), 'venturekit-new-tool-'));
  // The files a clone would have, plus work not yet committed.
  const { stdout } = await run('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: ROOT });
  for (const path of stdout.split('\0').filter(Boolean)) {
    mkdirSync(dirname(join(copy, path)), { recursive: true });
    cpSync(join(ROOT, path), join(copy, path));
  }
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
  written = scaffoldTool(copy, TOOL);
});

afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('a new tool from scripts/new-tool.ts', () => {
  it('is its folder, its screen and five registrations', () => {
    expect(written.filter((path) => !path.includes(TOOL.id)).sort()).toEqual([
      'src/core/tools/listings.ts',
      'src/core/tools/registry.ts',
      'src/core/tools/results.ts',
      'src/web/routes.tsx',
      'tests/support/fixtures.ts',
    ]);
  });

  it('type-checks, app and tests', async () => {
    // As `npm run typecheck` does.
    const { code, output } = await inCopy(bin('tsgo'), ['--noEmit', '-p', '.']);
    expect(output).toBe('');
    expect(code).toBe(0);
  }, 240_000);

  it('passes lint, and lint keeps it apart from the other tools', async () => {
    // What it wrote: its folder, its screen and the registrations (the other tools' files are linted by `npm run lint`).
    const clean = await inCopy(bin('eslint'), written);
    expect(clean.output).toBe('');

    writeFileSync(
      join(copy, `src/core/tools/${TOOL.id}/leak.ts`),
      "import { ideasListing } from '../ideas/listing';\nexport const leaked = ideasListing;\n",
    );
    const leaking = await inCopy(bin('eslint'), [`src/core/tools/${TOOL.id}`]);
    rmSync(join(copy, `src/core/tools/${TOOL.id}/leak.ts`));
    expect(leaking.code).toBe(1);
    expect(leaking.output).toContain(`The ${TOOL.id} tool does not import the ideas tool`);
  }, 240_000);

  it('passes its own tests and the tests every tool shares, which count it', async () => {
    const { code, output } = await inCopy(bin('vitest'), [
      'run',
      `src/core/tools/${TOOL.id}`,
      ...SHARED_SUITES,
      '--reporter=verbose',
    ]);
    expect(output).not.toMatch(/\bFAIL\b/);
    expect(code).toBe(0);
    expect(output).toContain(TOOL.title);
  }, 240_000);
});
