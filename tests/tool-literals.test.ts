import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REGISTRIES, toolLiterals } from '../scripts/tool-literals';

/** Writes `files` (path from the root: text) into a new folder; returns the folder. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'tool-literals-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('tool names outside the tools', () => {
  it('no code in src outside a tool’s folders and the registries names a tool (ARCHITECTURE.md, "Adding a tool")', () => {
    // Each place printed, "path:line: code": say it as a capability of the tool's definition instead.
    expect(toolLiterals()).toEqual([]);
  });

  it('finds a tool’s id as a literal, quoted in a query or as a property of the sources; not in comments, tests, the tool’s own folders or the registries', () => {
    const named = [
      "export const model = (read: { get(id: string): unknown }) => read.get('financials');",
      'export type Shared = { tool: "pitch-deck" };',
      "export const sql = `select 1 from documents where tool = 'ideas'`;",
      'export const facts = (sources: { financials?: number }) => sources.financials;',
    ].join('\n');
    const free = [
      "// 'financials' in a comment, and `pitch-deck` too",
      "export const words = 'the financials of the venture';",
      'export const count = (result: { ideas: unknown[] }) => result.ideas.length;',
    ].join('\n');
    const root = tree({
      'src/server/named.ts': named,
      'src/server/free.ts': free,
      'src/server/named.test.ts': named,
      'src/core/tools/financials/facts.ts': named,
      'src/web/tools/pitch-deck-view.tsx': named,
      'src/web/tools/pitch-deck/deck.tsx': named,
      [REGISTRIES[0]!]: named,
    });
    try {
      expect(toolLiterals(root)).toEqual([
        "src/server/named.ts:1: export const model = (read: { get(id: string): unknown }) => read.get('financials');",
        'src/server/named.ts:2: export type Shared = { tool: "pitch-deck" };',
        "src/server/named.ts:3: export const sql = `select 1 from documents where tool = 'ideas'`;",
        'src/server/named.ts:4: export const facts = (sources: { financials?: number }) => sources.financials;',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
