import { describe, expect, it } from 'vitest';
import { exportFileName, safeFileNamePart, VENTURE_NAME_LIMIT } from './file-name';

const deck = { format: 'pptx', fileName: 'pitch-deck.pptx' } as const;

describe('exportFileName', () => {
  it('names the file for its venture, "<venture> – <title>.<format>"', () => {
    expect(exportFileName('Pitch Deck', deck, 'WagBox')).toBe('WagBox – Pitch Deck.pptx');
    expect(exportFileName('Business Plan', { format: 'docx', fileName: 'business-plan.docx' }, 'WagBox')).toBe(
      'WagBox – Business Plan.docx',
    );
  });

  it('keeps the tool’s own name without a venture, or when nothing of the venture’s name is usable', () => {
    expect(exportFileName('Pitch Deck', deck)).toBe('pitch-deck.pptx');
    expect(exportFileName('Pitch Deck', deck, '')).toBe('pitch-deck.pptx');
    expect(exportFileName('Pitch Deck', deck, ' ... ')).toBe('pitch-deck.pptx');
  });
});

describe('safeFileNamePart', () => {
  it('replaces what Windows, macOS or Linux refuse, and keeps letters of every script', () => {
    expect(safeFileNamePart('Café Ünal / Berlin')).toBe('Café Ünal - Berlin');
    expect(safeFileNamePart('a\\b:c*d?e"f<g>h|i')).toBe('a-b-c-d-e-f-g-h-i');
    expect(safeFileNamePart('Tab\there\nnew\u0000line')).toBe('Tab here new-line');
    expect(safeFileNamePart('北京 咖啡')).toBe('北京 咖啡');
    expect(safeFileNamePart('مقهى القاهرة')).toBe('مقهى القاهرة');
    // Decomposed accents are composed, as macOS and the others then agree on the name.
    expect(safeFileNamePart('Cafe\u0301')).toBe('Café');
  });

  it('starts with no dot (a hidden file) and ends with no dot or space (Windows drops them)', () => {
    expect(safeFileNamePart('..hidden.')).toBe('hidden');
    expect(safeFileNamePart('  Acme Inc.  ')).toBe('Acme Inc');
  });

  it('bounds the length in characters and in bytes, marking the cut, never inside a character', () => {
    const long = safeFileNamePart('Venture '.repeat(20));
    expect(Array.from(long).length).toBeLessThanOrEqual(VENTURE_NAME_LIMIT.characters);
    expect(long.endsWith('…')).toBe(true);
    expect(long).not.toMatch(/\s…$/);
    const emoji = safeFileNamePart('🐶'.repeat(100));
    expect(new TextEncoder().encode(emoji).length).toBeLessThanOrEqual(VENTURE_NAME_LIMIT.bytes);
    expect(emoji).toMatch(/^(?:🐶)+…$/u);
    // A family emoji is joined by U+200D: a cut inside it leaves no dangling joiner.
    expect(safeFileNamePart(`${'a'.repeat(58)}👩‍👩‍👧`)).not.toMatch(/\u200d…$/u);
  });
});
