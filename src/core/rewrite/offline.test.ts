import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { offlineRewrite, withOpening, withSentence } from './offline';
import type { RewriteInput, RewriteStyle } from './rewrite';

describe('the offline rewrite’s added sentence', () => {
  it('follows a paragraph', () => {
    expect(withSentence('We sell meal kits.', 'In figures: 312 customers.')).toBe(
      'We sell meal kits. In figures: 312 customers.',
    );
  });

  it('is a bullet of its own after a slide’s bullets, never glued to the last one', () => {
    expect(withSentence('• Parents lack time\n• Kits cost too much\n', 'In figures: 312 customers.')).toBe(
      '• Parents lack time\n• Kits cost too much\n• In figures: 312 customers.',
    );
    expect(withSentence('- One\n- Two', 'More.')).toBe('- One\n- Two\n- More.');
  });

  it('is a line of its own after lines with no bullets', () => {
    expect(withSentence('Who: parents\nWhere: Lisbon', 'In figures: 312 customers.')).toBe(
      'Who: parents\nWhere: Lisbon\nIn figures: 312 customers.',
    );
  });
});

describe('the offline rewrite’s stronger opening', () => {
  it('opens a paragraph, and stands on its own line above a text of lines', () => {
    expect(withOpening('We sell meal kits.', 'Now:')).toBe('Now: We sell meal kits.');
    expect(withOpening('• One\n• Two', 'Now:')).toBe('Now:\n• One\n• Two');
  });
});

const PROBLEM_SLIDE = [
  '• Late payments leave small businesses short of cash every month.',
  '• Bookkeeping and tax preparation eat hours of the owner’s time.',
  '• Banks rarely lend to businesses without years of records.',
  'Who feels it most: small cafes and bakeries',
].join('\n');

const input = (style: RewriteStyle, current: unknown, kind: RewriteInput['kind'] = 'text'): RewriteInput => ({
  toolTitle: 'Pitch Deck',
  partLabel: 'Slide 2',
  kind,
  ...(kind === 'fields'
    ? {
        fields: [
          { key: 'title', kind: 'line' },
          { key: 'content', kind: 'text' },
          { key: 'notes', kind: 'text' },
        ],
      }
    : {}),
  current,
  neighbours: '',
  inputs: { businessName: 'LedgerLoop' },
  facts: ['Monthly price per customer: €64/customer/month'],
  style,
  instruction: 'Make it punchier',
});

/** A slide's line: a bullet of one or more sentences, or a "Label: text" line. */
const sentence = fc
  .array(fc.constantFrom('late', 'payments', 'cost', 'owners', 'hours', 'e.g.', 'banks', '€64', '3.5%'), {
    minLength: 1,
    maxLength: 9,
  })
  .map((words) => `${words.join(' ')}.`);
const line = fc.tuple(fc.constantFrom('• ', '- ', 'Who: ', ''), fc.array(sentence, { minLength: 1, maxLength: 3 }));
const slideText = fc
  .array(line, { minLength: 2, maxLength: 8 })
  .map((lines) => lines.map(([lead, sentences]) => `${lead}${sentences.join(' ')}`).join('\n'));

const ALL_STYLES: readonly RewriteStyle[] = ['shorter', 'more-specific', 'more-persuasive', 'custom', 'regenerate'];

describe('the offline rewrite of a text of lines (a slide’s content)', () => {
  it('Shorter keeps the Problem slide’s bullets as lines, never merged into one', () => {
    const shorter = offlineRewrite(input('shorter', PROBLEM_SLIDE)) as string;
    expect(shorter).not.toContain('. •');
    expect(shorter.split('\n').every((kept) => PROBLEM_SLIDE.split('\n').includes(kept))).toBe(true);
  });

  it('Shorter keeps whole lines, or the first line shortened with its bullet: fewer or shorter lines, never joined', () => {
    fc.assert(
      fc.property(slideText, (text) => {
        const lines = text.split('\n');
        const shorter = offlineRewrite(input('shorter', text)) as string;
        const kept = shorter.split('\n');
        expect(shorter.length).toBeLessThanOrEqual(Math.floor(text.length * 0.6));
        expect(kept.length).toBeLessThan(lines.length);
        if (kept.every((each) => lines.includes(each))) return;
        // Not whole lines: the first line, shortened, its bullet kept.
        expect(kept).toHaveLength(1);
        const bullet = /^[•-] /.exec(lines[0]!)?.[0] ?? '';
        expect(shorter.startsWith(bullet)).toBe(true);
        expect(lines[0]!.startsWith(shorter.replace(/…$/, ''))).toBe(true);
      }),
    );
  });

  it('every style keeps each line of a slide’s content on a line of its own', () => {
    fc.assert(
      fc.property(slideText, fc.constantFrom(...ALL_STYLES), (text, style) => {
        const rewritten = offlineRewrite(input(style, text)) as string;
        const lines = rewritten.split('\n');
        if (style === 'shorter') return;
        // Every line is still there, whole; the style adds one line before or after them.
        expect(lines).toHaveLength(text.split('\n').length + 1);
        expect(lines).toEqual(expect.arrayContaining(text.split('\n')));
      }),
    );
  });

  it('a slide’s fields: the content keeps its lines in every style, the title stays', () => {
    for (const style of ALL_STYLES) {
      const slide = { title: 'Problem', content: PROBLEM_SLIDE, notes: 'Tell one customer’s story. Then pause.' };
      const rewritten = offlineRewrite(input(style, slide, 'fields')) as typeof slide;
      expect(rewritten.title).toBe('Problem');
      for (const kept of rewritten.content.split('\n')) {
        // A line is one of the slide's, or the style's own: never two of the slide's glued together.
        const slideLines = PROBLEM_SLIDE.split('\n').filter((each) => kept.includes(each));
        expect(slideLines.length).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe('the offline rewrite of a paragraph', () => {
  it('Shorter keeps its first sentences whole: a decimal point or "e.g." ends none', () => {
    const text =
      'Revenue grows 3.5% a month, e.g. from cafes. Costs fall as the team learns. Margins rise in year two.';
    expect(offlineRewrite(input('shorter', text))).toBe('Revenue grows 3.5% a month, e.g. from cafes.');
  });
});

describe('the offline rewrite of a list', () => {
  it('Shorter keeps fewer items, each whole; one item alone is shortened', () => {
    const items = ['Month 1: interview 30 owners.', 'Month 3: launch.', 'Month 9: 300 customers.'];
    expect(offlineRewrite(input('shorter', items, 'list'))).toEqual(items.slice(0, 1));
    const [one] = offlineRewrite(input('shorter', [PROBLEM_SLIDE.split('\n')[0]], 'list')) as string[];
    expect(one!.length).toBeLessThan(PROBLEM_SLIDE.split('\n')[0]!.length);
  });
});
