/** The boundaries lint keeps, proven once on code that breaks them (tests/lint-fixtures, ignored by `npm run lint`). */
import { ESLint } from 'eslint';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importCycles } from '../scripts/import-cycles';

const eslint = new ESLint({ ignore: false });
const rulesBroken = (results: ESLint.LintResult[]) =>
  results.flatMap((result) => result.messages.map((message) => message.ruleId));

describe('lint', () => {
  it('refuses an import cycle, and one held together by type-only imports alone (scripts/import-cycles.ts)', () => {
    const cycle = (names: string[]) => names.map((name) => `tests/lint-fixtures/${name}.ts`);
    const inFixtures = (files: string[]) =>
      importCycles(
        process.cwd(),
        files.map((file) => `${process.cwd()}/${file}`),
      );
    expect(inFixtures(cycle(['cycle-a', 'cycle-b']))).toEqual([cycle(['cycle-a', 'cycle-b'])]);
    expect(inFixtures(cycle(['type-cycle-a', 'type-cycle-b']))).toEqual([cycle(['type-cycle-a', 'type-cycle-b'])]);
    // And the code itself has none.
    expect(importCycles()).toEqual([]);
  });

  it('keeps every tool folder apart, the folders read from src/core/tools (a new one is covered at once)', async () => {
    const folders = readdirSync('src/core/tools', { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.length).toBeGreaterThanOrEqual(5);
    const [first, second] = folders.map((entry) => entry.name);
    const code = `import { listing } from '@/core/tools/${second}/listing';\nexport const route = listing;\n`;
    expect(rulesBroken(await eslint.lintText(code, { filePath: `src/core/tools/${first}/fixture.ts` }))).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses one tool importing another, in web and in core', async () => {
    const code =
      "import { businessPlanListing } from '@/core/tools/business-plan/listing';\nexport const route = businessPlanListing.route;\n";
    for (const filePath of [
      'src/web/tools/ideas-view.tsx',
      'src/web/tools/ideas/fixture.ts',
      'src/core/tools/ideas/fixture.ts',
    ]) {
      expect(rulesBroken(await eslint.lintText(code, { filePath })), filePath).toContain(
        'import-x/no-restricted-paths',
      );
    }
    // Through the shared listings is fine.
    const shared =
      "import { toolPath } from '@/core/tools/listings';\nexport const path = toolPath('business-plan');\n";
    expect(rulesBroken(await eslint.lintText(shared, { filePath: 'src/web/tools/ideas/fixture.ts' }))).toEqual([]);
  });

  it("holds the screen tests' helpers (tests/support/web) to the browser's rules, as src/web", async () => {
    const code = "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n";
    for (const filePath of ['src/web/tools/ideas/fixture.ts', 'tests/support/web/fixture.ts']) {
      expect(rulesBroken(await eslint.lintText(code, { filePath })), filePath).toContain('no-restricted-imports');
    }
  });

  it('keeps full zod out of code that reaches the browser; zod/mini is fine there, full zod on the server', async () => {
    const full = "import { z } from 'zod';\nexport const name = z.string();\n";
    const mini = "import * as z from 'zod/mini';\nexport const name = z.string();\n";
    for (const filePath of ['src/web/tools/ideas/fixture.ts', 'src/core/tools/ideas/fixture.ts']) {
      expect(rulesBroken(await eslint.lintText(full, { filePath })), filePath).toContain('no-restricted-imports');
      expect(rulesBroken(await eslint.lintText(mini, { filePath })), filePath).toEqual([]);
    }
    expect(rulesBroken(await eslint.lintText(full, { filePath: 'src/server/routes/fixture.ts' }))).toEqual([]);
  });

  it("keeps the API's schemas out of the browser: src/web imports the contract as types only", async () => {
    const value = "import { contract } from '@/core/api/contract';\nexport const health = contract.health;\n";
    const types = "import type { Contract } from '@/core/api/contract';\nexport type Health = Contract['health'];\n";
    const filePath = 'src/web/generator/fixture.ts';
    expect(rulesBroken(await eslint.lintText(value, { filePath }))).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(rulesBroken(await eslint.lintText(types, { filePath }))).toEqual([]);
    expect(rulesBroken(await eslint.lintText(value, { filePath: 'src/server/routes/fixture.ts' }))).toEqual([]);
  });
});
