import { describe, expect, it } from 'vitest';
import { workspaceFile } from './file';
import { TITLE_MAX, titleFrom } from './schema';

describe('titleFrom', () => {
  it('takes the name before a colon, as Use This Idea writes it', () => {
    expect(titleFrom('PawPantry: a subscription for fresh pet food. It ships weekly.')).toBe('PawPantry');
  });

  it('takes the first sentence, and cuts a long one at a word', () => {
    expect(titleFrom('A marketplace for local tutors. Parents book online.')).toBe('A marketplace for local tutors.');
    const long = titleFrom('word '.repeat(60));
    expect(long.length).toBeLessThanOrEqual(TITLE_MAX);
    expect(long).toMatch(/word…$/);
  });

  it('never returns an empty title', () => {
    expect(titleFrom('   ')).toBe('Untitled');
  });
});

describe('workspaceFile', () => {
  const file = {
    format: 'venturekit-workspace',
    version: 1,
    exportedAt: '2026-11-23T10:00:00.000Z',
    ventures: [],
    savedIdeas: [],
  };

  it('accepts an empty workspace', () => {
    expect(workspaceFile.safeParse(file).success).toBe(true);
  });

  it('refuses another format, a newer version and unknown keys', () => {
    expect(workspaceFile.safeParse({ ...file, format: 'other' }).success).toBe(false);
    expect(workspaceFile.safeParse({ ...file, version: 2 }).success).toBe(false);
    expect(workspaceFile.safeParse({ ...file, extra: true }).success).toBe(false);
  });
});
