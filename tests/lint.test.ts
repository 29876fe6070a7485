/** The boundaries lint keeps, proven once on code that breaks them (tests/lint-fixtures, ignored by `npm run lint`). */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ ignore: false });
const rulesBroken = (results: ESLint.LintResult[]) =>
  results.flatMap((result) => result.messages.map((message) => message.ruleId));

describe('lint', () => {
  it('refuses an import cycle', async () => {
    expect(rulesBroken(await eslint.lintFiles(['tests/lint-fixtures/cycle-a.ts']))).toContain('import-x/no-cycle');
  }, 60_000);

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
  }, 60_000);
});
