import { describe, expect, it, onTestFinished } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { longFiles, longFunctions, MAX_FILE_LINES, MAX_FUNCTION_LINES } from '../scripts/long-functions';

describe('function length', () => {
  it(`no function in src is longer than ${MAX_FUNCTION_LINES} lines (content tables aside)`, () => {
    expect(longFunctions()).toEqual([]);
  });

  it(`no source file in src is longer than ${MAX_FILE_LINES} lines`, () => {
    expect(longFiles()).toEqual([]);
  });

  it('finds a long function and lets a content table through', () => {
    const root = mkdtempSync(join(tmpdir(), 'long-functions-'));
    onTestFinished(() => rmSync(root, { recursive: true, force: true }));
    mkdirSync(join(root, 'src'));
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `  total += ${i};`).join('\n');
    const table = Array.from({ length: 70 }, (_, i) => `  item${i}: ${i},`).join('\n');
    writeFileSync(
      join(root, 'src', 'sample.ts'),
      `export function tooLong() {\n  let total = 0;\n${lines(70)}\n  return total;\n}\n` +
        `export const table = () => ({\n${table}\n});\n`,
    );
    expect(longFunctions(root)).toEqual(['src/sample.ts:1 tooLong (74 lines)']);
    expect(longFiles(root, 100)).toEqual(['src/sample.ts (146 lines)']);
  });
});
